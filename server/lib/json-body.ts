// express.json for /graphql, cheaper for the usual request. body-parser parses the
// content type and charset, looks for a decoder and wraps the stream on every request:
// about a tenth of a small query's work (PERFORMANCE.md). A POST declaring
// `application/json` and a length within the limit, not compressed, is read here and
// given to JSON.parse as body-parser would; anything else, and any body this does not
// take as it is (one that does not start with "{", that JSON.parse refuses, or any
// other doubt), goes to body-parser, which reads the same bytes and answers as always.
import express, { type RequestHandler } from 'express';
import { Readable } from 'node:stream';

const OPEN_BRACE = 0x7b;

export function jsonBody(limit: number): RequestHandler {
  const json = express.json({ limit });
  return (req, res, next) => {
    const length = Number(req.headers['content-length']);
    if (
      req.method !== 'POST' ||
      req.headers['content-type'] !== 'application/json' ||
      req.headers['content-encoding'] !== undefined ||
      req.headers['transfer-encoding'] !== undefined ||
      !(length > 0 && length <= limit)
    ) {
      return json(req, res, next);
    }
    // A request that breaks off has no one to answer; the server forgets it (no 'end').
    // The listeners go once the body is read: a request still listened to outlives
    // young-generation collections, and its objects are promoted (see express-server.ts).
    const chunks: Buffer[] = [];
    const read = (chunk: Buffer) => chunks.push(chunk);
    req.on('data', read);
    req.once('end', () => {
      req.off('data', read);
      const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      if (raw.length === length && raw[0] === OPEN_BRACE) {
        try {
          req.body = JSON.parse(raw.toString());
          return next();
        } catch {
          // body-parser's words for it, below.
        }
      }
      const again = Object.assign(Readable.from([raw], { objectMode: false }), {
        headers: req.headers,
        method: req.method,
      });
      json(again as unknown as typeof req, res, (error?: unknown) => {
        req.body = (again as { body?: unknown }).body;
        next(error);
      });
    });
  };
}
