// Titled tags that items refer to by id (contacts, inventory products, tasks): the
// list's rules, and taking a deleted tag off the items that carry it (found through an
// index from tag to items, so a delete costs the items it changes).
import { randomUUID } from 'node:crypto';
import { Table, type TableSeed } from '../data/table';
import { BadInputError, NotFoundError } from './errors';
import { GroupIndex } from './group-index';
import { requireText } from './input';

export interface TagRecord {
  id: string;
  title: string;
}

interface Tagged {
  id: string;
  tags: readonly string[];
}

export class TagList<T extends Tagged> {
  /** The tags (kind `tags`), in the order the app lists them. */
  readonly table: Table<TagRecord>;
  /** The items carrying each tag: made at the first delete (a start need not build it). */
  private carriers: GroupIndex<T> | null = null;

  /**
   * @param kind the tag's name in error messages, such as "Contact tag"
   * @param placement where new tags go: the legacy apps differ
   * @param items the records that carry the tags
   */
  constructor(
    private readonly kind: string,
    seed: TableSeed<TagRecord>,
    private readonly placement: 'first' | 'last',
    private readonly items: Table<T>,
  ) {
    this.table = Table.of('tags', seed);
  }

  list(): readonly TagRecord[] {
    return this.table.list();
  }

  create(input: { title: string }): TagRecord {
    const tag = { id: randomUUID(), title: requireText(input.title, 'title').trim() };
    return this.table.insert(tag, this.placement);
  }

  update(id: string, input: { title: string }): TagRecord {
    this.require(id);
    return this.table.replace({ id, title: requireText(input.title, 'title').trim() });
  }

  /** Removes the tag and takes it off every item carrying it. */
  remove(id: string): TagRecord {
    const removed = this.require(id);
    this.table.remove(id);
    this.carriers ??= new GroupIndex(this.items, (item) => item.tags);
    for (const itemId of this.carriers.of(id)) {
      const item = this.items.get(itemId)!;
      this.items.replace({ ...item, tags: item.tags.filter((tag) => tag !== id) } as T);
    }
    return removed;
  }

  /** Refuses ids that name no tag, before anything changes. */
  requireKnown(ids: readonly string[] | null | undefined, field = 'tags'): void {
    const unknown = ids?.find((id) => !this.table.has(id));
    if (unknown !== undefined)
      throw new BadInputError(`"${field}" names no known tag: "${unknown}".`);
  }

  private require(id: string): TagRecord {
    const tag = this.table.get(id);
    if (!tag) throw new NotFoundError(this.kind, id);
    return tag;
  }
}
