// A note's checklist in its dialog: tick an item, change its text, remove it, add one
// (Enter adds and keeps the cursor there for the next). An item left empty says so
// beside it and keeps its last text.
import { Box, Button, Checkbox, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import XMarkIcon from '@heroicons/react/24/outline/XMarkIcon';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteTask } from '../api/note-input';

export interface ChecklistActions {
  onToggle: (id: string, completed: boolean) => void;
  /** Every keystroke of an item's text (a non-empty one); the caller saves in a while. */
  onText: (id: string, content: string) => void;
  onRemove: (id: string) => void;
  onAdd: (content: string) => void;
  /** Takes the checklist off the note. */
  onRemoveList: () => void;
}

interface ChecklistEditorProps extends ChecklistActions {
  tasks: readonly NoteTask[];
  /** The "add an item" field, for the dialog to focus when a checklist starts. */
  addRef?: RefObject<HTMLInputElement | null>;
}

export function ChecklistEditor({
  tasks,
  addRef,
  onToggle,
  onText,
  onRemove,
  onAdd,
  onRemoveList,
}: ChecklistEditorProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState('');
  const ownRef = useRef<HTMLInputElement>(null);
  const input = addRef ?? ownRef;
  const done = tasks.filter((task) => task.completed).length;

  const add = () => {
    const content = adding.trim();
    if (!content) return;
    onAdd(content);
    setAdding('');
    input.current?.focus();
  };

  return (
    <Box role="group" aria-labelledby="note-checklist-title">
      <Flex align="center" justify="space-between" mb={2}>
        <Text id="note-checklist-title" fontSize="sm" fontWeight="medium">
          {t('notes.checklist')}
          {tasks.length > 0 && (
            <Text as="span" color="fg.muted" fontWeight="normal" ms={2}>
              {t('notes.checklistDone', { done, count: tasks.length })}
            </Text>
          )}
        </Text>
        <Button size="2xs" variant="ghost" colorPalette="gray" onClick={onRemoveList}>
          {t('notes.removeChecklist')}
        </Button>
      </Flex>
      <Stack as="ul" gap={1} listStyleType="none" m={0} p={0}>
        {tasks.map((task) => (
          <ChecklistItem
            key={task.id}
            task={task}
            onToggle={onToggle}
            onText={onText}
            onRemove={onRemove}
            onEnter={() => input.current?.focus()}
          />
        ))}
      </Stack>
      <Flex gap={2} mt={2} align="center">
        <Box boxSize="5" flexShrink={0} color="fg.muted" ps={0.5}>
          <PlusIcon aria-hidden />
        </Box>
        <Input
          ref={input}
          size="sm"
          variant="flushed"
          value={adding}
          placeholder={t('notes.addItem')}
          aria-label={t('notes.addItem')}
          onChange={(event) => setAdding(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button
          size="xs"
          variant="ghost"
          colorPalette="brand"
          disabled={!adding.trim()}
          onClick={add}
        >
          {t('notes.add')}
        </Button>
      </Flex>
    </Box>
  );
}

function ChecklistItem({
  task,
  onToggle,
  onText,
  onRemove,
  onEnter,
}: {
  task: NoteTask;
  onToggle: ChecklistActions['onToggle'];
  onText: ChecklistActions['onText'];
  onRemove: ChecklistActions['onRemove'];
  onEnter: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(task.content);
  const empty = !text.trim();
  const name = text.trim() || task.content;
  return (
    <Box as="li">
      <Flex
        align="center"
        gap={2}
        borderRadius="md"
        px={1}
        _hover={{ bg: 'bg.muted' }}
        css={{
          // Where a pointer can hover, shown on hover or focus; on touch screens, always.
          '@media (hover: hover)': { '& [data-remove]': { opacity: 0 } },
          '&:hover [data-remove], &:focus-within [data-remove]': { opacity: 1 },
        }}
      >
        <Checkbox.Root
          size="sm"
          colorPalette="brand"
          checked={task.completed}
          onCheckedChange={(details) => onToggle(task.id, details.checked === true)}
        >
          <Checkbox.HiddenInput aria-label={t('notes.tick', { item: name })} />
          <Checkbox.Control />
        </Checkbox.Root>
        <Input
          size="sm"
          variant="flushed"
          borderColor="transparent"
          value={text}
          aria-label={t('notes.itemText', { item: name })}
          aria-invalid={empty}
          textDecoration={task.completed ? 'line-through' : undefined}
          color={task.completed ? 'fg.muted' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onText(task.id, event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onEnter();
            }
          }}
        />
        <IconButton
          data-remove=""
          size="2xs"
          variant="ghost"
          aria-label={t('notes.removeItem', { item: name })}
          onClick={() => onRemove(task.id)}
        >
          <XMarkIcon />
        </IconButton>
      </Flex>
      {empty && (
        <Text fontSize="xs" color="fg.error" ps={8}>
          {t('notes.itemRequired')}
        </Text>
      )}
    </Box>
  );
}
