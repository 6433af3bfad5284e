// Guards at the HTTP layer that every request meets before any operation runs:
// how large a body may be declared, what type a write's body must have, how deep its
// JSON may nest, how large an answer may grow and how long a socket may stall. Each
// refusal is a clear 4xx.
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Server } from 'node:http';
import { MAX_BODY_BYTES, MAX_INPUT_DEPTH, MAX_RESPONSE_BYTES, TIMEOUTS } from './lib/limits';

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** `1 MB`, `5.5 MB`, `900 kB`: sizes as the messages speak of them. */
export function formatBytes(bytes: number): string {
  const megabytes = bytes / 1024 / 1024;
  if (megabytes >= 1) return `${Number(megabytes.toFixed(1))} MB`;
  return `${Math.ceil(bytes / 1024)} kB`;
}

/**
 * When a request is answered before its body was read, the connection closes after
 * the answer, so the rest of the body is never read.
 */
export function closeIfUnread(req: Request, res: Response): void {
  if (!req.complete) res.setHeader('Connection', 'close');
}

/** Answers a client's mistake in the shape its endpoint speaks: GraphQL errors or REST's `{error}`. */
export function refuse(
  req: Request,
  res: Response,
  status: number,
  message: string,
  code = CODES[status] ?? 'BAD_REQUEST',
): void {
  closeIfUnread(req, res);
  res
    .status(status)
    .json(
      req.originalUrl.startsWith('/graphql')
        ? { errors: [{ message, extensions: { code } }] }
        : { error: message },
    );
}

/**
 * Refuses a body whose declared size is over `limit` before reading a byte of it,
 * and closes the connection so the rest is never read either. Bodies sent without
 * a length are cut off at the same size by the parser that reads them.
 */
export function limitDeclaredBody(limit: number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length']);
    if (!(declared > limit)) return next();
    refuse(
      req,
      res,
      413,
      `The request body is ${declared.toLocaleString('en')} bytes, over the ${formatBytes(limit)} limit.`,
    );
  };
}

/** True when the request carries a body (an empty one does not count). */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (!!length && length !== '0');
}

const MEDIA_TYPES = { json: 'application/json', multipart: 'multipart/form-data' } as const;

/**
 * A write's body must be of the type its route reads (415 otherwise), and a route
 * that reads its body must get one; so a form post or plain text never runs a write
 * with fields missing.
 */
export function requireBodyType(
  type: keyof typeof MEDIA_TYPES,
  readsBody: boolean,
): RequestHandler {
  const mediaType = MEDIA_TYPES[type];
  return (req, res, next) => {
    const sent = hasBody(req);
    if (sent ? req.is(mediaType) : !readsBody) return next();
    const received = req.headers['content-type'];
    refuse(
      req,
      res,
      415,
      sent
        ? `The request body must be ${mediaType}; it was sent as ${received ? `"${received}"` : 'no Content-Type'}.`
        : `This route takes a ${mediaType} body, and the request has none.`,
    );
  };
}

/**
 * True when `value` holds objects or lists more than `limit` levels within one another
 * (`{"a":1}` is one level, `{"a":[1]}` two). Iterative, since a recursive walk is what
 * overflows the stack on deep input; it stops at the first level past the limit, so a
 * 100,000-level body costs `limit` steps.
 */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  const pending: object[] = [value];
  const levels: number[] = [1];
  while (pending.length > 0) {
    const node = pending.pop() as Record<string, unknown>;
    const level = levels.pop()!;
    for (const key in node) {
      const child = node[key];
      if (child === null || typeof child !== 'object') continue;
      if (level >= limit) return true;
      pending.push(child);
      levels.push(level + 1);
    }
  }
  return false;
}

/**
 * Refuses input nested deeper than MAX_INPUT_DEPTH (400), measured once, right after
 * the body is parsed and before anything walks it: the body, and the query parameters
 * named in `jsonParameters`, which hold JSON another reader parses (GET /graphql's
 * `variables` and `extensions`, read by Apollo).
 */
export function limitNesting(jsonParameters: readonly string[] = []): RequestHandler {
  const message = `Input nested deeper than ${MAX_INPUT_DEPTH} levels (objects and lists within one another).`;
  return (req, res, next) => {
    if (
      nestedDeeperThan(req.body, MAX_INPUT_DEPTH) ||
      (req.method === 'GET' && jsonParameters.length > 0 && deepParameter(req, jsonParameters))
    ) {
      refuse(req, res, 400, message);
      return;
    }
    next();
  };
}

/** True when one of the named query parameters is JSON nested too deep (not JSON: its reader says so). */
function deepParameter(req: Request, names: readonly string[]): boolean {
  const query = req.query as Record<string, unknown>;
  for (const name of names) {
    for (const text of [query[name]].flat()) {
      if (typeof text !== 'string') continue;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        continue;
      }
      if (nestedDeeperThan(value, MAX_INPUT_DEPTH)) return true;
    }
  }
  return false;
}

/**
 * No answer leaves larger than `limit`: past it the client gets 400 and a way to ask
 * for less. The operation limits keep real answers far below it; this is the last stop.
 */
export function capResponses(limit = MAX_RESPONSE_BYTES): RequestHandler {
  return (req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      // res.json and res.send(object) come back here with the serialized text. A
      // character is at most 3 bytes in UTF-8, so most texts need no count (counting
      // every answer's bytes was 3 % of a REST request: PERFORMANCE.md).
      const size =
        typeof body === 'string'
          ? body.length * 3 <= limit
            ? 0
            : Buffer.byteLength(body)
          : Buffer.isBuffer(body)
            ? body.length
            : 0;
      if (size <= limit) return send(body);
      res.send = send;
      refuse(
        req,
        res,
        400,
        `The answer is ${formatBytes(size)}, over the ${formatBytes(limit)} limit for one response: select fewer fields, ask for smaller pages or split the batch.`,
        'RESPONSE_TOO_LARGE',
      );
      return res;
    };
    next();
  };
}

/**
 * A client that stalls is dropped: its headers must arrive within `headersMs`, the
 * whole request within `requestMs`, an idle keep-alive socket closes after
 * `keepAliveMs`, and any socket silent for `idleMs` is closed.
 */
export function applyTimeouts(server: Server, timeouts = TIMEOUTS): void {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.setTimeout(timeouts.idleMs);
}

/** Turns body-parser and URL-decoding failures into clear client errors; anything else is a bug (500). */
export const handleErrors: ErrorRequestHandler = (error, req, res, _next) => {
  const status: number = error?.status ?? error?.statusCode ?? 500;
  const message =
    error?.type === 'entity.too.large'
      ? `The request body is over the ${formatBytes(MAX_BODY_BYTES)} limit.`
      : error?.type === 'entity.parse.failed'
        ? `The request body is not valid JSON: ${error.message}`
        : status < 500
          ? String(error?.message ?? 'Bad request')
          : 'Internal server error';
  if (status >= 500) console.error(`${req.method} ${req.originalUrl}:`, error);
  if (res.headersSent) return;
  if (status < 500) refuse(req, res, status, message);
  else refuse(req, res, 500, message, 'INTERNAL_SERVER_ERROR');
};
