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
import { useSession } from '../../../lib/session';

export function SignInPage() {
  const { t } = useTranslation();
  const validate = useValidators();
  const { session } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [signIn, { loading, error }] = useMutation(SignInDocument);

  const emailError = validate.email(email);
  const passwordError = validate.required(password, t('auth.password'));

  async function submit() {
    const { data } = await signIn({ variables: { email: email.trim(), password } }).catch(() => ({
      data: null,
    }));
    // The guest guard then sends the user on, to redirectURL or the landing.
    if (data) session.signedIn(data.signIn.user, data.signIn.accessToken);
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
        loading={loading}
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
