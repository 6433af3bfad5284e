// The server createExpressServer makes: requests and responses are born as the app
// makes them, so Express's own change of their prototype changes nothing.
import express from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createExpressServer } from './express-server';

const app = express();
app.use(express.json());
app.post('/echo', (req, res) => {
  res.status(201).json({ body: req.body as unknown, isJson: req.is('application/json') });
});
const server = createExpressServer(app, { connectionsCheckingInterval: 1_000 });
// As Node made them, before Express has seen them.
const born: { request: boolean; response: boolean }[] = [];
server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
  born.push({
    request: Object.getPrototypeOf(req) === app.request,
    response: Object.getPrototypeOf(res) === app.response,
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it('serves the app, its requests and responses made with its prototypes', async () => {
  const response = await fetch(`${url}/echo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ñandú' }),
  });
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ body: { name: 'Ñandú' }, isJson: 'application/json' });
  expect(born).toEqual([{ request: true, response: true }]);
});
