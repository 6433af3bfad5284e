import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_USER_ID, users } from '../../../fixtures/user';
import { startTestServer, type TestServer } from '../../test/harness';
import { UserStore, type UserRecord } from './store';

describe('UserStore', () => {
  it('merges a patch, ignoring id, and checks name and e-mail', () => {
    const store = new UserStore(users);
    const updated = store.update(SAMPLE_USER_ID, { status: 'busy', id: 'other' });
    expect(updated).toEqual({ ...users[0], status: 'busy' });
    expect(() => store.update(SAMPLE_USER_ID, { email: 'broken' })).toThrow(/e-mail/);
    expect(() => store.update(SAMPLE_USER_ID, { name: '' })).toThrow(/"name"/);
    expect(() => store.update(SAMPLE_USER_ID, { status: null })).toThrow(/"status" cannot be null/);
    expect(store.find(SAMPLE_USER_ID)?.status).toBe('busy');
  });
});

describe('REST /api/common/user', () => {
  let server: TestServer;
  let token: string;
  beforeEach(async () => {
    server = await startTestServer();
    token = await server.signIn();
  });
  afterEach(() => server.close());

  it('GET answers the signed-in user', async () => {
    const answer = await server.request<UserRecord>('GET', '/api/common/user', { token });
    expect(answer.body).toEqual(users[0]);
  });

  it('PATCH {user} merges and the change is seen by later reads', async () => {
    const answer = await server.request<UserRecord>('PATCH', '/api/common/user', {
      token,
      body: { user: { status: 'away', name: 'Brian H.' } },
    });
    expect(answer.body).toEqual({ ...users[0], status: 'away', name: 'Brian H.' });
    const again = await server.request<UserRecord>('GET', '/api/common/user', { token });
    expect(again.body.name).toBe('Brian H.');
  });

  it('PATCH with an unknown status or a bad e-mail answers 400 and changes nothing', async () => {
    for (const user of [{ status: 'sleeping' }, { email: 'no-at-sign' }, { name: 42 }]) {
      const answer = await server.request('PATCH', '/api/common/user', { token, body: { user } });
      expect(answer.status).toBe(400);
    }
    const again = await server.request('GET', '/api/common/user', { token });
    expect(again.body).toEqual(users[0]);
  });
});
