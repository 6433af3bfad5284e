// Known queries (known-queries.ts): a query text Apollo has validated is answered again
// without Apollo, with the same status, headers and body; anything else still goes
// through Apollo, whose answer it is.
import { ApolloServer } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REMEMBERED_QUERY_LENGTH } from './known-queries';
import { AuthService } from './modules/auth/service';
import { startTestServer, type TestServer } from './test/harness';

const throughApollo = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn();
});
afterAll(() => server.close());

interface Sent {
  body: unknown;
  token?: string | null;
  headers?: Record<string, string>;
}

/** The answer as sent: status, every header but the date, the body's text. */
async function send({ body, token: bearer = token, headers = {} }: Sent) {
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
  return { status: response.status, head, text: await response.text() };
}

/** Sends twice; says whether each went through Apollo, and checks the answers are the same. */
async function twice(sent: Sent) {
  throughApollo.mockClear();
  const first = await send(sent);
  const firstByApollo = throughApollo.mock.calls.length === 1;
  throughApollo.mockClear();
  const second = await send(sent);
  expect(second).toEqual(first);
  return { first, firstByApollo, secondByApollo: throughApollo.mock.calls.length === 1 };
}

const MESSAGES = '{ messages { id title time read } }';
const PAGE = `query Page($size: Int, $search: String) {
  inventoryProducts(sort: name, order: "asc", page: 0, size: $size, search: $search) {
    products { id name price tags }
    pagination { length page lastPage }
  }
}`;

describe('a query Apollo has validated', () => {
  it.each([
    ['no variables', { query: MESSAGES }, {}],
    [
      'variables and an operation name',
      { query: PAGE, variables: { size: 5 }, operationName: 'Page' },
      {},
    ],
    [
      'null variables and operation name',
      { query: `${MESSAGES} `, variables: null, operationName: null },
      {},
    ],
    ['Accept */*', { query: MESSAGES }, { accept: '*/*' }],
    ['Accept application/json', { query: MESSAGES }, { accept: 'application/json' }],
    [
      "Apollo Client's Accept",
      { query: MESSAGES },
      { accept: 'application/graphql-response+json,application/json;q=0.9' },
    ],
    [
      "Apollo Client's Accept, spaced",
      { query: MESSAGES },
      { accept: 'application/graphql-response+json, application/json;q=0.9' },
    ],
    ['gzip accepted', { query: PAGE, variables: { size: 40 } }, { 'accept-encoding': 'gzip' }],
  ])('is answered again without Apollo, the same: %s', async (name, body, headers) => {
    // A text of its own (a comment added), so that its first request goes to Apollo.
    const query = `${body.query}\n# ${name}`;
    const { first, firstByApollo, secondByApollo } = await twice({
      body: { ...body, query },
      headers,
    });
    expect(first.status).toBe(200);
    expect(firstByApollo).toBe(true);
    expect(secondByApollo).toBe(false);
  });

  it('with other variables, gives their answer', async () => {
    await send({ body: { query: PAGE, variables: { size: 2 } } });
    throughApollo.mockClear();
    const { text } = await send({ body: { query: PAGE, variables: { size: 3 } } });
    expect(throughApollo).not.toHaveBeenCalled();
    const { data } = JSON.parse(text) as { data: { inventoryProducts: { products: unknown[] } } };
    expect(data.inventoryProducts.products).toHaveLength(3);
  });
});

describe('left to Apollo, which answers as before', () => {
  it.each([
    ['without a session', { body: { query: MESSAGES }, token: null }],
    ['with an invalid token', { body: { query: MESSAGES }, token: 'not-a-token' }],
    ['a wrong variable', { body: { query: PAGE, variables: { size: 'ten' } } }],
    ['a page over the cost limit', { body: { query: PAGE, variables: { size: 100_000 } } }],
    ['an operation name the document lacks', { body: { query: PAGE, operationName: 'Other' } }],
    ['extensions', { body: { query: MESSAGES, extensions: {} } }],
    [
      'an Accept it does not know',
      { body: { query: MESSAGES }, headers: { accept: 'text/plain' } },
    ],
    ['a batch', { body: [{ query: MESSAGES }] }],
    ['a document that is not valid', { body: { query: '{ messages { nope } }' } }],
    [
      'a text too long to remember',
      { body: { query: `${MESSAGES}\n#${'-'.repeat(REMEMBERED_QUERY_LENGTH)}` } },
    ],
  ])('%s', async (_name, sent: Sent) => {
    if (!Array.isArray(sent.body))
      await send({ body: { query: (sent.body as { query: string }).query } });
    const { firstByApollo, secondByApollo } = await twice(sent);
    expect(firstByApollo).toBe(true);
    expect(secondByApollo).toBe(true);
  });

  it('checks the token once a request, on either path', async () => {
    const check = vi.spyOn(AuthService.prototype, 'check');
    try {
      for (const bearer of [token, 'not-a-token', null]) {
        await send({ body: { query: MESSAGES }, token: bearer });
        check.mockClear();
        await send({ body: { query: MESSAGES }, token: bearer });
        expect(check, String(bearer)).toHaveBeenCalledTimes(1);
      }
    } finally {
      check.mockRestore();
    }
  });

  it('mutations, every time', async () => {
    const mutation = 'mutation ($id: ID!) { setMessageRead(id: $id, read: true) { id read } }';
    const id = server.stores.messages.list()[0]!.id;
    const { first, secondByApollo } = await twice({ body: { query: mutation, variables: { id } } });
    expect(first.status).toBe(200);
    expect(secondByApollo).toBe(true);
  });
});
