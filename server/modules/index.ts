// The domain registry: adding a domain adds its resolvers and REST routes here.
import type { Resolvers } from '../generated/graphql';
import type { RestRoute } from '../rest/route';
import * as auth from './auth';
import * as messages from './messages';
import * as navigation from './navigation';
import * as notifications from './notifications';
import * as proyectos from './proyectos';
import * as shortcuts from './shortcuts';
import * as user from './user';

interface Module {
  resolvers: Resolvers;
  /** Legacy `api/*` paths, for domains that had them. */
  routes?: readonly RestRoute[];
}

const modules: Module[] = [auth, user, messages, notifications, shortcuts, navigation, proyectos];

export const resolvers = modules.map((module) => module.resolvers);
export const restRoutes = modules.flatMap((module) => module.routes ?? []);
