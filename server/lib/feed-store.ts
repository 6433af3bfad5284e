// The rules shared by the shell's two feeds, messages and notifications: a list
// with read/seen flags, newest first, where new items go on top.
import { randomUUID } from 'node:crypto';
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
  private items: FeedItemRecord[];

  /** @param kind the item's name in error messages, such as "Message". */
  constructor(
    private readonly kind: string,
    seed: readonly FeedItemRecord[],
  ) {
    this.items = structuredClone([...seed]);
  }

  list(): FeedItemRecord[] {
    return this.items;
  }

  /** The items as the constructor's seed takes them, newest first. */
  state(): FeedItemRecord[] {
    return this.items;
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
    const item = this.checked(merge(blank, input));
    this.items.unshift(item);
    return item;
  }

  update(id: string, input: FeedItemInput): FeedItemRecord {
    const index = this.indexOf(id);
    rejectNulls(input, ALWAYS_SET);
    const item = this.checked(merge(this.items[index]!, input));
    this.items[index] = item;
    return item;
  }

  remove(id: string): FeedItemRecord {
    const [removed] = this.items.splice(this.indexOf(id), 1);
    return removed!;
  }

  /** Sets every item read and seen. */
  markAllRead(): FeedItemRecord[] {
    this.items = this.items.map((item) => ({ ...item, read: true, seen: true }));
    return this.items;
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

  private indexOf(id: string): number {
    const index = this.items.findIndex((item) => item.id === id);
    if (index < 0) throw new NotFoundError(this.kind, id);
    return index;
  }
}
