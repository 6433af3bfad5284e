import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ORIGIN } from './explorer';
import { startTestServer, type TestServer } from './test/harness';

/** The policy's directives by name, e.g. `policy['script-src']` = ["'self'"]. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>App</title>');
  server = await startTestServer({ clientDir });
  token = await server.signIn();
});
afterAll(() => server.close());

describe('headers', () => {
  it('gives the app page a policy that allows scripts from this origin only', async () => {
    const page = await server.request('GET', '/sign-in', { headers: { accept: 'text/html' } });
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });

  it('lets the client reach a business endpoint on another origin, and nothing else', async () => {
    const other = await startTestServer({
      businessGraphqlUrl: 'https://api.example.cl/v2/graphql',
    });
    try {
      const answer = await other.request('GET', '/health');
      const policy = directives(answer.headers.get('content-security-policy'));
      expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.cl']);
    } finally {
      await other.close();
    }
  });

  it('lets the client reach GRAPHQL_URL, its socket included, and the business endpoint', async () => {
    const other = await startTestServer({
      graphqlUrl: 'https://api.example.cl/graphql',
      businessGraphqlUrl: 'http://negocio.example.cl:8080/graphql',
    });
    try {
      const answer = await other.request('GET', '/health');
      const policy = directives(answer.headers.get('content-security-policy'));
      expect(policy['connect-src']).toEqual([
        "'self'",
        'https://api.example.cl',
        'http://negocio.example.cl:8080',
        'wss://api.example.cl',
      ]);
      const config = await other.request('GET', '/client-config.json');
      expect(config.body).toEqual({
        graphqlUrl: 'https://api.example.cl/graphql',
        graphqlToken: 'send',
        businessGraphqlUrl: 'http://negocio.example.cl:8080/graphql',
        businessGraphqlToken: 'send',
        oidc: null,
      });
    } finally {
      await other.close();
    }
  });

  it("lets the client reach the OpenID Connect provider's origin, and tells it where to sign in", async () => {
    const oidc = {
      issuer: 'https://id.example.cl/realms/admin',
      clientId: 'admin-web',
      scope: 'openid',
    };
    const other = await startTestServer({ oidc });
    try {
      const answer = await other.request('GET', '/health');
      const policy = directives(answer.headers.get('content-security-policy'));
      expect(policy['connect-src']).toEqual(["'self'", 'https://id.example.cl']);
      const config = await other.request<{ oidc: unknown }>('GET', '/client-config.json');
      expect(config.body.oidc).toEqual(oidc);
    } finally {
      await other.close();
    }
  });

  it('allows exactly the explorer page’s own inline scripts, by hash', async () => {
    const page = await server.request<string>('GET', '/graphql', {
      headers: { accept: 'text/html' },
    });
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(1);
    const hashes = inline.map(
      ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
    );
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy['script-src']).toEqual(["'self'", ...hashes]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('forbids framing and sniffing and sends no referrer, on every kind of answer', async () => {
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/health'],
      ['GET', '/api/common/messages'],
      ['POST', '/graphql'],
      ['GET', '/nowhere'],
    ] as const) {
      const answer = await server.request(method, path, {
        headers: { accept: path === '/' ? 'text/html' : 'application/json' },
      });
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(answer.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('marks every GraphQL and REST answer no-store, signed in or not', async () => {
    const answers = [
      await server.graphql('{ user { id name } }', undefined, token),
      await server.request('GET', '/api/common/user', { token }),
      await server.request('GET', '/api/common/user'),
      await server.request('POST', '/api/auth/sign-in', {
        body: { email: 'hughes.brian@company.com', password: 'admin' },
      }),
    ];
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('CORS', () => {
  const preflight = (target: TestServer, path: string, origin: string) =>
    target.request('OPTIONS', path, {
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('by default lets Apollo Sandbox call /graphql and no web origin call /api', async () => {
    const graphql = await preflight(server, '/graphql', SANDBOX_ORIGIN);
    expect(graphql.headers.get('access-control-allow-origin')).toBe(SANDBOX_ORIGIN);
    const api = await preflight(server, '/api/common/messages', SANDBOX_ORIGIN);
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('follows CORS_ORIGINS on /graphql and /api alike, never with credentials', async () => {
    const listed = await startTestServer({
      corsOrigins: ['https://admin.example.com', 'http://localhost:5173'],
    });
    const any = await startTestServer({ corsOrigins: ['*'] });
    try {
      for (const path of ['/graphql', '/api/common/messages']) {
        for (const origin of ['https://admin.example.com', 'http://localhost:5173']) {
          const allowed = await preflight(listed, path, origin);
          expect(allowed.status, `${path} ${origin}`).toBe(204);
          expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
          expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/);
          expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
        }
        for (const origin of [SANDBOX_ORIGIN, 'https://evil.example']) {
          const refused = await preflight(listed, path, origin);
          expect(refused.headers.get('access-control-allow-origin'), `${path} ${origin}`).toBe(
            null,
          );
        }
        const wildcard = await preflight(any, path, 'https://evil.example');
        expect(wildcard.headers.get('access-control-allow-origin')).toBe('*');
        expect(wildcard.headers.get('access-control-allow-credentials')).toBeNull();
      }
      // A real call from a listed origin gets its answer readable.
      const call = await listed.request('GET', '/api/common/user', {
        token: await listed.signIn(),
        headers: { origin: 'https://admin.example.com' },
      });
      expect(call.status).toBe(200);
      expect(call.headers.get('access-control-allow-origin')).toBe('https://admin.example.com');
    } finally {
      await Promise.all([listed.close(), any.close()]);
    }
  });
});
