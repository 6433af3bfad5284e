// Middleware run in turn without Express's router. The router matches each layer's
// path, trims and restores the URL and wraps every call: about a microsecond a layer,
// paid by every request for each middleware it passes (PERFORMANCE.md). Where a
// prefix's middleware always runs together, one layer for all of it is enough.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** One middleware that runs `handlers` in turn (runHandlers). */
export function chain(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, done) => runHandlers(handlers, req, res, done);
}

/**
 * Runs handlers in turn as Express runs a route's: each goes on by calling next; an
 * error, passed to next, thrown or rejected, goes to `done`, as does the end of the list.
 */
export function runHandlers(
  handlers: readonly RequestHandler[],
  req: Request,
  res: Response,
  done: NextFunction,
): void {
  let index = 0;
  const next = (error?: unknown) => {
    const handler = handlers[index++];
    if (error || !handler) return done(error);
    try {
      const returned: unknown = handler(req, res, next);
      if (returned instanceof Promise) {
        returned.catch((rejection: unknown) => done(rejection || new Error('Rejected promise')));
      }
    } catch (thrown) {
      done(thrown);
    }
  };
  next();
}
