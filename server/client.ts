// Serves the built web client (dist/client) when there is one: its files, brotli or
// gzip as the build precompressed them, and for every other GET that a browser makes
// (client-side routes) index.html, which carries the prerendered sign-in page that its
// start-up script shows to a guest there or hides.
import express, { type Express, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { PRERENDERED_PAGE } from '../client/src/config/prerender';
import { projectPath } from './paths';

export const CLIENT_DIR = projectPath('dist', 'client') + '/';

/** Vite names every file under assets/ by its content's hash, so it never changes. */
const HASHED = /[\\/]assets[\\/]/;

/** Hashed files are kept for a year; everything else (index.html, sw.js, i18n) is revalidated. */
function cacheRule(res: ServerResponse, path: string): void {
  res.setHeader(
    'Cache-Control',
    HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/**
 * `signInAtProvider` (OIDC_ISSUER): the pages say so on <html>, and their start-up
 * script hides the prerendered password form, which the app would replace at once.
 */
export function serveClient(
  app: Express,
  dir = CLIENT_DIR,
  { signInAtProvider = false } = {},
): void {
  if (!existsSync(`${dir}/index.html`)) return;
  const options = { index: false, setHeaders: cacheRule } as const;
  const precompressed = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: options,
  });
  const plain = express.static(dir, options);
  // The compressed copies are listed at start-up; one gone since (a rebuild under
  // way) falls back to the plain file, without the encoding chosen for the copy.
  const files: RequestHandler = (req, res, next) =>
    precompressed(req, res, (error?: unknown) => {
      if (error) return next(error);
      res.removeHeader('Content-Encoding');
      plain(req, res, next);
    });
  app.use(files);
  const marked = signInAtProvider
    ? readFileSync(`${dir}/index.html`, 'utf8').replace(
        /<html\b/,
        `<html ${PRERENDERED_PAGE.providerAttribute}`,
      )
    : null;
  const page: RequestHandler = (req, res, next) => {
    // The app, unless the client asked for JSON only (curl's */* and no Accept get HTML).
    if (req.accepts(['html', 'json']) !== 'html') return next();
    if (marked) {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(marked);
      return;
    }
    req.url = '/index.html';
    files(req, res, next);
  };
  app.get('/{*path}', page);
}
