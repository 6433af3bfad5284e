// A task's sub-tasks: tick one off, rename it, delete it (with Undo in the toast), or
// add one at the end. Each change saves the task's whole list at once.
import { Box, Checkbox, Flex, HStack, IconButton, Input, Text } from '@chakra-ui/react';
import PlusIcon from '@heroicons/react/20/solid/PlusIcon';
import XMarkIcon from '@heroicons/react/20/solid/XMarkIcon';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../components/page/toasts';
import type { TaskItem } from '../api/documents';
import { AutosaveText } from './autosave-text';

type SubTask = TaskItem['subTasks'][number];

export const SUB_TASK_MAX = 200;

/** A new sub-task's id: the server keeps the ids it is given. */
function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

interface SubTasksProps {
  subTasks: readonly SubTask[];
  onSave: (subTasks: SubTask[]) => Promise<boolean>;
}

export function SubTasks({ subTasks, onSave }: SubTasksProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const headingId = useId();
  const [adding, setAdding] = useState('');
  const done = subTasks.filter((sub) => sub.completed).length;

  const change = (id: string, fields: Partial<SubTask>) =>
    onSave(subTasks.map((sub) => (sub.id === id ? { ...sub, ...fields } : sub)));

  async function add() {
    const title = adding.trim();
    if (!title) return;
    const next = [
      ...subTasks,
      { __typename: 'TaskSubTask' as const, id: newId(), title, completed: false },
    ];
    setAdding('');
    // A refused add gives the text back to the field.
    if (!(await onSave(next))) setAdding(title);
  }

  async function remove(sub: SubTask) {
    const before = [...subTasks];
    if (!(await onSave(subTasks.filter((other) => other.id !== sub.id)))) return;
    toasts.undoable(t('tasks.subTasks.deleted', { title: sub.title }), () => void onSave(before));
  }

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Flex align="baseline" justify="space-between" mb={2}>
        <Text id={headingId} as="h3" fontSize="sm" fontWeight="medium">
          {t('tasks.subTasks.title')}
        </Text>
        {subTasks.length > 0 && (
          <Text fontSize="xs" color="fg.muted">
            {t('tasks.subTasksDone', { done, total: subTasks.length })}
          </Text>
        )}
      </Flex>
      {subTasks.length > 0 && (
        <Box h={1} bg="bg.muted" borderRadius="full" mb={3} overflow="hidden" aria-hidden>
          <Box
            h="full"
            w={`${(done / subTasks.length) * 100}%`}
            bg="brand.solid"
            transition="width 0.2s"
          />
        </Box>
      )}
      <Box as="ul" listStyleType="none" m={0} p={0}>
        {subTasks.map((sub) => (
          <HStack as="li" key={sub.id} gap={2} py={0.5} className="group">
            <Checkbox.Root
              colorPalette="brand"
              size="sm"
              checked={sub.completed}
              onCheckedChange={(details) =>
                void change(sub.id, { completed: details.checked === true })
              }
            >
              <Checkbox.HiddenInput aria-label={t('tasks.complete', { title: sub.title })} />
              <Checkbox.Control />
            </Checkbox.Root>
            <Box
              flex={1}
              minW={0}
              textDecoration={sub.completed ? 'line-through' : undefined}
              color={sub.completed ? 'fg.muted' : undefined}
              // The line under a sub-task shows on hover and while it is edited.
              css={{
                '& input:not(:focus):not(:hover):not([aria-invalid=true])': {
                  borderColor: 'transparent',
                },
              }}
            >
              <AutosaveText
                value={sub.title}
                label={t('tasks.subTasks.rename', { title: sub.title })}
                showLabel={false}
                size="sm"
                variant="flushed"
                maxLength={SUB_TASK_MAX}
                check={(text) => (text.trim() ? null : t('tasks.subTasks.required'))}
                onSave={(title) => change(sub.id, { title })}
              />
            </Box>
            <IconButton
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={t('tasks.subTasks.delete', { title: sub.title })}
              onClick={() => void remove(sub)}
            >
              <XMarkIcon />
            </IconButton>
          </HStack>
        ))}
      </Box>
      <HStack mt={2} gap={2}>
        <Input
          size="sm"
          value={adding}
          maxLength={SUB_TASK_MAX}
          placeholder={t('tasks.subTasks.addPlaceholder')}
          aria-label={t('tasks.subTasks.add')}
          onChange={(event) => setAdding(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            } else if (event.key === 'Escape' && adding) {
              event.stopPropagation();
              setAdding('');
            }
          }}
        />
        <IconButton
          size="sm"
          variant="outline"
          aria-label={t('tasks.subTasks.add')}
          disabled={!adding.trim()}
          onClick={() => void add()}
        >
          <PlusIcon />
        </IconButton>
      </HStack>
    </Box>
  );
}
