import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { paths } from '../../../config/paths';
import { useSignUp } from '../api/use-sign-up';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { AuthPage } from '../components/auth-page';
import { useAuthRules } from '../auth-rules';

export function SignUpPage() {
  const { t } = useTranslation();
  const rules = useAuthRules();
  const schema = useMemo(
    () =>
      z.object({
        name: rules.text(t('auth.name')),
        email: rules.email,
        password: rules.password(t('auth.password')),
        company: z.string().check(z.trim()),
        agreements: z
          .boolean()
          .check(z.refine((agreed) => agreed, t('auth.signUp.agreementsRequired'))),
      }),
    [rules, t],
  );
  const form = useZodForm(
    schema,
    { name: '', email: '', password: '', company: '', agreements: false },
    'submitted',
  );
  const navigate = useNavigate();
  const [signUp, { loading, error }] = useSignUp();

  async function submit({ company, ...values }: z.infer<typeof schema>) {
    const input = { ...values, company: company || null };
    const { data } = await signUp({ variables: { input } }).catch(() => ({ data: null }));
    if (data?.signUp) navigate(paths.confirmationRequired);
  }

  return (
    <AuthPage
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
      footer={
        <>
          {t('auth.signUp.haveAccount')}{' '}
          <AuthLink to={paths.signIn}>{t('auth.signUp.signIn')}</AuthLink>
        </>
      }
    >
      <AuthForm
        form={form}
        onSubmit={(values) => void submit(values)}
        error={error}
        loading={loading}
        submitLabel={t('auth.signUp.submit')}
        loadingLabel={t('auth.signUp.sending')}
      >
        <TextField name="name" label={t('auth.name')} autoComplete="name" size="lg" />
        <TextField
          name="email"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          size="lg"
        />
        <TextField
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          size="lg"
        />
        <TextField name="company" label={t('auth.company')} autoComplete="organization" size="lg" />
        <CheckboxField name="agreements">{t('auth.signUp.agreements')}</CheckboxField>
      </AuthForm>
    </AuthPage>
  );
}
