// Sign-in throttling per e-mail address. Each attempt takes a point before the
// password is checked, so parallel attempts (a batch) are counted too; a
// successful sign-in gives the points back.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../lib/errors';

export const SIGN_IN_ATTEMPTS_PER_MINUTE = 5;

export class SignInThrottle {
  private readonly limiter = new RateLimiterMemory({
    points: SIGN_IN_ATTEMPTS_PER_MINUTE,
    duration: 60,
  });

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
