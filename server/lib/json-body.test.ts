// jsonBody reads what express.json reads, to the same body or the same error.
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBody } from './json-body';

const LIMIT = 100;

/** An app that answers what its body reader made of the request: the body or the error. */
function echo(reader: RequestHandler): Server {
  const app = express();
  app.use(reader, (req, res) => {
    // Listeners left on a request keep its objects through young-generation collections.
    const listening = req.listenerCount('data') + req.listenerCount('end');
    res.json({ body: req.body as unknown, hasBody: 'body' in req, listening });
  });
  const errors: ErrorRequestHandler = (error: Record<string, unknown>, _req, res, _next) => {
    const { status, type, message } = error;
    res.status(400).json({ error: { status, type, message } });
  };
  app.use(errors);
  return createServer(app);
}

const servers = { ours: echo(jsonBody(LIMIT)), bodyParser: echo(express.json({ limit: LIMIT })) };
const urls: Record<string, string> = {};
beforeAll(async () => {
  for (const [name, server] of Object.entries(servers)) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    urls[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
});
afterAll(() => Promise.all(Object.values(servers).map((server) => server.close())));

async function answer(url: string, method: string, body: string | Buffer, headers: object) {
  const response = await fetch(url, { method, body, headers: { ...headers } });
  return { status: response.status, body: await response.text() };
}

describe('jsonBody', () => {
  const json = { 'content-type': 'application/json' };
  it.each([
    ['an object', 'POST', '{"query":"{ messages { id } }","variables":{"a":[1,2]}}', json],
    ['text in several scripts', 'POST', '{"q":"Bağlantı ñandú 漢字 🙂"}', json],
    ['leading white space', 'POST', ' \n{"a":1}', json],
    ['a byte order mark', 'POST', '\uFEFF{"a":1}', json],
    ['a list', 'POST', '[{"a":1}]', json],
    ['null', 'POST', 'null', json],
    ['a string', 'POST', '"text"', json],
    ['cut short', 'POST', '{"query": ', json],
    ['two objects', 'POST', '{"a":1}{"b":2}', json],
    ['over the limit', 'POST', `{"a":"${'x'.repeat(LIMIT)}"}`, json],
    ['a charset', 'POST', '{"a":1}', { 'content-type': 'application/json; charset=utf-8' }],
    ['another charset', 'POST', '{"a":1}', { 'content-type': 'application/json; charset=latin1' }],
    ['another type', 'POST', '{"a":1}', { 'content-type': 'text/plain' }],
    ['no type', 'POST', '{"a":1}', {}],
    ['a PUT', 'PUT', '{"a":1}', json],
    ['compressed', 'POST', gzipSync('{"a":1}'), { ...json, 'content-encoding': 'gzip' }],
  ])('as express.json: %s', async (_name, method, body, headers) => {
    const ours = await answer(urls.ours!, method, body, headers);
    expect(ours).toEqual(await answer(urls.bodyParser!, method, body, headers));
  });

  it('takes its listeners off the request once the body is read, as express.json does', async () => {
    const ours = await answer(urls.ours!, 'POST', '{"a":1}', json);
    expect(JSON.parse(ours.body)).toEqual({ body: { a: 1 }, hasBody: true, listening: 0 });
  });
});
