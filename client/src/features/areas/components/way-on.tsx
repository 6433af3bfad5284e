import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currentHost } from '../../../config/env';
import { paths } from '../../../config/paths';
import { landingArea } from '../../../lib/host-rules';
import { useSession } from '../../../lib/session';

/**
 * The ways out of a page without the shell: a visitor signs in; a signed-in user goes
 * on to this host's landing area (unless already there) or signs out.
 */
export function WayOn() {
  const { t } = useTranslation();
  const { state } = useSession();
  const { pathname } = useLocation();
  if (state.status !== 'signed-in') {
    return (
      <HStack mt={8}>
        <Button asChild colorPalette="brand">
          <Link to={paths.signIn}>{t('areas.signIn')}</Link>
        </Button>
      </HStack>
    );
  }
  const landing = landingArea(currentHost());
  return (
    <HStack mt={8} gap={3} wrap="wrap">
      {landing && paths.area(landing) !== pathname && (
        <Button asChild colorPalette="brand">
          <Link to={paths.area(landing)}>{t('areas.goTo', { area: t(`areas.${landing}`) })}</Link>
        </Button>
      )}
      <Button asChild variant="outline">
        <Link to={paths.signOut}>{t('areas.signOut')}</Link>
      </Button>
    </HStack>
  );
}
