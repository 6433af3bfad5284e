// Sign-in throttling per e-mail address. Each attempt takes a point before the
// password is checked, so parallel attempts (a batch) are counted too; a
// successful sign-in gives the points back. Servers sharing a PostgreSQL database
// count together, in its sign_in_throttle table (data/migrations.ts); while that
// database is unreachable each server counts alone.
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../lib/errors';

export const SIGN_IN_ATTEMPTS_PER_MINUTE = 5;

const LIMITS = { points: SIGN_IN_ATTEMPTS_PER_MINUTE, duration: 60 };

export class SignInThrottle {
  private readonly limiter: RateLimiterAbstract;

  /** `pool`: the shared database's, to count across servers. */
  constructor(pool?: pg.Pool) {
    const memory = new RateLimiterMemory(LIMITS);
    this.limiter = pool
      ? new RateLimiterPostgres({
          ...LIMITS,
          storeClient: pool,
          tableName: 'sign_in_throttle',
          tableCreated: true,
          insuranceLimiter: memory,
        })
      : memory;
  }

  async attempt(email: string): Promise<void> {
    try {
      await this.limiter.consume(key(email));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new TooManyRequestsError(
        `Too many sign-in attempts for this e-mail; try again in ${seconds} s.`,
        seconds,
      );
    }
  }

  async succeeded(email: string): Promise<void> {
    await this.limiter.delete(key(email));
  }
}

function key(email: string): string {
  return email.trim().toLowerCase();
}
