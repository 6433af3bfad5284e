// Sign-in and sessions: checks credentials and tokens, hands out tokens.
import type { AuthPayload } from '../../generated/graphql';
import { ForbiddenError, UnauthenticatedError } from '../../lib/errors';
import type { UserRecord, UserStore } from '../user/store';
import { ProviderUnreachableError, type OidcSessions } from './oidc';
import type { AccountStore } from './store';
import { SignInThrottle } from './throttle';
import type { TokenService } from './tokens';

export interface Session {
  userId: string;
}

/** The session of a request, or why there is none. */
export type SessionCheck = { session: Session; problem: null } | { session: null; problem: string };

export type AuthPayloadRecord = Omit<AuthPayload, 'user' | 'query'> & { user: UserRecord };

export const MISSING_TOKEN =
  'Sign in first: this operation needs an "Authorization: Bearer <token>" header (see the signIn mutation).';
export const REFUSED_TOKEN = 'The access token is invalid or has expired; sign in again.';

export class AuthService {
  /** `stores` is read on each call: a committed write replaces a store (data/repository.ts). */
  constructor(
    private readonly stores: { readonly accounts: AccountStore; readonly users: UserStore },
    private readonly tokens: TokenService,
    private readonly throttle = new SignInThrottle(),
    /** Set (OIDC_ISSUER): sessions come from that provider's tokens; none is signed here. */
    private readonly provider: OidcSessions | null = null,
  ) {}

  async signIn(email: string, password: string): Promise<AuthPayloadRecord> {
    this.refuseWithProvider();
    await this.throttle.attempt(email);
    const account = await this.stores.accounts.verify(email, password);
    if (!account) throw new UnauthenticatedError('Wrong e-mail or password.');
    await this.throttle.succeeded(email);
    return this.payload(this.stores.users.find(account.userId));
  }

  /** Exchanges a valid token for a fresh one. */
  async signInWithToken(token: string): Promise<AuthPayloadRecord> {
    this.refuseWithProvider();
    return this.payload(await this.userOf(token));
  }

  /** Reads the Authorization header: signature, expiry and user are checked every time. */
  async check(authorization: string | undefined): Promise<SessionCheck> {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (!token) return { session: null, problem: MISSING_TOKEN };
    try {
      return { session: { userId: (await this.userOf(token)).id }, problem: null };
    } catch (error) {
      const problem = error instanceof ProviderUnreachableError ? error.message : REFUSED_TOKEN;
      return { session: null, problem };
    }
  }

  /** Local sign-in is off when a provider signs people in: its tokens would not be accepted. */
  private refuseWithProvider(): void {
    if (this.provider) {
      throw new ForbiddenError(
        `This server signs people in through the identity provider at ${this.provider.config.issuer}: sign in there and send its access token (docs/INTEGRATING.md).`,
      );
    }
  }

  private async userOf(token: string): Promise<UserRecord> {
    if (this.provider) return this.provider.userOf(token);
    const user = this.stores.users.find(await this.tokens.verify(token));
    if (!user) throw new UnauthenticatedError('Invalid token');
    return user;
  }

  private async payload(user: UserRecord | null): Promise<AuthPayloadRecord> {
    if (!user) throw new UnauthenticatedError('Wrong e-mail or password.');
    return { user, accessToken: await this.tokens.sign(user.id), tokenType: 'bearer' };
  }
}
