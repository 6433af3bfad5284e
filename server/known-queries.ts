// POST /graphql for queries Apollo Server has already parsed and validated, answered
// without its HTTP layer and request pipeline, with the answer it would give.
//
// Apollo's path costs a request more than our own work on a small answer: a SHA-256
// of the query text to find the parsed document (through a `require("crypto")` on
// every call), its headers copied into a HeaderMap, the CSRF check's content-type
// parse, Accept negotiation, every plugin hook awaited at each stage (PERFORMANCE.md).
// None of it changes the answer to a query whose document is known to be valid.
//
// What takes this path: a POST whose JSON body is one operation (no batch, no
// `extensions`), content-type application/json, an Accept header in ACCEPTED (or
// none), whose query text Apollo has seen and validated (remembered by the plugin
// below), naming a query operation. It then runs what Apollo would run: the same
// context (the session check), the cost limit with these variables and the compiled
// executor. Everything else goes on to Apollo: other requests, mutations (they cannot be
// run twice), requests without a session (with the context already made), and any query
// whose cost is refused or whose result has errors, which Apollo then runs again and
// answers itself (queries only read), so every refusal and error keeps Apollo's status,
// headers and words.
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import { getOperationAST, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Context, ContextFactory } from './context';
import type { Executor } from './execution';
import { costRefusal } from './operation-limits';

/** Query texts remembered, oldest forgotten first (a forgotten one goes through Apollo again). */
const REMEMBERED_QUERIES = 1_000;
/**
 * Longer texts (comments and white space are not counted by the token limit) are not
 * remembered, so what is held stays under 32 MB, as Apollo's own document cache does.
 */
export const REMEMBERED_QUERY_LENGTH = 32_768;

/** Accept headers and the content type Apollo answers them with (known-queries.test.ts). */
const ACCEPTED = new Map([
  [undefined, 'application/json; charset=utf-8'],
  ['*/*', 'application/json; charset=utf-8'],
  ['application/json', 'application/json; charset=utf-8'],
  [
    'application/graphql-response+json,application/json;q=0.9',
    'application/graphql-response+json; charset=utf-8',
  ],
  [
    'application/graphql-response+json, application/json;q=0.9',
    'application/graphql-response+json; charset=utf-8',
  ],
]);

export interface KnownQueries {
  /** Remembers the documents Apollo has validated, by query text. */
  plugin: ApolloServerPlugin<BaseContext>;
  /** Answers known queries; calls next for everything else. After `json` and the body limits. */
  handler: RequestHandler;
  /** The request's context: the one made here if this request came this way first. */
  contextFor(req: Request): Promise<Context>;
  /** From now on every request goes to Apollo (which refuses requests once stopping). */
  stop(): void;
}

export function knownQueries(options: {
  schema: GraphQLSchema;
  executor: Executor;
  createContext: ContextFactory;
}): KnownQueries {
  const { schema, executor, createContext } = options;
  const documents = new Map<string, DocumentNode>();
  let stopped = false;
  // Made once per request: a request handed on to Apollo keeps its session check's result.
  const contexts = new WeakMap<Request, Promise<Context>>();
  const contextFor = (req: Request) => {
    let context = contexts.get(req);
    if (!context) contexts.set(req, (context = createContext(req.headers.authorization)));
    return context;
  };

  const plugin: ApolloServerPlugin<BaseContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation({ source, document }) {
          if (source.length > REMEMBERED_QUERY_LENGTH || documents.has(source)) return;
          if (documents.size >= REMEMBERED_QUERIES) {
            documents.delete(documents.keys().next().value!);
          }
          documents.set(source, document);
        },
      };
    },
  };

  const handler: RequestHandler = async (req, res, next) => {
    const contentType = ACCEPTED.get(req.headers.accept);
    const body: unknown = req.body;
    if (
      stopped ||
      !contentType ||
      req.method !== 'POST' ||
      req.headers['content-type'] !== 'application/json' ||
      !isRecord(body) ||
      typeof body.query !== 'string' ||
      'extensions' in body
    ) {
      return next();
    }
    const document = documents.get(body.query);
    const { operationName = null, variables = null } = body;
    if (
      !document ||
      (operationName !== null && typeof operationName !== 'string') ||
      (variables !== null && !isRecord(variables))
    ) {
      return next();
    }
    const operation = getOperationAST(document, operationName);
    if (operation?.operation !== 'query') return next();
    const vars = variables ?? undefined;
    let data;
    try {
      if (costRefusal(schema, document, operation, vars)) return next();
      const contextValue = await contextFor(req);
      // Signed out: every field but the public ones refuses; Apollo answers it.
      if (!contextValue.session) return next();
      const result = await executor({
        document,
        operationName: operationName ?? undefined,
        variables: vars,
        contextValue,
      });
      if (result.errors?.length) return next();
      data = result.data;
    } catch {
      return next();
    }
    // What Apollo sends for an answer without errors (runHttpQuery's stringifyResult).
    res.setHeader('content-type', contentType);
    res.statusCode = 200;
    res.send(JSON.stringify({ data }) + '\n');
  };

  return {
    plugin,
    handler,
    contextFor,
    stop() {
      stopped = true;
    },
  };
}

/** Apollo's test for a JSON object (isStringRecord). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value);
}
