// The tasks and sections in their order, as far as they are loaded. Only the rows in
// sight (and a few around) are in the page (@tanstack/react-virtual's window
// virtualiser), so thousands scroll as lightly as a few; the row being dragged and the
// one holding the focus stay in it wherever the list is scrolled. Each row is dragged by
// its handle among the loaded rows, with the mouse, by touch or by keyboard (Space picks
// up, arrows move, Space drops, Escape cancels): the new place shows at once and is
// saved, and screen readers hear each step. Nearing the loaded rows' end asks for more.
import { Box } from '@chakra-ui/react';
import {
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
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
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import {
  defaultRangeExtractor,
  measureElement,
  useWindowVirtualizer,
  type Range,
} from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../components/page/toasts';
import type { TaskItem, TaskTagItem } from '../api/documents';
import { useMoveTask } from '../api/use-move-task';
import { SortableTaskRow } from './task-row';

/** Rows move up and down only. */
const vertical: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const MODIFIERS = [vertical];
/** Rows that mount and unmount as the list scrolls are measured again as they come. */
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

/** A row's height before it is measured: a task's or a section's, with its line. */
const TASK_HEIGHT = 57;
const SECTION_HEIGHT = 45;
/** Rows kept in the page beyond each edge of the screen. */
const OVERSCAN = 8;
/** How close (in rows) the screen may come to the loaded rows' end before more are asked for. */
const LOOKAHEAD = 40;

interface TaskListProps {
  tasks: readonly TaskItem[];
  tags: readonly TaskTagItem[];
  /** How many rows the whole list holds; the loaded ones are its first. */
  rows: number;
  /** The open task's id, if any. */
  selected?: string;
  /** More rows may be asked for now: there are more, and none are on their way. */
  canLoadMore: boolean;
  /** Asks for the rows after the loaded ones; called as the screen nears their end. */
  onNearEnd: () => void;
}

/** Where the list starts in the page, for the window's scroll to map onto its rows. */
function useTop(element: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    // Measured again whenever the page's size or the list's changes: what sits above it
    // (the header, an error) may have moved it. Hidden (a phone shows the panel in its
    // place), it has no place to measure.
    const measure = () => {
      if (node.offsetParent) setTop(Math.round(node.getBoundingClientRect().top + window.scrollY));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return top;
}

export function TaskList({ tasks, tags, rows, selected, canLoadMore, onNearEnd }: TaskListProps) {
  const { t } = useTranslation();
  const move = useMoveTask();
  const toasts = useToasts();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks]);
  const list = useRef<HTMLUListElement>(null);
  const scrollMargin = useTop(list);

  // The rows that stay in the page out of sight: the one being dragged (dnd-kit needs its
  // element) and the one holding the focus (so Tab goes on from it).
  const [dragging, setDragging] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const kept = useMemo(
    // Once each: the row being dragged holds the focus too.
    () => [...new Set([dragging, focused])].map((id) => (id ? ids.indexOf(id) : -1)),
    [dragging, focused, ids],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const extra = kept.filter((index) => index >= 0 && !indexes.includes(index));
      return extra.length ? [...indexes, ...extra].sort((a, b) => a - b) : indexes;
    },
    [kept],
  );
  const estimateSize = useCallback(
    (index: number) => (tasks[index]?.type === 'section' ? SECTION_HEIGHT : TASK_HEIGHT),
    [tasks],
  );
  // Sizes are kept by row, so a row added on top does not lend its height to the next.
  const getItemKey = useCallback((index: number) => tasks[index]?.id ?? index, [tasks]);
  const virtualizer = useWindowVirtualizer({
    count: tasks.length,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin,
    rangeExtractor,
    // A hidden list measures nothing: its rows keep their estimates rather than take no
    // room (and all of them come into the page).
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) ||
      instance.options.estimateSize(instance.indexFromElement(element)),
  });

  const nearEnd = useEffectEvent(onNearEnd);
  const shownEnd = virtualizer.range?.endIndex ?? -1;
  // Looked at again as the screen moves, and once a page has come (a screen taller than
  // the rows it brought asks for the next at once).
  useEffect(() => {
    if (canLoadMore && shownEnd >= tasks.length - LOOKAHEAD) nearEnd();
  }, [canLoadMore, shownEnd, tasks.length]);

  const accessibility = useMemo(() => {
    const name = (id: UniqueIdentifier) => {
      const task = tasks.find((item) => item.id === id);
      if (!task) return '';
      return task.title || t(task.type === 'section' ? 'tasks.untitledSection' : 'tasks.untitled');
    };
    // The loaded rows are the list's first: their places are the list's.
    const at = (id: UniqueIdentifier) => ({
      position: ids.indexOf(String(id)) + 1,
      count: rows,
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
  }, [tasks, ids, rows, t]);

  function onDragEnd({ active, over }: DragEndEvent) {
    setDragging(null);
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    const neighbour = String(over.id);
    move(tasks[from]!, to > from ? { after: neighbour } : { before: neighbour }).catch(
      (error: unknown) => toasts.failed(t('tasks.reorderFailed'), error),
    );
  }

  function onFocus(event: FocusEvent<HTMLElement>) {
    const row = event.target.closest<HTMLElement>('[data-index]');
    const task = row ? tasks[Number(row.dataset.index)] : undefined;
    if (task) setFocused(task.id);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={MODIFIERS}
      measuring={MEASURING}
      accessibility={accessibility}
      onDragStart={({ active }) => setDragging(String(active.id))}
      onDragCancel={() => setDragging(null)}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box
          as="ul"
          ref={list}
          listStyleType="none"
          m={0}
          p={0}
          position="relative"
          style={{ height: virtualizer.getTotalSize() }}
          aria-label={t('tasks.listLabel')}
          onFocus={onFocus}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const task = tasks[item.index]!;
            return (
              <SortableTaskRow
                key={task.id}
                task={task}
                tags={tags}
                selected={task.id === selected}
                compact={!!selected}
                index={item.index}
                setSize={rows}
                top={item.start - scrollMargin}
                last={item.index === tasks.length - 1}
                measure={virtualizer.measureElement}
              />
            );
          })}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
