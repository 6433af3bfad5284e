// The academy's catalogue: courses as cards, filtered by category, searched by title and
// with completed ones hidden on request, all kept in the address.
import { Box, Button, Flex, HStack, SimpleGrid } from '@chakra-ui/react';
import AcademicCapIcon from '@heroicons/react/24/outline/AcademicCapIcon';
import FunnelIcon from '@heroicons/react/24/outline/FunnelIcon';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { NoMatch } from '../../../components/page/no-match';
import { PageHeader } from '../../../components/page/page-header';
import { SearchParamInput } from '../../../components/page/search-param-input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { catalogueQuery } from '../api/queries';
import { CourseCard } from '../components/course-card';
import { COURSE_GRID_COLUMNS, CourseGridSkeleton } from '../components/course-grid-skeleton';
import {
  filterCourses,
  readCatalogueState,
  withCatalogueState,
  type CatalogueState,
} from '../url-state';

/** Changes the selection in the address (a new history entry: back undoes it). */
function useCatalogueNavigation() {
  const [params, setParams] = useSearchParams();
  return (changes: Partial<CatalogueState>) => setParams(withCatalogueState(params, changes));
}

export function AcademyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = readCatalogueState(params);

  return (
    <Box maxW="7xl" mx="auto">
      <PageHeader
        title={t('academy.title')}
        description={
          <Suspense fallback={<Skeleton as="span" display="inline-block" h="3" w="32" />}>
            <CourseCount state={state} />
          </Suspense>
        }
        actions={<SearchParamInput label={t('academy.search')} />}
      />
      <Suspense fallback={<FiltersSkeleton />}>
        <Filters state={state} />
      </Suspense>
      <Suspense fallback={<CourseGridSkeleton />}>
        <CourseList state={state} />
      </Suspense>
    </Box>
  );
}

function CourseCount({ state }: { state: CatalogueState }) {
  const { t } = useTranslation();
  const { data } = useRouteQuery(catalogueQuery);
  const courses = data?.academyCourses;
  if (!courses) return <>{t('academy.subtitle')}</>;
  const shown = filterCourses(courses, state).length;
  return (
    <>
      {shown === courses.length
        ? t('academy.count', { count: courses.length })
        : t('academy.countFiltered', { count: courses.length, shown })}
    </>
  );
}

function FiltersSkeleton() {
  return (
    <Flex gap={4} mb={5} align="center" wrap="wrap">
      <Skeleton h="8" w={{ base: 'full', sm: '60' }} />
      <Skeleton h="5" w="36" />
    </Flex>
  );
}

function Filters({ state }: { state: CatalogueState }) {
  const { t } = useTranslation();
  const { data } = useRouteQuery(catalogueQuery);
  const change = useCatalogueNavigation();
  const categories = data?.academyCategories ?? [];
  return (
    <Flex
      gap={{ base: 3, sm: 5 }}
      mb={5}
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
    >
      <HStack gap={2} w={{ base: 'full', sm: 'auto' }}>
        <Box color="fg.muted" flexShrink={0} aria-hidden>
          <FunnelIcon width={18} />
        </Box>
        <NativeSelect.Root size="sm" w={{ base: 'full', sm: '60' }}>
          <NativeSelect.Field
            aria-label={t('academy.category')}
            bg="bg.panel"
            value={state.category}
            onChange={(event) => change({ category: event.target.value })}
          >
            <option value="">{t('academy.allCategories')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.slug}>
                {category.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Switch.Root
        size="sm"
        colorPalette="brand"
        checked={state.hideCompleted}
        onCheckedChange={({ checked }) => change({ hideCompleted: checked })}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label fontWeight="normal">{t('academy.hideCompleted')}</Switch.Label>
      </Switch.Root>
    </Flex>
  );
}

function CourseList({ state }: { state: CatalogueState }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(catalogueQuery);
  const { search } = useLocation();
  const change = useCatalogueNavigation();

  if (!data?.academyCourses || !data.academyCategories) {
    return <LoadError error={error ?? new Error(t('academy.loadFailed'))} onRetry={refetch} />;
  }
  const { academyCourses: courses, academyCategories: categories } = data;
  const shown = filterCourses(courses, state);

  if (courses.length === 0) {
    return (
      <EmptyList
        icon={<AcademicCapIcon />}
        title={t('academy.empty.title')}
        description={t('academy.empty.description')}
      />
    );
  }

  if (shown.length === 0) {
    // Clear filters empties the whole selection, as a new history entry (back restores it).
    const clearFilters = (
      <Button
        size="sm"
        variant="outline"
        onClick={() => change({ category: '', search: '', hideCompleted: false })}
      >
        {t('academy.noMatches.clearAll')}
      </Button>
    );
    const filtered = Boolean(state.category || state.hideCompleted);
    return state.search ? (
      <NoMatch
        title={t('academy.noMatches.titleSearch', { search: state.search })}
        description={t('academy.noMatches.description')}
      >
        {filtered && clearFilters}
      </NoMatch>
    ) : (
      <EmptyList
        icon={<AcademicCapIcon />}
        title={t('academy.noMatches.title')}
        description={t('academy.noMatches.description')}
        action={clearFilters}
      />
    );
  }

  return (
    <SimpleGrid
      as="ul"
      aria-label={t('academy.courseList')}
      listStyleType="none"
      columns={COURSE_GRID_COLUMNS}
      gap={5}
    >
      {shown.map((course) => (
        <Box as="li" key={course.id}>
          <CourseCard course={course} categories={categories} listSearch={search} />
        </Box>
      ))}
    </SimpleGrid>
  );
}
