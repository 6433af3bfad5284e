// Trusted documents (trusted-documents.ts): under TRUSTED_DOCUMENTS=require /graphql runs
// the web client's own documents only, named by id or sent as their exact text; the
// explorer lifts the requirement; the manifest is served for gateways.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness';
import { closeLiveClients, live } from './test/live-client';
import { NOT_IN_LIST, TrustedDocuments } from './trusted-documents';

const manifest = new TrustedDocuments().manifest();
const named = (name: string) => manifest.operations.find((operation) => operation.name === name)!;
const byId = (name: string) => ({
  extensions: { persistedQuery: { version: 1, sha256Hash: named(name).id } },
});
const UNKNOWN = '{ messages { id title } }';

type Answer = {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string } }[];
};

describe('TRUSTED_DOCUMENTS=require', () => {
  let server: TestServer;
  let token: string;
  const post = (body: unknown) => server.request<Answer>('POST', '/graphql', { body, token });
  beforeAll(async () => {
    server = await startTestServer({ trustedDocuments: 'require', explorer: false });
    token = await server.signIn();
  });
  afterAll(async () => {
    await closeLiveClients();
    await server.close();
  });

  it('refuses a document of its own with a clear error', async () => {
    const answer = await post({ query: UNKNOWN });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        message: expect.stringMatching(/^This server runs only the web client's own documents/),
        extensions: { code: NOT_IN_LIST },
      },
    ]);
    expect(answer.body.errors![0]!.message).toContain('/trusted-documents.json');
  });

  it("runs the client's documents by id, or by their exact text", async () => {
    const id = await post(byId('MessagesPanel'));
    expect(id.status).toBe(200);
    expect(id.body.data?.messages).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: expect.any(String) })]),
    );
    const text = await post({ query: named('NotificationsPanel').body });
    expect(text.status).toBe(200);
    expect(text.body.data?.notifications).toBeDefined();
    const mutation = await post({
      ...byId('SetMessageRead'),
      variables: { id: server.stores.messages.list()[0]!.id, read: true },
    });
    expect(mutation.body).toMatchObject({ data: { setMessageRead: { read: true } } });
  });

  it('answers an unknown id as not found, and each operation of a batch on its own', async () => {
    const unknown = await post({
      extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } },
    });
    expect(unknown.body.errors?.[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const batch = await server.request<Answer[]>('POST', '/graphql', {
      body: [byId('MessagesPanel'), { query: UNKNOWN }],
      token,
    });
    expect(batch.body[0]!.data?.messages).toBeDefined();
    expect(batch.body[1]!.errors?.[0]?.extensions.code).toBe(NOT_IN_LIST);
  });

  it('keeps the REST adapter working: its routes run documents of the server', async () => {
    const messages = await server.request<unknown[]>('GET', '/api/common/messages', { token });
    expect(messages.status).toBe(200);
    expect(messages.body.length).toBeGreaterThan(0);
  });

  it('holds for subscriptions: by id they run, an unknown text is refused', async () => {
    const connection = live(server, { authorization: `Bearer ${token}` });
    const refused = connection.subscribe('subscription { messagesChanged { change } }');
    expect(await refused.next()).toMatchObject({ errors: [{ extensions: { code: NOT_IN_LIST } }] });
    const document = manifest.operations.find(
      (operation) => operation.type === 'subscription' && operation.name === 'NotificationsChanged',
    );
    expect(document).toBeDefined();
    const events = connection.subscribe('', undefined, {
      persistedQuery: { version: 1, sha256Hash: document!.id },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server.request('POST', '/api/common/notifications', {
      token,
      body: { notification: { title: 'Trusted and live' } },
    });
    expect(await events.next()).toMatchObject({
      data: {
        notificationsChanged: { change: 'created', notification: { title: 'Trusted and live' } },
      },
    });
  });

  it('serves the manifest at /trusted-documents.json, each id the SHA-256 of its text', async () => {
    const served = await server.request<typeof manifest>('GET', '/trusted-documents.json');
    expect(served.status).toBe(200);
    expect(served.body.format).toBe('apollo-persisted-query-manifest');
    expect(served.body.operations.length).toBeGreaterThan(100);
    for (const operation of served.body.operations) {
      expect(createHash('sha256').update(operation.body).digest('hex')).toBe(operation.id);
      expect(['query', 'mutation', 'subscription']).toContain(operation.type);
    }
  });

  it('serves no explorer', async () => {
    const page = await server.request<string>('GET', '/graphql', {
      headers: { accept: 'text/html' },
    });
    expect(String(page.body)).not.toContain('ruru-root');
  });
});

describe('the explorer lifts the requirement', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustedDocuments: 'require', explorer: true });
  });
  afterAll(() => server.close());

  it('runs any document, and shows the explorer', async () => {
    const token = await server.signIn();
    const answer = await server.request<Answer>('POST', '/graphql', {
      body: { query: UNKNOWN },
      token,
    });
    expect(answer.body.data?.messages).toBeDefined();
    const page = await server.request<string>('GET', '/graphql', {
      headers: { accept: 'text/html' },
    });
    expect(page.body).toContain('ruru-root');
  });
});
