// A list or record that could not be loaded: what happened, in the user's words and then
// the technical message (ErrorText), and a way to try again (the query's refetch), in
// place of the content.
import { Alert, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../ui/error-text';

interface LoadErrorProps {
  error: Error;
  /** Asks again; the content replaces this once it has come. */
  onRetry: () => Promise<unknown>;
}

export function LoadError({ error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // Still failing: the error stays on screen.
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Alert.Root status="error" alignItems="center" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('page.loadFailed')}</Alert.Title>
        <Alert.Description>
          <ErrorText error={error} />
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" loading={retrying} onClick={() => void retry()}>
        {t('page.retry')}
      </Button>
    </Alert.Root>
  );
}
