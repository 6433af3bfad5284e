// Compression of answers: JSON over 1 kB and the client's files that were not
// compressed at build time, for clients that accept it.
import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * A client that sends no Accept-Encoding gets every answer as it is; compression's
 * wrapping of the response would cost such a request about 50 µs for nothing
 * (PERFORMANCE.md), so it is skipped.
 */
export function compressWhenAccepted(): RequestHandler {
  const compress = compression();
  return (req, res, next) => {
    if (req.headers['accept-encoding']) compress(req, res, next);
    else next();
  };
}
