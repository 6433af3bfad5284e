// A hosted provider's access tokens (OIDC_ISSUER): verified against the keys it
// publishes, for this API's audience; the person gets a local profile once; local
// sign-in is refused. The provider here publishes its discovery document and keys as a
// real one does, and signs tokens with its private key.
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  SAMPLE_EMAIL,
  SAMPLE_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/harness';
import { userIdOf } from './oidc';

const CLIENT_ID = 'admin-web';
const AUDIENCE = 'https://api.example.test/graphql';
const USER = /* GraphQL */ `
  {
    user {
      id
      name
      email
    }
  }
`;

let provider: Server;
let issuer: string;
/** Claims of a token; `exp` as jose takes it (a date or a span from now, such as '10m'). */
type Claims = Omit<JWTPayload, 'exp'> & { exp?: number | string };
let sign: (claims: Claims, options?: { issuer?: string; key?: CryptoKey }) => Promise<string>;
let otherKey: CryptoKey;
let discoveryReads = 0;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  provider = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      discoveryReads++;
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    } else if (req.url === '/jwks') {
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  sign = (claims, options = {}) =>
    new SignJWT({ aud: AUDIENCE, ...claims, exp: undefined })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
      .setIssuer(options.issuer ?? issuer)
      .setIssuedAt()
      .setExpirationTime(claims.exp ?? '5m')
      .sign(options.key ?? privateKey);
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

let server: TestServer;
afterEach(() => server?.close());

const start = (audience?: string) =>
  startTestServer({ oidc: { issuer, clientId: CLIENT_ID, audience, scope: 'openid' } });

describe('with OIDC_ISSUER', () => {
  it("accepts the provider's token and makes the person a profile from its claims, once", async () => {
    server = await start(AUDIENCE);
    const token = await sign({ sub: 'auth0|ana', name: 'Ana Ruiz', email: 'ana@example.test' });
    const first = await server.graphql<{ user: { id: string; name: string; email: string } }>(
      USER,
      {},
      token,
    );
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.user).toEqual({
      id: userIdOf(issuer, 'auth0|ana'),
      name: 'Ana Ruiz',
      email: 'ana@example.test',
    });
    // A later token of the same person (a renewal) is the same profile, as changed here.
    await server.graphql('mutation { updateUser(user: { name: "Ana R." }) { id } }', {}, token);
    const renewed = await sign({ sub: 'auth0|ana', name: 'Ana Ruiz', exp: '10m' });
    const again = await server.graphql<{ user: { name: string } }>(USER, {}, renewed);
    expect(again.body.data?.user.name).toBe('Ana R.');
    expect(server.stores.users.list().filter((user) => user.id.startsWith('oidc-'))).toHaveLength(
      1,
    );
    // REST reads the same session.
    const rest = await server.request<{ name: string }>('GET', '/api/common/user', { token });
    expect(rest.status).toBe(200);
    expect(rest.body.name).toBe('Ana R.');
  });

  it('names a person without a name or e-mail claim by their subject', async () => {
    server = await start(AUDIENCE);
    const answer = await server.graphql<{ user: { name: string; email: string } }>(
      USER,
      {},
      await sign({ sub: 'service-7' }),
    );
    expect(answer.body.data?.user).toMatchObject({ name: 'service-7', email: '' });
    // Without an e-mail, the profile can still be changed.
    const changed = await server.graphql(
      'mutation { updateUser(user: { about: "On call" }) { about } }',
      {},
      await sign({ sub: 'service-7' }),
    );
    expect(changed.body.errors).toBeUndefined();
  });

  it('refuses a token for another audience, from another issuer, expired, or signed with another key', async () => {
    server = await start(AUDIENCE);
    const refused = [
      await sign({ sub: 'ana', aud: 'https://other.example.test' }),
      await sign({ sub: 'ana' }, { issuer: 'https://impostor.example.test' }),
      await sign({ sub: 'ana', exp: Math.floor(Date.now() / 1000) - 10 }),
      await sign({ sub: 'ana' }, { key: otherKey }),
    ];
    for (const token of refused) {
      const answer = await server.request('GET', '/api/common/user', { token });
      expect(answer.status).toBe(401);
    }
    // Nobody was made a profile by a refused token.
    expect(server.stores.users.list().some((user) => user.id.startsWith('oidc-'))).toBe(false);
  });

  it('requires the client id as audience when OIDC_AUDIENCE is unset', async () => {
    server = await start();
    const forApi = await server.request('GET', '/api/common/user', {
      token: await sign({ sub: 'ana' }),
    });
    expect(forApi.status).toBe(401);
    const forClient = await server.request('GET', '/api/common/user', {
      token: await sign({ sub: 'ana', aud: CLIENT_ID }),
    });
    expect(forClient.status).toBe(200);
  });

  it('refuses the local sign-in, which would hand out tokens it does not accept', async () => {
    server = await start(AUDIENCE);
    const answer = await server.request<{ message: string }>('POST', '/api/auth/sign-in', {
      body: { email: SAMPLE_EMAIL, password: SAMPLE_PASSWORD },
    });
    expect(answer.status).toBe(403);
    const signIn = await server.graphql(
      `mutation { signIn(email: "${SAMPLE_EMAIL}", password: "${SAMPLE_PASSWORD}") { accessToken } }`,
    );
    expect(signIn.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(signIn.body.errors?.[0]?.message).toContain(issuer);
  });

  it('reads the discovery document once, and says so when the provider cannot be reached', async () => {
    server = await start(AUDIENCE);
    const before = discoveryReads;
    for (const sub of ['a', 'b', 'c']) {
      await server.request('GET', '/api/common/user', { token: await sign({ sub }) });
    }
    expect(discoveryReads - before).toBe(1);
    await server.close();
    server = await startTestServer({
      oidc: { issuer: 'http://127.0.0.1:9', clientId: CLIENT_ID, scope: 'openid' },
    });
    const answer = await server.graphql(USER, {}, await sign({ sub: 'a' }));
    expect(answer.body.errors?.[0]?.message).toContain(
      'The identity provider at http://127.0.0.1:9 could not be reached',
    );
  });
});
