// The chat app: conversations with contacts, their messages, and the people one can
// chat with. Chats are updated (muted, unread count, last message) and the signed-in
// user sends messages into them.
import { randomUUID } from 'node:crypto';
import { BadInputError, NotFoundError } from '../../lib/errors';
import { merge, rejectNulls, requireText } from '../../lib/input';
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
  private chats: ChatRecord[];
  private chatIndex: Map<string, number>;
  private readonly messagesByChat = new Map<string, ChatMessageRecord[]>();
  /** Sorted by name once: chat contacts are read-only. */
  private readonly contacts: ChatContactRecord[];
  private readonly contactById: Map<string, ChatContactRecord>;
  private readonly aboutByUser: Map<string, string>;

  constructor(seed: ChatSeed) {
    const copy = structuredClone(seed);
    this.chats = [...copy.chats];
    this.chatIndex = new Map(this.chats.map((chat, index) => [chat.id, index]));
    for (const message of copy.messages) {
      const list = this.messagesByChat.get(message.chatId) ?? [];
      list.push(message);
      this.messagesByChat.set(message.chatId, list);
    }
    for (const list of this.messagesByChat.values()) {
      list.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    }
    const collator = new Intl.Collator('es-CL');
    this.contacts = [...copy.contacts].sort((a, b) => collator.compare(a.name, b.name));
    this.contactById = new Map(this.contacts.map((contact) => [contact.id, contact]));
    this.aboutByUser = new Map(copy.profiles.map((profile) => [profile.userId, profile.about]));
  }

  /** The chats, messages, contacts and status lines as the constructor's seed takes them. */
  state(): ChatSeed {
    return {
      chats: this.chats,
      messages: [...this.messagesByChat.values()].flat(),
      contacts: this.contacts,
      profiles: [...this.aboutByUser].map(([userId, about]) => ({ userId, about })),
    };
  }

  list(): ChatRecord[] {
    return this.chats;
  }

  find(id: string): ChatRecord | null {
    const index = this.chatIndex.get(id);
    return index === undefined ? null : this.chats[index]!;
  }

  /**
   * Starts a chat with a contact: a new empty chat, first in the list. A contact who
   * already has a chat gets that one back, so no one has two; an unknown contact
   * changes nothing.
   */
  create(contactId: string): ChatRecord {
    if (!this.contactById.has(contactId)) throw new NotFoundError('ChatContact', contactId);
    const existing = this.chats.find((chat) => chat.contactId === contactId);
    if (existing) return existing;
    const chat: ChatRecord = {
      id: randomUUID(),
      contactId,
      unreadCount: 0,
      muted: false,
      lastMessage: null,
      lastMessageAt: null,
    };
    this.chats = [chat, ...this.chats];
    this.chatIndex = new Map(this.chats.map((item, index) => [item.id, index]));
    return chat;
  }

  /** Oldest first. */
  messages(chatId: string): ChatMessageRecord[] {
    return this.messagesByChat.get(chatId) ?? [];
  }

  update(id: string, patch: ChatPatch): ChatRecord {
    const index = this.chatIndex.get(id);
    if (index === undefined) throw new NotFoundError('Chat', id);
    if (patch.unreadCount != null && patch.unreadCount < 0) {
      throw new BadInputError('"unreadCount" cannot be negative.');
    }
    rejectNulls(patch, ['unreadCount', 'muted']);
    const chat = merge(this.chats[index]!, patch);
    this.chats[index] = chat;
    return chat;
  }

  /**
   * Appends the signed-in user's message to a chat, which then shows it as its last
   * message. An unknown chat, or a blank or too long text, changes nothing.
   */
  send(chatId: string, value: string, now = new Date()): ChatMessageRecord {
    const index = this.chatIndex.get(chatId);
    if (index === undefined) throw new NotFoundError('Chat', chatId);
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
    const list = this.messagesByChat.get(chatId) ?? [];
    list.push(message);
    this.messagesByChat.set(chatId, list);
    this.chats[index] = {
      ...this.chats[index]!,
      lastMessage: value,
      lastMessageAt: message.createdAt,
    };
    return message;
  }

  /** Everyone one can chat with, sorted by name. */
  contactList(): ChatContactRecord[] {
    return this.contacts;
  }

  contact(id: string): ChatContactRecord | null {
    return this.contactById.get(id) ?? null;
  }

  /** The contact a chat is with; the seed guarantees there is one. */
  contactOf(chat: ChatRecord): ChatContactRecord {
    const contact = this.contactById.get(chat.contactId);
    if (!contact) throw new Error(`Chat ${chat.id} names unknown contact ${chat.contactId}`);
    return contact;
  }

  /** A user's chat status line; empty when they have none. */
  aboutOf(userId: string): string {
    return this.aboutByUser.get(userId) ?? '';
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
    this.aboutByUser.set(userId, about);
    return about;
  }
}
