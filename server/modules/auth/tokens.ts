// Access tokens: HS256 JWTs with iat, iss, exp (7 days) and sub (the user id).
import { SignJWT, jwtVerify } from 'jose';
import { webcrypto } from 'node:crypto';
import { UnauthenticatedError } from '../../lib/errors';

export const TOKEN_ISSUER = 'admin-graphql';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** Verified tokens remembered at most; the oldest is forgotten first. */
export const VERIFIED_TOKENS_CACHED = 10_000;

export class TokenService {
  // Imported once: importing the raw secret on every verify doubles its cost.
  private readonly key: Promise<webcrypto.CryptoKey>;

  /**
   * Tokens whose signature, algorithm, issuer and claims were verified: token → its
   * subject and expiry. Keyed by the whole token string, so a changed byte is a miss and
   * is verified in full. Expiry is checked on every use against the clock (an expired
   * entry is dropped and refused, as jose refuses an `exp` at or before now), so an entry
   * never outlives its token. Bounded: past VERIFIED_TOKENS_CACHED the oldest goes.
   * The per-request session check (the user still exists) is the caller's, every time.
   */
  private readonly verified = new Map<string, { sub: string; exp: number }>();

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(userId: string, now = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
      .sign(await this.key);
  }

  /** Checks signature, algorithm, issuer and expiry; answers the user id. */
  async verify(token: string): Promise<string> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp > Math.floor(Date.now() / 1000)) return known.sub;
      this.verified.delete(token);
      throw new UnauthenticatedError('Invalid token');
    }
    let sub: string;
    let exp: number;
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        requiredClaims: ['iat', 'exp', 'sub'],
      });
      sub = payload.sub!;
      exp = payload.exp!;
    } catch {
      throw new UnauthenticatedError('Invalid token');
    }
    if (this.verified.size >= VERIFIED_TOKENS_CACHED) {
      this.verified.delete(this.verified.keys().next().value!);
    }
    this.verified.set(token, { sub, exp });
    return sub;
  }
}
