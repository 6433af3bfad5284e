// What the help center shows for an address that names nothing (an unknown guide
// category or guide, a mistyped path): inside the app, with the way back.
import { Button } from '@chakra-ui/react';
import MapIcon from '@heroicons/react/24/outline/MapIcon';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyList } from '../../../components/page/empty-list';
import { paths } from '../../../config/paths';

interface NotFoundProps {
  title: string;
  description: string;
  /** Where to go instead, and what the button says. */
  to: string;
  action: string;
}

export function NotFound({ title, description, to, action }: NotFoundProps) {
  return (
    <EmptyList
      icon={<MapIcon />}
      title={title}
      description={description}
      action={
        <Button asChild size="sm" variant="outline">
          <RouterLink to={to}>{action}</RouterLink>
        </Button>
      }
    />
  );
}

/** Any other address under the help center. */
export function UnknownPage() {
  const { t } = useTranslation();
  return (
    <NotFound
      title={t('help-center.notFound.page.title')}
      description={t('help-center.notFound.page.description')}
      to={paths.helpCenter}
      action={t('help-center.notFound.page.action')}
    />
  );
}
