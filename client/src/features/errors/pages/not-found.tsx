import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ErrorScreen } from '../components/error-screen';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen mark="404" title={t('notFound.title')} body={t('notFound.body')}>
      <Button asChild variant="outline">
        <Link to={paths.root}>{t('notFound.back')}</Link>
      </Button>
    </ErrorScreen>
  );
}
