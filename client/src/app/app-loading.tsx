import { useTranslation } from 'react-i18next';
import { BallAtomSpinner } from '../components/ui/ball-atom-spinner';

/**
 * The full-screen spinner shown until the app can show a page: at start-up, while the
 * first route loads (the router's HydrateFallback) and while a redirect's target loads.
 * Its label waits for the translations instead of suspending.
 */
export function AppLoading() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return <BallAtomSpinner label={ready ? t('app.loading') : ''} />;
}
