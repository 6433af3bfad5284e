import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn();
});
afterAll(() => server.close());

/** Every string under `value` (objects, arrays, maps, sets) that names a picture. */
function imagePaths(value: unknown, found = new Set<string>(), seen = new Set<unknown>()) {
  if (typeof value === 'string') {
    if (/^\/?images\//.test(value)) found.add(value);
    return found;
  }
  if (typeof value !== 'object' || value === null || seen.has(value)) return found;
  seen.add(value);
  const children =
    value instanceof Map || value instanceof Set ? [...value.values()] : Object.values(value);
  for (const child of children) imagePaths(child, found, seen);
  return found;
}

async function expectPicture(path: string) {
  const answer = await fetch(server.url + path);
  expect(answer.status, path).toBe(200);
  expect(answer.headers.get('content-type'), path).toMatch(/^image\/svg\+xml/);
  const text = await answer.text();
  expect(text, path).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  return text;
}

describe('sample images', () => {
  it('serves a picture for every image path the data holds, each an absolute /images path', async () => {
    const paths = [...imagePaths(server.stores)];
    // Avatars, product photos, note images, chat media and contact backgrounds.
    expect(paths.length).toBeGreaterThan(150);
    expect(paths.filter((path) => !path.startsWith('/images/'))).toEqual([]);
    for (const path of paths) await expectPicture(path);
  });

  it('serves the pictures the API answers with', async () => {
    const answers = await Promise.all(
      [
        '/api/common/user',
        '/api/apps/contacts/all',
        '/api/apps/ecommerce/inventory/products?page=0&size=100',
        '/api/apps/chat/chats',
        '/api/apps/notes/all',
        '/api/common/messages',
      ].map(async (path) => (await server.request('GET', path, { token })).body),
    );
    const paths = [...imagePaths(answers)];
    expect(paths.some((path) => path.startsWith('/images/avatars/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/images/apps/ecommerce/products/'))).toBe(true);
    for (const path of paths) await expectPicture(path);
  });

  it('draws the same picture for the same path, and another for another path', async () => {
    const first = await expectPicture('/images/avatars/female-07.jpg');
    expect(await expectPicture('/images/avatars/female-07.jpg')).toBe(first);
    expect(await expectPicture('/images/avatars/female-08.jpg')).not.toBe(first);
    const photo1 = await expectPicture('/images/apps/ecommerce/products/lra-alt-40c-01.jpg');
    expect(await expectPicture('/images/apps/ecommerce/products/lra-alt-40c-02.jpg')).not.toBe(
      photo1,
    );
  });

  it('answers 404, not a file or an error, for what it does not draw', async () => {
    for (const path of [
      '/images/unknown/thing.jpg',
      '/images/avatars/Not_A_Name.jpg',
      '/images/avatars/%2e%2e%2fpackage.json',
      '/images/../package.json',
      '/images/avatars/',
      '/images/avatars/x.exe',
    ]) {
      const answer = await server.request('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type') ?? '', path).not.toMatch(/svg/);
    }
  });
});
