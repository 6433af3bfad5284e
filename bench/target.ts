// The servers under load, in their own process so the load generator does not
// share their event loop: the real app, and a bare Express handler that answers
// the same JSON as the REST list route (the ceiling). Prints their ports as JSON.
import express from 'express';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createApp } from '../server/app';

const HOST = '127.0.0.1';

const app = await createApp({
  delayScale: 0,
  jwtSecret: randomBytes(32).toString('base64url'),
  production: true,
});
await new Promise<void>((resolve) => app.httpServer.listen(0, HOST, resolve));
const appPort = (app.httpServer.address() as AddressInfo).port;

const ceilingBody = app.stores.messages.list();
const ceiling = express();
ceiling.get('/', (_req, res) => {
  res.json(ceilingBody);
});
const ceilingServer = ceiling.listen(0, HOST);
await new Promise((resolve) => ceilingServer.once('listening', resolve));

console.log(
  JSON.stringify({ appPort, ceilingPort: (ceilingServer.address() as AddressInfo).port }),
);
