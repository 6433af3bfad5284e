import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BATCH_OPERATIONS, MAX_BODY_BYTES } from './lib/limits';
import { startTestServer, type TestServer } from './test/harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn();
});
afterAll(() => server.close());

describe('HTTP surface', () => {
  it('GET /health answers 200 {status: ok}', async () => {
    const answer = await server.request('GET', '/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', database: 'memory' });
  });

  it('unmatched paths answer 404 "NOT FOUND", under /api and elsewhere', async () => {
    for (const [method, path] of [
      ['GET', '/api/common/nothing-here'],
      ['PUT', '/api/common/messages'],
      ['GET', '/elsewhere'],
    ] as const) {
      const answer = await server.request(method, path, { token });
      expect(answer.status).toBe(404);
      expect(answer.body).toBe('NOT FOUND');
    }
  });

  it('refuses JSON bodies over 1 MB with 413', async () => {
    const big = JSON.stringify({ query: `{ __typename }`, padding: 'x'.repeat(MAX_BODY_BYTES) });
    for (const path of ['/graphql', '/api/common/messages']) {
      const answer = await server.request('POST', path, { body: big, token });
      expect(answer.status).toBe(413);
      expect(JSON.stringify(answer.body)).toMatch(/bytes, over the 1 MB limit/);
    }
  });

  it('answers malformed JSON with 400 and keeps serving', async () => {
    const graphql = await server.request<{ errors: { message: string }[] }>('POST', '/graphql', {
      body: '{"query": ',
    });
    expect(graphql.status).toBe(400);
    expect(graphql.body.errors[0]!.message).toMatch(/not valid JSON/);
    const rest = await server.request<{ error: string }>('POST', '/api/auth/sign-in', {
      body: '{nope}',
    });
    expect(rest.status).toBe(400);
    expect(rest.body.error).toMatch(/not valid JSON/);
    expect((await server.request('GET', '/health')).status).toBe(200);
  });

  it('answers a path that is not valid URL encoding with 400 saying so', async () => {
    const answer = await server.request<{ error: string }>('GET', '/ruru-static/%E0%A4%A', {
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/decode/i);
  });

  it('answers GraphQL requests that are not GraphQL with 400, never 500', async () => {
    for (const body of ['{}', '{"query": 5}', '"text"', '[]', '{"query": "{ nope }"}']) {
      const answer = await server.request('POST', '/graphql', { body, token });
      expect(answer.status, body).toBeGreaterThanOrEqual(400);
      expect(answer.status, body).toBeLessThan(500);
    }
  });
});

describe('REST adapter, before any route runs', () => {
  it('answers 401 to a caller without a session, whatever the input', async () => {
    for (const [method, path, body] of [
      ['DELETE', '/api/apps/contacts/contact', undefined],
      ['PATCH', '/api/common/messages', { id: 5 }],
      ['GET', '/api/apps/ecommerce/inventory/products?page=-1', undefined],
    ] as const) {
      const answer = await server.request<{ error: string }>(method, path, { body });
      expect(answer.status, path).toBe(401);
      expect(answer.body.error, path).toMatch(/sign in/i);
    }
  });

  it('refuses a multipart upload without a session before reading it', async () => {
    const form = new FormData();
    form.set('id', 'x'.repeat(1000));
    const answer = await fetch(`${server.url}/api/apps/contacts/avatar`, {
      method: 'POST',
      body: form,
    });
    expect(answer.status).toBe(401);
  });

  it('answers a broken or truncated multipart body with 400, never 500', async () => {
    for (const [type, body] of [
      ['multipart/form-data', 'garbage'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="id"\r\n\r\nabc',
      ],
    ]) {
      const answer = await server.request<{ error: string }>('POST', '/api/apps/contacts/avatar', {
        body,
        token,
        headers: { 'content-type': type! },
      });
      expect(answer.status, body).toBe(400);
      expect(answer.body.error).toMatch(/^The upload was refused: /);
    }
    expect((await server.request('GET', '/health')).status).toBe(200);
  });

  it('names the body field, not the GraphQL variable, in nested input errors', async () => {
    const [first] = (
      await server.request<{ id: string }[]>('GET', '/api/common/messages', { token })
    ).body;
    const answer = await server.request<{ error: string }>('PATCH', '/api/common/messages', {
      body: { id: first!.id, message: { title: 5 } },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(
      /^Body field "message" got invalid value 5 at "message\.title"/,
    );
  });
});

describe('GraphQL endpoint', () => {
  it('runs batched operations, each with its own answer', async () => {
    const answer = await server.request<{ data: Record<string, unknown> }[]>('POST', '/graphql', {
      body: [{ query: '{ user { name } }' }, { query: '{ shortcuts { id } }' }],
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(2);
    expect(answer.body[0]!.data).toEqual({ user: { name: 'Brian Hughes' } });
    expect(answer.body[1]!.data.shortcuts).toHaveLength(8);
  });

  it(`refuses batches of more than ${MAX_BATCH_OPERATIONS} operations with 400`, async () => {
    const ok = Array.from({ length: MAX_BATCH_OPERATIONS }, () => ({ query: '{ __typename }' }));
    expect((await server.request('POST', '/graphql', { body: ok, token })).status).toBe(200);
    const tooMany = [...ok, { query: '{ __typename }' }];
    const answer = await server.request<{ errors: { message: string }[] }>('POST', '/graphql', {
      body: tooMany,
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]!.message).toMatch(/at most 20 operations; this one has 21/);
  });

  it('has CSRF prevention on: a simple GET without a preflight header is refused', async () => {
    const answer = await server.request('GET', '/graphql?query=%7B__typename%7D');
    expect(answer.status).toBe(400);
    const allowed = await server.request('GET', '/graphql?query=%7B__typename%7D', {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(allowed.status).toBe(200);
  });

  it('answers a subscription (400), an unknown document id or a wrong hash with a code, not an internal error', async () => {
    const subscription = await server.graphql(
      'subscription { messagesChanged { change } }',
      undefined,
      token,
    );
    expect(subscription.status).toBe(400);
    expect(subscription.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/served over WebSocket/),
      extensions: { code: 'BAD_REQUEST' },
    });
    const persisted = (body: unknown) =>
      server.request<{ errors: { message: string; extensions: { code: string } }[] }>(
        'POST',
        '/graphql',
        { body, token },
      );
    const hash = { extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } };
    // The code APQ clients look for to send the whole query instead.
    const unknown = await persisted(hash);
    expect(unknown.body.errors[0]!.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const mismatch = await persisted({ query: '{ __typename }', ...hash });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors[0]).toEqual({
      message: 'provided sha does not match query',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('allows introspection', async () => {
    const answer = await server.graphql<{ __schema: { queryType: { name: string } } }>(
      '{ __schema { queryType { name } } }',
    );
    expect(answer.body.data?.__schema.queryType.name).toBe('Query');
  });
});

describe('explorer', () => {
  it('GET /graphql from a browser shows Ruru with its assets served locally, and a Sandbox link', async () => {
    const page = await server.request<string>('GET', '/graphql', {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain('ruru-root');
    expect(page.body).toContain('studio.apollographql.com/sandbox');
    // Every script and stylesheet comes from this server.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(asset).toMatch(/^\/ruru-static\//);
    for (const asset of assets) {
      const file = await fetch(server.url + asset);
      expect(file.status, asset).toBe(200);
    }
    const worker = await fetch(`${server.url}/ruru-static/graphqlWorker.js`);
    expect(worker.status).toBe(200);
  });
});
