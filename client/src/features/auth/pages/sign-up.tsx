import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { SignUpDocument } from '../api/auth-documents';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { AuthPage } from '../components/auth-page';
import { CheckboxField, EmailField, TextField } from '../components/fields';
import { useValidators } from '../components/validators';

export function SignUpPage() {
  const { t } = useTranslation();
  const validate = useValidators();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [company, setCompany] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [signUp, { loading, error }] = useMutation(SignUpDocument);

  const nameError = validate.required(name, t('auth.name'));
  const emailError = validate.email(email);
  const passwordError = validate.required(password, t('auth.password'));
  const agreedError = agreed ? null : t('auth.signUp.agreementsRequired');

  async function submit() {
    const input = {
      name: name.trim(),
      email: email.trim(),
      password,
      company: company.trim() || null,
      agreements: agreed,
    };
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
        valid={!nameError && !emailError && !passwordError && !agreedError}
        onSubmit={() => void submit()}
        error={error}
        loading={loading}
        submitLabel={t('auth.signUp.submit')}
        loadingLabel={t('auth.signUp.sending')}
      >
        <TextField
          label={t('auth.name')}
          autoComplete="name"
          value={name}
          onChange={setName}
          error={nameError}
        />
        <EmailField value={email} onChange={setEmail} error={emailError} />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
        <TextField
          label={t('auth.company')}
          autoComplete="organization"
          value={company}
          onChange={setCompany}
          error={null}
        />
        <CheckboxField checked={agreed} onChange={setAgreed} error={agreedError}>
          {t('auth.signUp.agreements')}
        </CheckboxField>
      </AuthForm>
    </AuthPage>
  );
}
