// The stores kept in the database: those the API writes to. Each is rebuilt from its
// state (what its constructor takes) and gives its state back; the others (navigation,
// dashboards, proyectos, …) are read-only and come from the fixtures at every start.
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
import type { State } from './rows';

interface Domain<S> {
  /** The store from a state loaded from the database (an array state arrives as `items`). */
  build(state: Record<string, unknown>): S;
  state(store: S): State;
  /** Kinds whose records never change once written (uploads): compared by id only. */
  immutable?: ReadonlySet<string>;
}

/** A store whose constructor takes the object its `state()` gives. */
function seeded<S extends { state(): object }, Seed>(Store: new (seed: Seed) => S): Domain<S> {
  return { build: (state) => new Store(state as Seed), state: (store) => store.state() };
}

/** A store whose state is an array (stored as `items`). */
function listed<S extends { state(): object }, T>(create: (items: T[]) => S): Domain<S> {
  return { build: (state) => create(state.items as T[]), state: (store) => store.state() };
}

const domains = {
  users: listed((items: UserRecord[]) => new UserStore(items)),
  messages: listed((items: FeedItemRecord[]) => new FeedStore('Message', items)),
  notifications: listed((items: FeedItemRecord[]) => new FeedStore('Notification', items)),
  shortcuts: listed((items: ShortcutRecord[]) => new ShortcutStore(items)),
  inventory: seeded(InventoryStore),
  tasks: seeded(TaskStore),
  notes: { ...seeded(NotesStore), immutable: new Set(['uploads']) },
  scrumboard: seeded(ScrumboardStore),
  mailbox: seeded(MailboxStore),
  contacts: seeded(ContactStore),
  chat: seeded(ChatStore),
  academy: seeded(AcademyStore),
  helpCenter: seeded(HelpCenterStore),
};

export type DomainName = keyof typeof domains & keyof Stores;

export const DOMAIN_NAMES = Object.keys(domains) as DomainName[];

const NONE: ReadonlySet<string> = new Set();

/** The domain's description, typed loosely: callers hold stores by name. */
export function domain(name: DomainName): Required<Domain<unknown>> {
  const entry = domains[name] as Domain<unknown>;
  return { immutable: NONE, ...entry };
}

export function isDomain(name: PropertyKey): name is DomainName {
  return typeof name === 'string' && Object.hasOwn(domains, name);
}
