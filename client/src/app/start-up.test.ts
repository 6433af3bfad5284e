// A sign-in's answer must answer the shell's start-up loads from the cache, exactly as
// the server would: otherwise they go out again and the shell waits a round trip more.
import { InMemoryCache } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  SAMPLE_EMAIL,
  SAMPLE_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../../server/test/harness';
import { typePolicies } from '../apollo/type-policies';
import { START_UP_QUERIES } from './start-up-queries';
import type { SignInToShellMutation } from '../gql/graphql';
import { SignInToShellDocument, keepStartUp } from './start-up';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The document as Apollo sends it: with __typename, which the cache keys records by. */
async function send(document: DocumentNode, variables = {}, token?: string) {
  const answer = await server.graphql(print(addTypenameToDocument(document)), variables, token);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!;
}

it('a sign-in brings every start-up load, as the server answers it', async () => {
  const variables = { email: SAMPLE_EMAIL, password: SAMPLE_PASSWORD };
  const signedIn = await send(SignInToShellDocument, variables);
  const cache = new InMemoryCache({ typePolicies });
  // What the sign-in page keeps of the answer (its mutation itself is not cached).
  keepStartUp(cache, signedIn as SignInToShellMutation);
  const token = await server.signIn();
  for (const query of START_UP_QUERIES) {
    expect(cache.readQuery({ query }), print(query)).toEqual(await send(query, {}, token));
  }
  // Two sign-ins (scrypt) and a first run of each document: slow on a busy machine.
}, 20_000);
