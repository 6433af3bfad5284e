// One guide category with all its guides; an unknown category says so inside the app.
import { Box, Button } from '@chakra-ui/react';
import BookOpenIcon from '@heroicons/react/24/outline/BookOpenIcon';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/query-loader';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { PageHeader } from '../../../components/page/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { paths } from '../../../config/paths';
import type {
  HelpCenterGuideCategoryQuery,
  HelpCenterGuideCategoryQueryVariables,
} from '../../../gql/graphql';
import { isNotFound } from '../../../apollo/error-codes';
import { GuideList } from '../components/guide-list';
import { HelpBreadcrumb } from '../components/help-breadcrumb';
import { NotFound } from '../components/not-found';
import { ListSkeleton } from '../components/skeletons';
import { SupportPrompt } from '../components/support-prompt';
import { HELP_GUIDE_CATEGORY_ROUTE } from '../route-ids';

export function GuideCategoryPage() {
  return (
    <>
      <Suspense fallback={<CategorySkeleton />}>
        <GuideCategory />
      </Suspense>
      <SupportPrompt />
    </>
  );
}

function CategorySkeleton() {
  return (
    <Box>
      <Skeleton h="3.5" w="48" mb={5} />
      <Skeleton h="8" w="56" mb={2} />
      <Skeleton h="3.5" w="24" mb={6} />
      <ListSkeleton rows={5} />
    </Box>
  );
}

function GuideCategory() {
  const { t } = useTranslation();
  const { category: slug } = useParams();
  const { data, error, refetch } = useRouteQuery<
    HelpCenterGuideCategoryQuery,
    HelpCenterGuideCategoryQueryVariables
  >(HELP_GUIDE_CATEGORY_ROUTE);
  const category = data?.helpCenterGuideCategories[0];
  useDocumentTitle(category?.title);

  if (!category) {
    if (error && !isNotFound(error)) return <LoadError error={error} onRetry={refetch} />;
    return (
      <>
        <HelpBreadcrumb
          crumbs={[
            { label: t('help-center.title'), to: paths.helpCenter },
            { label: t('help-center.nav.guides'), to: paths.helpCenterGuides },
          ]}
        />
        <NotFound
          title={t('help-center.notFound.category.title', { slug })}
          description={t('help-center.notFound.category.description')}
          to={paths.helpCenterGuides}
          action={t('help-center.notFound.category.action')}
        />
      </>
    );
  }

  return (
    <>
      <HelpBreadcrumb
        crumbs={[
          { label: t('help-center.title'), to: paths.helpCenter },
          { label: t('help-center.nav.guides'), to: paths.helpCenterGuides },
          { label: category.title },
        ]}
      />
      <PageHeader
        title={category.title}
        description={t('help-center.guides.count', { count: category.totalGuides })}
      />
      {category.guides.length > 0 ? (
        <GuideList category={category.slug} guides={category.guides} label={category.title} />
      ) : (
        <EmptyList
          icon={<BookOpenIcon />}
          title={t('help-center.guides.emptyCategory.title')}
          description={t('help-center.guides.emptyCategory.description')}
          action={
            <Button asChild size="sm" variant="outline">
              <RouterLink to={paths.helpCenterGuides}>
                {t('help-center.guides.backToAll')}
              </RouterLink>
            </Button>
          }
        />
      )}
    </>
  );
}
