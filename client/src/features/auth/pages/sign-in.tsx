import { useMutation } from '@apollo/client/react';
import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { SignInDocument } from '../api/auth-documents';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { AuthPage } from '../components/auth-page';
import { EmailField, TextField } from '../components/fields';
import { useValidators } from '../components/validators';
import { useSessionActions } from '../../../lib/session';

export function SignInPage() {
  const { t } = useTranslation();
  const validate = useValidators();
  // Not its state: the guest guard moves on once signed in; this page need not render again.
  const session = useSessionActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // The answer goes to the session, not the cache: nothing reads it there, and writing
  // it would hold up the shell's initial loads.
  const [signIn, { loading, data, error }] = useMutation(SignInDocument, {
    fetchPolicy: 'no-cache',
    context: { route: 'credentials' },
  });

  const emailError = validate.email(email);
  const passwordError = validate.required(password, t('auth.password'));

  async function submit() {
    const answer = await signIn({ variables: { email: email.trim(), password } }).catch(() => null);
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
        valid={!emailError && !passwordError}
        onSubmit={() => void submit()}
        error={error}
        // Signed in, it stays busy until the next page replaces it.
        loading={loading || data !== undefined}
        submitLabel={t('auth.signIn.submit')}
        loadingLabel={t('auth.signIn.sending')}
      >
        <EmailField autoComplete="username" value={email} onChange={setEmail} error={emailError} />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
        <Box textAlign="end" fontSize="sm" mt={-2}>
          <AuthLink to={paths.forgotPassword}>{t('auth.signIn.forgotPassword')}</AuthLink>
        </Box>
      </AuthForm>
    </AuthPage>
  );
}
