import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capResponses } from './http-guards';
import { MAX_BODY_BYTES, MAX_MULTIPART_BYTES, MAX_UPLOAD_BYTES, TIMEOUTS } from './lib/limits';
import { restRoutes } from './modules';
import { startTestServer, type TestServer } from './test/harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn();
});
afterAll(() => server.close());

/** A request line and headers declaring a body of `length` bytes, of which none is sent. */
const declaring = (method: string, path: string, type: string, length: number, auth = '') =>
  `${method} ${path} HTTP/1.1\r\nHost: test\r\nContent-Type: ${type}\r\n` +
  `Content-Length: ${length}\r\n${auth && `Authorization: Bearer ${auth}\r\n`}\r\n`;

const HUNDRED_MB = 100 * 1024 * 1024;

describe('bodies', () => {
  // Every route outside the sign-in family needs a session.
  const guarded = restRoutes.filter((route) => !route.path.startsWith('auth/'));

  it('answers 401 on every route that needs a session before reading or judging the body', async () => {
    expect(guarded.length).toBeGreaterThan(100);
    for (const route of guarded) {
      const path = `/api/${route.path}`;
      const bodies =
        route.method === 'GET'
          ? [undefined]
          : [
              ['application/json', '{broken'],
              ['text/plain', 'hello'],
              ['multipart/form-data; boundary=z', 'garbage'],
            ];
      for (const sent of bodies) {
        const answer = await server.request<{ error: string }>(route.method, path, {
          body: sent?.[1],
          headers: sent ? { 'content-type': sent[0]! } : {},
        });
        expect(answer.status, `${route.method} ${path} ${sent?.[0]}`).toBe(401);
      }
      // A huge declared body is not waited for: the answer comes, then the socket closes.
      const head = await server.raw(declaring(route.method, path, 'application/json', HUNDRED_MB));
      expect(head, `${route.method} ${path}`).toMatch(/^HTTP\/1\.1 401/);
      expect(head).toMatch(/\r\nConnection: close\r\n/i);
    }
  });

  it('refuses a body declared over the limit with 413 before reading it', async () => {
    for (const [method, path, type, limit] of [
      ['POST', '/graphql', 'application/json', MAX_BODY_BYTES],
      ['POST', '/api/common/messages', 'application/json', MAX_BODY_BYTES],
      ['POST', '/api/apps/contacts/avatar', 'multipart/form-data; boundary=z', MAX_MULTIPART_BYTES],
    ] as const) {
      const head = await server.raw(declaring(method, path, type, limit + 1, token));
      expect(head, path).toMatch(/^HTTP\/1\.1 413/);
      expect(head).toMatch(/\r\nConnection: close\r\n/i);
      expect(head).toContain(`${(limit + 1).toLocaleString('en')} bytes, over the`);
    }
    expect((await server.request('GET', '/health')).status).toBe(200);
  });

  it('answers a write whose body is not JSON with 415, and changes nothing', async () => {
    const count = async () =>
      (await server.request<unknown[]>('GET', '/api/apps/contacts/all', { token })).body.length;
    const before = await count();
    const contact = JSON.stringify({ contact: { name: 'Plain Text' } });
    for (const headers of [
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'multipart/form-data; boundary=z' },
    ]) {
      const answer = await server.request<{ error: string }>('POST', '/api/apps/contacts/contact', {
        body: contact,
        headers,
        token,
      });
      expect(answer.status, JSON.stringify(headers)).toBe(415);
      expect(answer.body.error).toMatch(/must be application\/json/);
    }
    // Bytes without a Content-Type.
    const untyped = await fetch(`${server.url}/api/apps/contacts/contact`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new TextEncoder().encode(contact),
    });
    expect(untyped.status).toBe(415);
    expect(await untyped.json()).toEqual({
      error: 'The request body must be application/json; it was sent as no Content-Type.',
    });
    const none = await server.request<{ error: string }>('POST', '/api/apps/contacts/contact', {
      token,
    });
    expect(none.status).toBe(415);
    expect(none.body.error).toMatch(/takes a application\/json body, and the request has none/);
    expect(await count()).toBe(before);

    const created = await server.request('POST', '/api/apps/contacts/contact', {
      body: contact,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      token,
    });
    expect(created.status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('takes only a multipart form where a route reads a file', async () => {
    const answer = await server.request<{ error: string }>('POST', '/api/apps/contacts/avatar', {
      body: { id: 'x' },
      token,
    });
    expect(answer.status).toBe(415);
    expect(answer.body.error).toMatch(/must be multipart\/form-data/);
  });

  it('reads one file per upload, and text fields only up to the upload limit', async () => {
    const upload = (form: FormData) =>
      fetch(`${server.url}/api/apps/contacts/avatar`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], {
      type: 'image/png',
    });
    const twoFiles = new FormData();
    twoFiles.set('id', 'x');
    twoFiles.append('avatar', png, 'a.png');
    twoFiles.append('other', png, 'b.png');
    const refused = await upload(twoFiles);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/too many files/i);
    const longField = new FormData();
    longField.set('id', 'x'.repeat(MAX_MULTIPART_BYTES - MAX_UPLOAD_BYTES));
    expect((await upload(longField)).status).toBe(400);
  });

  it('lets a write that reads no body run without one', async () => {
    const answer = await server.request<{ id: string }>(
      'POST',
      '/api/apps/ecommerce/inventory/product',
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBeTruthy();
  });
});

describe('answers', () => {
  it('no answer is larger than the cap: past it, 400 with a way to ask for less', async () => {
    const app = express()
      .use(capResponses(1000))
      .get('/small', (_req, res) => {
        res.json({ items: 'x'.repeat(900) });
      })
      .get('/big', (_req, res) => {
        res.json({ items: 'x'.repeat(2000) });
      })
      .post('/graphql', (_req, res) => {
        res.send('y'.repeat(5000));
      });
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    try {
      const small = await fetch(`${base}/small`);
      expect(small.status).toBe(200);
      const big = await fetch(`${base}/big`);
      expect(big.status).toBe(400);
      expect(((await big.json()) as { error: string }).error).toMatch(
        /^The answer is 2 kB, over the 1 kB limit for one response: select fewer fields/,
      );
      const graphql = await fetch(`${base}/graphql`, { method: 'POST' });
      expect(graphql.status).toBe(400);
      expect(await graphql.json()).toMatchObject({
        errors: [{ extensions: { code: 'RESPONSE_TOO_LARGE' } }],
      });
    } finally {
      listener.close();
    }
  });
});

describe('stalled clients', () => {
  it('the server drops stalled sockets on its default timeouts', () => {
    expect(server.httpServer.headersTimeout).toBe(TIMEOUTS.headersMs);
    expect(server.httpServer.requestTimeout).toBe(TIMEOUTS.requestMs);
    expect(server.httpServer.keepAliveTimeout).toBe(TIMEOUTS.keepAliveMs);
    expect(server.httpServer.timeout).toBe(TIMEOUTS.idleMs);
  });

  it('closes a socket whose headers, body or next request never come', async () => {
    const quick = await startTestServer({
      timeouts: {
        headersMs: 300,
        requestMs: 600,
        keepAliveMs: 200,
        idleMs: 5000,
        checkEveryMs: 100,
      },
    });
    try {
      // Headers never finished: 408, then closed.
      expect(await quick.raw('GET /health HTTP/1.1\r\nHost: test\r\n')).toMatch(/^HTTP\/1\.1 408/);
      // A body that stops halfway.
      const half = await quick.raw(
        `POST /graphql HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":`,
      );
      expect(half).toMatch(/^HTTP\/1\.1 408/);
      // An idle keep-alive socket after a complete answer: closed (raw resolves on close).
      const kept = await quick.raw('GET /health HTTP/1.1\r\nHost: test\r\n\r\n');
      expect(kept).toMatch(/^HTTP\/1\.1 200[\s\S]*\{"status":"ok"\}$/);
    } finally {
      await quick.close();
    }
  });
});
