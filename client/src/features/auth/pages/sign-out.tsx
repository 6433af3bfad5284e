import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../session-context';

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
    <Box maxW="sm" mx="auto" mt={{ base: 10, md: 24 }} px={4} textAlign="center">
      <Heading as="h1" size="2xl">
        {t('auth.signOut.title')}
      </Heading>
      <Text color="fg.muted" my={4}>
        {t('auth.signOut.redirecting', { count: seconds })}
      </Text>
      <Button variant="outline" onClick={() => navigate(paths.signIn, { replace: true })}>
        {t('auth.signOut.now')}
      </Button>
    </Box>
  );
}
