// Sessions from a hosted OpenID Connect provider (OIDC_ISSUER): its access tokens are
// JWTs verified against the keys it publishes (its discovery document's jwks_uri), for
// this API's audience, instead of this server's own HS256 tokens. The person a token
// names gets a local profile the first time, from the token's claims.
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { UnauthenticatedError } from '../../lib/errors';
import type { OidcConfig } from '../../env';
import type { Repository } from '../../data/repository';
import type { UserRecord } from '../user/store';
import { VerifiedTokens } from './verified-tokens';

/** Who a verified token names, and until when. */
export interface OidcIdentity {
  subject: string;
  name: string;
  email: string;
  exp: number;
}

/** The provider could not be asked for its keys: the token is refused, saying why. */
export class ProviderUnreachableError extends UnauthenticatedError {}

/** How long the discovery document and the keys may take to come. */
const PROVIDER_TIMEOUT_MS = 5_000;

export class OidcTokens {
  private keys: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;
  private readonly verified = new VerifiedTokens<OidcIdentity>();

  constructor(private readonly config: Pick<OidcConfig, 'issuer' | 'clientId' | 'audience'>) {}

  /** Checks signature (the provider's keys), issuer, audience and expiry. */
  async verify(token: string): Promise<OidcIdentity> {
    const known = this.verified.get(token);
    if (known) return known;
    const keys = await this.publishedKeys();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: this.config.issuer,
        audience: this.config.audience ?? this.config.clientId,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch {
      throw new UnauthenticatedError('Invalid token');
    }
    const identity = identityOf(payload);
    this.verified.set(token, identity);
    return identity;
  }

  /**
   * The provider's key set, found through its discovery document on first use (a
   * failure is tried again with the next token). Keys are kept as long as the server
   * runs: a token signed with a key not seen yet makes jose read the set again (at most
   * every 30 s), and a provider that is down meanwhile signs nobody out.
   */
  private publishedKeys() {
    this.keys ??= discover(this.config.issuer).catch((error: unknown) => {
      this.keys = undefined;
      throw new ProviderUnreachableError(
        `The identity provider at ${this.config.issuer} could not be reached to check the token (${(error as Error).message}).`,
      );
    });
    return this.keys;
  }
}

async function discover(issuer: string) {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  // OpenID Connect Discovery 4.3: the document must name the issuer it was read from.
  if (document.issuer !== issuer)
    throw new Error(`${url} names the issuer "${String(document.issuer)}"`);
  if (typeof document.jwks_uri !== 'string') throw new Error(`${url} names no jwks_uri`);
  return createRemoteJWKSet(new URL(document.jwks_uri), {
    timeoutDuration: PROVIDER_TIMEOUT_MS,
    cacheMaxAge: Infinity,
  });
}

function identityOf(payload: JWTPayload): OidcIdentity {
  const text = (claim: string) =>
    typeof payload[claim] === 'string' && payload[claim].trim() ? payload[claim].trim() : '';
  const email = text('email');
  return {
    subject: payload.sub!,
    name: text('name') || text('preferred_username') || email || payload.sub!,
    email,
    exp: payload.exp!,
  };
}

/**
 * The local user for a provider's subject: an id of its own (not the provider's
 * subject, which may be an e-mail or any string), the same on every server.
 */
export function userIdOf(issuer: string, subject: string): string {
  const digest = createHash('sha256').update(`${issuer}\n${subject}`).digest('base64url');
  return `oidc-${digest.slice(0, 22)}`;
}

/** The user of each provider token, whose profile is made the first time they come. */
export class OidcSessions {
  private readonly tokens: OidcTokens;
  /** Profiles being made, so that a person's first requests make one. */
  private readonly making = new Map<string, Promise<UserRecord>>();

  constructor(
    readonly config: Pick<OidcConfig, 'issuer' | 'clientId' | 'audience'>,
    private readonly repository: Repository,
  ) {
    this.tokens = new OidcTokens(config);
  }

  async userOf(token: string): Promise<UserRecord> {
    const identity = await this.tokens.verify(token);
    const id = userIdOf(this.config.issuer, identity.subject);
    const user = this.repository.stores.users.find(id);
    if (user) return user;
    let made = this.making.get(id);
    if (!made) {
      made = this.repository
        .write((stores) =>
          stores.users.add({
            id,
            name: identity.name,
            email: identity.email,
            avatar: null,
            status: 'online',
            about: '',
          }),
        )
        .finally(() => this.making.delete(id));
      this.making.set(id, made);
    }
    return made;
  }
}
