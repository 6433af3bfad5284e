import { useMutation } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ResetPasswordDocument } from '../api/auth-documents';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { AuthPage } from '../components/auth-page';
import { TextField } from '../components/fields';
import { FormAlert } from '../components/form-alert';
import { useValidators } from '../components/validators';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const validate = useValidators();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  const [resetPassword, { loading, error }] = useMutation(ResetPasswordDocument);

  const passwordError = validate.required(password, t('auth.resetPassword.newPassword'));
  const confirmationError =
    validate.required(confirmation, t('auth.confirmPassword')) ??
    (confirmation === password ? null : t('auth.passwordsDiffer'));

  async function submit() {
    setDone(false);
    const { data } = await resetPassword({ variables: { password } }).catch(() => ({
      data: null,
    }));
    setDone(!!data?.resetPassword);
  }

  return (
    <AuthPage
      title={t('auth.resetPassword.title')}
      subtitle={t('auth.resetPassword.subtitle')}
      footer={<AuthLink to={paths.signIn}>{t('auth.backToSignIn')}</AuthLink>}
    >
      <Stack gap={4}>
        {done && (
          <FormAlert status="success" title={t('auth.resetPassword.done')}>
            <AuthLink to={paths.signIn}>{t('auth.resetPassword.signIn')}</AuthLink>
          </FormAlert>
        )}
        <AuthForm
          valid={!passwordError && !confirmationError}
          onSubmit={() => void submit()}
          error={error}
          loading={loading}
          submitLabel={t('auth.resetPassword.submit')}
          loadingLabel={t('auth.resetPassword.sending')}
        >
          <TextField
            label={t('auth.resetPassword.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={passwordError}
          />
          <TextField
            label={t('auth.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={setConfirmation}
            error={confirmationError}
          />
        </AuthForm>
      </Stack>
    </AuthPage>
  );
}
