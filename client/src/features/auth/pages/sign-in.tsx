import { useMutation } from '@apollo/client/react';
import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { paths } from '../../../config/paths';
import { SignInDocument } from '../api/auth-documents';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { AuthPage } from '../components/auth-page';
import { useAuthRules } from '../components/auth-rules';
import { useSessionActions } from '../../../lib/session';

export function SignInPage() {
  const { t } = useTranslation();
  const rules = useAuthRules();
  const schema = useMemo(
    () => z.object({ email: rules.email, password: rules.password(t('auth.password')) }),
    [rules, t],
  );
  const form = useZodForm(schema, { email: '', password: '' }, 'submitted');
  // Not its state: the guest guard moves on once signed in; this page need not render again.
  const session = useSessionActions();
  // The answer goes to the session, not the cache: nothing reads it there, and writing
  // it would hold up the shell's initial loads.
  const [signIn, { loading, data, error }] = useMutation(SignInDocument, {
    fetchPolicy: 'no-cache',
    context: { route: 'credentials' },
  });

  async function submit(variables: z.infer<typeof schema>) {
    const answer = await signIn({ variables }).catch(() => null);
    if (answer?.data) session.signedIn(answer.data.signIn.user, answer.data.signIn.accessToken);
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
        loading={loading || data !== undefined}
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
