// Guards at the HTTP layer that every request meets before any operation runs:
// how large a body may be (declared, or counted as it streams), what type a write's
// body must have, how deep its JSON may nest, how large an answer may grow and how long
// a socket may stall. Each refusal is a clear 4xx, and one sent before the body was
// read closes the connection only once the client can have read it.
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Server } from 'node:http';
import { runHandlers } from './lib/chain';
import {
  LINGERING_CLOSE,
  MAX_BODY_BYTES,
  MAX_INPUT_DEPTH,
  MAX_RESPONSE_BYTES,
  TIMEOUTS,
} from './lib/limits';

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
 * When a request is answered before its body was read (a refusal: 401, 413, 415), the
 * connection closes after the answer, but not at once. Node closes a `Connection: close`
 * socket as soon as the answer is written, and a socket closed with unread bytes sends
 * a reset, which makes the client's system drop what it received and not yet read: a
 * client still sending its body (Node's fetch, Chromium's) then fails with EPIPE or a
 * reset instead of reading the answer. So, as nginx's lingering close does, our side
 * ends (FIN) after the answer and the rest of the body is read and thrown away until it
 * ends or the client closes. Past LINGERING_CLOSE.bytes more, reading stops instead:
 * the client's sending stalls, which leaves it free to read the answer and close (a
 * fetch that has its answer does). The socket closes when the body ends or the client
 * closes while it is still read, else LINGERING_CLOSE.ms after the refusal (a client
 * left stalled is not heard closing).
 */
export function closeIfUnread(req: Request, res: Response): void {
  if (req.complete || res.hasHeader('Connection')) return;
  res.setHeader('Connection', 'close');
  lingerBeforeClosing(req);
}

function lingerBeforeClosing(req: Request, { bytes, ms } = LINGERING_CLOSE): void {
  const socket = req.socket;
  // Ends our side once the answer is written, and closes the socket.
  const close = socket.destroySoon.bind(socket);
  let answered = false;
  let drained = false;
  let left = bytes;
  const discard = (chunk: Buffer) => {
    left -= chunk.length;
    if (left >= 0) return;
    // Enough read: the client's sending stalls until it closes or time runs out. A
    // paused request stops its socket once its buffer is full.
    req.off('data', discard).pause();
  };
  const stop = () => {
    if (drained) return;
    drained = true;
    clearTimeout(timer);
    req.off('data', discard);
    if (answered) close();
  };
  const timer = setTimeout(stop, ms);
  // Read on from wherever reading stopped (a parser that gave up at its limit pauses).
  req.on('data', discard).once('end', stop).resume();
  // The client closed its side: nothing more will come.
  socket.once('end', stop).once('close', () => clearTimeout(timer));
  // Node calls this once the answer is written (`Connection: close`).
  socket.destroySoon = () => {
    answered = true;
    if (drained) close();
    else socket.end();
  };
}

/** Answers a client's mistake in the shape its endpoint speaks: GraphQL errors or REST's `{error}`. */
export function refuse(
  req: Request,
  res: Response,
  status: number,
  message: string,
  code = CODES[status] ?? 'BAD_REQUEST',
): void {
  // Answered already: a body cut off at its limit while its parser still reads.
  if (res.headersSent) return;
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
 * Reads a body with `readers` (the type check and the parser: express.json, multer)
 * within `limit` bytes, one way for JSON and uploads. A declared `Content-Length` over
 * the limit is refused before a byte is read. A body sent without one (chunked) is
 * counted as the parser reads it and refused the moment it passes the limit, whatever
 * the parser would do with the rest (body-parser reads it all before answering, busboy
 * skips what follows the last part). Either refusal is a 413 followed by a lingering
 * close (closeIfUnread); the parser's late answer is dropped.
 */
export function limitBody(limit: number, ...readers: RequestHandler[]): RequestHandler {
  const over = `The request body is over the ${formatBytes(limit)} limit.`;
  return (req, res, next) => {
    const length = req.headers['content-length'];
    if (length !== undefined && Number(length) > limit) {
      refuse(
        req,
        res,
        413,
        `The request body is ${Number(length).toLocaleString('en')} bytes, over the ${formatBytes(limit)} limit.`,
      );
      return;
    }
    runHandlers(readers, req, res, (error?: unknown) => {
      if (!res.headersSent) next(error);
    });
    // Node stops a body with a length at its length. Without one, count what the parser
    // has started to read (its listener is on: flowing, or read on 'readable').
    if (res.headersSent || length !== undefined || req.complete || !hasBody(req)) return;
    if (!req.readableFlowing && req.listenerCount('readable') === 0) return;
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) return;
      req.off('data', count);
      req.unpipe();
      refuse(req, res, 413, over);
    };
    req.on('data', count);
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
