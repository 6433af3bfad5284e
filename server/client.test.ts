import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness';

/** A built client as Vite leaves it: hashed assets with brotli and gzip copies beside them. */
function buildClient(): { dir: string; script: string } {
  const dir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('a'.repeat(4000))});`;
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html lang="en"><title>App</title>${'<!-- padding -->'.repeat(100)}`,
    'assets/index-B4x9Qz1a.js': script,
    'sw.js': 'self.addEventListener("fetch", () => {});',
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    if (name === 'sw.js') continue;
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  return { dir, script };
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers (no Accept unless given), the body left encoded. */
function get(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

let server: TestServer;
let client: ReturnType<typeof buildClient>;
beforeAll(async () => {
  client = buildClient();
  server = await startTestServer({ clientDir: client.dir });
});
afterAll(() => server.close());

describe('the built client', () => {
  it('answers the app to a request without an Accept header, and to */*', async () => {
    for (const headers of [{}, { accept: '*/*' }] as Record<string, string>[]) {
      const page = await get(`${server.url}/`, headers);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body.toString()).toContain('<title>App</title>');
    }
    // Every address gets the same page (its start-up script shows or hides the
    // prerendered sign-in page it carries).
    for (const path of ['/apps/contacts', '/sign-in', '/sign-in/more', '/pagos']) {
      const route = await get(server.url + path, { accept: 'text/html' });
      expect(route.status, path).toBe(200);
      expect(route.body.toString(), path).toContain('<title>App</title>');
    }
    const json = await get(`${server.url}/apps/contacts`, { accept: 'application/json' });
    expect(json.status).toBe(404);
    expect(JSON.parse(json.body.toString())).toBe('NOT FOUND');
  });

  it('serves the precompressed copy the browser accepts, brotli first', async () => {
    const url = `${server.url}/assets/index-B4x9Qz1a.js`;
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotli.body).toEqual(brotliCompressSync(client.script));
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(gzipSync(client.script));
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(client.script);
    const page = await get(`${server.url}/sign-up`, { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>App</title>');
  });

  it('keeps hashed assets for a year and revalidates everything else on every load', async () => {
    const asset = await get(`${server.url}/assets/index-B4x9Qz1a.js`, { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/sign-in', '/index.html', '/sw.js', '/client-config.json']) {
      const answer = await get(server.url + path, { 'accept-encoding': 'br' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
    }
  });
});

describe('with an identity provider (OIDC_ISSUER)', () => {
  it('marks the page, so its start-up script hides the prerendered password form', async () => {
    const oidc = { issuer: 'https://id.example.cl', clientId: 'admin-web', scope: 'openid' };
    const other = await startTestServer({ clientDir: client.dir, oidc });
    try {
      for (const path of ['/sign-in', '/apps/contacts']) {
        const page = await get(other.url + path, { accept: 'text/html' });
        expect(page.status).toBe(200);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.body.toString()).toContain('<html data-sign-in-at-provider lang="en">');
      }
      const local = await get(`${server.url}/sign-in`, { accept: 'text/html' });
      expect(brotliOrPlain(local)).not.toContain('data-sign-in-at-provider');
    } finally {
      await other.close();
    }
  });
});

/** The body as text, decoded when it came brotli-compressed. */
function brotliOrPlain(answer: RawAnswer): string {
  return (
    answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body
  ).toString();
}

describe('a rebuild under way', () => {
  it('serves the plain file when a compressed copy listed at start-up has gone', async () => {
    const gone = buildClient();
    const other = await startTestServer({ clientDir: gone.dir });
    try {
      rmSync(join(gone.dir, 'assets/index-B4x9Qz1a.js.br'));
      rmSync(join(gone.dir, 'index.html.br'));
      const asset = await get(`${other.url}/assets/index-B4x9Qz1a.js`, { 'accept-encoding': 'br' });
      expect(asset.status).toBe(200);
      // What arrives decodes to the file (compressed on the fly, or not at all).
      expect(brotliOrPlain(asset)).toBe(gone.script);
      for (const path of ['/sign-up', '/sign-in']) {
        const page = await get(other.url + path, { 'accept-encoding': 'br' });
        expect(page.status).toBe(200);
        expect(brotliOrPlain(page)).toContain('<title>App</title>');
      }
    } finally {
      await other.close();
    }
  });
});

describe('JSON answers', () => {
  it('compresses those over 1 kB for clients that accept it', async () => {
    const token = await server.signIn();
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
    const large = await get(`${server.url}/api/common/navigation`, headers);
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const gzip = await get(`${server.url}/api/common/navigation`, {
      ...headers,
      'accept-encoding': 'gzip',
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const small = await get(`${server.url}/health`, headers);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
