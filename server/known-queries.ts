// POST /graphql naming one of the client's trusted documents by id (trusted-documents.ts),
// a query: answered without Apollo Server's HTTP layer and request pipeline, with the
// answer it would give.
//
// Apollo's path costs a request more than our own work on a small answer: the document
// looked up by its hash, the headers copied into a HeaderMap, the CSRF check's
// content-type parse, Accept negotiation, and every plugin's hooks awaited at each stage
// (requestDidStart, didResolveSource, parsingDidStart and validationDidStart on a first
// sight, didResolveOperation, responseForOperation, executionDidStart, willSendResponse:
// PERFORMANCE.md). None of it changes the answer to a document known to be valid.
//
// What takes this path: a POST whose JSON body is one operation (no batch) with no
// `query` and no extension but `persistedQuery` (version 1), naming a document of the
// manifest, content-type application/json, an Accept header in ACCEPTED (or none), the
// document being a query. Each such document is parsed and validated once, with
// Apollo's parse options and validation rules (prepared-operations.ts); per request run
// the same context (the session check), the cost limit with these variables and the
// compiled executor. So the plugins whose hooks are skipped have nothing to do here:
// operationLimitPlugin's cost check runs, trustedDocumentsPlugin would pass a manifest
// document, refuseSubscriptions a query. Everything else goes on to Apollo: texts,
// mutations (they cannot be run twice), unknown ids, requests without a session (with
// the context already made), and any query whose cost is refused or whose result has
// errors, which Apollo then runs again and answers itself (queries only read), so every
// refusal and error keeps Apollo's status, headers and words.
import type { Request, RequestHandler } from 'express';
import type { Context, ContextFactory } from './context';
import type { Prepare, PreparedOperation } from './prepared-operations';
import { persistedQueryId, type TrustedDocuments } from './trusted-documents';

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
  /** Answers known queries; calls next for everything else. After `json` and the body limits. */
  handler: RequestHandler;
  /** The request's context: the one made here if this request came this way first. */
  contextFor(req: Request): Promise<Context>;
  /** From now on every request goes to Apollo (which refuses requests once stopping). */
  stop(): void;
}

export function knownQueries(options: {
  trusted: TrustedDocuments;
  prepare: Prepare;
  createContext: ContextFactory;
}): KnownQueries {
  const { trusted, prepare, createContext } = options;
  /** By id, the manifest's documents once prepared; null for one that is not a valid query. */
  const queries = new Map<string, PreparedOperation | null>();
  let stopped = false;
  // Made once per request: a request handed on to Apollo keeps its session check's result.
  const contexts = new WeakMap<Request, Promise<Context>>();
  const contextFor = (req: Request) => {
    let context = contexts.get(req);
    if (!context) contexts.set(req, (context = createContext(req.headers.authorization)));
    return context;
  };
  /** The prepared query named by `id`; undefined for an id outside the manifest. */
  const queryOf = (id: string) => {
    if (queries.has(id)) return queries.get(id);
    const text = trusted.text(id);
    if (text === undefined) return undefined;
    let query: PreparedOperation | null;
    try {
      query = prepare(text);
      if (query.operation.operation !== 'query') query = null;
    } catch {
      // Not valid against this schema (a manifest older than it): Apollo says why.
      query = null;
    }
    queries.set(id, query);
    return query;
  };

  const handler: RequestHandler = async (req, res, next) => {
    const contentType = ACCEPTED.get(req.headers.accept);
    const body: unknown = req.body;
    // Only the id: another extension beside it goes to Apollo, which knows what to make of it.
    const id =
      isRecord(body) && !('query' in body) && onlyKey(body.extensions, 'persistedQuery')
        ? persistedQueryId(body.extensions)
        : undefined;
    const query = id === undefined ? undefined : queryOf(id);
    if (
      stopped ||
      !query ||
      !contentType ||
      req.method !== 'POST' ||
      req.headers['content-type'] !== 'application/json'
    ) {
      return next();
    }
    const { operationName = null, variables = null } = body as Record<string, unknown>;
    if (
      (operationName !== null && operationName !== query.operation.name?.value) ||
      (variables !== null && !isRecord(variables))
    ) {
      return next();
    }
    let data;
    try {
      const contextValue = await contextFor(req);
      // Signed out: every field but the public ones refuses; Apollo answers it.
      if (!contextValue.session) return next();
      const result = await query.run(variables ?? {}, contextValue);
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
    handler,
    contextFor,
    stop() {
      stopped = true;
    },
  };
}

/** Whether `value` is an object whose one key is `key`. */
function onlyKey(value: unknown, key: string): boolean {
  return isRecord(value) && Object.keys(value).length === 1 && key in value;
}

/** Apollo's test for a JSON object (isStringRecord). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value);
}
