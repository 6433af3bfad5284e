import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../components/error-screen';

/** Start-up could not check the stored session (offline, server down): the session is kept. */
export function StartFailedPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorScreen title={t('startFailed.title')} body={t('startFailed.body')}>
      <Button onClick={onRetry}>{t('startFailed.retry')}</Button>
    </ErrorScreen>
  );
}
