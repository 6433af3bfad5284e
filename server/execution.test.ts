import { ApolloServer } from '@apollo/server';
import type {
  GatewayGraphQLRequestContext,
  GatewayInterface,
} from '@apollo/server-gateway-interface';
import { buildSchema as graphqlSchema, execute, GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PRODUCTS_QUERY } from '../bench/products';
import { contextFactory } from './context';
import { Repository } from './data/repository';
import { compiledExecutor } from './execution';
import { AuthService } from './modules/auth/service';
import { TokenService } from './modules/auth/tokens';
import { buildSchema } from './schema';
import { createStores } from './stores';
import { SAMPLE_EMAIL, SAMPLE_PASSWORD, TEST_SECRET } from './test/harness';

async function setUp() {
  const schema = buildSchema({ delayScale: 0 });
  const stores = createStores();
  const auth = new AuthService(stores, new TokenService(TEST_SECRET));
  const { accessToken } = await auth.signIn(SAMPLE_EMAIL, SAMPLE_PASSWORD);
  const contextValue = await contextFactory(new Repository(stores), auth)(`Bearer ${accessToken}`);
  return { schema, contextValue, run: compiledExecutor(schema) };
}

describe('compiled execution', () => {
  it('answers as graphql-js does, the same data in the same order', async () => {
    const { schema, contextValue, run } = await setUp();
    const document = parse(PRODUCTS_QUERY);
    const interpreted = await execute({ schema, document, contextValue });
    for (let time = 0; time < 2; time++) {
      const compiled = await run({ document, contextValue });
      expect(JSON.stringify(compiled)).toBe(JSON.stringify(interpreted));
    }
  });

  it('gives resolver errors with message, path, locations and code, as graphql-js errors', async () => {
    const { contextValue, run } = await setUp();
    const document = parse('mutation { deleteContact(id: "nobody") { id } }');
    const { data, errors } = await run({ document, contextValue });
    expect(data).toBeNull();
    expect(errors).toHaveLength(1);
    const [error] = errors!;
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error!.toJSON()).toEqual({
      message: expect.stringContaining('nobody'),
      locations: [{ line: 1, column: 12 }],
      path: ['deleteContact'],
      extensions: { code: 'NOT_FOUND' },
    });
    // Plugins reword messages in place.
    error!.message = 'reworded';
    expect(error!.message).toBe('reworded');
  });

  it('refuses a wrong variable in graphql-js words, running nothing', async () => {
    const { contextValue, run } = await setUp();
    const document = parse('query ($id: ID!) { contact(id: $id) { id } }');
    const { data, errors } = await run({ document, contextValue, variables: { id: true } });
    expect(data).toBeUndefined();
    expect(errors?.map((error) => error.message)).toEqual([
      'Variable "$id" got invalid value true; ID cannot represent value: true',
    ]);
  });

  it('leaves out an input field whose variable was not sent, so it keeps its value', async () => {
    const { contextValue, run } = await setUp();
    const document = parse(
      'mutation ($about: String) { updateChatProfile(profile: { about: $about }) { about } }',
    );
    const before = (await run({ document, contextValue, variables: { about: 'En la viña' } })).data;
    expect(before).toEqual({ updateChatProfile: { about: 'En la viña' } });
    const after = await run({ document, contextValue, variables: {} });
    expect(after).toEqual({ data: { updateChatProfile: { about: 'En la viña' } } });
  });
});

describe("Apollo Server's gateway path (patches/@apollo+server+5.5.1.patch)", () => {
  it('hands the executor a response whose status is no accessor of its own, and still sets the answer', async () => {
    // An object literal's accessor pair lives in V8's old generation: made per request,
    // it held each request's objects through every young collection (PERFORMANCE.md).
    const schema = graphqlSchema('type Query { ok: Boolean }');
    let http: NonNullable<GatewayGraphQLRequestContext['response']>['http'];
    const gateway: GatewayInterface = {
      async load() {
        return {
          executor: async (requestContext) => {
            http = requestContext.response!.http!;
            http.status = 202;
            return { data: { ok: true } };
          },
        };
      },
      onSchemaLoadOrUpdate(callback) {
        callback({ apiSchema: schema, coreSupergraphSdl: '' });
        return () => {};
      },
      async stop() {},
    };
    const apollo = new ApolloServer({ gateway });
    await apollo.start();
    try {
      const answer = await apollo.executeOperation({ query: '{ ok }' });
      expect(answer.http.status).toBe(202);
      expect(http!.status).toBe(202);
      expect(Object.getOwnPropertyDescriptor(http!, 'status')).toBeUndefined();
    } finally {
      await apollo.stop();
    }
  });
});
