// Builds the HTTP application: health, GraphQL, the explorer and the REST adapter.
// Tests build it in-process; server/index.ts only starts it.
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { unwrapResolverError } from '@apollo/server/errors';
import { expressMiddleware } from '@as-integrations/express5';
import cors from 'cors';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { createServer, type Server } from 'node:http';
import { contextFactory, type Context } from './context';
import type { Config } from './env';
import {
  EXPLORER_STATIC_PATH,
  SANDBOX_ORIGIN,
  explorerLandingPage,
  serveExplorerAssets,
} from './explorer';
import { AuthService } from './modules/auth/service';
import { loadIconSets } from './modules/icons/sets';
import { TokenService } from './modules/auth/tokens';
import { restRoutes } from './modules';
import { NOT_FOUND_BODY, restRouter } from './rest/router';
import { buildSchema, publicRootFields } from './schema';
import { serveClient } from './client';
import { createStores, type Stores } from './stores';
import { MAX_BATCH_OPERATIONS, MAX_BODY_BYTES } from './lib/limits';

export interface App {
  httpServer: Server;
  stores: Stores;
  /** Stops GraphQL and closes the HTTP server, letting requests in flight finish. */
  stop(): Promise<void>;
}

export async function createApp(
  config: Pick<Config, 'delayScale' | 'jwtSecret' | 'production'> &
    Partial<Pick<Config, 'businessGraphqlUrl'>>,
  /** `now` dates the seed data; `stores` replaces the fixture-seeded ones (benchmarks). */
  options: { now?: Date; stores?: Stores } = {},
): Promise<App> {
  const stores = options.stores ?? createStores(options.now);
  const auth = new AuthService(stores.accounts, stores.users, new TokenService(config.jwtSecret));
  const createContext = contextFactory(stores, auth);

  const app = express();
  const httpServer = createServer(app);
  const schema = buildSchema({ delayScale: config.delayScale });
  const apollo = new ApolloServer<Context>({
    schema,
    allowBatchedHttpRequests: true,
    csrfPrevention: true,
    introspection: true,
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    // No client sends query hashes; without this a wrong hash is an internal error.
    persistedQueries: false,
    formatError: (formatted, error) => reportUnexpected(formatted, error, config.production),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // No cache hints are used; its per-field hook costs a few % of every request.
      ApolloServerPluginCacheControlDisabled(),
      refuseSubscriptions,
      explorerLandingPage(),
    ],
  });
  await Promise.all([apollo.start(), loadIconSets()]);

  app.disable('x-powered-by');
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get(`${EXPLORER_STATIC_PATH}*file`, serveExplorerAssets);
  app.use(express.json({ limit: MAX_BODY_BYTES }));
  app.use(
    '/graphql',
    // Sandbox is a web page on its own origin; tokens travel in a header, not cookies.
    cors({ origin: SANDBOX_ORIGIN }),
    limitBatchSize,
    expressMiddleware(apollo, {
      context: ({ req }) => createContext(req.headers.authorization),
    }),
  );
  app.use('/api', restRouter(restRoutes, apollo, createContext, publicRootFields(schema)));
  app.get('/client-config.json', (_req, res) => {
    res.json({ businessGraphqlUrl: config.businessGraphqlUrl ?? '/graphql' });
  });
  serveClient(app);
  app.use((_req, res) => {
    res.status(404).json(NOT_FOUND_BODY);
  });
  app.use(handleErrors);

  return { httpServer, stores, stop: () => apollo.stop() };
}

/** Expected errors carry a code of ours; anything else is a bug: log it, and hide its text in production. */
function reportUnexpected(
  formatted: GraphQLFormattedError,
  error: unknown,
  production: boolean,
): GraphQLFormattedError {
  if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return formatted;
  console.error('Unexpected error in a GraphQL operation:', unwrapResolverError(error));
  return production ? { ...formatted, message: 'Internal server error' } : formatted;
}

/** The schema has no subscriptions; graphql-js would call asking for one an internal error. */
const refuseSubscriptions: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return;
        throw new GraphQLError('This API has no subscriptions; use a query or a mutation.', {
          extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
        });
      },
    };
  },
};

const limitBatchSize: RequestHandler = (req, res, next) => {
  if (Array.isArray(req.body) && req.body.length > MAX_BATCH_OPERATIONS) {
    res.status(400).json({
      errors: [
        {
          message: `A batch may hold at most ${MAX_BATCH_OPERATIONS} operations; this one has ${req.body.length}. Split it into smaller batches.`,
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
    return;
  }
  next();
};

/** Turns body-parser and URL-decoding failures into clear client errors; anything else is a bug (500). */
const handleErrors: ErrorRequestHandler = (error, req, res, _next) => {
  const status: number = error?.status ?? error?.statusCode ?? 500;
  const message =
    error?.type === 'entity.too.large'
      ? `The request body is larger than the ${MAX_BODY_BYTES / 1024 / 1024} MB limit.`
      : error?.type === 'entity.parse.failed'
        ? `The request body is not valid JSON: ${error.message}`
        : status < 500
          ? String(error?.message ?? 'Bad request')
          : 'Internal server error';
  if (status >= 500) console.error(`${req.method} ${req.originalUrl}:`, error);
  if (res.headersSent) return;
  res
    .status(status)
    .json(req.path.startsWith('/graphql') ? { errors: [{ message }] } : { error: message });
};
