// One row of the list: a task (its checkbox completes it from the list) or a section
// heading. The whole row opens the record's panel (a link stretched over it); the
// handle and the checkbox sit above that link. The list places it (it holds only the
// rows in sight) and learns its height from it.
import { Box, Checkbox, Flex, IconButton, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS as DndCSS } from '@dnd-kit/utilities';
import Bars2Icon from '@heroicons/react/20/solid/Bars2Icon';
import ChevronRightIcon from '@heroicons/react/20/solid/ChevronRightIcon';
import { memo, useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { taskPath } from '../../../config/paths';
import type { TaskItem, TaskTagItem } from '../api/documents';
import { TaskMeta } from './task-meta';
import { useSaveTask } from '../use-save-task';

interface RowProps {
  task: TaskItem;
  tags: readonly TaskTagItem[];
  selected: boolean;
  /** A panel is open beside the list. */
  compact: boolean;
  /** Its place in the list, from 0, and how many rows the whole list holds. */
  index: number;
  setSize: number;
  /** Where it stands in the list, in pixels from its top. */
  top: number;
  /** The last loaded row: no line under it (the list ends, or "Load more" draws its own). */
  last: boolean;
  /** Tells the list the row's height. */
  measure: (node: HTMLElement | null) => void;
}

/** The row's link is focused again when its panel closes (see task-panel.tsx). */
export const rowLinkSelector = (id: string) => `[data-task-link="${CSS.escape(id)}"]`;

// Rows render again only when what they show changes, not on every scroll of the list.
export const SortableTaskRow = memo(function SortableTaskRow({
  task,
  tags,
  selected,
  compact,
  index,
  setSize,
  top,
  last,
  measure,
}: RowProps) {
  const { t } = useTranslation();
  const save = useSaveTask();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: task.id, attributes: { roleDescription: t('tasks.dnd.role') } });
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setNodeRef(node);
      measure(node);
    },
    [setNodeRef, measure],
  );
  const section = task.type === 'section';
  const title = task.title || t(section ? 'tasks.untitledSection' : 'tasks.untitled');
  const counts = task.counts;

  return (
    <Flex
      as="li"
      ref={ref}
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      style={{ top, transform: DndCSS.Translate.toString(transform), transition }}
      position="absolute"
      insetX={0}
      zIndex={isDragging ? 2 : undefined}
      align="center"
      gap={{ base: 1.5, md: 2 }}
      ps={{ base: 1, md: 2 }}
      pe={{ base: 2, md: 4 }}
      py={section ? 2 : 2.5}
      minH={section ? 11 : 14}
      borderBottomWidth={last ? 0 : '1px'}
      borderColor="border.muted"
      bg={
        isDragging ? 'bg.panel' : selected ? 'brand.solid/10' : section ? 'bg.subtle' : 'bg.panel'
      }
      shadow={isDragging ? 'lg' : undefined}
      _hover={{ bg: selected ? 'brand.solid/15' : 'bg.muted' }}
      _before={
        selected
          ? {
              content: '""',
              position: 'absolute',
              insetY: 0,
              insetStart: 0,
              w: '3px',
              bg: 'brand.solid',
            }
          : undefined
      }
      data-selected={selected || undefined}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('tasks.move', { title })}
        size="xs"
        variant="ghost"
        color="fg.subtle"
        cursor={isDragging ? 'grabbing' : 'grab'}
        touchAction="none"
        position="relative"
        zIndex={1}
      >
        <Bars2Icon />
      </IconButton>

      {!section && (
        <Checkbox.Root
          colorPalette="brand"
          checked={task.completed}
          onCheckedChange={(details) => void save(task, { completed: details.checked === true })}
          position="relative"
          zIndex={1}
        >
          <Checkbox.HiddenInput aria-label={t('tasks.complete', { title })} />
          <Checkbox.Control borderRadius="full" />
        </Checkbox.Root>
      )}

      <Flex
        flex={1}
        minW={0}
        // A task's details go under its title on phones and beside an open panel.
        direction={section ? 'row' : compact ? 'column' : { base: 'column', md: 'row' }}
        align={section ? 'center' : compact ? 'flex-start' : { base: 'flex-start', md: 'center' }}
        gap={compact ? 1 : { base: 1, md: 3 }}
        ps={section ? 1 : 0}
      >
        <Link
          asChild
          flex={section ? 1 : { md: 1 }}
          minW={0}
          maxW="full"
          color={task.completed ? 'fg.muted' : 'fg'}
          textDecoration={task.completed ? 'line-through' : 'none'}
          fontStyle={task.title ? undefined : 'italic'}
          fontWeight={section || selected ? 'semibold' : 'normal'}
          fontSize={section ? 'xs' : 'sm'}
          textTransform={section ? 'uppercase' : undefined}
          letterSpacing={section ? 'wider' : undefined}
          _hover={{ textDecoration: task.completed ? 'line-through' : 'none' }}
          _focusVisible={{ outline: 'none' }}
          _after={{ content: '""', position: 'absolute', inset: 0 }}
          css={{
            '&:focus-visible::after': {
              outline: '2px solid',
              outlineColor: 'brand.focusRing',
              outlineOffset: '-2px',
            },
          }}
        >
          <RouterLink
            to={taskPath(task.id)}
            // The list stays where it was scrolled; the panel comes into view on its own.
            preventScrollReset
            data-task-link={task.id}
            aria-current={selected ? 'page' : undefined}
          >
            <Text
              as="span"
              truncate
              display="block"
              // A section's title is upper-cased in the casing of its own words, not the
              // reader's language (in Turkish "i" would become "İ").
              lang={section && task.title ? '' : undefined}
            >
              {title}
            </Text>
          </RouterLink>
        </Link>
        {!section && <TaskMeta task={task} tags={tags} compact={compact} />}
        {section && counts && counts.total > 0 && (
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            <VisuallyHidden>
              {t('tasks.sectionCounts', {
                done: counts.total - counts.remaining,
                count: counts.total,
              })}
            </VisuallyHidden>
            <span aria-hidden>
              {counts.total - counts.remaining}/{counts.total}
            </span>
          </Text>
        )}
      </Flex>
      <Box color="fg.subtle" display={{ base: 'none', sm: 'block' }} aria-hidden>
        <ChevronRightIcon width={18} />
      </Box>
    </Flex>
  );
});
