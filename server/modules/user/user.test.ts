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

  it('keeps an "about" text of at most 500 characters, never null', () => {
    const store = new UserStore(users);
    expect(store.update(SAMPLE_USER_ID, { about: 'Grows hops.' }).about).toBe('Grows hops.');
    expect(store.update(SAMPLE_USER_ID, { about: '' }).about).toBe('');
    expect(() => store.update(SAMPLE_USER_ID, { about: 'x'.repeat(501) })).toThrow(/"about"/);
    expect(() => store.update(SAMPLE_USER_ID, { about: null })).toThrow(/"about" cannot be null/);
    expect(store.find(SAMPLE_USER_ID)?.about).toBe('');
  });

  it('sets the avatar from the bytes of an image and refuses anything else', () => {
    const store = new UserStore(users);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64');
    const updated = store.setAvatar(SAMPLE_USER_ID, {
      name: 'me',
      type: 'text/plain',
      base64: gif,
    });
    expect(updated.avatar).toBe(`data:image/gif;base64,${gif}`);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    expect(() =>
      store.setAvatar(SAMPLE_USER_ID, { name: 'x.svg', type: 'image/svg+xml', base64: svg }),
    ).toThrow(/PNG, JPEG, GIF or WebP/);
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1);
    huge.write('GIF89a', 'latin1');
    expect(
      () =>
      store.setAvatar(SAMPLE_USER_ID, { name: 'big.gif', type: 'image/gif', base64: huge.toString('base64') }), // prettier-ignore
    ).toThrow(/larger than 5 MB/);
    expect(() => store.setAvatar(SAMPLE_USER_ID, { name: 'e', type: 'image/png', base64: '' })).toThrow(/empty/); // prettier-ignore
    expect(store.find(SAMPLE_USER_ID)?.avatar).toBe(updated.avatar);
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

  /** POST /avatar as multipart, the way a browser form sends it. */
  const postAvatar = async (file?: [string, string, string], bearer: string | null = token) => {
    const form = new FormData();
    if (file) form.set('avatar', new Blob([Buffer.from(file[0], 'latin1')], { type: file[1] }), file[2]); // prettier-ignore
    const response = await fetch(`${server.url}/api/common/user/avatar`, {
      method: 'POST',
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      body: form,
    });
    return { status: response.status, body: (await response.json()) as UserRecord };
  };

  it('POST avatar stores an image as a data: URL; a non-image, no file or no session is refused', async () => {
    const gif = 'GIF89a\x01\x00\x01\x00';
    const answer = await postAvatar([gif, 'image/gif', 'me.gif']);
    expect(answer.status).toBe(200);
    const url = `data:image/gif;base64,${Buffer.from(gif, 'latin1').toString('base64')}`;
    expect(answer.body.avatar).toBe(url);
    expect((await postAvatar(['<svg/>', 'image/svg+xml', 'x.svg'])).status).toBe(400);
    expect((await postAvatar()).status).toBe(400);
    expect((await postAvatar([gif, 'image/gif', 'me.gif'], null)).status).toBe(401);
    const again = await server.request<UserRecord>('GET', '/api/common/user', { token });
    expect(again.body.avatar).toBe(url);
  });

  it('GraphQL updateUser saves "about" for later reads', async () => {
    const answer = await server.graphql<{ updateUser: UserRecord }>(
      'mutation { updateUser(user: { about: "Out in the fields." }) { about } }',
      {},
      token,
    );
    expect(answer.body.data?.updateUser.about).toBe('Out in the fields.');
    const again = await server.request<UserRecord>('GET', '/api/common/user', { token });
    expect(again.body.about).toBe('Out in the fields.');
  });
});
