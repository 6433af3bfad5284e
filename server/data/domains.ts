// The stores kept in the database: those the API writes to. Each keeps what it writes in
// tables and cells (data/table.ts), answers them by kind (`tables()`), and is built from
// them again when loaded; the others (navigation, dashboards, proyectos, …) are
// read-only and come from the fixtures at every start.
import { FeedStore, type FeedItemRecord } from '../lib/feed-store';
import { AcademyStore } from '../modules/academy/store';
import { ChatStore } from '../modules/chat/store';
import { ContactStore } from '../modules/contacts/store';
import { HelpCenterStore } from '../modules/help-center/store';
import { InventoryStore } from '../modules/inventory/store';
import { MailboxStore } from '../modules/mailbox/store';
import { NotesStore } from '../modules/notes/store';
import { ScrumboardStore } from '../modules/scrumboard/store';
import { ShortcutStore, type ShortcutRecord } from '../modules/shortcuts/store';
import { TaskStore } from '../modules/tasks/store';
import { UserStore, type UserRecord } from '../modules/user/store';
import type { Stores } from '../stores';
import type { Journaled, Kinds, TableSeed } from './table';

interface Domain<S> {
  /** The store from its tables and cells, filled from the database. */
  build(loaded: Kinds): S;
  /** The store's tables and cells by kind (the rows' `kind`). */
  kinds(store: S): Kinds;
}

interface Tabled {
  tables(): Kinds;
}

/** A store whose constructor takes its tables and cells under their kinds. */
function stored<S extends Tabled, Seed>(Store: new (seed: Seed) => S): Domain<S> {
  return {
    build: (loaded) => new Store(loaded as unknown as Seed),
    kinds: (store) => store.tables(),
  };
}

/** A store whose constructor takes one list (its table's kind is `items`). */
function listed<S extends Tabled, T extends { id: string }>(
  create: (items: TableSeed<T>) => S,
): Domain<S> {
  return {
    build: (loaded) => create(loaded.items as unknown as TableSeed<T>),
    kinds: (store) => store.tables(),
  };
}

const domains = {
  users: listed((items: TableSeed<UserRecord>) => new UserStore(items)),
  messages: listed((items: TableSeed<FeedItemRecord>) => new FeedStore('Message', items)),
  notifications: listed((items: TableSeed<FeedItemRecord>) => new FeedStore('Notification', items)),
  shortcuts: listed((items: TableSeed<ShortcutRecord>) => new ShortcutStore(items)),
  inventory: stored(InventoryStore),
  tasks: stored(TaskStore),
  notes: stored(NotesStore),
  scrumboard: stored(ScrumboardStore),
  mailbox: stored(MailboxStore),
  contacts: stored(ContactStore),
  chat: stored(ChatStore),
  academy: stored(AcademyStore),
  helpCenter: stored(HelpCenterStore),
};

export type DomainName = keyof typeof domains & keyof Stores;

export const DOMAIN_NAMES = Object.keys(domains) as DomainName[];

/** The domain's description, typed loosely: callers hold stores by name. */
export function domain(name: DomainName): {
  build(loaded: Kinds): unknown;
  kinds(store: unknown): Record<string, Journaled>;
} {
  return domains[name] as Domain<unknown>;
}

export function isDomain(name: PropertyKey): name is DomainName {
  return typeof name === 'string' && Object.hasOwn(domains, name);
}
