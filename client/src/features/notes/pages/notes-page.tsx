// The notes app (/apps/notes): notes in a masonry grid, filtered by the address
// (all, reminders, archive, a label) and searched; a note opens in a dialog where
// every change saves; archive, delete, and a label editor.
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import ArchiveBoxIcon from '@heroicons/react/24/outline/ArchiveBoxIcon';
import BellIcon from '@heroicons/react/24/outline/BellIcon';
import DocumentTextIcon from '@heroicons/react/24/outline/DocumentTextIcon';
import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import TagIcon from '@heroicons/react/24/outline/TagIcon';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { NoMatch } from '../../../components/page/no-match';
import { PageHeader } from '../../../components/page/page-header';
import { SearchParamInput } from '../../../components/page/search-param-input';
import { useToasts } from '../../../components/page/toasts';
import type { TagActions } from '../../../components/tags/tag-manager';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { toaster } from '../../../components/ui/toaster';
import type { Note } from '../api/note-input';
import { notesQuery } from '../api/queries';
import { useCreateNoteLabel } from '../api/use-create-note-label';
import { useDeleteNote } from '../api/use-delete-note';
import { useDeleteNoteLabel } from '../api/use-delete-note-label';
import { useNotesLive } from '../api/use-notes-live';
import { useUpdateNote } from '../api/use-update-note';
import { useUpdateNoteLabel } from '../api/use-update-note-label';
import { LabelsDialog } from '../components/labels-dialog';
import { Masonry, MasonryItem } from '../components/masonry';
import { NoteCard, noteName } from '../components/note-card';
import { NoteDialog } from '../components/note-dialog';
import { NotesNav } from '../components/notes-nav';
import { NotesSkeleton } from '../components/notes-skeleton';
import { filterCounts, shownNotes, uniqueById } from '../notes-list';
import { useLatest } from '../use-latest';
import { filterChanges, NEW_NOTE, searchWith, useNotesAddress } from '../url-state';

export function NotesPage() {
  const { t } = useTranslation();
  const address = useNotesAddress();
  const newNote = address.opening({ note: NEW_NOTE, labels: null });
  useNotesLive();
  return (
    <Box>
      <PageHeader
        title={t('notes.title')}
        description={t('notes.description')}
        actions={
          <>
            <SearchParamInput label={t('notes.search')} />
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={newNote.to} state={newNote.state}>
                <PlusIcon />
                {t('notes.new')}
              </RouterLink>
            </Button>
          </>
        }
      />
      <Suspense fallback={<NotesSkeleton />}>
        <NotesContent />
      </Suspense>
    </Box>
  );
}

function NotesContent() {
  const { t } = useTranslation();
  const { data, error, refetch, stale } = useRouteQuery(notesQuery);
  const address = useNotesAddress();
  const { filter, search, noteId, params } = address;
  const confirm = useConfirm();
  const toasts = useToasts();
  const updateNote = useUpdateNote();
  const deleteNote = useDeleteNote();
  const createLabel = useCreateNoteLabel();
  const renameLabel = useUpdateNoteLabel();
  const deleteLabel = useDeleteNoteLabel();

  const failed = (error: unknown) => toasts.failed(t('notes.saveFailed'), error);

  const archive = (note: Note) => {
    const archived = !note.archived;
    const name = noteName(note, t('notes.untitled'));
    // The card moves at once; the toast offers the way back (and goes if refused).
    const toast = toasts.undoable(
      t(archived ? 'notes.archivedToast' : 'notes.unarchivedToast', { title: name }),
      () =>
        void updateNote(note.id, (current) => ({ ...current, archived: !archived })).catch(failed),
    );
    updateNote(note.id, (current) => ({ ...current, archived })).catch((error: unknown) => {
      toaster.dismiss(toast);
      failed(error);
    });
  };

  const remove = async (note: Note) => {
    const name = noteName(note, t('notes.untitled'));
    const confirmed = await confirm({
      title: t('notes.deleteTitle', { title: name }),
      message: t('notes.deleteMessage', { title: name }),
      confirmLabel: t('notes.delete'),
    });
    if (!confirmed) return;
    if (noteId === note.id) address.close({ note: null });
    try {
      await deleteNote(note.id);
      toasts.done(t('notes.deletedToast', { title: name }));
    } catch (error) {
      toasts.failed(t('notes.deleteFailed'), error);
    }
  };

  // The cards' handlers keep their identity, so the memoised cards stay as drawn.
  const onArchive = useLatest((note: Note) => archive(note));
  const onDelete = useLatest((note: Note) => void remove(note));
  const baseSearch = searchWith(params, { note: null, labels: null });

  const allNotes = useMemo(() => uniqueById(data?.notes ?? []), [data?.notes]);
  const labels = data?.noteLabels ?? [];
  const notes = useMemo(() => shownNotes(allNotes, filter, search), [allNotes, filter, search]);
  const counts = useMemo(() => filterCounts(allNotes), [allNotes]);

  if (!data?.notes) {
    return <LoadError error={error ?? new Error(t('notes.loadFailed'))} onRetry={refetch} />;
  }

  const label = filter.kind === 'label' ? labels.find((item) => item.id === filter.id) : null;
  const heading =
    filter.kind === 'archive'
      ? t('notes.archived')
      : filter.kind === 'reminders'
        ? t('notes.reminders')
        : filter.kind === 'label'
          ? (label?.title ?? t('notes.unknownLabel'))
          : t('notes.all');
  const openNote =
    noteId && noteId !== NEW_NOTE ? allNotes.find((note) => note.id === noteId) : null;

  const labelActions: TagActions = {
    onCreate: createLabel,
    onRename: renameLabel,
    onDelete: deleteLabel,
    deleteMessage: (title) => {
      const id = labels.find((item) => item.title === title)?.id;
      const count = allNotes.filter((note) => note.labels.some((item) => item.id === id)).length;
      return t('notes.deleteLabelMessage', { title, count });
    },
  };

  return (
    <>
      {error && (
        <Box mb={4}>
          <LoadError error={error} onRetry={refetch} />
        </Box>
      )}
      <Flex
        direction={{ base: 'column', lg: 'row' }}
        gap={{ base: 4, lg: 8 }}
        align={{ base: 'stretch', lg: 'flex-start' }}
      >
        <NotesNav
          params={params}
          filter={filter}
          labels={labels}
          counts={counts}
          editLabels={address.opening({ labels: 'edit', note: null })}
        />
        <Box
          as="section"
          aria-labelledby="notes-heading"
          flex="1"
          minW={0}
          w="full"
          opacity={stale ? 0.7 : 1}
          transition="opacity 0.2s"
        >
          <Flex align="baseline" justify="space-between" gap={3} mb={4}>
            <Heading as="h2" id="notes-heading" size="md" truncate>
              {heading}
            </Heading>
            <Text fontSize="sm" color="fg.muted" flexShrink={0} aria-live="polite">
              {search
                ? t('notes.found', { count: notes.length, search })
                : t('notes.count', { count: notes.length })}
            </Text>
          </Flex>
          {notes.length > 0 ? (
            <Masonry label={heading}>
              {notes.map((note) => (
                <MasonryItem key={note.id}>
                  <NoteCard
                    note={note}
                    baseSearch={baseSearch}
                    onArchive={onArchive}
                    onDelete={onDelete}
                  />
                </MasonryItem>
              ))}
            </Masonry>
          ) : (
            emptyList()
          )}
        </Box>
      </Flex>
      <NoteDialog
        noteId={noteId}
        note={openNote ?? null}
        labels={labels}
        labelActions={labelActions}
        newLabels={label ? [label.id] : []}
        onClose={() => address.close({ note: null })}
        onArchive={archive}
        onDelete={remove}
        onCreated={(note) => {
          address.close({ note: null });
          toasts.done(t('notes.createdToast', { title: noteName(note, t('notes.untitled')) }));
        }}
      />
      <LabelsDialog
        open={address.labelsOpen}
        labels={labels}
        actions={labelActions}
        onClose={() => address.close({ labels: null })}
      />
    </>
  );

  /** Why nothing shows, and the next step. */
  function emptyList() {
    const newNote = address.opening({ note: NEW_NOTE, labels: null });
    const addButton = (
      <Button asChild size="sm" colorPalette="brand">
        <RouterLink to={newNote.to} state={newNote.state}>
          <PlusIcon />
          {t('notes.new')}
        </RouterLink>
      </Button>
    );
    if (search) {
      return (
        <NoMatch title={t('notes.noMatch', { search })} description={t('notes.noMatchHint')} />
      );
    }
    if (filter.kind === 'archive') {
      return (
        <EmptyList
          icon={<ArchiveBoxIcon />}
          title={t('notes.noArchived')}
          description={t('notes.noArchivedHint')}
        />
      );
    }
    if (filter.kind === 'reminders') {
      return (
        <EmptyList
          icon={<BellIcon />}
          title={t('notes.noReminders')}
          description={t('notes.noRemindersHint')}
          action={addButton}
        />
      );
    }
    if (filter.kind === 'label') {
      return label ? (
        <EmptyList
          icon={<TagIcon />}
          title={t('notes.noLabelled', { label: label.title })}
          description={t('notes.noLabelledHint')}
          action={addButton}
        />
      ) : (
        <EmptyList
          icon={<TagIcon />}
          title={t('notes.unknownLabel')}
          description={t('notes.unknownLabelHint')}
          action={
            <Button asChild size="sm" variant="outline">
              <RouterLink to={{ search: searchWith(params, filterChanges({ kind: 'notes' })) }}>
                {t('notes.showAll')}
              </RouterLink>
            </Button>
          }
        />
      );
    }
    return (
      <EmptyList
        icon={<DocumentTextIcon />}
        title={t('notes.none')}
        description={t('notes.noneHint')}
        action={addButton}
      />
    );
  }
}
