// The guides by category: a card per category with its first guides and a link to all.
import { Button, SimpleGrid } from '@chakra-ui/react';
import BookOpenIcon from '@heroicons/react/24/outline/BookOpenIcon';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { PageHeader } from '../../../components/page/page-header';
import { paths } from '../../../config/paths';
import { guidesQuery } from '../api/queries';
import { GuideCategoryCard } from '../components/guide-category-card';
import { CategoryCardsSkeleton } from '../components/skeletons';
import { SupportPrompt } from '../components/support-prompt';

export function GuidesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('help-center.guides.title')}
        description={t('help-center.guides.subtitle')}
      />
      <Suspense fallback={<CategoryCardsSkeleton cards={5} rows={5} />}>
        <GuideCategories />
      </Suspense>
      <SupportPrompt />
    </>
  );
}

function GuideCategories() {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(guidesQuery);
  if (!data)
    return <LoadError error={error ?? new Error(t('help-center.loadFailed'))} onRetry={refetch} />;
  const categories = data.helpCenterGuideCategories;
  if (categories.length === 0) {
    return (
      <EmptyList
        icon={<BookOpenIcon />}
        title={t('help-center.guides.empty.title')}
        description={t('help-center.guides.empty.description')}
        action={
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.helpCenterSupport}>{t('help-center.prompt.action')}</RouterLink>
          </Button>
        }
      />
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={5}>
      {categories.map((category) => (
        <GuideCategoryCard key={category.id} category={category} shown={category.visibleGuides} />
      ))}
    </SimpleGrid>
  );
}
