import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { AuthLink } from '../components/auth-link';
import { AuthPage } from '../components/auth-page';

export function ConfirmationRequiredPage() {
  const { t } = useTranslation();
  return (
    <AuthPage
      title={t('auth.confirmationRequired.title')}
      subtitle={t('auth.confirmationRequired.body')}
      footer={<AuthLink to={paths.signIn}>{t('auth.backToSignIn')}</AuthLink>}
    >
      <Text>{t('auth.confirmationRequired.spam')}</Text>
    </AuthPage>
  );
}
