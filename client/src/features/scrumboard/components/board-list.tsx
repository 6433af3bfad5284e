// A list of the board: its title (renamed in place), how many cards it holds, its
// actions (rename, delete), its cards (a sortable container, also a drop target when
// empty) and a way to add a card at its end.
import {
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  IconButton,
  Input,
  Menu,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import EllipsisHorizontalIcon from '@heroicons/react/24/outline/EllipsisHorizontalIcon';
import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import XMarkIcon from '@heroicons/react/24/outline/XMarkIcon';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../components/page/toasts';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import type { BoardCard, BoardList } from '../api/board-cache';
import { useCreateCard } from '../api/use-create-card';
import { useDeleteList } from '../api/use-delete-list';
import { useRenameList } from '../api/use-rename-list';
import { SortableCard } from './board-card';

/** A list's width: most of a phone's screen (the board snaps list by list), 18rem from sm up. */
export const LIST_WIDTH = { base: '85vw', sm: '72' };

export const MAX_LIST_TITLE = 100;

interface BoardListColumnProps {
  list: BoardList;
  /** The cards shown, in order (while a card moves, not yet the cache's). */
  cards: readonly BoardCard[];
  /** The board's labels' palettes, by id. */
  palettes: ReadonlyMap<string, string>;
  /** The board's last list: the cards in it are done. */
  done: boolean;
}

export function BoardListColumn({ list, cards, palettes, done }: BoardListColumnProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: list.id, data: { type: 'list' } });
  return (
    <Flex
      as="section"
      aria-labelledby={headingId}
      direction="column"
      w={LIST_WIDTH}
      maxW="xs"
      flexShrink={0}
      bg="bg.muted"
      borderRadius="l3"
      borderWidth="1px"
      borderColor="border.muted"
      scrollSnapAlign="start"
    >
      <ListHeader list={list} count={cards.length} headingId={headingId} />
      <SortableContext
        id={list.id}
        items={cards.map((card) => card.id)}
        strategy={verticalListSortingStrategy}
      >
        <Box ref={setNodeRef} px={2} pb={1} minH={16} flex={1}>
          <Stack
            as="ol"
            gap={2}
            listStyleType="none"
            ps={0}
            m={0}
            aria-label={t('scrumboard.list.cards', { title: list.title })}
          >
            {cards.map((card) => (
              <SortableCard key={card.id} card={card} palettes={palettes} done={done} />
            ))}
          </Stack>
          {cards.length === 0 && (
            <Flex
              align="center"
              justify="center"
              minH={16}
              borderWidth="2px"
              borderStyle="dashed"
              borderColor={isOver ? 'brand.solid' : 'border'}
              borderRadius="l2"
              color="fg.muted"
              fontSize="sm"
              px={3}
              textAlign="center"
            >
              {t('scrumboard.list.empty')}
            </Flex>
          )}
        </Box>
      </SortableContext>
      <Box px={2} pb={2} pt={1}>
        <AddCard list={list} />
      </Box>
    </Flex>
  );
}

function ListHeader({
  list,
  count,
  headingId,
}: {
  list: BoardList;
  count: number;
  headingId: string;
}) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const confirm = useConfirm();
  const rename = useRenameList();
  const remove = useDeleteList();
  const [editing, setEditing] = useState(false);
  const actions = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Back from renaming, the keyboard goes on from the list's actions.
  useEffect(() => {
    if (wasEditing.current && !editing) actions.current?.focus({ preventScroll: true });
    wasEditing.current = editing;
  }, [editing]);

  const failed = (title: string) => (error: unknown) => toasts.failed(title, error);

  async function deleteList() {
    const confirmed = await confirm({
      title: t('scrumboard.list.deleteTitle', { title: list.title }),
      message: t('scrumboard.list.deleteMessage', { count }),
      confirmLabel: t('scrumboard.list.deleteConfirm'),
    });
    if (confirmed) remove(list).catch(failed(t('scrumboard.list.deleteFailed')));
  }

  return (
    <Flex align="center" gap={2} ps={3} pe={1.5} py={2} minH={12}>
      {editing ? (
        <TitleEditor
          title={list.title}
          label={t('scrumboard.list.titleOf', { title: list.title })}
          onCancel={() => setEditing(false)}
          onSave={(title) => {
            setEditing(false);
            rename(list, title).catch(failed(t('scrumboard.list.renameFailed')));
          }}
        />
      ) : (
        <>
          <Heading
            as="h2"
            id={headingId}
            size="sm"
            flex={1}
            minW={0}
            truncate
            cursor="text"
            onDoubleClick={() => setEditing(true)}
          >
            {list.title}
          </Heading>
          <Badge
            variant="subtle"
            size="sm"
            borderRadius="full"
            aria-label={t('scrumboard.list.count', { count })}
          >
            {count}
          </Badge>
          <Menu.Root
            positioning={{ placement: 'bottom-end' }}
            onSelect={({ value }) => {
              if (value === 'rename') setEditing(true);
              if (value === 'delete') void deleteList();
            }}
          >
            <Menu.Trigger asChild>
              <IconButton
                ref={actions}
                size="xs"
                variant="ghost"
                aria-label={t('scrumboard.list.actions', { title: list.title })}
              >
                <EllipsisHorizontalIcon />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="44">
                  <Menu.Item value="rename">
                    <PencilSquareIcon width={16} aria-hidden />
                    {t('scrumboard.list.rename')}
                  </Menu.Item>
                  <Menu.Item
                    value="delete"
                    color="red.fg"
                    _hover={{ bg: 'bg.error', color: 'red.fg' }}
                  >
                    <TrashIcon width={16} aria-hidden />
                    {t('scrumboard.list.delete')}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </>
      )}
    </Flex>
  );
}

/**
 * A title typed in place: Enter or leaving the field saves it, Escape puts the old one
 * back; a blank title is not saved.
 */
export function TitleEditor({
  title,
  label,
  onSave,
  onCancel,
}: {
  title: string;
  label: string;
  onSave: (title: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(title);
  const blank = text.trim() === '';
  const tooLong = text.trim().length > MAX_LIST_TITLE;
  const finish = () => {
    const next = text.trim();
    if (!next || tooLong || next === title) onCancel();
    else onSave(next);
  };
  return (
    <Box flex={1}>
      <Input
        size="sm"
        autoFocus
        value={text}
        aria-label={label}
        aria-invalid={blank || tooLong}
        bg="bg.panel"
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => setText(event.target.value)}
        onBlur={finish}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (!blank && !tooLong) finish();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      {(blank || tooLong) && (
        <Text fontSize="xs" color="red.fg" mt={1}>
          {blank
            ? t('scrumboard.list.errors.title')
            : t('scrumboard.list.errors.titleLength', { max: MAX_LIST_TITLE })}
        </Text>
      )}
    </Box>
  );
}

/** "Add a card": a title typed at the list's end; Enter adds it and the field stays for the next. */
function AddCard({ list }: { list: BoardList }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const create = useCreateCard();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);

  if (!open) {
    return (
      <Button
        variant="ghost"
        size="sm"
        w="full"
        justifyContent="flex-start"
        color="fg.muted"
        _hover={{ color: 'fg', bg: 'bg.emphasized' }}
        onClick={() => setOpen(true)}
      >
        <PlusIcon />
        {t('scrumboard.card.add')}
      </Button>
    );
  }

  async function add(event?: FormEvent) {
    event?.preventDefault();
    const text = title.trim();
    if (!text || busy) return;
    setBusy(true);
    try {
      await create(list.id, text);
      setTitle('');
    } catch (error) {
      // The title stays in the field for another try.
      toasts.failed(t('scrumboard.card.createFailed'), error);
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    setOpen(false);
    setTitle('');
  };

  return (
    <form onSubmit={(event) => void add(event)}>
      <Stack gap={2}>
        <Textarea
          autoFocus
          autoresize
          rows={2}
          size="sm"
          bg="bg.panel"
          value={title}
          placeholder={t('scrumboard.card.newPlaceholder')}
          aria-label={t('scrumboard.card.newTitle', { list: list.title })}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void add();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
        />
        <Flex gap={1}>
          <Button
            type="submit"
            size="sm"
            colorPalette="brand"
            loading={busy}
            disabled={!title.trim()}
          >
            {t('scrumboard.card.addSubmit')}
          </Button>
          <IconButton size="sm" variant="ghost" aria-label={t('scrumboard.cancel')} onClick={close}>
            <XMarkIcon />
          </IconButton>
        </Flex>
      </Stack>
    </form>
  );
}
