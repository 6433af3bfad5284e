// The app's toasts, said the same way everywhere: a failed write names what failed and
// why in the user's words (components/ui/error-text.tsx); a change that can be taken
// back offers Undo for UNDO_MS; a done write says so briefly.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../ui/error-text';
import { toaster } from '../ui/toaster';

/** How long Undo is offered: long enough to read the toast and reach its button. */
export const UNDO_MS = 8000;

export function useToasts() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      /**
       * Something failed: `title` says what, the description why (an error in the user's
       * words, or the sentence given: a file refused in the browser). It stays until closed.
       */
      failed: (title: string, why: unknown) =>
        toaster.create({
          type: 'error',
          title,
          description: typeof why === 'string' ? why : errorText(why),
          closable: true,
        }),
      /** Something is done; `description` says more when there is more to say. */
      done: (title: string, description?: string) =>
        toaster.create({ type: 'success', title, description }),
      /** A change is done and `undo` takes it back, for UNDO_MS. */
      undoable: (title: string, undo: () => void, description?: string) =>
        toaster.create({
          type: 'success',
          title,
          description,
          duration: UNDO_MS,
          action: { label: t('page.undo'), onClick: undo },
        }),
    }),
    [t],
  );
}
