import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SAMPLE_EMAIL,
  SAMPLE_PASSWORD,
  TEST_SECRET,
  startTestServer,
  type TestServer,
} from '../../test/harness';
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from './throttle';
import { TOKEN_ISSUER, TOKEN_LIFETIME_SECONDS, TokenService } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
const SIGN_IN = /* GraphQL */ `
  mutation ($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      accessToken
      tokenType
      user {
        email
      }
    }
  }
`;

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

describe('tokens', () => {
  it('are HS256 with iat, iss and exp seven days after issue', async () => {
    const token = await server.signIn();
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    const payload = decodePayload(token);
    expect(header.alg).toBe('HS256');
    expect(payload.iss).toBe(TOKEN_ISSUER);
    expect(payload.exp).toBe((payload.iat as number) + 7 * 24 * 60 * 60);
    expect(Math.abs((payload.iat as number) - Date.now() / 1000)).toBeLessThan(60);
  });

  it('are refused after their expiry, by the service and on every request', async () => {
    const tokens = new TokenService(TEST_SECRET);
    const expired = await tokens.sign(
      decodePayload(await server.signIn()).sub as string,
      new Date(Date.now() - TOKEN_LIFETIME_SECONDS * 1000 - 1000),
    );
    await expect(tokens.verify(expired)).rejects.toThrow('Invalid token');
    const answer = await server.request('GET', '/api/common/user', { token: expired });
    expect(answer.status).toBe(401);
  });
});

describe('sign-in', () => {
  it('works through GraphQL, and the token opens data operations on both GraphQL and REST', async () => {
    const answer = await server.graphql<{ signIn: { accessToken: string; tokenType: string } }>(
      SIGN_IN,
      { email: SAMPLE_EMAIL, password: SAMPLE_PASSWORD },
    );
    const token = answer.body.data!.signIn.accessToken;
    expect(answer.body.data!.signIn.tokenType).toBe('bearer');
    const viaGraphql = await server.graphql<{ user: { email: string } }>(
      '{ user { email } }',
      {},
      token,
    );
    expect(viaGraphql.body.data?.user.email).toBe(SAMPLE_EMAIL);
    const viaRest = await server.request<{ email: string }>('GET', '/api/common/user', { token });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.email).toBe(SAMPLE_EMAIL);
  });

  it('works through REST with {user, accessToken, tokenType}, e-mail case-insensitive', async () => {
    const answer = await server.request<Record<string, unknown>>('POST', '/api/auth/sign-in', {
      body: { email: 'Hughes.Brian@Company.com', password: SAMPLE_PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['accessToken', 'tokenType', 'user']);
    expect(answer.body.tokenType).toBe('bearer');
    expect(answer.body.user).toMatchObject({ email: SAMPLE_EMAIL, name: 'Brian Hughes' });
  });

  it('answers 404 with a false body for wrong credentials, on sign-in and unlock-session', async () => {
    for (const path of ['/api/auth/sign-in', '/api/auth/unlock-session']) {
      for (const body of [
        { email: SAMPLE_EMAIL, password: 'wrong' },
        { email: 'nobody@company.com', password: SAMPLE_PASSWORD },
      ]) {
        const answer = await server.request('POST', path, { body });
        expect(answer.status).toBe(404);
        expect(answer.body).toBe(false);
      }
    }
  });

  it('answers UNAUTHENTICATED through GraphQL for wrong credentials', async () => {
    const answer = await server.graphql(SIGN_IN, { email: SAMPLE_EMAIL, password: 'nope' });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(answer.body.data).toBeNull();
  });

  it('answers 400 saying what is missing or mistyped', async () => {
    const missing = await server.request<{ error: string }>('POST', '/api/auth/sign-in', {
      body: { email: SAMPLE_EMAIL },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/password/);
    const mistyped = await server.request<{ error: string }>('POST', '/api/auth/sign-in', {
      body: { email: SAMPLE_EMAIL, password: 12345 },
    });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.error).toMatch(/password/);
  });

  it('brings the query root read as the new session, and only to its own operation', async () => {
    const signInAndLoad = /* GraphQL */ `
      mutation ($email: String!, $password: String!) {
        signIn(email: $email, password: $password) {
          user {
            id
          }
          query {
            shortcuts {
              id
            }
            chatProfile {
              id
            }
          }
        }
      }
    `;
    const token = await server.signIn();
    const shortcuts = await server.graphql<{ shortcuts: { id: string }[] }>(
      '{ shortcuts { id } }',
      {},
      token,
    );
    // Sent with no token: the fields under `query` read as the account just signed in.
    const answer = await server.graphql<{
      signIn: {
        user: { id: string };
        query: { shortcuts: { id: string }[]; chatProfile: { id: string } };
      };
    }>(signInAndLoad, { email: SAMPLE_EMAIL, password: SAMPLE_PASSWORD });
    expect(answer.body.errors).toBeUndefined();
    const { user, query } = answer.body.data!.signIn;
    expect(query.shortcuts).toEqual(shortcuts.body.data!.shortcuts);
    expect(query.chatProfile.id).toBe(user.id);
    // Refused credentials open nothing.
    const refused = await server.graphql(signInAndLoad, { email: SAMPLE_EMAIL, password: 'nope' });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(refused.body.data).toBeNull();
    // A field that fails takes only `query` with it: the sign-in stands.
    const failing = await server.graphql<{ signIn: { accessToken: string; query: null } }>(
      /* GraphQL */ `
        mutation ($email: String!, $password: String!) {
          signIn(email: $email, password: $password) {
            accessToken
            query {
              fileManagerContents(folderId: "no-such-folder") {
                path {
                  id
                }
              }
            }
          }
        }
      `,
      { email: SAMPLE_EMAIL, password: SAMPLE_PASSWORD },
    );
    expect(failing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(failing.body.data?.signIn.accessToken).toMatch(/^ey/);
    expect(failing.body.data?.signIn.query).toBeNull();
    // A batch shares one request: its other operations stay without a session.
    const batch = await server.request<
      { data?: unknown; errors?: { extensions: { code: string } }[] }[]
    >('POST', '/graphql', {
      body: [
        { query: signInAndLoad, variables: { email: SAMPLE_EMAIL, password: SAMPLE_PASSWORD } },
        { query: '{ shortcuts { id } }' },
      ],
    });
    expect(batch.body[0]!.errors).toBeUndefined();
    expect(batch.body[1]!.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('unlock-session behaves like sign-in', async () => {
    const answer = await server.request<{ accessToken: string }>(
      'POST',
      '/api/auth/unlock-session',
      { body: { email: SAMPLE_EMAIL, password: SAMPLE_PASSWORD } },
    );
    expect(answer.status).toBe(200);
    expect(decodePayload(answer.body.accessToken).iss).toBe(TOKEN_ISSUER);
  });
});

describe('sign-in-with-token', () => {
  const refused = async (accessToken: unknown) => {
    const answer = await server.request('POST', '/api/auth/sign-in-with-token', {
      body: { accessToken },
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'Invalid token' });
  };

  it('exchanges a valid token for a fresh one with the user', async () => {
    const token = await server.signIn();
    const answer = await server.request<{ accessToken: string; user: { email: string } }>(
      'POST',
      '/api/auth/sign-in-with-token',
      { body: { accessToken: token } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.user.email).toBe(SAMPLE_EMAIL);
    expect(decodePayload(answer.body.accessToken).sub).toBe(decodePayload(token).sub);
  });

  it('refuses garbage, forged, alg:none, wrong-issuer and expired tokens with 401', async () => {
    const sub = decodePayload(await server.signIn()).sub as string;
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt()
      .setExpirationTime('7d')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const now = Math.floor(Date.now() / 1000);
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify({ sub, iss: TOKEN_ISSUER, iat: now, exp: now + 3600 })).toString(
        'base64url',
      ),
      '',
    ].join('.');
    const wrongIssuer = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('someone-else')
      .setIssuedAt()
      .setExpirationTime('7d')
      .sign(new TextEncoder().encode(TEST_SECRET));
    const expired = await new TokenService(TEST_SECRET).sign(
      sub,
      new Date(Date.now() - 8 * DAY_MS),
    );
    for (const token of ['garbage', forged, unsigned, wrongIssuer, expired]) await refused(token);
  });

  it('answers 400 when the token is missing', async () => {
    const answer = await server.request('POST', '/api/auth/sign-in-with-token', { body: {} });
    expect(answer.status).toBe(400);
  });
});

describe('throttling', () => {
  it(`answers 429 after ${SIGN_IN_ATTEMPTS_PER_MINUTE} attempts a minute for one e-mail, even with the right password`, async () => {
    const body = { email: SAMPLE_EMAIL, password: 'wrong' };
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_MINUTE; i++) {
      expect((await server.request('POST', '/api/auth/sign-in', { body })).status).toBe(404);
    }
    const blocked = await server.request<{ error: string }>('POST', '/api/auth/sign-in', {
      body: { email: SAMPLE_EMAIL, password: SAMPLE_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.error).toMatch(/Too many sign-in attempts/);
    // Another e-mail is not affected.
    const other = await server.request('POST', '/api/auth/sign-in', {
      body: { email: 'someone@company.com', password: 'x' },
    });
    expect(other.status).toBe(404);
  });

  it('counts operations inside one GraphQL batch', async () => {
    const batch = Array.from({ length: 8 }, () => ({
      query: SIGN_IN,
      variables: { email: SAMPLE_EMAIL, password: 'wrong' },
    }));
    const answer = await server.request<{ errors: { extensions: { code: string } }[] }[]>(
      'POST',
      '/graphql',
      { body: batch },
    );
    const codes = answer.body.map((result) => result.errors[0]!.extensions.code);
    expect(codes.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(
      SIGN_IN_ATTEMPTS_PER_MINUTE,
    );
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(
      8 - SIGN_IN_ATTEMPTS_PER_MINUTE,
    );
  });

  it('a successful sign-in clears the count', async () => {
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_MINUTE - 1; i++) {
      await server.request('POST', '/api/auth/sign-in', {
        body: { email: SAMPLE_EMAIL, password: 'wrong' },
      });
    }
    await server.signIn();
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_MINUTE - 1; i++) {
      const answer = await server.request('POST', '/api/auth/sign-in', {
        body: { email: SAMPLE_EMAIL, password: 'wrong' },
      });
      expect(answer.status).toBe(404);
    }
  });
});

describe('the other public operations', () => {
  it('sign-up, forgot-password and reset-password answer true', async () => {
    const calls: [string, unknown][] = [
      [
        '/api/auth/sign-up',
        { name: 'Ana Rojas', email: 'ana@company.com', password: 's3cret', company: 'Agro' },
      ],
      ['/api/auth/forgot-password', { email: 'ana@company.com' }],
      ['/api/auth/reset-password', { password: 'n3w-s3cret' }],
    ];
    for (const [path, body] of calls) {
      const answer = await server.request('POST', path, { body });
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(true);
    }
  });

  it('refuse invalid input with 400', async () => {
    const calls: [string, unknown, RegExp][] = [
      ['/api/auth/sign-up', { name: 'Ana', email: 'not-an-email', password: 'x' }, /e-mail/],
      ['/api/auth/sign-up', { name: ' ', email: 'ana@company.com', password: 'x' }, /name/],
      ['/api/auth/sign-up', { email: 'ana@company.com', password: 'x' }, /name/],
      ['/api/auth/forgot-password', { email: 'nope' }, /e-mail/],
      ['/api/auth/reset-password', { password: '' }, /password/],
      ['/api/auth/reset-password', {}, /password/],
    ];
    for (const [path, body, message] of calls) {
      const answer = await server.request<{ error: string }>('POST', path, { body });
      expect(answer.status, path).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
  });
});

describe('sessions', () => {
  it('every data operation needs a token: GraphQL says UNAUTHENTICATED, REST 401', async () => {
    for (const query of [
      '{ user { id } }',
      '{ messages { id } }',
      '{ misProyectosCliente { id } }',
    ]) {
      const answer = await server.graphql(query);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(answer.body.errors?.[0]?.message).toMatch(/Authorization: Bearer/);
    }
    for (const path of ['/api/common/user', '/api/common/messages', '/api/common/shortcuts']) {
      const answer = await server.request<{ error: string }>('GET', path);
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatch(/Sign in/);
    }
  });

  it('a refused token says so', async () => {
    const answer = await server.graphql('{ user { id } }', {}, 'not.a.token');
    expect(answer.body.errors?.[0]?.message).toMatch(/invalid or has expired/);
  });
});
