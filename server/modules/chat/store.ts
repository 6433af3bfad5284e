// The chat app: conversations with contacts, their messages, and the people one can
// chat with. Chats are updated (muted, unread count, last message) and the signed-in
// user sends messages into them.
import { randomUUID } from 'node:crypto';
import { Cell, Table, type Kinds, type Loadable } from '../../data/table';
import { BadInputError, NotFoundError } from '../../lib/errors';
import { GroupIndex } from '../../lib/group-index';
import { merge, rejectNulls, requireText } from '../../lib/input';
import { insertSorted, removeSorted, SortedArray } from '../../lib/sorted-index';
import type { ContactEmailRecord, ContactPhoneNumberRecord } from '../contacts/store';
import { MAX_CHAT_STATUS, MAX_MESSAGE_LENGTH } from '../../../shared/limits';

/** The sender id of the signed-in user's own messages. */
export const ME = 'me';

export interface ChatRecord {
  id: string;
  contactId: string;
  unreadCount: number;
  muted: boolean;
  lastMessage: string | null;
  /** ISO date-time. */
  lastMessageAt: string | null;
}

export interface ChatMessageRecord {
  id: string;
  chatId: string;
  /** A contact id, or `me`. */
  contactId: string;
  value: string;
  /** ISO date-time. */
  createdAt: string;
}

export interface ChatContactRecord {
  id: string;
  name: string;
  avatar: string | null;
  about: string;
  details: {
    emails: ContactEmailRecord[];
    phoneNumbers: ContactPhoneNumberRecord[];
    title: string;
    company: string;
    birthday: string | null;
    address: string | null;
  };
  attachments: { media: string[]; docs: string[]; links: string[] };
}

/** The chat status line of a user who can sign in. */
export interface ChatProfileRecord {
  userId: string;
  about: string;
}

export interface ChatSeed {
  chats: readonly ChatRecord[];
  messages: readonly ChatMessageRecord[];
  contacts: readonly ChatContactRecord[];
  profiles: readonly ChatProfileRecord[];
}

export interface ChatPatch {
  unreadCount?: number | null;
  muted?: boolean | null;
  lastMessage?: string | null;
  lastMessageAt?: Date | null;
}

export class ChatStore {
  /** Newest first: new chats go on top. */
  private readonly chats: Table<ChatRecord>;
  /** Every chat's messages in the order they were sent. */
  private readonly messageTable: Table<ChatMessageRecord>;
  /** Read-only here: the people one can chat with. */
  private readonly contacts: Table<ChatContactRecord>;
  /** Every user's status line, as one value (the stored kind is a plain list). */
  private readonly profiles: Cell<readonly ChatProfileRecord[]>;
  /** Chat ids by contact, so that starting a chat finds the one a contact has. */
  private readonly chatsByContact: GroupIndex<ChatRecord>;
  /** Each chat's messages, oldest first (in table order). */
  private readonly messagesByChat: SortedGroups<ChatMessageRecord>;
  /** The contacts sorted by name, all in one group. */
  private readonly contactsByName: SortedGroups<ChatContactRecord>;
  /** Status lines by user, built again whenever the cell holds another value. */
  private aboutIndex = {
    of: [] as readonly ChatProfileRecord[],
    byUser: new Map<string, string>(),
  };

  constructor(seed: Loadable<ChatSeed>) {
    this.chats = Table.of('chats', seed.chats);
    // Each chat reads its messages in table order: a plain seed is put in time order once.
    this.messageTable = Table.of(
      'messages',
      seed.messages instanceof Table
        ? seed.messages
        : [...seed.messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    );
    this.contacts = Table.of('contacts', seed.contacts);
    this.profiles = Cell.of('profiles', seed.profiles);
    this.chatsByContact = new GroupIndex(this.chats, (chat) => [chat.contactId]);
    this.messagesByChat = new SortedGroups(this.messageTable, (message) => message.chatId);
    const collator = new Intl.Collator('es-CL');
    this.contactsByName = new SortedGroups(
      this.contacts,
      () => '',
      (a, b) => collator.compare(a.name, b.name),
    );
  }

  tables(): Kinds {
    const { chats, contacts, profiles } = this;
    return { chats, messages: this.messageTable, contacts, profiles };
  }

  /** Every chat, newest first: the table's own array (read it, never change it). */
  list(): readonly ChatRecord[] {
    return this.chats.list();
  }

  find(id: string): ChatRecord | null {
    return this.chats.get(id) ?? null;
  }

  /**
   * Starts a chat with a contact: a new empty chat, first in the list. A contact who
   * already has a chat gets that one back, so no one has two; an unknown contact
   * changes nothing.
   */
  create(contactId: string): ChatRecord {
    if (!this.contacts.has(contactId)) throw new NotFoundError('ChatContact', contactId);
    const [existing] = this.chatsByContact.of(contactId);
    if (existing !== undefined) return this.chats.get(existing)!;
    const chat: ChatRecord = {
      id: randomUUID(),
      contactId,
      unreadCount: 0,
      muted: false,
      lastMessage: null,
      lastMessageAt: null,
    };
    return this.chats.insert(chat, 'first');
  }

  /** Oldest first: the index's own array (read it, never change it). */
  messages(chatId: string): readonly ChatMessageRecord[] {
    return this.messagesByChat.of(chatId);
  }

  update(id: string, patch: ChatPatch): ChatRecord {
    const current = this.require(id);
    if (patch.unreadCount != null && patch.unreadCount < 0) {
      throw new BadInputError('"unreadCount" cannot be negative.');
    }
    rejectNulls(patch, ['unreadCount', 'muted']);
    return this.chats.replace(merge(current, patch));
  }

  /**
   * Appends the signed-in user's message to a chat, which then shows it as its last
   * message. An unknown chat, or a blank or too long text, changes nothing.
   */
  send(chatId: string, value: string, now = new Date()): ChatMessageRecord {
    const chat = this.require(chatId);
    requireText(value, 'value');
    if (value.length > MAX_MESSAGE_LENGTH) {
      throw new BadInputError(
        `"value" is ${value.length} characters long; a message holds at most ${MAX_MESSAGE_LENGTH}.`,
      );
    }
    const message: ChatMessageRecord = {
      id: randomUUID(),
      chatId,
      contactId: ME,
      value,
      createdAt: now.toISOString(),
    };
    this.messageTable.insert(message, 'last');
    this.chats.replace({ ...chat, lastMessage: value, lastMessageAt: message.createdAt });
    return message;
  }

  /** Everyone one can chat with, sorted by name: the index's own array (read it only). */
  contactList(): readonly ChatContactRecord[] {
    return this.contactsByName.of('');
  }

  contact(id: string): ChatContactRecord | null {
    return this.contacts.get(id) ?? null;
  }

  /** The contact a chat is with; the seed guarantees there is one. */
  contactOf(chat: ChatRecord): ChatContactRecord {
    const contact = this.contacts.get(chat.contactId);
    if (!contact) throw new Error(`Chat ${chat.id} names unknown contact ${chat.contactId}`);
    return contact;
  }

  /** A user's chat status line; empty when they have none. */
  aboutOf(userId: string): string {
    // The cell has no watcher: its value is replaced on every change, whoever makes it.
    const profiles = this.profiles.get();
    if (this.aboutIndex.of !== profiles) {
      const byUser = new Map(profiles.map((profile) => [profile.userId, profile.about]));
      this.aboutIndex = { of: profiles, byUser };
    }
    return this.aboutIndex.byUser.get(userId) ?? '';
  }

  /**
   * Sets a user's chat status line, trimmed; empty clears it. Null or a line over
   * MAX_CHAT_STATUS characters changes nothing.
   */
  updateProfile(userId: string, patch: { about?: string | null }): string {
    rejectNulls(patch, ['about']);
    if (patch.about === undefined) return this.aboutOf(userId);
    const about = patch.about!.trim();
    if (about.length > MAX_CHAT_STATUS) {
      throw new BadInputError(
        `"about" is ${about.length} characters long; a status line holds at most ${MAX_CHAT_STATUS}.`,
      );
    }
    // One value holds every line, so a change writes the list again (a few lines, one
    // per user who set one).
    const profiles = this.profiles.get();
    const at = profiles.findIndex((profile) => profile.userId === userId);
    const profile = { userId, about };
    this.profiles.set(at < 0 ? [...profiles, profile] : profiles.with(at, profile));
    return about;
  }

  private require(id: string): ChatRecord {
    const chat = this.chats.get(id);
    if (!chat) throw new NotFoundError('Chat', id);
    return chat;
  }
}

/**
 * A table's records grouped by a key, each group sorted by `compare`, ties in table
 * order. It follows the table through its watcher (the store's writes, an undo, a
 * change another server made), so a change costs its group, never the table.
 */
class SortedGroups<T extends { id: string }> {
  private readonly groups = new Map<string, T[]>();
  private readonly order: (a: T, b: T) => number;

  constructor(
    table: Table<T>,
    private readonly keyOf: (record: T) => string,
    compare: (a: T, b: T) => number = () => 0,
  ) {
    this.order = (a, b) =>
      compare(a, b) ||
      table.seqOf(a.id) - table.seqOf(b.id) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    for (const record of table) this.groupOf(keyOf(record)).push(record);
    for (const group of this.groups.values()) group.sort(this.order);
    table.watch({
      added: (record) => this.add(record),
      removed: (record) => this.delete(record),
      replaced: (previous, next) => {
        this.delete(previous);
        this.add(next);
      },
    });
  }

  of(key: string): readonly T[] {
    return this.groups.get(key) ?? [];
  }

  private groupOf(key: string): T[] {
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = []));
    return group;
  }

  private add(record: T): void {
    insertSorted(new SortedArray(this.groupOf(this.keyOf(record))), record, this.order);
  }

  private delete(record: T): void {
    const key = this.keyOf(record);
    const group = this.groups.get(key)!;
    removeSorted(new SortedArray(group), record, this.order);
    if (!group.length) this.groups.delete(key);
  }
}
