// A deleted tag or label leaves every record the cache holds, the way the server takes
// it off every record: one way for every app's tags (contacts, tasks, inventory, mails)
// and labels (notes, boards). Each holder field lists the tag by id or by reference to
// it (a list of the domain's tags is a `Query` field, or a board's field); the tag
// itself is then evicted.
import type { ApolloCache, Reference } from '@apollo/client';

/** Where a domain's tags are listed: a type's field holding ids or references. */
export interface TagHolder {
  typename: string;
  field: string;
}

export function removeDeletedTag(
  cache: ApolloCache,
  tag: { __typename: string; id: string },
  holders: readonly TagHolder[],
): void {
  const ref = cache.identify(tag);
  const kept = (item: unknown) =>
    typeof item === 'string' ? item !== tag.id : (item as Reference | null)?.__ref !== ref;
  const entries = cache.extract() as Record<string, { __typename?: string } | undefined>;
  for (const [id, entry] of Object.entries(entries)) {
    for (const { typename, field } of holders) {
      if (entry?.__typename !== typename) continue;
      cache.modify({
        id,
        fields: {
          [field]: (items: unknown) =>
            Array.isArray(items) && !items.every(kept) ? items.filter(kept) : items,
        },
      });
    }
  }
  cache.evict({ id: ref });
  cache.gc();
}
