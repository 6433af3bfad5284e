// Every domain's store, seeded from fixtures by deep copy: each call gives a fresh set.
import { academySeed } from '../fixtures/academy';
import { activities } from '../fixtures/activities';
import { accounts } from '../fixtures/auth';
import { chatSeed } from '../fixtures/chat';
import { contactsSeed } from '../fixtures/contacts';
import { dashboards } from '../fixtures/dashboards';
import { fileManagerItems } from '../fixtures/file-manager';
import { helpCenterSeed } from '../fixtures/help-center';
import { inventory } from '../fixtures/inventory';
import { mailbox } from '../fixtures/mailbox';
import { messages } from '../fixtures/messages';
import { navigation } from '../fixtures/navigation';
import { notesSeed } from '../fixtures/notes';
import { notifications } from '../fixtures/notifications';
import { scrumboardSeed } from '../fixtures/scrumboard';
import { shortcuts } from '../fixtures/shortcuts';
import { tasks } from '../fixtures/tasks';
import { users } from '../fixtures/user';
import { FeedStore } from './lib/feed-store';
import { AcademyStore } from './modules/academy/store';
import { ActivityStore } from './modules/activities/store';
import { AccountStore } from './modules/auth/store';
import { ChatStore } from './modules/chat/store';
import { ContactStore } from './modules/contacts/store';
import { DashboardStore } from './modules/dashboards/store';
import { FileManagerStore } from './modules/file-manager/store';
import { HelpCenterStore } from './modules/help-center/store';
import { InventoryStore } from './modules/inventory/store';
import { MailboxStore } from './modules/mailbox/store';
import { NavigationStore } from './modules/navigation/store';
import { NotesStore } from './modules/notes/store';
import { ProyectosStore } from './modules/proyectos/store';
import { SearchStore } from './modules/search/store';
import { ScrumboardStore } from './modules/scrumboard/store';
import { ShortcutStore } from './modules/shortcuts/store';
import { TaskStore } from './modules/tasks/store';
import { UserStore } from './modules/user/store';

export function createStores(now = new Date()) {
  const stores = {
    accounts: new AccountStore(accounts),
    users: new UserStore(users),
    messages: new FeedStore('Message', messages(now)),
    notifications: new FeedStore('Notification', notifications(now)),
    shortcuts: new ShortcutStore(shortcuts),
    navigation: new NavigationStore(navigation),
    proyectos: new ProyectosStore(),
    inventory: new InventoryStore(inventory),
    tasks: new TaskStore(tasks(now)),
    notes: new NotesStore(notesSeed(now)),
    scrumboard: new ScrumboardStore(scrumboardSeed(now)),
    mailbox: new MailboxStore(mailbox(now)),
    contacts: new ContactStore(contactsSeed),
    chat: new ChatStore(chatSeed(now)),
    dashboards: new DashboardStore(dashboards(now)),
    fileManager: new FileManagerStore(fileManagerItems),
    activities: new ActivityStore(activities(now)),
    academy: new AcademyStore(academySeed(now)),
    helpCenter: new HelpCenterStore(helpCenterSeed),
  };
  // The same object, so the search reads whichever store is live (data/repository.ts
  // replaces a store once a write to it is committed).
  return Object.assign(stores, { search: new SearchStore(stores) });
}

export type Stores = ReturnType<typeof createStores>;
