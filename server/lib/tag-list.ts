// Titled tags that items refer to by id (contacts, inventory products, tasks): the
// list's rules, and taking a deleted tag off the items that carry it.
import { randomUUID } from 'node:crypto';
import { BadInputError, NotFoundError } from './errors';
import { requireText } from './input';

export interface TagRecord {
  id: string;
  title: string;
}

export class TagList {
  private readonly tags: TagRecord[];

  /**
   * @param kind the tag's name in error messages, such as "Contact tag"
   * @param placement where new tags go: the legacy apps differ
   */
  constructor(
    private readonly kind: string,
    seed: readonly TagRecord[],
    private readonly placement: 'first' | 'last',
  ) {
    this.tags = structuredClone([...seed]);
  }

  list(): TagRecord[] {
    return this.tags;
  }

  create(input: { title: string }): TagRecord {
    const tag = { id: randomUUID(), title: requireText(input.title, 'title').trim() };
    if (this.placement === 'first') this.tags.unshift(tag);
    else this.tags.push(tag);
    return tag;
  }

  update(id: string, input: { title: string }): TagRecord {
    const index = this.indexOf(id);
    const tag = { id, title: requireText(input.title, 'title').trim() };
    this.tags[index] = tag;
    return tag;
  }

  /** Removes the tag; the caller then takes it off its items with `stripTag`. */
  remove(id: string): TagRecord {
    const [removed] = this.tags.splice(this.indexOf(id), 1);
    return removed!;
  }

  /** Refuses ids that name no tag, before anything changes. */
  requireKnown(ids: readonly string[] | null | undefined, field = 'tags'): void {
    const unknown = ids?.find((id) => !this.tags.some((tag) => tag.id === id));
    if (unknown !== undefined)
      throw new BadInputError(`"${field}" names no known tag: "${unknown}".`);
  }

  private indexOf(id: string): number {
    const index = this.tags.findIndex((tag) => tag.id === id);
    if (index < 0) throw new NotFoundError(this.kind, id);
    return index;
  }
}

/**
 * Takes a tag off every item carrying it, in one pass. Items are replaced, not edited,
 * in `items`; `replaced` lets the store update its indexes.
 */
export function stripTag<T extends { tags: readonly string[] }>(
  items: T[],
  tagId: string,
  replaced: (next: T) => void,
): void {
  items.forEach((item, index) => {
    if (!item.tags.includes(tagId)) return;
    const next = { ...item, tags: item.tags.filter((tag) => tag !== tagId) };
    items[index] = next;
    replaced(next);
  });
}
