// The REST adapter: mounts route tables. It owns no domain logic: each route runs
// its GraphQL operation in-process (same schema, auth, limits, executor and delays;
// parsed and validated once, at start: prepared-operations.ts) and maps the result
// to HTTP.
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import multer, { MulterError } from 'multer';
import {
  Kind,
  type GraphQLError,
  type GraphQLFormattedError,
  type OperationDefinitionNode,
  type TypeNode,
} from 'graphql';
import { requireSession, type ContextFactory } from '../context';
import { HTTP_STATUS, isErrorCode } from '../lib/errors';
import {
  closeIfUnread,
  formatBytes,
  limitBody,
  limitNesting,
  refuse,
  requireBodyType,
} from '../http-guards';
import { runHandlers } from '../lib/chain';
import { MAX_BODY_BYTES, MAX_MULTIPART_BYTES, MAX_UPLOAD_BYTES } from '../lib/limits';
import type { Prepare } from '../prepared-operations';
import type { RestRoute } from './route';

/** Unmatched `api/*` calls answer as the legacy mock did. */
export const NOT_FOUND_BODY = 'NOT FOUND';

export function restRouter(
  routes: readonly RestRoute[],
  prepare: Prepare,
  createContext: ContextFactory,
  /** `Type.field` of the root fields that need no session. */
  publicFields: ReadonlySet<string>,
): RequestHandler {
  const router = Router();
  const byMethodAndPath = new Map<string, RequestHandler[]>();
  for (const route of routes) {
    let prepared;
    try {
      prepared = prepare(route.document);
    } catch (error) {
      throw new Error(`REST route ${route.path}: ${(error as Error).message}`);
    }
    const { operation } = prepared;
    const readVariables = variableReader(route, operation);
    const method = route.method.toLowerCase() as Lowercase<RestRoute['method']>;
    // The session is checked before the body is read or the input judged, so a
    // caller without one learns nothing but 401.
    const handlers: RequestHandler[] = [
      isPublic(operation, publicFields)
        ? withContext(createContext)
        : authenticate(route, createContext),
      ...readBody(route),
    ];
    handlers.push(async (req: Request, res: Response) => {
      const { data, errors, headers } = await prepared.run(readVariables(req), res.locals.context);
      for (const [name, value] of headers) res.setHeader(name, value);
      const error = errors?.[0];
      if (error) sendError(res, route, error);
      else res.json(route.answer ? route.answer(data ?? {}) : Object.values(data ?? {})[0]);
    });
    router[method](`/${route.path}`, ...handlers);
    byMethodAndPath.set(`${route.method} /${route.path}`, handlers);
  }
  router.use((_req, res) => {
    res.status(404).json(NOT_FOUND_BODY);
  });
  // A request that names its route exactly is found in a map, instead of being tried
  // against each route in turn; anything else (HEAD, other letter case, a
  // trailing slash, no such route) goes through the router, which matches as Express does.
  return (req, res, next) => {
    const handlers = byMethodAndPath.get(`${req.method} ${req.path}`);
    if (handlers) runHandlers(handlers, req, res, next);
    else router(req, res, next);
  };
}

/**
 * How a route reads its body: not at all (GET), JSON, or a multipart form with files
 * (whose field names, such as `a[b][c]`, nest too). Query parameters need no depth
 * check: Express's simple parser gives strings and lists of strings, never objects.
 */
function readBody(route: RestRoute): RequestHandler[] {
  if (route.method === 'GET') return [];
  const sources = Object.values(route.variables ?? {});
  const readsBody = sources.some((source) => source === 'body' || source.startsWith('body.'));
  if (sources.some((source) => source.startsWith('file.'))) {
    return [
      limitBody(MAX_MULTIPART_BYTES, requireBodyType('multipart', true), parseMultipart),
      limitNesting(),
    ];
  }
  return [
    limitBody(
      MAX_BODY_BYTES,
      requireBodyType('json', readsBody),
      express.json({ limit: MAX_BODY_BYTES }),
    ),
    limitNesting(),
  ];
}

function withContext(createContext: ContextFactory): RequestHandler {
  return async (req, res, next) => {
    res.locals.context = await createContext(req.headers.authorization);
    next();
  };
}

function authenticate(route: RestRoute, createContext: ContextFactory): RequestHandler {
  return async (req, res, next) => {
    const context = await createContext(req.headers.authorization);
    try {
      requireSession(context);
    } catch (error) {
      closeIfUnread(req, res);
      sendError(res, route, (error as GraphQLError).toJSON());
      return;
    }
    res.locals.context = context;
    next();
  };
}

/** Maps an error's code to HTTP once (or the route's own answer for that code). */
function sendError(res: Response, route: RestRoute, error: GraphQLFormattedError) {
  const code = error.extensions?.code;
  if (!isErrorCode(code)) {
    console.error(`REST ${route.method} /api/${route.path}:`, error);
    res.status(500).json({ error: 'Internal server error' });
    return;
  }
  const override = route.errors?.[code];
  if (override) res.status(override.status).json(override.body);
  else res.status(HTTP_STATUS[code]).json({ error: inRestTerms(error.message, route) });
}

/** Public when every root field it selects is. */
function isPublic(operation: OperationDefinitionNode, publicFields: ReadonlySet<string>): boolean {
  const type = operation.operation === 'mutation' ? 'Mutation' : 'Query';
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD && publicFields.has(`${type}.${selection.name.value}`),
  );
}

/** Builds the function that reads a route's variables from a request. */
function variableReader(
  route: RestRoute,
  operation: OperationDefinitionNode,
): (req: Request) => Record<string, unknown> {
  const typeOf = new Map(
    operation.variableDefinitions?.map((definition) => [
      definition.variable.name.value,
      definition.type,
    ]),
  );
  const sources = Object.entries(route.variables ?? {}).map(([name, source]) => {
    const type = typeOf.get(name);
    if (!type) throw new Error(`REST route ${route.path}: no variable $${name}`);
    const [root, ...path] = source.split('.') as [Root, ...string[]];
    return { name, type, root, path };
  });
  const readsQuery = sources.some(({ root }) => root === 'query');
  return (req) => {
    // Express parses the query string again each time req.query is read: once here.
    const query: unknown = readsQuery ? req.query : undefined;
    const input = { query, body: req.body as unknown, files: req.files };
    const variables: Record<string, unknown> = {};
    for (const { name, type, root, path } of sources) {
      const value = read(input, root, path);
      // Absent stays absent, so GraphQL can tell "not sent" from "sent as null".
      if (value === undefined) continue;
      variables[name] = root === 'query' ? fromQueryString(value, type) : value;
    }
    return variables;
  };
}

/** Parts of one upload: a file and a few text fields, together within MAX_MULTIPART_BYTES. */
const MAX_FIELDS = 20;

const upload = multer({
  storage: multer.memoryStorage(),
  limits: {
    files: 1,
    fileSize: MAX_UPLOAD_BYTES,
    fields: MAX_FIELDS,
    fieldSize: Math.floor((MAX_MULTIPART_BYTES - MAX_UPLOAD_BYTES) / MAX_FIELDS),
  },
}).any();

/**
 * Reads multipart bodies. Whatever goes wrong here is the client's doing (a file
 * over the limit: 413; a broken or truncated form, too many parts: 400).
 */
const parseMultipart: RequestHandler = (req, res, next) => {
  upload(req, res, (error: unknown) => {
    if (!error) return next();
    const tooLarge = error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE';
    const reason = error instanceof Error ? error.message : String(error);
    refuse(
      req,
      res,
      tooLarge ? 413 : 400,
      tooLarge
        ? `The file is larger than the ${formatBytes(MAX_UPLOAD_BYTES)} limit.`
        : `The upload was refused: ${reason.replace(/\.$/, '')}.`,
    );
  });
};

type Root = 'query' | 'body' | 'file';

/** The value at `path` under a request's query, body or files (see Source in route.ts). */
function read(
  input: { query: unknown; body: unknown; files: Request['files'] },
  root: Root,
  path: readonly string[],
): unknown {
  if (root === 'file') {
    const files = Array.isArray(input.files) ? input.files : [];
    const file = files.find((candidate) => candidate.fieldname === path[0]);
    return (
      file && {
        name: file.originalname,
        type: file.mimetype,
        base64: file.buffer.toString('base64'),
      }
    );
  }
  let value = input[root];
  for (const key of path) {
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return value;
}

/** Query strings carry text: turn it into the number or boolean the variable expects. */
function fromQueryString(value: unknown, type: TypeNode): unknown {
  const named = type.kind === Kind.NON_NULL_TYPE ? type.type : type;
  if (typeof value !== 'string' || named.kind !== Kind.NAMED_TYPE) return value;
  const scalar = named.name.value;
  if ((scalar === 'Int' || scalar === 'Float') && /^-?\d+(\.\d+)?$/.test(value))
    return Number(value);
  if (scalar === 'Boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** Speaks of query parameters and body fields instead of GraphQL variables. */
function inRestTerms(message: string, route: RestRoute): string {
  const sourceOf = new Map(Object.entries(route.variables ?? {}));
  const reworded = message
    .replace(/Variable "\$(\w+)"/g, (whole, name: string) => {
      const source = sourceOf.get(name);
      if (!source) return whole;
      if (source === 'body') return 'The request body';
      const [root, ...path] = source.split('.');
      const kind = { query: 'Query parameter', body: 'Body field', file: 'File field' }[root!];
      return `${kind} "${path.join('.')}"`;
    })
    // Paths inside a value start with the variable's name too: `at "item.title"`.
    .replace(/ at "(\w+)([.[][^"]*)"/g, (whole, name: string, rest: string) => {
      const source = sourceOf.get(name);
      if (!source) return whole;
      const inside = source.split('.').slice(1).join('.');
      return inside ? ` at "${inside}${rest}"` : ` at "${rest.replace(/^\./, '')}"`;
    });
  return reworded.charAt(0).toUpperCase() + reworded.slice(1);
}
