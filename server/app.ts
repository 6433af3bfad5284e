// Builds the HTTP application: health, GraphQL, the explorer and the REST adapter.
// Tests build it in-process; server/index.ts only starts it.
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { unwrapResolverError } from '@apollo/server/errors';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type RequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Server } from 'node:http';
import { contextFactory, type Context } from './context';
import { clientConfig, type ClientConfig, type Config } from './env';
import { compressWhenAccepted } from './compression';
import { compiledExecutor, localGateway } from './execution';
import { EXPLORER_STATIC_PATH, explorerLandingPage, serveExplorerAssets } from './explorer';
import {
  applyTimeouts,
  capResponses,
  handleErrors,
  limitBody,
  limitNesting,
  refuse,
} from './http-guards';
import { AuthService } from './modules/auth/service';
import { ICON_FILES_PATH, iconFiles } from './modules/icons';
import { loadIconSets } from './modules/icons/sets';
import { SignInThrottle } from './modules/auth/throttle';
import { OidcSessions } from './modules/auth/oidc';
import { TokenService } from './modules/auth/tokens';
import { restRoutes } from './modules';
import { noteUploads } from './modules/notes';
import { NOTE_UPLOADS_PATH } from './modules/notes/store';
import { operationLimitPlugin, operationLimitOptions } from './operation-limits';
import { knownQueries } from './known-queries';
import { preparedOperations } from './prepared-operations';
import { NOT_FOUND_BODY, restRouter } from './rest/router';
import { buildSchema, publicRootFields } from './schema';
import { CLIENT_DIR, serveClient } from './client';
import { sampleImages } from './sample-images';
import { openRepository } from './data/open';
import { Repository } from './data/repository';
import { serveSubscriptions, type LiveLimits } from './live/socket';
import type { Stores } from './stores';
import { MANIFEST_FILE, TrustedDocuments, trustedDocumentsPlugin } from './trusted-documents';
import { chain } from './lib/chain';
import { createExpressServer } from './lib/express-server';
import { jsonBody } from './lib/json-body';
import { MAX_BATCH_OPERATIONS, MAX_BODY_BYTES, TIMEOUTS } from './lib/limits';
import { appHeaders, corsPolicy, explorerHeaders, noStore } from './security';

export interface App {
  httpServer: Server;
  stores: Stores;
  /** Stops GraphQL and closes the HTTP server, letting requests in flight finish, then the database. */
  stop(): Promise<void>;
}

export async function createApp(
  config: Pick<Config, 'delayScale' | 'jwtSecret' | 'production'> &
    Partial<
      Pick<Config, keyof ClientConfig | 'corsOrigins' | 'data' | 'explorer' | 'trustedDocuments'>
    >,
  /**
   * `now` dates the seed data; `stores` replaces the fixture-seeded ones (benchmarks);
   * `clientDir` and `timeouts` let tests serve a client of their own and wait less.
   */
  options: {
    now?: Date;
    stores?: Stores;
    /** The built client to serve; null serves none. */
    clientDir?: string | null;
    timeouts?: typeof TIMEOUTS;
    /** Caps on subscriptions' sockets (the live benchmark opens a thousand). */
    liveLimits?: LiveLimits;
    /** More Apollo plugins (tests count the hooks a request runs). */
    plugins?: ApolloServerPlugin<Context>[];
    /** Documents trusted besides the client's (the benchmarks send their own). */
    moreDocuments?: readonly string[];
    /** The stores of `config.data`, already loading (server/index.ts). */
    repository?: Promise<Repository>;
  } = {},
): Promise<App> {
  const forClient = clientConfig(config);
  const explorer = config.explorer ?? !config.production;
  // The client's documents by id; followed in development, where codegen rewrites them.
  const trusted = new TrustedDocuments(MANIFEST_FILE, !config.production, options.moreDocuments);
  // The explorer sends whatever a person writes: it lifts the requirement.
  const requireTrusted =
    (config.trustedDocuments ?? (config.production ? 'require' : 'allow')) === 'require' &&
    !explorer;
  // Memory only unless told where to keep the data (tests and benchmarks run so).
  const repository = options.stores
    ? new Repository(options.stores)
    : await (options.repository ?? openRepository(config.data ?? { kind: 'memory' }, options.now));
  const { stores } = repository;
  const auth = new AuthService(
    stores,
    new TokenService(config.jwtSecret),
    new SignInThrottle(repository.pool),
    config.oidc ? new OidcSessions(config.oidc, repository) : null,
  );
  const createContext = contextFactory(repository, auth);

  const app = express();
  const timeouts = options.timeouts ?? TIMEOUTS;
  const httpServer = createExpressServer(app, {
    connectionsCheckingInterval: timeouts.checkEveryMs,
  });
  applyTimeouts(httpServer, timeouts);
  const schema = buildSchema({ delayScale: config.delayScale });
  const executor = compiledExecutor(schema);
  // Aliases, depth, tokens, directives and cost, measured before an operation runs.
  const limits = operationLimitOptions();
  const formatError = (formatted: GraphQLFormattedError, error: unknown) =>
    reportUnexpected(formatted, error, config.production);
  // The REST routes' documents, and the client's queries by id, run without Apollo's
  // pipeline (prepared-operations.ts, known-queries.ts).
  const prepare = preparedOperations({ schema, executor, ...limits, formatError });
  const known = knownQueries({ trusted, prepare, createContext });
  const subscriptions = serveSubscriptions({
    httpServer,
    schema,
    createContext,
    limits,
    formatError,
    trusted,
    requireTrusted,
    liveLimits: options.liveLimits,
  });
  const apollo = new ApolloServer<Context>({
    gateway: localGateway(schema, executor),
    allowBatchedHttpRequests: true,
    csrfPrevention: true,
    introspection: true,
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    // The client sends its documents' ids (trusted-documents.ts); none is registered.
    persistedQueries: { cache: trusted.cache },
    formatError,
    ...limits,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Closes the subscriptions' sockets (1001), while HTTP drains beside it.
      { serverWillStart: async () => ({ drainServer: subscriptions.dispose }) },
      // No cache hints are used; its per-field hook costs a few % of every request.
      ApolloServerPluginCacheControlDisabled(),
      // Installed by default, it would run on every request only to find that the
      // schema is not a federation subgraph.
      ApolloServerPluginInlineTraceDisabled(),
      refuseSubscriptions,
      operationLimitPlugin,
      ...(requireTrusted ? [trustedDocumentsPlugin(trusted)] : []),
      explorer ? explorerLandingPage() : ApolloServerPluginLandingPageDisabled(),
      ...(options.plugins ?? []),
    ],
  });
  await Promise.all([apollo.start(), loadIconSets()]);

  const allowOrigins = corsPolicy(config);
  // Signed-in answers are never stored (no-store), so an ETag, a hash of every body,
  // would be work for nothing: the app that answers /graphql and /api makes none, and
  // the other answers come from an app of their own that does. The middleware that
  // always runs together is one layer each (lib/chain.ts).
  app.disable('x-powered-by').set('etag', false);
  app.use(chain(appHeaders(forClient), compressWhenAccepted(), capResponses()));
  app.use(
    '/api',
    chain(
      noStore,
      ...allowOrigins.api,
      restRouter(restRoutes, prepare, createContext, publicRootFields(schema)),
    ),
  );
  app.use(
    '/graphql',
    chain(
      explorerHeaders,
      noStore,
      ...allowOrigins.graphql,
      limitBody(MAX_BODY_BYTES, jsonBody(MAX_BODY_BYTES)),
      // Apollo parses GET's `variables` and `extensions` itself, after this.
      limitNesting(['variables', 'extensions']),
      limitBatchSize,
      known.handler,
      expressMiddleware(apollo, {
        context: ({ req }) => known.contextFor(req),
      }),
    ),
  );
  const pages = express().disable('x-powered-by');
  pages.get('/health', async (_req, res) => {
    const database = await repository.health();
    res.status(database === 'down' ? 503 : 200).json({
      status: database === 'down' ? 'degraded' : 'ok',
      database,
    });
  });
  if (explorer) pages.get(`${EXPLORER_STATIC_PATH}*file`, serveExplorerAssets);
  const manifest = JSON.stringify(trusted.manifest());
  pages.get('/trusted-documents.json', (_req, res) => {
    res.type('json').send(manifest);
  });
  // Uploaded note images (modules/notes/images.ts), then the drawn sample pictures.
  pages.use(NOTE_UPLOADS_PATH.slice(0, -1), noteUploads(stores));
  pages.use('/images', sampleImages);
  // The icon packages' SVGs, for the icon browser (modules/icons/files.ts).
  pages.use(ICON_FILES_PATH, iconFiles());
  pages.get('/client-config.json', (_req, res) => {
    // Read on every start of the client, so a changed endpoint shows at once.
    res.setHeader('Cache-Control', 'no-cache');
    res.json(forClient);
  });
  const clientDir = options.clientDir === undefined ? CLIENT_DIR : options.clientDir;
  if (clientDir) serveClient(pages, clientDir, { signInAtProvider: !!config.oidc });
  pages.use((_req, res) => {
    res.status(404).json(NOT_FOUND_BODY);
  });
  pages.use(handleErrors);
  app.use(pages);
  app.use(handleErrors);

  return {
    httpServer,
    stores,
    stop: async () => {
      known.stop();
      await apollo.stop();
      await repository.close();
    },
  };
}

/**
 * Expected errors carry a code of ours; so do Apollo's refusals with a 4xx status but no
 * code (a persisted-query hash that does not match its text): BAD_REQUEST. Anything else
 * is a bug: log it, and hide its text in production.
 */
function reportUnexpected(
  formatted: GraphQLFormattedError,
  error: unknown,
  production: boolean,
): GraphQLFormattedError {
  if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return formatted;
  const status = (error instanceof GraphQLError ? error.extensions.http : undefined) as
    { status?: number } | undefined;
  if (status?.status && status.status < 500) {
    return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } };
  }
  console.error('Unexpected error in a GraphQL operation:', unwrapResolverError(error));
  return production ? { ...formatted, message: 'Internal server error' } : formatted;
}

/** Subscriptions are served over WebSocket (live/socket.ts); over HTTP graphql-js would fail on one. */
const refuseSubscriptions: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return;
        const message =
          'Subscriptions are served over WebSocket on /graphql (the graphql-ws protocol); POST and GET answer queries and mutations.';
        throw new GraphQLError(message, {
          extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
        });
      },
    };
  },
};

const limitBatchSize: RequestHandler = (req, res, next) => {
  if (!Array.isArray(req.body) || req.body.length <= MAX_BATCH_OPERATIONS) return next();
  refuse(
    req,
    res,
    400,
    `A batch may hold at most ${MAX_BATCH_OPERATIONS} operations; this one has ${req.body.length}. Split it into smaller batches.`,
  );
};
