// The servers under load, in their own process so the load generator does not
// share their event loop: the real app, and a bare Express handler that answers
// the same JSON as the REST list route (the ceiling), and for the scale runs one app
// per inventory size whose inventory store holds that many generated products.
// Prints their ports as JSON.
import express from 'express';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inventory } from '../fixtures/inventory';
import { createApp } from '../server/app';
import { InventoryStore } from '../server/modules/inventory/store';
import { createStores } from '../server/stores';
import { INVENTORY_SIZES, generateProducts } from './products';

const HOST = '127.0.0.1';

// One secret for every app, so one sign-in token is valid on all of them.
const config = {
  delayScale: 0,
  jwtSecret: randomBytes(32).toString('base64url'),
  production: true,
};

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  return (server.address() as AddressInfo).port;
}

const app = await createApp(config);
const appPort = await listen(app.httpServer);

const inventoryPorts: Record<number, number> = {};
for (const size of INVENTORY_SIZES) {
  const products = generateProducts(size);
  const stores = { ...createStores(), inventory: new InventoryStore({ ...inventory, products }) };
  inventoryPorts[size] = await listen((await createApp(config, { stores })).httpServer);
}

const ceilingBody = app.stores.messages.list();
const ceiling = express();
ceiling.get('/', (_req, res) => {
  res.json(ceilingBody);
});
const ceilingServer = ceiling.listen(0, HOST);
await new Promise((resolve) => ceilingServer.once('listening', resolve));

console.log(
  JSON.stringify({
    appPort,
    ceilingPort: (ceilingServer.address() as AddressInfo).port,
    inventoryPorts,
  }),
);
