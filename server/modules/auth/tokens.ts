// Access tokens: HS256 JWTs with iat, iss, exp (7 days) and sub (the user id).
import { SignJWT, jwtVerify } from 'jose';
import { webcrypto } from 'node:crypto';
import { UnauthenticatedError } from '../../lib/errors';
import { VerifiedTokens } from './verified-tokens';

export const TOKEN_ISSUER = 'admin-graphql';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export class TokenService {
  // Imported once: importing the raw secret on every verify doubles its cost.
  private readonly key: Promise<webcrypto.CryptoKey>;

  private readonly verified = new VerifiedTokens<{ sub: string; exp: number }>();

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
    if (known) return known.sub;
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
    this.verified.set(token, { sub, exp });
    return sub;
  }
}
