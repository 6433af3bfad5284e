// A domain's tags (or labels) managed in place: find one by typing, pick it (when the
// list picks for a record), add a new one from what was typed, rename or delete one.
// Every app with tags uses it: inventory, contacts and tasks tags, note labels, board
// labels. The domain's mutation hooks do the writing; a refused write shows a toast and
// leaves the list as the server has it.
import {
  Box,
  Button,
  Checkbox,
  Circle,
  Flex,
  IconButton,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import CheckIcon from '@heroicons/react/24/outline/CheckIcon';
import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import XMarkIcon from '@heroicons/react/24/outline/XMarkIcon';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { foldText } from '../../lib/fold';
import { useToasts } from '../page/toasts';
import { useConfirm } from '../ui/confirm-dialog';

export interface TagItem {
  id: string;
  title: string;
  /** A palette to draw the tag in (labels with colours); brand when none. */
  colorPalette?: string;
  /** A line under the name (a label's slug). */
  subtitle?: string;
}

export interface TagActions {
  /** Adds a tag; answers it (the picker then picks it), or nothing if it was refused. */
  onCreate: (title: string) => Promise<TagItem | null | undefined>;
  onRename: (id: string, title: string) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
  /** The confirmation's text: what deleting `title` takes with it. */
  deleteMessage: (title: string) => string;
}

interface TagManagerProps extends TagActions {
  tags: readonly TagItem[];
  /** What the list is of, for the search field's name ("Tags", "Labels"). */
  label: string;
  /** With it, each tag has a checkbox that picks it for a record. */
  selected?: readonly string[];
  onToggle?: (id: string, picked: boolean) => void;
  /**
   * More controls on each tag's row, before rename and delete (a label's colour): a
   * settings page's list, shown whole rather than scrolled inside a box.
   */
  rowControls?: (tag: TagItem) => ReactNode;
}

const same = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export function TagManager({
  tags,
  label,
  selected,
  onToggle,
  rowControls,
  onCreate,
  onRename,
  onDelete,
  deleteMessage,
}: TagManagerProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const confirm = useConfirm();
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const wanted = text.trim();
  const shown = tags.filter((tag) => foldText(tag.title).includes(foldText(wanted)));
  const exact = tags.find((tag) => same(tag.title, wanted));

  /** Runs a write; a refusal is said in a toast. Answers its result, or null if refused. */
  async function write<T>(action: () => Promise<T>): Promise<{ result: T } | null> {
    setBusy(true);
    try {
      return { result: await action() };
    } catch (error) {
      toasts.failed(t('tags.failed'), error);
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function create() {
    if (!wanted || exact) return;
    const tag = (await write(() => onCreate(wanted)))?.result;
    if (!tag) return;
    setText('');
    onToggle?.(tag.id, true);
  }

  async function remove(tag: TagItem) {
    const confirmed = await confirm({
      title: t('tags.deleteTitle', { title: tag.title }),
      message: deleteMessage(tag.title),
      confirmLabel: t('tags.deleteConfirm'),
    });
    if (!confirmed) return;
    await write(() => onDelete(tag.id));
  }

  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (exact) onToggle?.(exact.id, !selected?.includes(exact.id));
    else void create();
  }

  return (
    <Stack gap={2}>
      <Input
        size="sm"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onSearchKey}
        placeholder={t('tags.search')}
        aria-label={t('tags.searchLabel', { label })}
      />
      <Stack
        as="ul"
        gap={0}
        maxH={rowControls ? undefined : '64'}
        overflowY="auto"
        listStyleType="none"
        ps={0}
        m={0}
      >
        {shown.map((tag) =>
          editing === tag.id ? (
            <RenameRow
              key={tag.id}
              tag={tag}
              taken={(title) =>
                tags.some((other) => other.id !== tag.id && same(other.title, title))
              }
              busy={busy}
              onSave={async (title) => {
                if (await write(() => onRename(tag.id, title))) setEditing(null);
              }}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <Flex as="li" key={tag.id} align="center" gap={1} py={0.5}>
              {selected && onToggle ? (
                <Checkbox.Root
                  flex={1}
                  minW={0}
                  size="sm"
                  colorPalette="brand"
                  checked={selected.includes(tag.id)}
                  onCheckedChange={(details) => onToggle(tag.id, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  {tag.colorPalette && <Swatch palette={tag.colorPalette} />}
                  <Checkbox.Label truncate>{tag.title}</Checkbox.Label>
                </Checkbox.Root>
              ) : (
                <Flex flex={1} minW={0} align="center" gap={2}>
                  {tag.colorPalette && <Swatch palette={tag.colorPalette} />}
                  <Box minW={0}>
                    <Text truncate fontSize="sm">
                      {tag.title}
                    </Text>
                    {tag.subtitle && (
                      <Text truncate fontSize="xs" color="fg.muted" fontFamily="mono">
                        {tag.subtitle}
                      </Text>
                    )}
                  </Box>
                </Flex>
              )}
              {rowControls?.(tag)}
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('tags.rename', { title: tag.title })}
                disabled={busy}
                onClick={() => setEditing(tag.id)}
              >
                <PencilSquareIcon />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t('tags.delete', { title: tag.title })}
                disabled={busy}
                onClick={() => void remove(tag)}
              >
                <TrashIcon />
              </IconButton>
            </Flex>
          ),
        )}
      </Stack>
      {shown.length === 0 && !wanted && (
        <Text fontSize="sm" color="fg.muted">
          {t('tags.none')}
        </Text>
      )}
      {wanted && !exact && (
        <Box>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="brand"
            px={2}
            loading={busy}
            onClick={() => void create()}
          >
            <PlusIcon />
            {t('tags.create', { title: wanted })}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** A tag's colour, as a dot before its name. */
function Swatch({ palette }: { palette: string }) {
  return <Circle size={2.5} flexShrink={0} bg="colorPalette.solid" colorPalette={palette} />;
}

/** A tag's new name: Enter saves, Escape cancels; empty or taken names are refused. */
function RenameRow({
  tag,
  taken,
  busy,
  onSave,
  onCancel,
}: {
  tag: TagItem;
  taken: (title: string) => boolean;
  busy: boolean;
  onSave: (title: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(tag.title);
  const error = !title.trim() ? t('tags.required') : taken(title) ? t('tags.taken') : null;
  const save = () => {
    if (!error && !same(title, tag.title)) void onSave(title.trim());
    else if (same(title, tag.title)) onCancel();
  };
  return (
    <Box as="li" py={0.5}>
      <Flex align="center" gap={1}>
        <Input
          size="sm"
          flex={1}
          autoFocus
          value={title}
          aria-label={t('tags.newName', { title: tag.title })}
          aria-invalid={!!error}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            } else if (event.key === 'Escape') {
              // Cancels the rename only, not the popover or dialog around it.
              event.stopPropagation();
              onCancel();
            }
          }}
        />
        <IconButton
          size="xs"
          variant="ghost"
          colorPalette="brand"
          aria-label={t('tags.saveName')}
          disabled={!!error}
          loading={busy}
          onClick={save}
        >
          <CheckIcon />
        </IconButton>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('tags.cancelRename')}
          onClick={onCancel}
        >
          <XMarkIcon />
        </IconButton>
      </Flex>
      {error && (
        <Text fontSize="xs" color="fg.error" mt={1}>
          {error}
        </Text>
      )}
    </Box>
  );
}
