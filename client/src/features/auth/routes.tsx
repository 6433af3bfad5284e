// The auth pages' routes. app/router.tsx places them inside its guards (features do not
// import app/): the guest pages under GuestOnly, sign-out behind a session check, the
// unlock page behind RequireSession. Every page loads with its route (lazy), and the
// sign-in form's wiring (its mutation, the menu's shape, what it keeps) is handed over.
import type { RouteObject } from 'react-router';
import type { OidcSettings } from '../../config/env';
import { paths } from '../../config/paths';
import type { SessionPayloadFragment } from '../../gql/graphql';
import type { SignInPageProps } from './pages/sign-in';

export interface AuthRoutesOptions<T, V> {
  /** A hosted OpenID Connect provider (OIDC_ISSUER) signs people in instead of the form. */
  provider: OidcSettings | null;
  /** Where a session that begins goes on to, from the address's redirectURL. */
  destination: (redirectURL: string | null) => string;
  /** The sign-in form's mutation, its variables and what it keeps of the answer. */
  signIn: SignInPageProps<T, V>;
}

export function authRoutes<T extends { signIn: SessionPayloadFragment }, V extends object>({
  provider,
  destination,
  signIn,
}: AuthRoutesOptions<T, V>) {
  // The provider's pages, in place of the sign-in form.
  const providerPage = (name: 'ProviderSignInPage' | 'ProviderCallbackPage') => async () => {
    const Page = (await import('./pages/provider'))[name];
    return { Component: () => <Page provider={provider!} destination={destination} /> };
  };

  /** The pages for guests: sign-in, sign-up, the password's recovery. */
  const guest: RouteObject[] = [
    {
      path: paths.confirmationRequired,
      lazy: async () => ({
        Component: (await import('./pages/confirmation-required')).ConfirmationRequiredPage,
      }),
    },
    {
      path: paths.forgotPassword,
      lazy: async () => ({
        Component: (await import('./pages/forgot-password')).ForgotPasswordPage,
      }),
    },
    {
      path: paths.resetPassword,
      lazy: async () => ({
        Component: (await import('./pages/reset-password')).ResetPasswordPage,
      }),
    },
    {
      path: paths.signIn,
      lazy: async () => {
        if (provider) return providerPage('ProviderSignInPage')();
        const { SignInPage } = await import('./pages/sign-in');
        return { Component: () => <SignInPage {...signIn} /> };
      },
    },
    {
      path: paths.signUp,
      lazy: async () => ({ Component: (await import('./pages/sign-up')).SignUpPage }),
    },
  ];

  return {
    guest,
    /** Back from the provider's sign-in: not a guest page, it opens the session itself. */
    callback: provider
      ? [{ path: paths.signInCallback, lazy: providerPage('ProviderCallbackPage') }]
      : [],
    signOut: {
      path: paths.signOut,
      lazy: async () => ({ Component: (await import('./pages/sign-out')).SignOutPage }),
    } satisfies RouteObject,
    unlockSession: {
      path: paths.unlockSession,
      lazy: async () => ({
        Component: (await import('./pages/unlock-session')).UnlockSessionPage,
      }),
    } satisfies RouteObject,
  };
}
