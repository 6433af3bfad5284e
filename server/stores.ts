// Every domain's store, seeded from fixtures by deep copy: each call gives a fresh set.
import { accounts } from '../fixtures/auth';
import { messages } from '../fixtures/messages';
import { navigation } from '../fixtures/navigation';
import { notifications } from '../fixtures/notifications';
import { shortcuts } from '../fixtures/shortcuts';
import { users } from '../fixtures/user';
import { FeedStore } from './lib/feed-store';
import { AccountStore } from './modules/auth/store';
import { NavigationStore } from './modules/navigation/store';
import { ProyectosStore } from './modules/proyectos/store';
import { ShortcutStore } from './modules/shortcuts/store';
import { UserStore } from './modules/user/store';

export function createStores(now = new Date()) {
  return {
    accounts: new AccountStore(accounts),
    users: new UserStore(users),
    messages: new FeedStore('Message', messages(now)),
    notifications: new FeedStore('Notification', notifications(now)),
    shortcuts: new ShortcutStore(shortcuts),
    navigation: new NavigationStore(navigation),
    proyectos: new ProyectosStore(),
  };
}

export type Stores = ReturnType<typeof createStores>;
