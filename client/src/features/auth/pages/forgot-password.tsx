import { useMutation } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ForgotPasswordDocument } from '../api/auth-documents';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { AuthPage } from '../components/auth-page';
import { EmailField } from '../components/fields';
import { FormAlert } from '../components/form-alert';
import { useValidators } from '../components/validators';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const validate = useValidators();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [forgotPassword, { loading, error }] = useMutation(ForgotPasswordDocument);

  const emailError = validate.email(email);

  async function submit() {
    setSent(false);
    const { data } = await forgotPassword({ variables: { email: email.trim() } }).catch(() => ({
      data: null,
    }));
    setSent(!!data?.forgotPassword);
  }

  return (
    <AuthPage
      title={t('auth.forgotPassword.title')}
      subtitle={t('auth.forgotPassword.subtitle')}
      footer={<AuthLink to={paths.signIn}>{t('auth.backToSignIn')}</AuthLink>}
    >
      <Stack gap={4}>
        {sent && <FormAlert status="success" title={t('auth.forgotPassword.sent')} />}
        <AuthForm
          valid={!emailError}
          onSubmit={() => void submit()}
          error={error}
          loading={loading}
          submitLabel={t('auth.forgotPassword.submit')}
          loadingLabel={t('auth.forgotPassword.sending')}
        >
          <EmailField value={email} onChange={setEmail} error={emailError} />
        </AuthForm>
      </Stack>
    </AuthPage>
  );
}
