// Tokens already verified, so a request does not verify its token's signature again.
// Keyed by the whole token string: a changed byte is a miss, verified in full. Expiry is
// checked on every use against the clock (an expired entry is dropped, as jose refuses
// an `exp` at or before now), so an entry never outlives its token. Bounded: past
// `max` the oldest goes. The per-request session check (the user still exists) is the
// caller's, every time.

/** Verified tokens remembered at most; the oldest is forgotten first. */
export const VERIFIED_TOKENS_CACHED = 10_000;

export class VerifiedTokens<T extends { exp: number }> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly max = VERIFIED_TOKENS_CACHED) {}

  /** What `token` was verified to say, while it has not expired. */
  get(token: string): T | undefined {
    const known = this.entries.get(token);
    if (!known) return undefined;
    if (known.exp > Math.floor(Date.now() / 1000)) return known;
    this.entries.delete(token);
    return undefined;
  }

  set(token: string, verified: T): void {
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, verified);
  }

  get size(): number {
    return this.entries.size;
  }

  has(token: string): boolean {
    return this.entries.has(token);
  }
}
