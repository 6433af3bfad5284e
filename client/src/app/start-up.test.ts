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
import { startUpQueries } from './start-up-queries';
import type { SignInToShellMutation } from '../gql/graphql';
import { SignInToShellDocument, keepStartUp } from './start-up';
import { shellVariablesAt } from '../features/shell/api/documents';

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

// Each menu shape a layout may ask for (?layout=), the default one first.
for (const search of ['', '?layout=compact', '?layout=futuristic', '?layout=modern']) {
  it(`a sign-in brings every start-up load, as the server answers it, for ${search || 'the default layout'}`, async () => {
    const variables = shellVariablesAt(search);
    const signedIn = await send(SignInToShellDocument, {
      email: SAMPLE_EMAIL,
      password: SAMPLE_PASSWORD,
      ...variables,
    });
    const cache = new InMemoryCache({ typePolicies });
    // What the sign-in page keeps of the answer (its mutation itself is not cached).
    keepStartUp(cache, signedIn as SignInToShellMutation, variables);
    const token = await server.signIn();
    for (const load of startUpQueries(search)) {
      const answer = await send(load.query, load.variables, token);
      expect(cache.readQuery(load), print(load.query)).toEqual(answer);
    }
    // Two sign-ins (scrypt) and a first run of each document: slow on a busy machine.
  }, 20_000);
}
