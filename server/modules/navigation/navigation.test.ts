import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navigation } from '../../../fixtures/navigation';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('REST /api/common/navigation', () => {
  it('answers the four menus, whole, as stored', async () => {
    const answer = await server.request<Record<string, unknown>>('GET', '/api/common/navigation', {
      token: await server.signIn(),
    });
    expect(Object.keys(answer.body).sort()).toEqual([
      'compact',
      'default',
      'futuristic',
      'horizontal',
    ]);
    // GraphQL adds nulls for absent optional fields; drop them to compare with the fixture.
    const withoutNulls = JSON.parse(JSON.stringify(answer.body), (_key, value) =>
      value === null ? undefined : value,
    );
    expect(withoutNulls).toEqual(navigation);
  });
});

describe('the menu without a session', () => {
  it('answers a guest, on GraphQL and REST, as it answers a signed-in user', async () => {
    const signedIn = await server.request('GET', '/api/common/navigation', {
      token: await server.signIn(),
    });
    const guest = await server.request('GET', '/api/common/navigation');
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual(signedIn.body);
    const answer = await server.graphql<{ navigation: { default: { id: string }[] } }>(
      '{ navigation { default { id } } }',
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.navigation.default.map((item) => item.id)).toEqual(
      navigation.default.map((item) => item.id),
    );
  });

  it('opens nothing else: the user beside it is still refused', async () => {
    const answer = await server.graphql('{ navigation { default { id } } user { id } }');
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const user = await server.request('GET', '/api/common/user');
    expect(user.status).toBe(401);
  });
});
