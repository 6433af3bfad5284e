// Serves the built web client (dist/client) when there is one: its files, and
// index.html for every other GET that a browser makes (client-side routes).
import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CLIENT_DIR = fileURLToPath(new URL('../dist/client/', import.meta.url));

export function serveClient(app: Express): void {
  const index = `${CLIENT_DIR}index.html`;
  if (!existsSync(index)) return;
  app.use(express.static(CLIENT_DIR, { index: false }));
  app.get('/{*path}', (req, res, next) => {
    // Browsers ask for HTML first; API clients (and */*) get the JSON 404 instead.
    if (req.accepts(['json', 'html']) !== 'html') return next();
    res.sendFile(index);
  });
}
