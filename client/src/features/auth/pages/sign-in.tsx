import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Box } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { paths } from '../../../config/paths';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { AuthPage } from '../components/auth-page';
import { useAuthRules } from '../auth-rules';
import type { SessionPayloadFragment } from '../../../gql/graphql';
import { useSessionActions } from '../../../lib/session';

/**
 * How long a sent form waits before it shows itself busy. A shorter wait reads as
 * instant (the pressed button says the click was taken), and on a fast link the shell
 * replaces the page before: drawing the busy page then would only take the processor
 * from the sign-in, and the shell, it waits for (PERFORMANCE.md). A form sent again
 * meanwhile is ignored.
 */
const BUSY_AFTER_MS = 400;

/**
 * A signIn mutation: its answer's SessionPayload opens the session; whatever else it
 * selects (app/start-up.ts: the shell's start-up loads, with its own `variables`, read
 * as the form is sent) `keep` puts in the cache.
 */
export type SignInDocument<T, V> = TypedDocumentNode<T, { email: string; password: string } & V>;

export interface SignInPageProps<T, V> {
  document: SignInDocument<T, V>;
  variables: () => V;
  keep?: (cache: ApolloCache, data: T, variables: V) => void;
}

export function SignInPage<T extends { signIn: SessionPayloadFragment }, V extends object>({
  document,
  variables: more,
  keep,
}: SignInPageProps<T, V>) {
  const { t } = useTranslation();
  const rules = useAuthRules();
  const schema = useMemo(
    () => z.object({ email: rules.email, password: rules.password(t('auth.password')) }),
    [rules, t],
  );
  const form = useZodForm(schema, { email: '', password: '' }, 'submitted');
  // Not its state: the guest guard moves on once signed in; this page need not render again.
  const session = useSessionActions();
  const client = useApolloClient();
  // Not useMutation: its result state would draw this page once more when the answer
  // comes, a render the way into the shell waits for, though the shell replaces the
  // page. Signed in, the page shows itself busy if it is still there (BUSY_AFTER_MS).
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>();
  const inFlight = useRef(false);
  const showBusy = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(showBusy.current), []);

  async function submit(credentials: z.infer<typeof schema>) {
    if (inFlight.current) return;
    inFlight.current = true;
    showBusy.current = setTimeout(() => setSending(true), BUSY_AFTER_MS);
    setError(undefined);
    const extra = more();
    // Errors kept with the data: a load the answer brings along may fail while the
    // sign-in stands (its field is then null and the shell loads it again). The answer
    // is not cached as a whole; `keep` puts what the app reads in its place.
    const answer = await client
      .mutate({
        mutation: document,
        // The document's own variables: the credentials and what `variables` adds.
        variables: { ...credentials, ...extra } as never,
        errorPolicy: 'all',
        context: { route: 'credentials' },
        fetchPolicy: 'no-cache',
        update: (cache, result) => {
          // A refused sign-in has no payload: nothing to keep.
          if (keep && result.data?.signIn) keep(cache, result.data as T, extra);
        },
      })
      .catch((reason: unknown) => ({ data: undefined, error: reason }));
    const payload = (answer.data as T | undefined)?.signIn;
    if (payload) {
      session.signedIn(payload.user, payload.accessToken);
      return;
    }
    clearTimeout(showBusy.current);
    inFlight.current = false;
    setError(answer.error);
    setSending(false);
  }

  return (
    <AuthPage
      title={t('auth.signIn.title')}
      subtitle={t('auth.signIn.subtitle')}
      footer={
        <>
          {t('auth.signIn.noAccount')}{' '}
          <AuthLink to={paths.signUp}>{t('auth.signIn.signUp')}</AuthLink>
        </>
      }
    >
      <AuthForm
        form={form}
        onSubmit={(values) => void submit(values)}
        error={error}
        // Signed in, it stays busy until the next page replaces it.
        loading={sending}
        submitLabel={t('auth.signIn.submit')}
        loadingLabel={t('auth.signIn.sending')}
      >
        <TextField
          name="email"
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          size="lg"
        />
        <TextField
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          size="lg"
        />
        <Box textAlign="end" fontSize="sm" mt={-2}>
          <AuthLink to={paths.forgotPassword}>{t('auth.signIn.forgotPassword')}</AuthLink>
        </Box>
      </AuthForm>
    </AuthPage>
  );
}
