// The note dialog, opened by the address (?note=<id>, ?note=new). An open note saves
// every change as it is made, with a "Saving…"/"Saved" hint; Escape or Close closes it
// (what was just typed is sent first). A new note keeps its fields until "Add note";
// Escape or Cancel discards it.
import { Box, Button, CloseButton, Dialog, Flex, Portal, Text } from '@chakra-ui/react';
import ArchiveBoxArrowDownIcon from '@heroicons/react/24/outline/ArchiveBoxArrowDownIcon';
import ArchiveBoxXMarkIcon from '@heroicons/react/24/outline/ArchiveBoxXMarkIcon';
import CheckIcon from '@heroicons/react/24/outline/CheckIcon';
import ExclamationCircleIcon from '@heroicons/react/24/outline/ExclamationCircleIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../components/page/toasts';
import type { TagActions } from '../../../components/tags/tag-manager';
import { EmptyList } from '../../../components/page/empty-list';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/format';
import { newTask, toNoteInput, type Note, type NoteLabel, type NoteTask } from '../api/note-input';
import { useCreateNote } from '../api/use-create-note';
import { useUploadNoteImage } from '../api/use-upload-note-image';
import { useNoteAutosave, type SaveStatus } from '../note-autosave';
import { noteName } from './note-card';
import { NoteFields, NoteToolbar, Tool, useNoteDialogRefs } from './note-fields';
import { noteImageSrc } from '../note-image';
import { NEW_NOTE } from '../url-state';

interface NoteDialogProps {
  /** The note's id, "new", or null when closed. */
  noteId: string | null;
  /** The open note, or null when no note has that id (or it is new). */
  note: Note | null;
  labels: readonly NoteLabel[];
  labelActions: TagActions;
  /** Labels a new note starts with (the label being looked at). */
  newLabels: readonly string[];
  onClose: () => void;
  onArchive: (note: Note) => void;
  onDelete: (note: Note) => Promise<void>;
  /** A new note was added. */
  onCreated: (note: Note) => void;
}

export function NoteDialog(props: NoteDialogProps) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const isNew = props.noteId === NEW_NOTE;
  return (
    <Dialog.Root
      open={props.noteId !== null}
      onOpenChange={(details) => !details.open && props.onClose()}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      // A new note starts at its title; an open one at its text (the focus trap would
      // select a title's text, for the next keystroke to replace).
      initialFocusEl={() => (isNew ? titleRef.current : contentRef.current)}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('notes.close')} />
            </Dialog.CloseTrigger>
            {isNew ? (
              <NewNote {...props} titleRef={titleRef} />
            ) : props.note ? (
              <OpenNote key={props.note.id} {...props} note={props.note} contentRef={contentRef} />
            ) : (
              <Dialog.Body py={6}>
                <Dialog.Title srOnly>{t('notes.editTitle')}</Dialog.Title>
                <EmptyList
                  icon={<ExclamationCircleIcon />}
                  title={t('notes.notFound')}
                  description={t('notes.notFoundHint')}
                  action={
                    <Button size="sm" variant="outline" onClick={props.onClose}>
                      {t('notes.backToNotes')}
                    </Button>
                  }
                />
              </Dialog.Body>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type Ref = React.RefObject<HTMLInputElement | null>;

function OpenNote({
  note,
  labels,
  labelActions,
  contentRef,
  onClose,
  onArchive,
  onDelete,
}: NoteDialogProps & { note: Note; contentRef: React.RefObject<HTMLTextAreaElement | null> }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const toasts = useToasts();
  const autosave = useNoteAutosave(note.id);
  const refs = useNoteDialogRefs();
  const { save } = autosave;
  const upload = useUploadNoteImage();
  const [uploading, setUploading] = useState(false);
  const byId = useMemo(() => new Map(labels.map((label) => [label.id, label])), [labels]);
  const name = noteName(note, t('notes.untitled'));

  const setTasks = (change: (tasks: NoteTask[]) => NoteTask[] | null) =>
    save((current) => ({ ...current, tasks: change([...(current.tasks ?? [])]) }));

  const uploadImage = async (file: File) => {
    setUploading(true);
    try {
      await upload(note.id, file);
    } catch (error) {
      toasts.failed(t('notes.imageFailed'), error);
    } finally {
      setUploading(false);
    }
  };

  const removeImage = async () => {
    const confirmed = await confirm({
      title: t('notes.removeImageTitle'),
      message: t('notes.removeImageMessage', { title: name }),
      confirmLabel: t('notes.removeImage'),
    });
    if (confirmed) void save((current) => ({ ...current, image: null }));
  };

  const removeChecklist = async () => {
    if (note.tasks?.length) {
      const confirmed = await confirm({
        title: t('notes.removeChecklistTitle'),
        message: t('notes.removeChecklistMessage', { count: note.tasks.length, title: name }),
        confirmLabel: t('notes.removeChecklist'),
      });
      if (!confirmed) return;
    }
    void setTasks(() => null);
  };

  return (
    <>
      <DialogHeader title={t('notes.editTitle')}>
        <SaveHint status={uploading ? 'saving' : autosave.status} note={note} />
      </DialogHeader>
      <Dialog.Body pt={2}>
        <NoteFields
          contentRef={contentRef}
          addItemRef={refs.addItemRef}
          title={note.title}
          content={note.content}
          onTitle={autosave.setTitle}
          onContent={autosave.setContent}
          image={{
            src: noteImageSrc(note.image),
            alt: t('notes.imageOf', { title: name }),
            uploading,
          }}
          onPickImage={() => refs.fileRef.current?.click()}
          onRemoveImage={() => void removeImage()}
          tasks={note.tasks}
          checklist={{
            onToggle: (id, completed) =>
              void setTasks((tasks) =>
                tasks.map((task) => (task.id === id ? { ...task, completed } : task)),
              ),
            onText: autosave.setTaskText,
            onRemove: (id) => void setTasks((tasks) => tasks.filter((task) => task.id !== id)),
            onAdd: (content) => void setTasks((tasks) => [...tasks, newTask(content)]),
            onRemoveList: () => void removeChecklist(),
          }}
          reminder={note.reminder}
          onReminder={(reminder) => void save((current) => ({ ...current, reminder }))}
          labels={labels}
          picked={note.labels.map((label) => label.id)}
          onLabels={(ids) =>
            void save((current) => ({
              ...current,
              labels: ids.flatMap((id) => byId.get(id) ?? []),
            }))
          }
          labelActions={labelActions}
        />
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between" gap={3} borderTopWidth="1px" py={3}>
        <NoteToolbar
          fileRef={refs.fileRef}
          hasImage={note.image !== null}
          hasChecklist={note.tasks !== null}
          onImage={(file) => void uploadImage(file)}
          onChecklist={() => {
            void setTasks(() => []);
            focusSoon(refs.addItemRef);
          }}
        >
          <Tool
            label={note.archived ? t('notes.unarchive') : t('notes.archive')}
            onClick={() => onArchive(note)}
          >
            {note.archived ? <ArchiveBoxXMarkIcon /> : <ArchiveBoxArrowDownIcon />}
          </Tool>
          <Tool label={t('notes.delete')} danger onClick={() => void onDelete(note)}>
            <TrashIcon />
          </Tool>
        </NoteToolbar>
        <Button size="sm" variant="outline" onClick={onClose}>
          {t('notes.close')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/** The dialog's title, small, with the save hint beside it (the close button is after). */
function DialogHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Dialog.Header pb={0} pe={14}>
      <Flex align="center" gap={3} minW={0} wrap="wrap">
        <Dialog.Title fontSize="sm" color="fg.muted" fontWeight="medium">
          {title}
        </Dialog.Title>
        {children}
      </Flex>
    </Dialog.Header>
  );
}

/** Focuses a field once it has been drawn (a checklist that has just started). */
function focusSoon(ref: React.RefObject<HTMLInputElement | null>) {
  requestAnimationFrame(() => ref.current?.focus());
}

/** "Saving…", "Saved", "Not saved", or when the note was last edited. */
function SaveHint({ status, note }: { status: SaveStatus; note: Note }) {
  const { t } = useTranslation();
  const edited = note.updatedAt ?? note.createdAt;
  return (
    <Text
      role="status"
      aria-live="polite"
      fontSize="xs"
      color={status === 'failed' ? 'fg.error' : 'fg.muted'}
      display="flex"
      alignItems="center"
      gap={1}
      minW={0}
    >
      {status === 'saved' && (
        <Box as="span" boxSize="3.5" color="green.fg">
          <CheckIcon aria-hidden />
        </Box>
      )}
      {status === 'saving'
        ? t('notes.saving')
        : status === 'saved'
          ? t('notes.saved')
          : status === 'failed'
            ? t('notes.notSaved')
            : t(note.updatedAt ? 'notes.edited' : 'notes.created', {
                date: formatDate(edited, DATE_TIME_FORMAT),
              })}
    </Text>
  );
}

interface Draft {
  title: string;
  content: string;
  tasks: NoteTask[] | null;
  reminder: string | null;
  labels: string[];
  image: File | null;
}

function NewNote({
  labels,
  labelActions,
  newLabels,
  titleRef,
  onClose,
  onCreated,
}: NoteDialogProps & { titleRef: Ref }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const create = useCreateNote();
  const upload = useUploadNoteImage();
  const [draft, setDraft] = useState<Draft>(() => ({
    title: '',
    content: '',
    tasks: null,
    reminder: null,
    labels: [...newLabels],
    image: null,
  }));
  const [sending, setSending] = useState(false);
  const preview = useObjectUrl(draft.image);
  const refs = useNoteDialogRefs();
  const byId = useMemo(() => new Map(labels.map((label) => [label.id, label])), [labels]);

  const change = (fields: Partial<Draft>) => setDraft((current) => ({ ...current, ...fields }));
  const setTasks = (update: (tasks: NoteTask[]) => NoteTask[] | null) =>
    setDraft((current) => ({ ...current, tasks: update(current.tasks ?? []) }));

  const written = Boolean(
    draft.title.trim() || draft.content.trim() || draft.tasks?.length || draft.image,
  );

  const add = async () => {
    setSending(true);
    try {
      const note: Note = {
        __typename: 'Note',
        id: '',
        title: draft.title.trim(),
        content: draft.content,
        tasks: draft.tasks,
        image: null,
        reminder: draft.reminder,
        labels: draft.labels.flatMap((id) => byId.get(id) ?? []),
        archived: false,
        createdAt: '',
        updatedAt: null,
      };
      const created = await create(toNoteInput(note));
      if (draft.image) {
        try {
          await upload(created.id, draft.image);
        } catch (error) {
          toasts.failed(t('notes.imageFailed'), error);
        }
      }
      onCreated(created);
    } catch (error) {
      toasts.failed(t('notes.createFailed'), error);
      setSending(false);
    }
  };

  return (
    <>
      <DialogHeader title={t('notes.newTitle')} />
      <Dialog.Body pt={2}>
        <NoteFields
          titleRef={titleRef}
          addItemRef={refs.addItemRef}
          title=""
          content=""
          onTitle={(title) => change({ title })}
          onContent={(content) => change({ content })}
          image={{ src: preview, alt: t('notes.imageChosen'), uploading: false }}
          onPickImage={() => refs.fileRef.current?.click()}
          onRemoveImage={() => change({ image: null })}
          tasks={draft.tasks}
          checklist={{
            onToggle: (id, completed) =>
              setTasks((tasks) =>
                tasks.map((task) => (task.id === id ? { ...task, completed } : task)),
              ),
            onText: (id, content) =>
              setTasks((tasks) =>
                tasks.map((task) => (task.id === id ? { ...task, content } : task)),
              ),
            onRemove: (id) => setTasks((tasks) => tasks.filter((task) => task.id !== id)),
            onAdd: (content) => setTasks((tasks) => [...tasks, newTask(content)]),
            onRemoveList: () => setTasks(() => null),
          }}
          reminder={draft.reminder}
          onReminder={(reminder) => change({ reminder })}
          labels={labels}
          picked={draft.labels}
          onLabels={(ids) => change({ labels: ids })}
          labelActions={labelActions}
        />
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between" gap={3} borderTopWidth="1px" py={3}>
        <NoteToolbar
          fileRef={refs.fileRef}
          hasImage={draft.image !== null}
          hasChecklist={draft.tasks !== null}
          onImage={(image) => change({ image })}
          onChecklist={() => {
            setTasks(() => []);
            focusSoon(refs.addItemRef);
          }}
        />
        <Flex gap={2}>
          <Button size="sm" variant="outline" onClick={onClose}>
            {t('notes.cancel')}
          </Button>
          <Button
            size="sm"
            colorPalette="brand"
            disabled={!written}
            loading={sending}
            onClick={() => void add()}
          >
            {t('notes.addNote')}
          </Button>
        </Flex>
      </Dialog.Footer>
    </>
  );
}

/** A local URL showing a picked file, released when the file changes or the dialog closes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
