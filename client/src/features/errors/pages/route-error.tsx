import { Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { paths } from '../../../config/paths';
import { ErrorScreen } from '../components/error-screen';

/**
 * A route's error boundary: a page that failed to load (a missing chunk after a
 * deploy, a failed loader) or to render. Loaded with the app, never lazily, since
 * the failure may be a chunk that cannot be fetched.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  // The details are for developers (SPEC section 8: failures are logged to the console).
  useEffect(() => console.error('This page could not be shown:', error), [error]);
  return (
    <ErrorScreen title={t('routeError.title')} body={t('routeError.body')}>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      <Button asChild variant="outline">
        <Link to={paths.root}>{t('routeError.home')}</Link>
      </Button>
    </ErrorScreen>
  );
}
