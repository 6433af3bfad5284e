// Subscriptions over WebSocket on /graphql, with graphql-ws (the protocol Apollo Client,
// Apollo Sandbox and most tools speak), beside Apollo Server on the same HTTP server.
// The same rules as every other operation: the bearer token arrives in
// `connection_init` and is checked as a request's header is; the socket closes when it
// expires; each subscription's document is parsed and validated with the operation
// limits and weighed with the cost limit, as Apollo does for POST /graphql (its plugins
// never see WebSocket traffic); a document may be named by its trusted id, as on POST,
// and under TRUSTED_DOCUMENTS=require only those run. Queries and mutations stay on HTTP.
//
// Close codes, each with a reason a person can read: 4401 no valid token, or it expired
// (graphql-ws clients do not retry it); 4400 a message over MAX_MESSAGE_BYTES; 4429 too
// many connections for one account or subscriptions on one connection.
import {
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { decodeJwt } from 'jose';
import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Context, ContextFactory } from '../context';
import { nestedDeeperThan } from '../http-guards';
import { MAX_INPUT_DEPTH } from '../lib/limits';
import { MISSING_TOKEN } from '../modules/auth/service';
import { costRefusal, limitMessage, type operationLimitOptions } from '../operation-limits';
import {
  documentId,
  NOT_IN_LIST,
  notInList,
  persistedQueryId,
  type TrustedDocuments,
} from '../trusted-documents';
import { SharedExecutions } from './shared-execution';

export const LIVE_PATH = '/graphql';

export interface LiveLimits {
  /** Open sockets of one account (its windows and devices). */
  connectionsPerUser: number;
  /** Subscriptions on one socket: the app holds a few (the toolbar's and the screen's). */
  subscriptionsPerConnection: number;
  /** One message from a client; a subscription document is under 2 kB. */
  messageBytes: number;
}

export const LIVE_LIMITS: Readonly<LiveLimits> = {
  connectionsPerUser: 32,
  subscriptionsPerConnection: 100,
  messageBytes: 64 * 1024,
};

const MISSING_SOCKET_TOKEN =
  'sign in first, and send {"authorization": "Bearer <token>"} in connection_init.';

/** A close reason may hold 123 bytes (RFC 6455). */
const reason = (text: string) => text.slice(0, 123);

interface Connection {
  context: Context;
  userId: string;
  expiry: NodeJS.Timeout;
}

export interface LiveServerOptions {
  httpServer: Server;
  schema: GraphQLSchema;
  createContext: ContextFactory;
  limits: ReturnType<typeof operationLimitOptions>;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** The client's documents by id; with `requireTrusted`, the only ones run. */
  trusted: TrustedDocuments;
  requireTrusted: boolean;
  liveLimits?: Readonly<LiveLimits>;
}

/** Serves subscriptions on the HTTP server's upgrades to /graphql; `dispose` closes every socket. */
export function serveSubscriptions(options: LiveServerOptions): { dispose(): Promise<void> } {
  const { httpServer, schema, createContext, limits, formatError, trusted, requireTrusted } =
    options;
  const caps = options.liveLimits ?? LIVE_LIMITS;
  // Past the message cap by far, ws itself stops reading (1009) before anything is parsed.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * caps.messageBytes });
  const connections = new WeakMap<WebSocket, Connection>();
  const openByUser = new Map<string, number>();
  const executions = new SharedExecutions();

  httpServer.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://local').pathname !== LIVE_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });
  // Registered before graphql-ws's own listeners, so an oversized message closes the
  // socket before graphql-ws reads it (it then answers nothing on a closing socket).
  wss.on('connection', (ws: WebSocket) => {
    ws.on('message', (data: Buffer) => {
      if (data.length <= caps.messageBytes) return;
      ws.close(
        CloseCode.BadRequest,
        reason(`Message too large: at most ${caps.messageBytes / 1024} kB`),
      );
    });
    ws.once('close', () => {
      const connection = connections.get(ws);
      if (!connection) return;
      clearTimeout(connection.expiry);
      const left = (openByUser.get(connection.userId) ?? 1) - 1;
      if (left > 0) openByUser.set(connection.userId, left);
      else openByUser.delete(connection.userId);
    });
  });

  const server = useServer<Record<string, unknown>, { socket: WebSocket }>(
    {
      schema,
      subscribe: (args) => executions.subscribe(args),
      async onConnect({ connectionParams, extra: { socket } }) {
        const context = await createContext(authorizationOf(connectionParams));
        // Closed while the token was checked: nothing to count (its close has run).
        if (socket.readyState !== socket.OPEN) return false;
        const userId = context.session?.userId;
        if (!userId) {
          // The HTTP wording speaks of a header; a socket sends its token in a message.
          const problem =
            context.authProblem === MISSING_TOKEN ? MISSING_SOCKET_TOKEN : context.authProblem;
          socket.close(CloseCode.Unauthorized, reason(`Unauthorized: ${problem}`));
          return false;
        }
        const open = openByUser.get(userId) ?? 0;
        if (open >= caps.connectionsPerUser) {
          socket.close(
            CloseCode.TooManyInitialisationRequests,
            reason(`Too many connections for this account: at most ${caps.connectionsPerUser}`),
          );
          return false;
        }
        openByUser.set(userId, open + 1);
        const token = authorizationOf(connectionParams)!
          .replace(/^Bearer\s+/i, '')
          .trim();
        const expiry = setTimeout(
          () =>
            socket.close(
              CloseCode.Unauthorized,
              reason('Unauthorized: the access token has expired; sign in again.'),
            ),
          // setTimeout's longest wait is about 24 days; tokens live 7.
          Math.min(Math.max(0, decodeJwt(token).exp! * 1000 - Date.now()), 2 ** 31 - 1),
        );
        connections.set(socket, { context, userId, expiry });
        return true;
      },
      onSubscribe({ extra: { socket }, subscriptions }, _id, payload) {
        const connection = connections.get(socket)!;
        if (Object.keys(subscriptions).length > caps.subscriptionsPerConnection) {
          socket.close(
            CloseCode.TooManyInitialisationRequests,
            reason(
              `Too many subscriptions on one connection: at most ${caps.subscriptionsPerConnection}`,
            ),
          );
          return [new GraphQLError('Too many subscriptions on one connection.')];
        }
        // Apollo's persisted-query extension names a document of the manifest by id.
        const id = persistedQueryId(payload.extensions);
        const source = id === undefined ? payload.query : trusted.text(id);
        if (source === undefined) {
          return [
            new GraphQLError('PersistedQueryNotFound', {
              extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
            }),
          ];
        }
        if (requireTrusted && id === undefined && trusted.text(documentId(source)) === undefined) {
          return [refusal(notInList(), NOT_IN_LIST)];
        }
        let document;
        try {
          document = parse(source, limits.parseOptions);
        } catch (error) {
          return [refusal(error, 'GRAPHQL_PARSE_FAILED')];
        }
        const invalid = validate(schema, document, [...specifiedRules, ...limits.validationRules]);
        if (invalid.length) {
          return invalid.map((error) => refusal(error, 'GRAPHQL_VALIDATION_FAILED'));
        }
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== 'subscription') {
          return [
            new GraphQLError(
              'Only subscriptions are served over WebSocket; send queries and mutations to POST /graphql.',
              { extensions: { code: 'BAD_REQUEST' } },
            ),
          ];
        }
        if (nestedDeeperThan(payload.variables, MAX_INPUT_DEPTH)) {
          return [
            new GraphQLError(`Variables nest deeper than ${MAX_INPUT_DEPTH} levels.`, {
              extensions: { code: 'BAD_REQUEST' },
            }),
          ];
        }
        const cost = costRefusal(schema, document, operation, payload.variables ?? {});
        if (cost) return [refusal(cost, String(cost.extensions.code))];
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: connection.context,
        };
      },
      // Errors inside events are worded as on HTTP: unexpected ones hidden in production.
      onNext(_ctx, _id, _payload, _args, result) {
        if (!result.errors?.length) return undefined;
        return {
          ...result,
          errors: result.errors.map((error) => formatError(error.toJSON(), error)),
        };
      },
    },
    wss,
  );
  return { dispose: async () => server.dispose() };
}

/** The token as connection_init carries it: `{ "authorization": "Bearer …" }`, any case. */
function authorizationOf(params: Record<string, unknown> | undefined): string | undefined {
  const entry = Object.entries(params ?? {}).find(([key]) => key.toLowerCase() === 'authorization');
  return typeof entry?.[1] === 'string' ? entry[1] : undefined;
}

/** A refused document, worded and coded as POST /graphql answers it (without HTTP's status). */
function refusal(error: unknown, code: string): GraphQLError {
  const original = error instanceof GraphQLError ? error : new GraphQLError(String(error));
  const extensions: Record<string, unknown> = { ...original.extensions, code };
  delete extensions.http;
  return new GraphQLError(limitMessage(original.message), { nodes: original.nodes, extensions });
}
