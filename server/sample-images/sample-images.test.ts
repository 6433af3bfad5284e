import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedContacts, generateProducts } from '../../fixtures/generated';
import { startTestServer, type TestServer } from '../test/harness';

// A built client beside the API, so a path that is not a picture could fall through to
// its files or its index.html (what the real server does), and must not.
const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>App</title>');
mkdirSync(join(clientDir, 'images', 'avatars'), { recursive: true });
writeFileSync(join(clientDir, 'images', 'avatars', 'Stale.jpg'), 'an old file');

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ clientDir });
  token = await server.signIn();
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** What a browser sends for an <img>: any type included, so index.html would do. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

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
  const answer = await fetch(server.url + path, { headers: { accept: IMAGE_ACCEPT } });
  expect(answer.status, path).toBe(200);
  expect(answer.headers.get('content-type'), path).toBe('image/svg+xml; charset=utf-8');
  expect(answer.headers.get('cache-control'), path).toBe('public, max-age=86400');
  const text = await answer.text();
  expect(text, path).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  expect(text, path).toMatch(/<\/svg>$/);
  return text;
}

/** The kinds of picture among `paths`, such as avatars or apps/ecommerce/products. */
const kinds = (paths: string[]) =>
  new Set(paths.map((path) => path.slice('/images/'.length, path.lastIndexOf('/'))));

describe('sample images', () => {
  it('serves a picture for every image path the data holds, each an absolute /images path', async () => {
    // The stores hold every fixture's data as seeded (activities, chat, contacts,
    // dashboards, inventory, mailbox, messages, notes, notifications, scrumboard, user...).
    const paths = [...imagePaths(server.stores)];
    expect(paths.length).toBeGreaterThan(150);
    expect(paths.filter((path) => !path.startsWith('/images/'))).toEqual([]);
    expect(kinds(paths)).toEqual(
      new Set(['avatars', 'apps/ecommerce/products', 'notes', 'chat', 'backgrounds']),
    );
    for (const path of paths) await expectPicture(path);
  });

  it('serves a picture for every image path of generated records (npm run db:seed)', async () => {
    const paths = [...imagePaths([generateProducts(20), generatedContacts(20, 7)])];
    expect(paths.filter((path) => !path.startsWith('/images/'))).toEqual([]);
    expect(kinds(paths)).toEqual(new Set(['avatars', 'apps/ecommerce/products', 'backgrounds']));
    for (const path of paths) await expectPicture(path);
  });

  it('serves the pictures the GraphQL API answers with', async () => {
    const answer = await server.graphql(
      `{
        user { avatar }
        contacts { avatar background }
        inventoryProducts(page: 0, size: 100) { products { thumbnail images } }
        chats { contact { avatar attachments { media } } }
        chatProfile { avatar }
        notes { image }
        messages { image }
        notifications { image }
        activities { image }
        scrumboardBoards { members { avatar } }
        mailboxMails(folder: "inbox") { mails { from { avatar } } }
        projectDashboard { teamMembers { avatar } }
      }`,
      {},
      token,
    );
    expect(answer.body.errors).toBeUndefined();
    const paths = [...imagePaths(answer.body.data)];
    expect(kinds(paths)).toEqual(
      new Set(['avatars', 'apps/ecommerce/products', 'notes', 'chat', 'backgrounds']),
    );
    expect(paths).toContain('/images/avatars/brian-hughes.jpg');
    for (const path of paths) await expectPicture(path);
  });

  it('serves the pictures the REST adapter answers with', async () => {
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
    const photos = await Promise.all(
      ['01', '02', '03'].map((n) =>
        expectPicture(`/images/apps/ecommerce/products/lra-alt-40c-${n}.jpg`),
      ),
    );
    expect(new Set(photos).size).toBe(3);
    const media = await expectPicture('/images/chat/media-01.jpg');
    expect(await expectPicture('/images/chat/media-01.jpg')).toBe(media);
    expect(await expectPicture('/images/chat/media-02.jpg')).not.toBe(media);
  });

  it('answers 304 to a request that has the picture already', async () => {
    const path = '/images/backgrounds/contacts-03.jpg';
    const etag = (await fetch(server.url + path)).headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch() would add Cache-Control: no-cache to a conditional request; a raw one does not.
    const again = await server.raw(
      `GET ${path} HTTP/1.1\r\nHost: test\r\nIf-None-Match: ${etag}\r\nConnection: close\r\n\r\n`,
    );
    expect(again).toMatch(/^HTTP\/1\.1 304/);
  });

  it('answers 404 in JSON, not a file, the app or an error, for what it does not draw', async () => {
    for (const path of [
      '/images/unknown/thing.jpg',
      '/images/avatars/Stale.jpg',
      '/images/avatars/Not_A_Name.jpg',
      '/images/avatars/%2e%2e',
      '/images/avatars/%2e%2e%2fpackage.json',
      '/images/avatars/..%2f..%2fpackage.json',
      '/images/apps/ecommerce/products/',
      '/images/avatars/x.exe',
      '/images/avatars/.jpg',
      `/images/avatars/${'a'.repeat(65)}.jpg`,
      '/images/constructor/x.jpg',
      '/images/__proto__/x.jpg',
      '/images/',
      '/images',
    ]) {
      const answer = await server.request('GET', path, { headers: { accept: IMAGE_ACCEPT } });
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(answer.body, path).toBe('NOT FOUND');
    }
    const posted = await server.request('POST', '/images/avatars/female-01.jpg');
    expect(posted.status).toBe(404);
  });

  it('answers 404 to a path that climbs out of /images as sent, undecoded', async () => {
    // fetch() would resolve the dots before sending; a raw request keeps them.
    for (const path of ['/images/../package.json', '/images/avatars/../../package.json']) {
      const head = await server.raw(
        `GET ${path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n`,
      );
      expect(head, path).toMatch(/^HTTP\/1\.1 404/);
      expect(head, path).not.toMatch(/"name": "admin-graphql"/);
    }
  });
});
