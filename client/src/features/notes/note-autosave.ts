// How the note dialog saves: every change as it is made. Ticks, labels, the reminder
// and the image are sent at once; typing is sent 700 ms after the last keystroke (and
// when the dialog closes). Each save carries the text typed so far, so a tick sent
// while a title is being typed does not send the old title. A refused save rolls the
// note back on screen (use-update-note.ts), says so in a toast, and keeps the typed
// text in its fields, to be sent with the next change.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../components/page/toasts';
import { toaster } from '../../components/ui/toaster';
import type { Note } from './api/note-input';
import { useUpdateNote, type NoteChange } from './api/use-update-note';

export const TYPING_SAVE_MS = 700;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

interface TypedText {
  title?: string;
  content?: string;
  /** A checklist item's text by its id. */
  tasks: Map<string, string>;
}

export function useNoteAutosave(id: string) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const update = useUpdateNote();
  const typed = useRef<TypedText>({ tasks: new Map() });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef(0);
  /** The toast of the last refusal: a new one replaces it, so refusals do not pile up. */
  const refusal = useRef<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');

  const save = useCallback(
    (change: NoteChange = (note) => note) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      running.current += 1;
      setStatus('saving');
      const withTyped = (note: Note): Note => {
        const text = typed.current;
        return change({
          ...note,
          title: text.title ?? note.title,
          content: text.content ?? note.content,
          tasks:
            note.tasks?.map((task) => {
              const content = text.tasks.get(task.id);
              return content === undefined ? task : { ...task, content };
            }) ?? null,
        });
      };
      return update(id, withTyped).then(
        () => {
          running.current -= 1;
          if (running.current === 0 && !timer.current) setStatus('saved');
          return true;
        },
        (error: unknown) => {
          running.current -= 1;
          setStatus('failed');
          if (refusal.current) toaster.dismiss(refusal.current);
          refusal.current = toasts.failed(t('notes.saveFailed'), error);
          return false;
        },
      );
    },
    [id, t, toasts, update],
  );

  const saveSoon = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setStatus('saving');
    timer.current = setTimeout(() => void save(), TYPING_SAVE_MS);
  }, [save]);

  // Closing the dialog sends what was typed in the last moments.
  useEffect(
    () => () => {
      if (timer.current) void save();
    },
    [save],
  );

  return {
    status,
    save,
    setTitle: (title: string) => {
      typed.current.title = title;
      saveSoon();
    },
    setContent: (content: string) => {
      typed.current.content = content;
      saveSoon();
    },
    setTaskText: (taskId: string, content: string) => {
      typed.current.tasks.set(taskId, content);
      saveSoon();
    },
  };
}
