// Access tokens: HS256 JWTs with iat, iss, exp (7 days) and sub (the user id).
import { SignJWT, jwtVerify } from 'jose';
import { UnauthenticatedError } from '../../lib/errors';

export const TOKEN_ISSUER = 'admin-graphql';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(userId: string, now = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }

  /** Checks signature, algorithm, issuer and expiry; answers the user id. */
  async verify(token: string): Promise<string> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        requiredClaims: ['iat', 'exp', 'sub'],
      });
      return payload.sub!;
    } catch {
      throw new UnauthenticatedError('Invalid token');
    }
  }
}
