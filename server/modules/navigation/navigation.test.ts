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
