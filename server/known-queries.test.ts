// Known queries (known-queries.ts): a query of the client's, sent by its trusted id, is
// answered without Apollo's request pipeline, with the answer Apollo gives to its text;
// anything else still goes through Apollo, whose answer it is. A plugin that counts
// Apollo's hooks shows which path a request took.
import type { ApolloServerPlugin } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Context } from './context';
import { AuthService } from './modules/auth/service';
import { startTestServer, type TestServer } from './test/harness';
import { TrustedDocuments } from './trusted-documents';

/** Every Apollo request hook each request ran, in order. */
const hooks: string[] = [];
const counting: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    hooks.push('requestDidStart');
    const seen = (name: string) => async () => void hooks.push(name);
    return {
      didResolveSource: seen('didResolveSource'),
      parsingDidStart: seen('parsingDidStart'),
      validationDidStart: seen('validationDidStart'),
      didResolveOperation: seen('didResolveOperation'),
      responseForOperation: async () => {
        hooks.push('responseForOperation');
        return null;
      },
      executionDidStart: seen('executionDidStart'),
      willSendResponse: seen('willSendResponse'),
    };
  },
};

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ plugins: [counting] });
  token = await server.signIn();
});
afterAll(() => server.close());

/** The manifest's ids and texts by operation name. */
const byName = new Map(
  new TrustedDocuments().manifest().operations.map((operation) => [operation.name, operation]),
);
const document = (name: string) => byName.get(name)!;
const byId = (name: string) => ({
  extensions: { persistedQuery: { version: 1, sha256Hash: document(name).id } },
});

interface Sent {
  body: unknown;
  token?: string | null;
  headers?: Record<string, string>;
}

/** The answer as sent (status, every header but the date, the body's text), and the hooks it ran. */
async function send({ body, token: bearer = token, headers = {} }: Sent) {
  hooks.length = 0;
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const head = [...response.headers].filter(([name]) => name !== 'date');
  const text = await response.text();
  return { answer: { status: response.status, head, text }, hooks: [...hooks] };
}

describe('a query of the client sent by its id', () => {
  it.each([
    ['no variables', 'MessagesPanel', {}, {}],
    [
      'variables and an operation name',
      'InventoryProducts',
      { variables: { page: 0, size: 5 }, operationName: 'InventoryProducts' },
      {},
    ],
    [
      'null variables and operation name',
      'MessagesPanel',
      { variables: null, operationName: null },
      {},
    ],
    ['Accept */*', 'MessagesPanel', {}, { accept: '*/*' }],
    ['Accept application/json', 'MessagesPanel', {}, { accept: 'application/json' }],
    [
      "Apollo Client's Accept",
      'NotificationsPanel',
      {},
      { accept: 'application/graphql-response+json,application/json;q=0.9' },
    ],
    [
      "Apollo Client's Accept, spaced",
      'NotificationsPanel',
      {},
      { accept: 'application/graphql-response+json, application/json;q=0.9' },
    ],
    [
      'gzip accepted',
      'InventoryProducts',
      { variables: { size: 40 } },
      { 'accept-encoding': 'gzip' },
    ],
  ])(
    'runs no Apollo hook and answers as Apollo answers its text: %s',
    async (_case, name, rest, headers) => {
      const apollo = await send({ body: { query: document(name).body, ...rest }, headers });
      expect(apollo.hooks).toContain('executionDidStart');
      const known = await send({ body: { ...byId(name), ...rest }, headers });
      expect(known.hooks).toEqual([]);
      expect(known.answer).toEqual(apollo.answer);
      expect(known.answer.status).toBe(200);
    },
  );

  it('with other variables, gives their answer', async () => {
    const { answer, hooks: ran } = await send({
      body: { ...byId('InventoryProducts'), variables: { size: 3 } },
    });
    expect(ran).toEqual([]);
    const { data } = JSON.parse(answer.text) as {
      data: { inventoryProducts: { products: unknown[] } };
    };
    expect(data.inventoryProducts.products).toHaveLength(3);
  });
});

describe('left to Apollo, which answers as before', () => {
  const messages = byId('MessagesPanel');
  it.each([
    ['without a session', { body: messages, token: null }],
    ['with an invalid token', { body: messages, token: 'not-a-token' }],
    ['a wrong variable', { body: { ...byId('InventoryProducts'), variables: { size: 'ten' } } }],
    [
      'a page over the cost limit',
      { body: { ...byId('InventoryProducts'), variables: { size: 100_000 } } },
    ],
    ['an operation name the document lacks', { body: { ...messages, operationName: 'Other' } }],
    ['another extension beside', { body: { extensions: { ...messages.extensions, other: 1 } } }],
    ['an Accept it does not know', { body: messages, headers: { accept: 'text/plain' } }],
    ['a batch', { body: [messages] }],
    ['a text', { body: { query: document('MessagesPanel').body } }],
    [
      'an id outside the manifest',
      { body: { extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } } },
    ],
  ])('%s', async (_name, sent: Sent) => {
    const { hooks: ran } = await send(sent);
    expect(ran[0]).toBe('requestDidStart');
  });

  it('says when an id is not in the manifest', async () => {
    const { answer } = await send({
      body: { extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } },
    });
    expect(JSON.parse(answer.text)).toMatchObject({
      errors: [
        { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
      ],
    });
  });

  it('checks the token once a request, on either path', async () => {
    const check = vi.spyOn(AuthService.prototype, 'check');
    try {
      for (const bearer of [token, 'not-a-token', null]) {
        check.mockClear();
        await send({ body: messages, token: bearer });
        expect(check, String(bearer)).toHaveBeenCalledTimes(1);
      }
    } finally {
      check.mockRestore();
    }
  });

  it('mutations, every time', async () => {
    const id = server.stores.messages.list()[0]!.id;
    for (let time = 0; time < 2; time += 1) {
      const { answer, hooks: ran } = await send({
        body: { ...byId('SetMessageRead'), variables: { id, read: true } },
      });
      expect(ran).toContain('executionDidStart');
      expect(JSON.parse(answer.text)).toMatchObject({
        data: { setMessageRead: { id, read: true } },
      });
    }
  });
});
