// The actions of a feed panel (messages, notifications), one way for both: each change
// shows at once (an optimistic answer) and the server's answer settles it; a refused
// change rolls back (SPEC section 8: failed feed calls have no other handling).
import type { DocumentNode, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { FeedActions, FeedEntry } from './feed-panel';

/** A mutation and the name of its root field, which its optimistic answer must use. */
interface FeedMutation {
  document: DocumentNode;
  field: string;
}

export interface FeedOperations {
  /** The list's root field, e.g. `messages`, and its items' type, e.g. `Message`. */
  list: string;
  typename: string;
  /** ($id, $read) → { id read } */
  setRead: FeedMutation;
  /** ($id) → { id } */
  remove: FeedMutation;
  /** () → [{ id read seen }] */
  markAllRead: FeedMutation;
}

const ignore = () => {};

export function useFeedActions(
  operations: FeedOperations,
  entries: readonly FeedEntry[] | null,
): FeedActions {
  const { list, typename } = operations;
  const [setRead] = useMutation(operations.setRead.document);
  const [remove] = useMutation(operations.remove.document);
  const [markAllRead] = useMutation(operations.markAllRead.document);
  return {
    setRead: (entry, read) =>
      void setRead({
        variables: { id: entry.id, read },
        optimisticResponse: {
          [operations.setRead.field]: { __typename: typename, id: entry.id, read },
        },
      }).catch(ignore),
    remove: (entry) =>
      void remove({
        variables: { id: entry.id },
        optimisticResponse: { [operations.remove.field]: { __typename: typename, id: entry.id } },
        update(cache) {
          cache.modify({
            fields: {
              [list]: (existing: readonly Reference[], { readField }) =>
                existing.filter((item) => readField('id', item) !== entry.id),
            },
          });
        },
      }).catch(ignore),
    markAllRead: () =>
      void markAllRead({
        optimisticResponse: {
          [operations.markAllRead.field]: (entries ?? []).map(({ id }) => ({
            __typename: typename,
            id,
            read: true,
            seen: true,
          })),
        },
      }).catch(ignore),
  };
}
