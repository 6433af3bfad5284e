// A real OpenID Connect provider (panva's oidc-provider) in the test's own process, as
// an integrator's hosted one: discovery, a sign-in page (its development pages: any
// login and password), authorization code with PKCE for a public client, JWT access
// tokens for the API's audience carrying the person's name and e-mail, and refresh
// tokens. Access tokens live `accessTokenSeconds`, short enough to see a renewal.
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The people who can sign in: login → their claims. */
export const PEOPLE: Record<string, { name: string; email: string }> = {
  'ana.ruiz': { name: 'Ana Ruiz', email: 'ana.ruiz@example.test' },
};

export interface IdentityProvider {
  issuer: string;
  clientId: string;
  audience: string;
  stop: () => Promise<void>;
}

export async function startIdentityProvider(options: {
  /** The app's origin: its callback is the client's only redirect URI. */
  appOrigin: string;
  accessTokenSeconds: number;
}): Promise<IdentityProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'admin-web';
  const audience = 'urn:admin-graphql:api';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const claimsOf = (login: string) => ({ sub: login, ...PEOPLE[login] });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        redirect_uris: [`${options.appOrigin}/sign-in/callback`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: {
      keys: [{ ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }],
    },
    cookies: { keys: ['identity-provider-test-cookie-key'] },
    claims: { openid: ['sub'], profile: ['name'], email: ['email'] },
    findAccount: (_ctx, login) => ({ accountId: login, claims: () => claimsOf(login) }),
    features: {
      devInteractions: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        // A refresh without `resource` gets a token for the API again.
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          audience,
          scope: 'openid profile email offline_access',
          accessTokenFormat: 'jwt',
          accessTokenTTL: options.accessTokenSeconds,
        }),
      },
    },
    // The API makes a profile from these (server/modules/auth/oidc.ts).
    // Said, so the provider need not warn of its defaults.
    ttl: {
      AccessToken: options.accessTokenSeconds,
      RefreshToken: 3600,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    clientBasedCORS: (_ctx, origin) => origin === options.appOrigin,
    extraTokenClaims: (_ctx, token) =>
      'accountId' in token && token.accountId ? PEOPLE[token.accountId] : undefined,
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    pkce: { required: () => true },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    audience,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
