import { Button } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthPage } from '../components/auth-page';
import { useSession } from '../../../lib/session';

const COUNTDOWN_SECONDS = 3;

export function SignOutPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(COUNTDOWN_SECONDS);

  useEffect(() => {
    session.signOut();
    void client.clearStore();
  }, [session, client]);

  useEffect(() => {
    if (seconds <= 0) {
      navigate(paths.signIn, { replace: true });
      return;
    }
    const timer = setTimeout(() => setSeconds(seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, navigate]);

  return (
    <AuthPage
      centered
      title={t('auth.signOut.title')}
      subtitle={t('auth.signOut.redirecting', { count: seconds })}
    >
      <Button variant="outline" onClick={() => navigate(paths.signIn, { replace: true })}>
        {t('auth.signOut.now')}
      </Button>
    </AuthPage>
  );
}
