import { Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/use-reset-password';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { AuthPage } from '../components/auth-page';
import { useAuthRules } from '../auth-rules';
import { FormAlert } from '../components/form-alert';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const rules = useAuthRules();
  const schema = useMemo(
    () =>
      z
        .object({
          password: rules.password(t('auth.resetPassword.newPassword')),
          confirmation: rules.password(t('auth.confirmPassword')),
        })
        .check(
          z.refine((values) => values.confirmation === values.password, {
            error: t('auth.passwordsDiffer'),
            path: ['confirmation'],
          }),
        ),
    [rules, t],
  );
  const form = useZodForm(schema, { password: '', confirmation: '' }, 'submitted');
  const [done, setDone] = useState(false);
  const [resetPassword, { loading, error }] = useResetPassword();

  async function submit({ password }: z.infer<typeof schema>) {
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
          form={form}
          onSubmit={(values) => void submit(values)}
          error={error}
          loading={loading}
          submitLabel={t('auth.resetPassword.submit')}
          loadingLabel={t('auth.resetPassword.sending')}
        >
          <TextField
            name="password"
            label={t('auth.resetPassword.newPassword')}
            type="password"
            autoComplete="new-password"
            size="lg"
            deps={['confirmation']}
          />
          <TextField
            name="confirmation"
            label={t('auth.confirmPassword')}
            type="password"
            autoComplete="new-password"
            size="lg"
          />
        </AuthForm>
      </Stack>
    </AuthPage>
  );
}
