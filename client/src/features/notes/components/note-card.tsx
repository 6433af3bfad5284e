// One note in the grid: its image, title, text, checklist, reminder and labels. The
// title is the link that opens it (the whole card answers the click); archive and
// delete sit in its corner, above that link.
import {
  Box,
  Flex,
  HStack,
  IconButton,
  Image,
  LinkBox,
  LinkOverlay,
  Stack,
  Text,
  VisuallyHidden,
  Wrap,
} from '@chakra-ui/react';
import ArchiveBoxArrowDownIcon from '@heroicons/react/24/outline/ArchiveBoxArrowDownIcon';
import ArchiveBoxXMarkIcon from '@heroicons/react/24/outline/ArchiveBoxXMarkIcon';
import BellAlertIcon from '@heroicons/react/24/outline/BellAlertIcon';
import CheckCircleIcon from '@heroicons/react/24/solid/CheckCircleIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Tag } from '../../../components/ui/tag';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/format';
import type { Note } from '../api/note-input';
import { reminderPassed } from '../notes-list';
import { openNoteLink } from '../url-state';
import { noteImageSrc } from '../note-image';

/** Items a card shows before "+ n more". */
const TASKS_SHOWN = 6;

interface NoteCardProps {
  note: Note;
  /** The address's search without an open dialog; the card's link adds its note. */
  baseSearch: string;
  onArchive: (note: Note) => void;
  onDelete: (note: Note) => void;
}

export function noteName(note: Note, untitled: string): string {
  return note.title.trim() || note.content.trim().split('\n')[0]?.slice(0, 60) || untitled;
}

/**
 * Drawn again only when its note, the address's filter or search, or the handlers
 * change: opening or closing a dialog leaves the grid as it is.
 */
export const NoteCard = memo(function NoteCard({
  note,
  baseSearch,
  onArchive,
  onDelete,
}: NoteCardProps) {
  const { t } = useTranslation();
  const name = noteName(note, t('notes.untitled'));
  const src = noteImageSrc(note.image);
  const tasks = note.tasks ?? [];
  const done = tasks.filter((task) => task.completed).length;
  const overdue = reminderPassed(note.reminder);

  return (
    <LinkBox asChild>
      <Card.Root
        as="article"
        variant="outline"
        overflow="hidden"
        bg="bg.panel"
        transition="box-shadow 0.15s, border-color 0.15s"
        _hover={{ shadow: 'md', borderColor: 'border.emphasized' }}
        css={{
          '&:has([data-overlay]:focus-visible)': {
            outline: '2px solid',
            outlineColor: 'brand.focusRing',
            outlineOffset: '2px',
          },
          // Where a pointer can hover, shown on hover or focus; on touch screens, always.
          '@media (hover: hover)': { '& [data-actions]': { opacity: 0 } },
          '&:hover [data-actions], &:focus-within [data-actions]': { opacity: 1 },
        }}
      >
        {src && (
          <Image
            src={src}
            alt={t('notes.imageOf', { title: name })}
            w="full"
            maxH="60"
            objectFit="cover"
            loading="lazy"
          />
        )}
        <Card.Body p={4} gap={2.5}>
          <Text
            as="h3"
            fontWeight="semibold"
            fontSize="md"
            lineHeight="short"
            pe={{ base: 14, md: 0 }}
            color={note.title.trim() ? 'fg' : 'fg.muted'}
            lineClamp={2}
          >
            <LinkOverlay asChild data-overlay="" _focusVisible={{ outline: 'none' }}>
              <RouterLink {...openNoteLink(baseSearch, note.id)}>{name}</RouterLink>
            </LinkOverlay>
          </Text>
          {note.content.trim() && (
            <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line" lineClamp={8}>
              {note.content}
            </Text>
          )}
          {tasks.length > 0 && (
            <Stack
              as="ul"
              gap={1}
              listStyleType="none"
              m={0}
              p={0}
              aria-label={t('notes.checklistProgress', { done, count: tasks.length })}
            >
              {tasks.slice(0, TASKS_SHOWN).map((task) => (
                <HStack as="li" key={task.id} gap={2} align="start" fontSize="sm">
                  <Box
                    as="span"
                    mt="0.5"
                    boxSize="4"
                    flexShrink={0}
                    color={task.completed ? 'brand.solid' : 'border.emphasized'}
                    aria-hidden
                  >
                    {task.completed ? (
                      <CheckCircleIcon />
                    ) : (
                      <Box boxSize="3.5" m="px" borderWidth="1.5px" borderRadius="full" />
                    )}
                  </Box>
                  <Text
                    as="span"
                    textDecoration={task.completed ? 'line-through' : undefined}
                    color={task.completed ? 'fg.muted' : 'fg'}
                    lineClamp={2}
                  >
                    <VisuallyHidden>
                      {task.completed ? t('notes.done') : t('notes.toDo')}:{' '}
                    </VisuallyHidden>
                    {task.content}
                  </Text>
                </HStack>
              ))}
              {tasks.length > TASKS_SHOWN && (
                <Text as="li" fontSize="xs" color="fg.muted" ps={6}>
                  {t('notes.moreItems', { count: tasks.length - TASKS_SHOWN })}
                </Text>
              )}
            </Stack>
          )}
          {(note.reminder || note.labels.length > 0) && (
            <Wrap gap={1.5} pt={1}>
              {note.reminder && (
                <Tag.Root
                  size="sm"
                  variant="subtle"
                  colorPalette={overdue ? 'red' : 'brand'}
                  title={t(overdue ? 'notes.reminderPast' : 'notes.reminder')}
                >
                  <Tag.StartElement>
                    <BellAlertIcon aria-hidden />
                  </Tag.StartElement>
                  <Tag.Label>
                    <VisuallyHidden>
                      {t(overdue ? 'notes.reminderPast' : 'notes.reminder')}:{' '}
                    </VisuallyHidden>
                    {formatDate(note.reminder, DATE_TIME_FORMAT)}
                  </Tag.Label>
                </Tag.Root>
              )}
              {note.labels.map((label) => (
                <Tag.Root key={label.id} size="sm" variant="surface" colorPalette="gray">
                  <Tag.Label>{label.title}</Tag.Label>
                </Tag.Root>
              ))}
            </Wrap>
          )}
        </Card.Body>
        <Flex
          data-actions=""
          position="absolute"
          top={src ? 2 : 2.5}
          insetEnd={2}
          gap={0.5}
          zIndex={1}
          bg="bg.panel"
          shadow={{ md: 'sm' }}
          borderRadius="md"
          transition="opacity 0.15s"
        >
          <CardAction
            label={t(note.archived ? 'notes.unarchiveNote' : 'notes.archiveNote', { title: name })}
            onClick={() => onArchive(note)}
          >
            {note.archived ? <ArchiveBoxXMarkIcon /> : <ArchiveBoxArrowDownIcon />}
          </CardAction>
          <CardAction label={t('notes.deleteNote', { title: name })} onClick={() => onDelete(note)}>
            <TrashIcon />
          </CardAction>
        </Flex>
      </Card.Root>
    </LinkBox>
  );
});

function CardAction({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton size="xs" variant="ghost" aria-label={label} title={label} onClick={onClick}>
      {children}
    </IconButton>
  );
}
