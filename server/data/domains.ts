// The stores kept in the database: those the API writes to. Each is rebuilt from its
// state (what its constructor takes) and gives its state back; the others (navigation,
// dashboards, proyectos, …) are read-only and come from the fixtures at every start.
import { FeedStore, type FeedItemRecord } from '../lib/feed-store';
import { AcademyStore, type AcademySeed } from '../modules/academy/store';
import { ChatStore, type ChatSeed } from '../modules/chat/store';
import { ContactStore, type ContactsSeed } from '../modules/contacts/store';
import { HelpCenterStore, type HelpCenterSeed } from '../modules/help-center/store';
import { InventoryStore, type InventorySeed } from '../modules/inventory/store';
import { MailboxStore, type MailboxSeed } from '../modules/mailbox/store';
import { NotesStore, type NotesSeed } from '../modules/notes/store';
import { ScrumboardStore, type ScrumboardSeed } from '../modules/scrumboard/store';
import { ShortcutStore, type ShortcutRecord } from '../modules/shortcuts/store';
import { TaskStore, type TasksSeed } from '../modules/tasks/store';
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

const items = <T>(state: Record<string, unknown>) => state.items as T[];

const domains = {
  users: {
    build: (state) => new UserStore(items<UserRecord>(state)),
    state: (store) => store.state(),
  } satisfies Domain<UserStore>,
  messages: {
    build: (state) => new FeedStore('Message', items<FeedItemRecord>(state)),
    state: (store) => store.state(),
  } satisfies Domain<FeedStore>,
  notifications: {
    build: (state) => new FeedStore('Notification', items<FeedItemRecord>(state)),
    state: (store) => store.state(),
  } satisfies Domain<FeedStore>,
  shortcuts: {
    build: (state) => new ShortcutStore(items<ShortcutRecord>(state)),
    state: (store) => store.state(),
  } satisfies Domain<ShortcutStore>,
  inventory: {
    build: (state) => new InventoryStore(state as unknown as InventorySeed),
    state: (store) => store.state(),
  } satisfies Domain<InventoryStore>,
  tasks: {
    build: (state) => new TaskStore(state as unknown as TasksSeed),
    state: (store) => store.state(),
  } satisfies Domain<TaskStore>,
  notes: {
    build: (state) => new NotesStore(state as unknown as NotesSeed),
    state: (store) => store.state(),
    immutable: new Set(['uploads']),
  } satisfies Domain<NotesStore>,
  scrumboard: {
    build: (state) => new ScrumboardStore(state as unknown as ScrumboardSeed),
    state: (store) => store.state(),
  } satisfies Domain<ScrumboardStore>,
  mailbox: {
    build: (state) => new MailboxStore(state as unknown as MailboxSeed),
    state: (store) => store.state(),
  } satisfies Domain<MailboxStore>,
  contacts: {
    build: (state) => new ContactStore(state as unknown as ContactsSeed),
    state: (store) => store.state(),
  } satisfies Domain<ContactStore>,
  chat: {
    build: (state) => new ChatStore(state as unknown as ChatSeed),
    state: (store) => store.state(),
  } satisfies Domain<ChatStore>,
  academy: {
    build: (state) => new AcademyStore(state as unknown as AcademySeed),
    state: (store) => store.state(),
  } satisfies Domain<AcademyStore>,
  helpCenter: {
    build: (state) => new HelpCenterStore(state as unknown as HelpCenterSeed),
    state: (store) => store.state(),
  } satisfies Domain<HelpCenterStore>,
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
