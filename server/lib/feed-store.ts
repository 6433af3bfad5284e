// The rules shared by the shell's two feeds, messages and notifications: a list
// with read/seen flags, newest first, where new items go on top.
import { randomUUID } from 'node:crypto';
import { Table, type Kinds, type TableSeed } from '../data/table';
import { BadInputError, NotFoundError } from './errors';
import { merge, rejectNulls, requireLink } from './input';

export interface FeedItemRecord {
  id: string;
  title: string | null;
  description: string | null;
  image: string | null;
  icon: string | null;
  link: string | null;
  useRouter: boolean;
  read: boolean;
  seen: boolean;
  /** ISO date-time. */
  time: string;
}

/** What a client may send: any field, null meaning "none" where that is allowed. */
export interface FeedItemInput {
  id?: string | null;
  title?: string | null;
  description?: string | null;
  image?: string | null;
  icon?: string | null;
  link?: string | null;
  useRouter?: boolean | null;
  read?: boolean | null;
  seen?: boolean | null;
  time?: Date | null;
}

const ALWAYS_SET = ['useRouter', 'read', 'seen', 'time'] as const;

export class FeedStore {
  /** Newest first. */
  private readonly items: Table<FeedItemRecord>;

  /** @param kind the item's name in error messages, such as "Message". */
  constructor(
    private readonly kind: string,
    seed: TableSeed<FeedItemRecord>,
  ) {
    this.items = Table.of('items', seed);
  }

  tables(): Kinds {
    return { items: this.items };
  }

  /** Every item, newest first: the table's own array (read it, never change it). */
  list(): readonly FeedItemRecord[] {
    return this.items.list();
  }

  create(input: FeedItemInput, now = new Date()): FeedItemRecord {
    rejectNulls(input, ALWAYS_SET);
    const blank: FeedItemRecord = {
      id: randomUUID(),
      title: null,
      description: null,
      image: null,
      icon: null,
      link: null,
      useRouter: false,
      read: false,
      seen: false,
      time: now.toISOString(),
    };
    return this.items.insert(this.checked(merge(blank, input)), 'first');
  }

  update(id: string, input: FeedItemInput): FeedItemRecord {
    const current = this.require(id);
    rejectNulls(input, ALWAYS_SET);
    return this.items.replace(this.checked(merge(current, input)));
  }

  remove(id: string): FeedItemRecord {
    this.require(id);
    return this.items.remove(id)!;
  }

  /** Sets every item read and seen (only those that were not change). */
  markAllRead(): readonly FeedItemRecord[] {
    for (const item of this.items.list()) {
      if (!item.read || !item.seen) this.items.replace({ ...item, read: true, seen: true });
    }
    return this.items.list();
  }

  setRead(id: string, read: boolean): FeedItemRecord {
    return this.update(id, { read });
  }

  private checked(item: FeedItemRecord): FeedItemRecord {
    if (!item.title?.trim() && !item.description?.trim()) {
      throw new BadInputError(`A ${this.kind.toLowerCase()} needs a title or a description.`);
    }
    return item.link === null ? item : { ...item, link: requireLink(item.link) };
  }

  private require(id: string): FeedItemRecord {
    const item = this.items.get(id);
    if (!item) throw new NotFoundError(this.kind, id);
    return item;
  }
}
