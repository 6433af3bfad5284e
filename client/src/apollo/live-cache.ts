// How a subscription's record event (the schema's `*Event` types) reaches the cache. A
// created or changed record is written by Apollo itself, under its id, so every query
// showing it is current; what is left is the lists: a created record joins them, a
// deleted one leaves the cache (lists skip references to records no longer there).
import type { ApolloCache, Reference, StoreObject, TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';

export interface RecordEvent {
  change: 'created' | 'changed' | 'deleted';
  deleted?: { id: string; type: string } | null;
}

/** A record as the cache names it: its type and id. */
type Identified = StoreObject & { __typename?: string; id: string };

/** Where a created record joins: a list field (`messages`, or one of a record's) and which end. */
export interface ListPlace {
  /** The record holding the list (a chat, a list of cards); the root query by default. */
  of?: Identified;
  field: string;
  at: 'start' | 'end';
}

export function applyRecordEvent(
  cache: ApolloCache,
  event: RecordEvent,
  record: Identified | null | undefined,
  place?: ListPlace | null,
): void {
  if (event.change === 'deleted' && event.deleted) {
    const { id, type } = event.deleted;
    cache.evict({ id: cache.identify({ __typename: type, id }) });
    cache.gc();
    return;
  }
  if (event.change !== 'created' || !record || !place) return;
  const ref = cache.identify(record);
  if (!ref) return;
  cache.modify({
    id: place.of ? cache.identify(place.of) : 'ROOT_QUERY',
    fields: {
      // Lists with arguments (a search, a page) are left to their own screens.
      [place.field]: (existing: readonly Reference[], { storeFieldName, fieldName }) => {
        if (storeFieldName !== fieldName) return existing;
        if (existing.some((item) => item.__ref === ref)) return existing;
        const added = { __ref: ref };
        return place.at === 'start' ? [added, ...existing] : [...existing, added];
      },
    },
  });
}

/**
 * Subscribes while the calling component shows, and applies each event to the cache.
 * `select` picks the event and its record from an answer; `place` says where a created
 * record goes (a function: it depends on the record, e.g. its chat).
 */
export function useRecordEvents<TData>(
  document: TypedDocumentNode<TData, Record<string, never>>,
  select: (data: TData) => { event: RecordEvent; record: Identified | null | undefined },
  place?: ListPlace | ((record: Identified) => ListPlace | null),
): void {
  useSubscription(document, {
    // The cache carries the news to the screens; this component need not render.
    ignoreResults: true,
    onData: ({ client, data }) => {
      if (!data.data) return;
      const { event, record } = select(data.data);
      const where = typeof place === 'function' ? record && place(record) : place;
      applyRecordEvent(client.cache, event, record, where);
    },
  });
}
