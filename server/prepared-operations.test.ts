// Prepared operations (the REST adapter's) answer as Apollo Server's executeOperation
// does with the same schema, executor, limits, plugins and formatError: data, errors
// (messages, codes, formatting) and the headers errors ask for.
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { contextFactory } from './context';
import { Repository } from './data/repository';
import { compiledExecutor, localGateway } from './execution';
import { TooManyRequestsError } from './lib/errors';
import { AuthService } from './modules/auth/service';
import { TokenService } from './modules/auth/tokens';
import { operationLimitOptions, operationLimitPlugin } from './operation-limits';
import { preparedOperations } from './prepared-operations';
import { buildSchema } from './schema';
import { createStores } from './stores';
import { SAMPLE_EMAIL, SAMPLE_PASSWORD, TEST_SECRET } from './test/harness';

/** Hides unexpected errors' text, as the app does in production. */
const formatError = (formatted: GraphQLFormattedError) =>
  formatted.extensions?.code === 'INTERNAL_SERVER_ERROR'
    ? { ...formatted, message: 'Internal server error' }
    : formatted;

const servers: ApolloServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.stop())));

/** As the answer would be sent: JSON, with the headers as pairs. */
const asSent = (result: { data?: unknown; errors?: unknown; headers: Map<string, string> }) =>
  JSON.parse(JSON.stringify({ ...result, headers: [...result.headers] }));

/** Runs `query` through executeOperation and as a prepared operation. */
function bothWays(schema: GraphQLSchema) {
  const executor = compiledExecutor(schema);
  const limits = operationLimitOptions();
  // Configured as app.ts configures it, as far as operations go.
  const apollo = new ApolloServer({
    gateway: localGateway(schema, executor),
    formatError,
    ...limits,
    plugins: [ApolloServerPluginCacheControlDisabled(), operationLimitPlugin],
  });
  servers.push(apollo);
  const prepare = preparedOperations({ schema, executor, ...limits, formatError });
  return async (query: string, variables: Record<string, unknown>, contextValue: object) => {
    const response = await apollo.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('streamed');
    const { data, errors } = response.body.singleResult;
    return {
      expected: asSent({ data, errors, headers: new Map(response.http.headers) }),
      actual: asSent(await prepare(query).run(variables, contextValue)),
    };
  };
}

describe('prepared operations, beside executeOperation', async () => {
  const schema = buildSchema({ delayScale: 0 });
  const run = bothWays(schema);
  const stores = createStores();
  const auth = new AuthService(stores, new TokenService(TEST_SECRET));
  const { accessToken } = await auth.signIn(SAMPLE_EMAIL, SAMPLE_PASSWORD);
  const createContext = contextFactory(new Repository(stores), auth);
  const signedIn = await createContext(`Bearer ${accessToken}`);
  const products = `query ($size: Int, $search: String) {
    inventoryProducts(sort: name, order: "asc", page: 0, size: $size, search: $search) {
      products { id name tags price }
      pagination { length size }
    }
  }`;

  it.each([
    ['a page of products', products, { size: 5 }],
    ['a variable of the wrong type', products, { size: 'many' }],
    ['a page over the cost limit', products, { size: 100_000 }],
    [
      'a coded resolver error',
      'mutation ($id: ID!) { deleteContact(id: $id) { id } }',
      { id: 'nobody' },
    ],
    ['a missing required variable', 'query ($id: ID!) { contact(id: $id) { id } }', {}],
  ])('%s', async (_name, query, variables) => {
    const { expected, actual } = await run(query, variables, signedIn);
    expect(actual).toEqual(expected);
  });

  it('no session', async () => {
    const { expected, actual } = await run(products, {}, await createContext(undefined));
    expect(actual.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(actual).toEqual(expected);
  });
});

describe('prepared operations, unexpected errors and error headers', () => {
  const schema = makeExecutableSchema({
    typeDefs: 'type Query { broken: Int, busy: Int, thrown: Int }',
    resolvers: {
      Query: {
        broken: () => {
          throw new Error('a secret detail');
        },
        busy: () => {
          throw new TooManyRequestsError('Slow down.', 7);
        },
        thrown: () => {
          throw 'not an error';
        },
      },
    },
  });
  const run = bothWays(schema);

  it.each(['{ broken }', '{ busy }', '{ thrown }', '{ broken busy }'])('%s', async (query) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { expected, actual } = await run(query, {}, {});
    expect(actual.errors.length).toBeGreaterThan(0);
    expect(actual).toEqual(expected);
  });

  it('answers Retry-After from the error', async () => {
    const { actual } = await run('{ busy }', {}, {});
    expect(actual.headers).toEqual([['retry-after', '7']]);
    expect(actual.errors[0]).toEqual({
      message: 'Slow down.',
      locations: [{ line: 1, column: 3 }],
      path: ['busy'],
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 7 },
    });
  });
});

describe('preparing', () => {
  const schema = buildSchema({ delayScale: 0 });
  const prepare = preparedOperations({
    schema,
    executor: compiledExecutor(schema),
    ...operationLimitOptions(),
    formatError,
  });

  it.each([
    ['an unknown field', '{ nothing }', /Cannot query field "nothing"/],
    [
      'an operation over the alias limit',
      `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: messages { id }`).join(' ')} }`,
      /Aliases limit/,
    ],
    ['two operations', '{ messages { id } } { user { id } }', /exactly one operation|anonymous/],
  ])('refuses %s at start', (_name, query, message) => {
    expect(() => prepare(query)).toThrow(message);
  });
});
