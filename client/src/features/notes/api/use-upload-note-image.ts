// Uploads a note's image through the REST route (POST api/apps/notes/image,
// multipart): a file may be up to 5 MB, over the 1 MB a GraphQL body may carry. The
// answer is the note; the cache takes its new image and date. It waits for the note's
// earlier saves, and later saves wait for it (note-writes.ts), so none undoes it.
import { useApolloClient } from '@apollo/client/react';
import { MAX_IMAGE_BYTES } from '../../../../../shared/limits';
import { useSessionActions } from '../../../lib/session';
import { queueNoteWrite } from './note-writes';

export const NOTE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Why a file cannot be a note's image, before it is sent: 'type', 'size', or null. */
export function imageProblem(file: File): 'type' | 'size' | null {
  if (!NOTE_IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

export function useUploadNoteImage() {
  const client = useApolloClient();
  const session = useSessionActions();
  return (id: string, file: File): Promise<string> =>
    queueNoteWrite(id, async () => {
      const form = new FormData();
      form.set('id', id);
      form.set('image', file, file.name);
      const token = session.token();
      const response = await fetch('/api/apps/notes/image', {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: form,
      });
      const body = (await response.json().catch(() => null)) as {
        image?: string;
        updatedAt?: string;
        error?: string;
      } | null;
      if (!response.ok || !body?.image) {
        throw new Error(body?.error ?? `${response.status} ${response.statusText}`);
      }
      const { image, updatedAt } = body;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Note', id }),
        fields: { image: () => image, updatedAt: () => updatedAt ?? null },
      });
      return image;
    });
}
