import { Box, Flex, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { paths, safeRedirect } from '../../../config/paths';
import { useUnlockSession } from '../api/use-unlock-session';
import { AuthForm } from '../components/auth-form';
import { AuthLink } from '../components/auth-link';
import { AuthPage } from '../components/auth-page';
import { useAuthRules } from '../auth-rules';
import { useSession } from '../../../lib/session';

/** Only under `RequireSession`: the locked session's user is known. */
export function UnlockSessionPage() {
  const { t } = useTranslation();
  const rules = useAuthRules();
  const schema = useMemo(
    () => z.object({ password: rules.password(t('auth.password')) }),
    [rules, t],
  );
  const form = useZodForm(schema, { password: '' }, 'submitted');
  const { session, state } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [unlockSession, { loading, error }] = useUnlockSession();

  const user = state.user;
  if (!user) return null;

  async function submit(email: string, { password }: z.infer<typeof schema>) {
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
        form={form}
        onSubmit={(values) => void submit(user.email, values)}
        error={error}
        loading={loading}
        submitLabel={t('auth.unlockSession.submit')}
        loadingLabel={t('auth.unlockSession.sending')}
      >
        <TextField
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          size="lg"
        />
      </AuthForm>
    </AuthPage>
  );
}
