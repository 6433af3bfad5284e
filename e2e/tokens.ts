// Access tokens made in the specs, signed as the test server signs them
// (server/modules/auth/tokens.ts): HS256 with the test-only key, issuer admin-graphql.
import { SignJWT } from 'jose';
import { TEST_JWT_SECRET } from './server';

/** The server's token issuer (TOKEN_ISSUER in server/modules/auth/tokens.ts). */
export const TOKEN_ISSUER = 'admin-graphql';

const DAY_SECONDS = 24 * 60 * 60;

/** A token for `userId`, issued and expiring at the given Unix seconds, signed with the test server's key unless `secret` says otherwise. */
export async function signToken(
  userId: string,
  {
    issuedAt,
    expiresAt,
    secret = TEST_JWT_SECRET,
  }: { issuedAt: number; expiresAt: number; secret?: string },
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

/** A token issued eight days ago that expired a day ago: its signature is good, its time is up. */
export function expiredToken(userId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signToken(userId, { issuedAt: now - 8 * DAY_SECONDS, expiresAt: now - DAY_SECONDS });
}

/** The same token with an hour left: the control that shows the key, issuer and sub are right. */
export function validToken(userId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signToken(userId, { issuedAt: now, expiresAt: now + 60 * 60 });
}

/** A token in the right shape with an hour left, signed with a key the server does not hold. */
export function forgedToken(userId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signToken(userId, {
    issuedAt: now,
    expiresAt: now + 60 * 60,
    secret: 'not-the-server-key-but-just-as-long-0123',
  });
}
