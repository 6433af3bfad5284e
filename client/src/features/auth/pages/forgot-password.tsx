import { Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { paths } from '../../../config/paths';
import { useForgotPassword } from '../api/use-forgot-password';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { AuthPage } from '../components/auth-page';
import { useAuthRules } from '../auth-rules';
import { FormAlert } from '../components/form-alert';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const rules = useAuthRules();
  const schema = useMemo(() => z.object({ email: rules.email }), [rules]);
  const form = useZodForm(schema, { email: '' }, 'submitted');
  const [sent, setSent] = useState(false);
  const [forgotPassword, { loading, error }] = useForgotPassword();

  async function submit(variables: z.infer<typeof schema>) {
    setSent(false);
    const { data } = await forgotPassword({ variables }).catch(() => ({ data: null }));
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
          form={form}
          onSubmit={(values) => void submit(values)}
          error={error}
          loading={loading}
          submitLabel={t('auth.forgotPassword.submit')}
          loadingLabel={t('auth.forgotPassword.sending')}
        >
          <TextField
            name="email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            size="lg"
          />
        </AuthForm>
      </Stack>
    </AuthPage>
  );
}
