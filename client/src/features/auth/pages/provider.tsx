// Sign-in when a hosted OpenID Connect provider signs people in (OIDC_ISSUER): a button
// to its sign-in page, and the page it sends the browser back to (paths.signInCallback),
// where the code is exchanged for tokens, the session opens, and the person goes where
// they were going. A failure (refused at the provider, an old link, no connection) says
// so, with the way back to the sign-in.
import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BallAtomSpinner } from '../../../components/ui/ball-atom-spinner';
import type { OidcSettings } from '../../../config/env';
import { paths } from '../../../config/paths';
import { useSessionActions } from '../../../lib/session';
import { AuthPage } from '../components/auth-page';
import { FormAlert } from '../components/form-alert';

export interface ProviderPageProps {
  provider: OidcSettings;
  /** Where a signed-in person goes: the page the sign-in started from when safe, else the landing. */
  destination: (redirectURL: string | null) => string;
}

const asError = (reason: unknown) => (reason instanceof Error ? reason : new Error(String(reason)));

export function ProviderSignInPage({ provider }: ProviderPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<Error>();

  async function signIn() {
    setLeaving(true);
    setError(undefined);
    try {
      const { signInAtProvider } = await import('../oidc');
      // The page is left: the button stays busy until the provider's page shows.
      await signInAtProvider(provider, params.get('redirectURL'));
    } catch (reason) {
      setError(asError(reason));
      setLeaving(false);
    }
  }

  return (
    <AuthPage title={t('auth.signIn.title')} subtitle={t('auth.provider.subtitle')}>
      <Stack gap={5}>
        {error && (
          <FormAlert status="error" title={t('auth.provider.unreachable')}>
            {error.message}
          </FormAlert>
        )}
        <Button
          colorPalette="brand"
          size="lg"
          loading={leaving}
          loadingText={t('auth.provider.leaving')}
          onClick={() => void signIn()}
        >
          {t('auth.provider.continue')}
        </Button>
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          {t('auth.provider.where', { host: new URL(provider.issuer).host })}
        </Text>
      </Stack>
    </AuthPage>
  );
}

/** One exchange at a time: a code is good once (StrictMode runs effects twice). */
let exchange: Promise<string | null> | undefined;

export function ProviderCallbackPage({ provider, destination }: ProviderPageProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const session = useSessionActions();
  const navigate = useNavigate();
  const [error, setError] = useState<Error>();

  useEffect(() => {
    let current = true;
    exchange ??= import('../oidc')
      .then(({ finishSignIn }) => finishSignIn(provider, client, session))
      .finally(() => (exchange = undefined));
    exchange.then(
      (redirectURL) => {
        if (current) void navigate(destination(redirectURL), { replace: true });
      },
      (reason: unknown) => {
        if (current) setError(asError(reason));
      },
    );
    return () => {
      current = false;
    };
  }, [provider, client, session, navigate, destination]);

  if (!error) {
    return (
      <Box minH="100vh">
        <BallAtomSpinner label={t('auth.provider.finishing')} />
      </Box>
    );
  }
  return (
    <AuthPage title={t('auth.provider.failed')}>
      <FormAlert status="error" title={t('auth.provider.failedDetail')}>
        {error.message}
      </FormAlert>
      <Button asChild colorPalette="brand" size="lg" mt={5} w="full">
        <Link to={paths.signIn} replace>
          {t('auth.provider.tryAgain')}
        </Link>
      </Button>
    </AuthPage>
  );
}
