// One guide category with all its guides; an unknown category says so inside the app.
import { Button } from '@chakra-ui/react';
import BookOpenIcon from '@heroicons/react/24/outline/BookOpenIcon';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { isNotFound } from '../../../apollo/error-codes';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { PageHeader } from '../../../components/page/page-header';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { paths } from '../../../config/paths';
import { guideCategoryQuery } from '../api/queries';
import { GuideList } from '../components/guide-list';
import { HelpBreadcrumb } from '../components/help-breadcrumb';
import { NotFound } from '../components/not-found';
import { GuideCategorySkeleton } from '../components/skeletons';
import { SupportPrompt } from '../components/support-prompt';

export function GuideCategoryPage() {
  return (
    <>
      <Suspense fallback={<GuideCategorySkeleton />}>
        <GuideCategory />
      </Suspense>
      <SupportPrompt />
    </>
  );
}

function GuideCategory() {
  const { t } = useTranslation();
  const { category: slug } = useParams();
  const { data, error, refetch } = useRouteQuery(guideCategoryQuery);
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
