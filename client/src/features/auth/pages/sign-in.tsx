import { Alert, Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, safeRedirect } from '../../../config/paths';
import { SignInDocument } from '../api/auth-documents';
import { useSession } from '../session-context';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function SignInPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [signIn, { loading, error }] = useMutation(SignInDocument);

  const emailError = !email
    ? t('auth.required', { field: t('auth.email') })
    : !EMAIL.test(email)
      ? t('auth.invalidEmail')
      : null;
  const passwordError = password ? null : t('auth.required', { field: t('auth.password') });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (emailError || passwordError) return;
    const { data } = await signIn({ variables: { email, password } }).catch(() => ({ data: null }));
    if (!data) return;
    session.signedIn(data.signIn.user, data.signIn.accessToken);
    navigate(safeRedirect(params.get('redirectURL')) ?? paths.signedInRedirect, { replace: true });
  }

  return (
    <Box maxW="sm" mx="auto" mt={{ base: 10, md: 24 }} px={4}>
      <Heading as="h1" size="2xl">
        {t('auth.signIn.title')}
      </Heading>
      <Text color="fg.muted" mt={2} mb={6}>
        {t('auth.signIn.subtitle')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error.message}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={touched && !!emailError}>
            <Field.Label>{t('auth.email')}</Field.Label>
            <Input
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Field.ErrorText>{emailError}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={touched && !!passwordError}>
            <Field.Label>{t('auth.password')}</Field.Label>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Field.ErrorText>{passwordError}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" loading={loading} loadingText={t('auth.signIn.sending')}>
            {t('auth.signIn.submit')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
