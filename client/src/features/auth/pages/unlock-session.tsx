import { useMutation } from '@apollo/client/react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { paths, safeRedirect } from '../../../config/paths';
import { UnlockSessionDocument } from '../api/auth-documents';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { AuthPage } from '../components/auth-page';
import { TextField } from '../components/fields';
import { useValidators } from '../components/validators';
import { useSession } from '../../../lib/session';

/** Only under `RequireSession`: the locked session's user is known. */
export function UnlockSessionPage() {
  const { t } = useTranslation();
  const validate = useValidators();
  const { session, state } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [unlockSession, { loading, error }] = useMutation(UnlockSessionDocument, {
    context: { route: 'credentials' },
  });

  const passwordError = validate.required(password, t('auth.password'));
  const user = state.user;
  if (!user) return null;

  async function submit(email: string) {
    const { data } = await unlockSession({ variables: { email, password } }).catch(() => ({
      data: null,
    }));
    if (!data) return;
    session.signedIn(data.unlockSession.user, data.unlockSession.accessToken);
    navigate(safeRedirect(params.get('redirectURL')) ?? paths.signedInRedirect, { replace: true });
  }

  return (
    <AuthPage
      title={t('auth.unlockSession.title')}
      subtitle={t('auth.unlockSession.subtitle')}
      footer={
        <>
          {t('auth.unlockSession.notYou')}{' '}
          <AuthLink to={paths.signOut}>{t('auth.unlockSession.signOut')}</AuthLink>
        </>
      }
    >
      <Flex align="center" gap={3} mb={6} p={3} borderWidth="1px" rounded="xl" bg="bg.subtle">
        <UserAvatar name={user.name} avatar={user.avatar} />
        <Box minW={0}>
          <Text fontWeight="semibold" truncate>
            {user.name}
          </Text>
          <Text color="fg.muted" fontSize="sm" truncate>
            {user.email}
          </Text>
        </Box>
      </Flex>
      <AuthForm
        valid={!passwordError}
        onSubmit={() => void submit(user.email)}
        error={error}
        loading={loading}
        submitLabel={t('auth.unlockSession.submit')}
        loadingLabel={t('auth.unlockSession.sending')}
      >
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
      </AuthForm>
    </AuthPage>
  );
}
