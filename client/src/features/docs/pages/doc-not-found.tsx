// An address under /docs that holds no document (an unknown guide, a mistyped path):
// said inside the docs' frame, with the way to the guides. Its title is the page's heading.
import { Button } from '@chakra-ui/react';
import DocumentMagnifyingGlassIcon from '@heroicons/react/24/outline/DocumentMagnifyingGlassIcon';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyList } from '../../../components/page/empty-list';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { guidePath } from '../../../config/paths';
import { GUIDES } from '../content';

export function DocNotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('docs.notFound.title'));
  return (
    <EmptyList
      icon={<DocumentMagnifyingGlassIcon />}
      title={t('docs.notFound.title')}
      titleAs="h1"
      description={t('docs.notFound.description', { path: pathname })}
      action={
        <Button asChild size="sm" colorPalette="brand">
          <Link to={guidePath(GUIDES[0])}>{t('docs.notFound.action')}</Link>
        </Button>
      }
    />
  );
}
