// The tasks and sections in their order. Each row is dragged by its handle, with the
// mouse, by touch or by keyboard (Space picks up, arrows move, Space drops, Escape
// cancels), and the new order shows at once and is saved; screen readers hear each step.
import { Box } from '@chakra-ui/react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../components/page/toasts';
import type { TaskItem, TaskTagItem } from '../api/documents';
import { useReorderTasks } from '../api/use-reorder-tasks';
import { countBySection } from '../counts';
import { SortableTaskRow } from './task-row';

/** Rows move up and down only. */
const vertical: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const MODIFIERS = [vertical];

interface TaskListProps {
  tasks: readonly TaskItem[];
  tags: readonly TaskTagItem[];
  /** The open task's id, if any. */
  selected?: string;
}

export function TaskList({ tasks, tags, selected }: TaskListProps) {
  const { t } = useTranslation();
  const reorder = useReorderTasks();
  const toasts = useToasts();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks]);
  const sectionCounts = useMemo(() => countBySection(tasks), [tasks]);

  const accessibility = useMemo(() => {
    const name = (id: UniqueIdentifier) => {
      const task = tasks.find((item) => item.id === id);
      if (!task) return '';
      return task.title || t(task.type === 'section' ? 'tasks.untitledSection' : 'tasks.untitled');
    };
    const at = (id: UniqueIdentifier) => ({
      position: ids.indexOf(String(id)) + 1,
      count: ids.length,
    });
    const announcements: Announcements = {
      onDragStart: ({ active }) =>
        t('tasks.dnd.start', { title: name(active.id), ...at(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t('tasks.dnd.over', { title: name(active.id), ...at(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('tasks.dnd.end', { title: name(active.id), ...at(over.id) })
          : t('tasks.dnd.cancel', { title: name(active.id) }),
      onDragCancel: ({ active }) => t('tasks.dnd.cancel', { title: name(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('tasks.dnd.instructions') } };
  }, [tasks, ids, t]);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    reorder(arrayMove([...tasks], from, to)).catch((error: unknown) =>
      toasts.failed(t('tasks.reorderFailed'), error),
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={MODIFIERS}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box as="ul" listStyleType="none" m={0} p={0} aria-label={t('tasks.listLabel')}>
          {tasks.map((task) => (
            <SortableTaskRow
              key={task.id}
              task={task}
              tags={tags}
              selected={task.id === selected}
              compact={!!selected}
              counts={sectionCounts.get(task.id)}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
