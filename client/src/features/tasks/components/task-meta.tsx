// What a row says about a task besides its title: its tags, its sub-tasks done, its
// priority when it is not normal, and its due date (red once past, until completed).
import { Badge, Flex, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import ArrowDownIcon from '@heroicons/react/20/solid/ArrowDownIcon';
import ArrowUpIcon from '@heroicons/react/20/solid/ArrowUpIcon';
import CalendarIcon from '@heroicons/react/20/solid/CalendarIcon';
import CheckCircleIcon from '@heroicons/react/20/solid/CheckCircleIcon';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/ui/tag';
import { DATE_INPUT_FORMAT, dayOf, formatDate } from '../../../lib/format';
import type { TaskItem, TaskTagItem } from '../api/documents';

const SHOWN_TAGS = 2;

/** Whether the task's day is before today (in Santiago, where days are kept). */
export function isOverdue(task: Pick<TaskItem, 'dueDate' | 'completed'>): boolean {
  return !!task.dueDate && !task.completed && dayOf(task.dueDate) < dayOf(new Date());
}

export function PriorityBadge({ priority }: { priority: number }) {
  const { t } = useTranslation();
  if (priority === 2) {
    return (
      <Badge colorPalette="red" variant="subtle" size="sm" gap={1}>
        <ArrowUpIcon width={12} aria-hidden />
        {t('tasks.priority.high')}
      </Badge>
    );
  }
  if (priority === 0) {
    return (
      <Badge colorPalette="gray" variant="subtle" size="sm" gap={1}>
        <ArrowDownIcon width={12} aria-hidden />
        {t('tasks.priority.low')}
      </Badge>
    );
  }
  return null;
}

interface TaskMetaProps {
  task: TaskItem;
  tags: readonly TaskTagItem[];
  /** Beside an open panel: the tags give their room to the title. */
  compact?: boolean;
}

export function TaskMeta({ task, tags, compact }: TaskMetaProps) {
  const { t } = useTranslation();
  const named = task.tags
    .map((id) => tags.find((tag) => tag.id === id))
    .filter((tag): tag is TaskTagItem => !!tag);
  const done = task.subTasks.filter((sub) => sub.completed).length;
  const overdue = isOverdue(task);

  return (
    <Flex align="center" gap={2} wrap="wrap" fontSize="xs" color="fg.muted">
      {named.length > 0 && !compact && (
        <HStack gap={1} display={{ base: 'none', md: 'flex' }}>
          {named.slice(0, SHOWN_TAGS).map((tag) => (
            <Tag.Root key={tag.id} size="sm" variant="surface" colorPalette="brand">
              <Tag.Label>{tag.title}</Tag.Label>
            </Tag.Root>
          ))}
          {named.length > SHOWN_TAGS && (
            <Tag.Root size="sm" variant="outline">
              <Tag.Label>
                <VisuallyHidden>
                  {t('tasks.moreTags', { count: named.length - SHOWN_TAGS })}
                </VisuallyHidden>
                <span aria-hidden>+{named.length - SHOWN_TAGS}</span>
              </Tag.Label>
            </Tag.Root>
          )}
        </HStack>
      )}
      {task.subTasks.length > 0 && (
        <HStack gap={1} color={done === task.subTasks.length ? 'green.fg' : undefined}>
          <CheckCircleIcon width={14} aria-hidden />
          <Text aria-hidden>
            {done}/{task.subTasks.length}
          </Text>
          <VisuallyHidden>
            {t('tasks.subTasksDone', { done, total: task.subTasks.length })}
          </VisuallyHidden>
        </HStack>
      )}
      <PriorityBadge priority={task.priority} />
      {task.dueDate && (
        <HStack
          gap={1}
          color={overdue ? 'red.fg' : undefined}
          fontWeight={overdue ? 'medium' : undefined}
        >
          <CalendarIcon width={14} aria-hidden />
          <Text>
            <VisuallyHidden>{overdue ? t('tasks.overdue') : t('tasks.due')} </VisuallyHidden>
            {formatDate(task.dueDate, DATE_INPUT_FORMAT)}
          </Text>
        </HStack>
      )}
    </Flex>
  );
}
