// A task's (or section's) details, saved as they change: title, notes, completed, due
// date, priority, tags and sub-tasks. Beside the list on wide screens, in its place on
// narrow ones, at the task's address. Escape (outside a field being edited) closes it
// and gives focus back to the task's row.
import { Box, Button, Flex, Heading, IconButton, Spacer, Stack, Text } from '@chakra-ui/react';
import ArrowLeftIcon from '@heroicons/react/20/solid/ArrowLeftIcon';
import CheckCircleIcon from '@heroicons/react/20/solid/CheckCircleIcon';
import CheckIcon from '@heroicons/react/20/solid/CheckIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import XMarkIcon from '@heroicons/react/20/solid/XMarkIcon';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useToasts } from '../../../components/page/toasts';
import { TagPicker } from '../../../components/tags/tag-picker';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { DateInput } from '../../../components/ui/date-input';
import { paths } from '../../../config/paths';
import { dayOf, startOfDay } from '../../../lib/format';
import type { TaskItem, TaskTagItem } from '../api/documents';
import { useCreateTaskTag } from '../api/use-create-task-tag';
import { useDeleteTask } from '../api/use-delete-task';
import { useDeleteTaskTag } from '../api/use-delete-task-tag';
import type { TaskChanges } from '../api/use-update-task';
import { useUpdateTaskTag } from '../api/use-update-task-tag';
import { AutosaveText } from './autosave-text';
import { PriorityChoice } from './priority-choice';
import { SubTasks } from './sub-tasks';
import { rowLinkSelector } from './task-row';
import { useDiscardUntitled } from '../use-discard-untitled';
import { useSaveTask } from '../use-save-task';

export const TITLE_MAX = 200;

/** What the address's state may ask of a panel that opens: a new task wants its title typed. */
export interface TaskPanelState {
  focusTitle?: boolean;
}

/** Closes the panel and focuses the row it belongs to (when the list shows it). */
export function useClosePanel() {
  const navigate = useNavigate();
  return (id?: string) => {
    void Promise.resolve(navigate(paths.tasks, { preventScrollReset: true })).then(() =>
      requestAnimationFrame(() => {
        const row = id ? document.querySelector<HTMLElement>(rowLinkSelector(id)) : null;
        row?.focus();
      }),
    );
  };
}

/** The id of the row after `id`'s in the list, or the one before it. */
function neighbourOf(id: string): string | undefined {
  const row = document.querySelector(rowLinkSelector(id))?.closest('li');
  const other = row?.nextElementSibling ?? row?.previousElementSibling;
  return other?.querySelector<HTMLElement>('[data-task-link]')?.dataset.taskLink;
}

/** The panel's frame: a bordered card, sticky beside the list on wide screens. */
export function PanelFrame({
  labelledBy,
  onKeyDown,
  children,
  panelRef,
}: {
  labelledBy: string;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  children: React.ReactNode;
  panelRef?: React.Ref<HTMLElement>;
}) {
  return (
    <Box
      as="section"
      ref={panelRef as React.Ref<HTMLDivElement>}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      shadow={{ lg: 'sm' }}
      position={{ lg: 'sticky' }}
      top={{ lg: 4 }}
      maxH={{ lg: 'calc(100dvh - 7rem)' }}
      overflowY={{ lg: 'auto' }}
    >
      {children}
    </Box>
  );
}

interface TaskPanelProps {
  task: TaskItem;
  tags: readonly TaskTagItem[];
}

export function TaskPanel({ task, tags }: TaskPanelProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const close = useClosePanel();
  const saveTask = useSaveTask();
  const toasts = useToasts();
  const removeTask = useDeleteTask();
  const createTag = useCreateTaskTag();
  const renameTag = useUpdateTaskTag();
  const deleteTag = useDeleteTaskTag();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleInput = useRef<HTMLTextAreaElement>(null);
  const panel = useRef<HTMLElement>(null);
  const [saving, setSaving] = useState(0);
  const [saved, setSaved] = useState(false);
  const [titleInvalid, setTitleInvalid] = useState(false);
  const section = task.type === 'section';
  const name = task.title || t(section ? 'tasks.untitledSection' : 'tasks.untitled');
  useDiscardUntitled(task.id);

  // Opening moves focus into the panel: to the title of a new task, else its heading.
  const focusTitle = (location.state as TaskPanelState | null)?.focusTitle;
  useEffect(() => {
    if (focusTitle) {
      titleInput.current?.focus();
      // Once: a reload or going back does not focus it again.
      void navigate(location.pathname, { replace: true, state: null, preventScrollReset: true });
    } else {
      // On a phone the panel replaces the list: focusing brings its top into view.
      heading.current?.focus();
    }
    // Only when the panel opens on a task (it is keyed by the task's id).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function save(changes: TaskChanges): Promise<boolean> {
    setSaving((count) => count + 1);
    setSaved(false);
    const ok = await saveTask(task, changes);
    setSaving((count) => count - 1);
    setSaved(ok);
    return ok;
  }

  async function deleteTask() {
    const confirmed = await confirm({
      title: t(section ? 'tasks.deleteSectionTitle' : 'tasks.deleteTitle', { title: name }),
      message: t(section ? 'tasks.deleteSectionMessage' : 'tasks.deleteMessage'),
      confirmLabel: t('tasks.delete'),
    });
    if (!confirmed) return;
    // The panel closes at once, focus goes to the next row (or the one before), and the
    // row leaves the list (it comes back if the server refuses).
    close(neighbourOf(task.id));
    try {
      await removeTask(task.id);
    } catch (error) {
      toasts.failed(t(section ? 'tasks.deleteSectionFailed' : 'tasks.deleteFailed'), error);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Keys from popovers and dialogs opened here (portalled) are theirs, and so is the
    // date field's (it closes its calendar).
    if (!(event.target instanceof Element) || !panel.current?.contains(event.target)) return;
    if (event.target.closest('[data-scope="date-picker"]')) return;
    event.preventDefault();
    close(task.id);
  }

  const titleCheck = (text: string) =>
    !text.trim()
      ? t('tasks.errors.titleRequired')
      : text.trim().length > TITLE_MAX
        ? t('tasks.errors.titleTooLong', { max: TITLE_MAX })
        : null;

  // Never "saved" while the title is not: an untitled one is not kept (see
  // useDiscardUntitled), and a title the check refuses is not sent.
  const status =
    saving > 0
      ? { text: t('tasks.saving') }
      : !task.title.trim()
        ? { text: t('tasks.needsTitle'), warn: true }
        : titleInvalid
          ? { text: t('tasks.titleNotSaved'), warn: true }
          : saved
            ? { text: t('tasks.saved') }
            : null;

  return (
    <PanelFrame labelledBy={headingId} onKeyDown={onKeyDown} panelRef={panel}>
      <Flex
        align="center"
        gap={2}
        px={{ base: 3, md: 4 }}
        py={3}
        borderBottomWidth="1px"
        position={{ lg: 'sticky' }}
        top={0}
        bg="bg.panel"
        zIndex={1}
      >
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('tasks.close')}
          onClick={() => close(task.id)}
        >
          <Box display={{ base: 'block', lg: 'none' }} asChild>
            <ArrowLeftIcon />
          </Box>
          <Box display={{ base: 'none', lg: 'block' }} asChild>
            <XMarkIcon />
          </Box>
        </IconButton>
        <Heading
          as="h2"
          id={headingId}
          ref={heading}
          tabIndex={-1}
          size="md"
          truncate
          _focusVisible={{ outline: 'none' }}
        >
          {t(section ? 'tasks.sectionDetails' : 'tasks.taskDetails')}
        </Heading>
        <Spacer />
        <Text
          fontSize="xs"
          color={status?.warn ? 'fg.warning' : 'fg.muted'}
          aria-live="polite"
          display={{ base: 'none', sm: 'block' }}
          whiteSpace="nowrap"
        >
          {status?.text}
        </Text>
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={t(section ? 'tasks.deleteSection' : 'tasks.deleteTask')}
          onClick={() => void deleteTask()}
        >
          <TrashIcon />
        </IconButton>
      </Flex>

      <Stack gap={5} px={{ base: 4, md: 5 }} py={5}>
        {!section && (
          <Box>
            <Button
              size="sm"
              variant={task.completed ? 'subtle' : 'outline'}
              colorPalette={task.completed ? 'green' : 'gray'}
              onClick={() => void save({ completed: !task.completed })}
            >
              {task.completed ? <CheckCircleIcon /> : <CheckIcon />}
              {task.completed ? t('tasks.markIncomplete') : t('tasks.markComplete')}
            </Button>
          </Box>
        )}
        <Box
          css={
            task.completed
              ? { '& textarea': { textDecoration: 'line-through', color: 'fg.muted' } }
              : undefined
          }
        >
          <AutosaveText
            value={task.title}
            label={t('tasks.fields.title')}
            placeholder={t(section ? 'tasks.sectionPlaceholder' : 'tasks.titlePlaceholder')}
            required
            wrap
            size="lg"
            fontWeight="semibold"
            inputRef={titleInput}
            check={titleCheck}
            onInvalidChange={setTitleInvalid}
            onSave={(title) => save({ title })}
          />
        </Box>
        <AutosaveText
          value={task.notes ?? ''}
          label={t('tasks.fields.notes')}
          placeholder={t('tasks.notesPlaceholder')}
          multiline
          onSave={(notes) => save({ notes })}
        />
        {!section && (
          <>
            <Stack gap={5}>
              <DateInput
                label={t('tasks.fields.dueDate')}
                value={task.dueDate ? dayOf(task.dueDate) : null}
                onChange={(day) => void save({ dueDate: day ? startOfDay(day) : null })}
              />
              <PriorityChoice
                value={task.priority}
                onChange={(priority) => void save({ priority })}
              />
            </Stack>
            <TagPicker
              label={t('tasks.fields.tags')}
              tags={tags}
              value={task.tags}
              onChange={(ids) => void save({ tags: ids })}
              onCreate={createTag}
              onRename={renameTag}
              onDelete={deleteTag}
              deleteMessage={(title) => t('tasks.tagDeleteMessage', { title })}
            />
            <SubTasks subTasks={task.subTasks} onSave={(subTasks) => save({ subTasks })} />
          </>
        )}
      </Stack>
    </PanelFrame>
  );
}
