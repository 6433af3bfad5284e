// The domain registry: adding a domain adds its resolvers and REST routes here.
import type { Resolvers } from '../generated/graphql';
import type { RestRoute } from '../rest/route';
import * as academy from './academy';
import * as activities from './activities';
import * as auth from './auth';
import * as chat from './chat';
import * as contacts from './contacts';
import * as dashboards from './dashboards';
import * as fileManager from './file-manager';
import * as helpCenter from './help-center';
import * as icons from './icons';
import * as inventory from './inventory';
import * as mailbox from './mailbox';
import * as messages from './messages';
import * as navigation from './navigation';
import * as notes from './notes';
import * as notifications from './notifications';
import * as proyectos from './proyectos';
import * as scrumboard from './scrumboard';
import * as search from './search';
import * as shortcuts from './shortcuts';
import * as tasks from './tasks';
import * as user from './user';

interface Module {
  resolvers: Resolvers;
  /** Legacy `api/*` paths, for domains that had them. */
  routes?: readonly RestRoute[];
}

const modules: Module[] = [
  auth,
  user,
  messages,
  notifications,
  shortcuts,
  navigation,
  proyectos,
  inventory,
  tasks,
  notes,
  scrumboard,
  mailbox,
  contacts,
  chat,
  dashboards,
  search,
  fileManager,
  activities,
  academy,
  helpCenter,
  icons,
];

export const resolvers = modules.map((module) => module.resolvers);
export const restRoutes = modules.flatMap((module) => module.routes ?? []);
