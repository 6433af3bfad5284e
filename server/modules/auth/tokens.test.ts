// The verified-token cache: a remembered token is still refused once expired, a changed
// token is verified in full, and the cache stays bounded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_LIFETIME_SECONDS, TokenService } from './tokens';
import { VERIFIED_TOKENS_CACHED, type VerifiedTokens } from './verified-tokens';

const SECRET = 'a-test-secret-of-enough-length-for-hs256';

afterEach(() => {
  vi.useRealTimers();
});

describe('verified tokens', () => {
  it('are refused once expired, though verified (and remembered) before', async () => {
    const tokens = new TokenService(SECRET);
    const issued = new Date('2026-01-01T00:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(issued);
    const token = await tokens.sign('user-1', issued);
    await expect(tokens.verify(token)).resolves.toBe('user-1');
    vi.setSystemTime(issued.getTime() + TOKEN_LIFETIME_SECONDS * 1000 - 1000);
    await expect(tokens.verify(token)).resolves.toBe('user-1');
    // jose refuses an `exp` at or before now: so does the cache.
    vi.setSystemTime(issued.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
    await expect(tokens.verify(token)).rejects.toThrow('Invalid token');
    await expect(tokens.verify(token)).rejects.toThrow('Invalid token');
  });

  it('are keyed by the whole token: a changed signature or payload is verified and refused', async () => {
    const tokens = new TokenService(SECRET);
    const token = await tokens.sign('user-1');
    await expect(tokens.verify(token)).resolves.toBe('user-1');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature.at(-2) === 'A' ? 'B' : 'A';
    await expect(
      tokens.verify(`${header}.${payload}.${signature.slice(0, -2)}${flipped}${signature.at(-1)}`),
    ).rejects.toThrow('Invalid token');
    const other = await new TokenService(`${SECRET}-other`).sign('user-2');
    await expect(tokens.verify(other)).rejects.toThrow('Invalid token');
    await expect(tokens.verify(`${header}.${other.split('.')[1]}.${signature}`)).rejects.toThrow(
      'Invalid token',
    );
  });

  it('are remembered up to a bound, the oldest forgotten first', async () => {
    const tokens = new TokenService(SECRET);
    const cache = (tokens as unknown as { verified: VerifiedTokens<{ sub: string; exp: number }> })
      .verified;
    const first = await tokens.sign('user-0');
    await tokens.verify(first);
    for (let index = 1; cache.size < VERIFIED_TOKENS_CACHED; index++) {
      cache.set(`filler-${index}`, { sub: 'x', exp: Number.MAX_SAFE_INTEGER });
    }
    await tokens.verify(await tokens.sign('user-new'));
    expect(cache.size).toBeLessThanOrEqual(VERIFIED_TOKENS_CACHED);
    expect(cache.has(first)).toBe(false);
    // Forgotten is not refused: it is verified again.
    await expect(tokens.verify(first)).resolves.toBe('user-0');
  });
});
