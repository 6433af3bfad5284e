// The help center's home: a search over every question and guide (its text in the
// address, ?search=, results as the user types), and without one the ways in (FAQs,
// guides, support), the most-asked questions and the guide categories.
import { Box, Button, Flex, Heading, Icon, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import ArrowRightIcon from '@heroicons/react/20/solid/ArrowRightIcon';
import BookOpenIcon from '@heroicons/react/24/outline/BookOpenIcon';
import ChatBubbleLeftRightIcon from '@heroicons/react/24/outline/ChatBubbleLeftRightIcon';
import QuestionMarkCircleIcon from '@heroicons/react/24/outline/QuestionMarkCircleIcon';
import { Suspense, useMemo, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { NoMatch } from '../../../components/page/no-match';
import { SearchParamInput } from '../../../components/page/search-param-input';
import { paths } from '../../../config/paths';
import type { HelpCenterHomeQuery } from '../../../gql/graphql';
import { searchIn } from '../../../lib/url-state';
import { homeQuery } from '../api/queries';
import { FaqAccordion } from '../components/faq-accordion';
import { GuideCategoryCard } from '../components/guide-category-card';
import { GuideList } from '../components/guide-list';
import { CategoryCardsSkeleton, ListSkeleton } from '../components/skeletons';
import { matches, searchTerms } from '../search';
import { QUESTION_PARAM, faqsLink } from '../url-state';

/** A new search closes the answer opened from the last one. */
const SEARCH_RESETS = [QUESTION_PARAM] as const;

/** Guides each category card lists on the home. */
const GUIDES_SHOWN = 4;

export function HomePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const search = searchIn(params) ?? '';
  const terms = useMemo(() => searchTerms(search), [search]);

  return (
    <Stack gap={10}>
      <Box
        as="header"
        px={{ base: 5, md: 10 }}
        py={{ base: 8, md: 12 }}
        rounded="l3"
        color="white"
        bgGradient="to-br"
        gradientFrom="brand.600"
        gradientTo="brand.900"
        position="relative"
        overflow="hidden"
      >
        <Stack gap={3} maxW="2xl" mx="auto" textAlign="center" position="relative">
          <Text
            fontSize="sm"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wider"
            opacity={0.8}
          >
            {t('help-center.title')}
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} fontWeight="bold">
            {t('help-center.home.title')}
          </Heading>
          <Text opacity={0.85}>{t('help-center.home.subtitle')}</Text>
          <Box
            mt={3}
            css={{
              '& input': {
                bg: 'bg.panel',
                color: 'fg',
                h: '12',
                fontSize: 'md',
                borderColor: 'transparent',
                shadow: 'md',
              },
              '& svg': { color: 'fg.muted', zIndex: 1 },
            }}
          >
            <SearchParamInput
              label={t('help-center.home.search')}
              width="full"
              resets={SEARCH_RESETS}
            />
          </Box>
        </Stack>
      </Box>

      {terms.length > 0 ? (
        <Suspense fallback={<ListSkeleton rows={5} />}>
          <SearchResults search={search} terms={terms} />
        </Suspense>
      ) : (
        <Overview />
      )}
    </Stack>
  );
}

function SearchResults({ search, terms }: { search: string; terms: readonly string[] }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(homeQuery);

  const results = useMemo(() => {
    if (!data) return null;
    const faqs = data.helpCenterFaqCategories
      .flatMap((category) => category.faqs)
      .filter((faq) => matches(terms, faq.question, faq.answer));
    const categories = data.helpCenterGuideCategories;
    const guides = categories
      .flatMap((category) => category.guides)
      .filter((guide) => matches(terms, guide.title, guide.subtitle));
    const categoryOf = new Map(categories.map((category) => [category.id, category]));
    return { faqs, guides, categoryOf };
  }, [data, terms]);

  if (!results)
    return <LoadError error={error ?? new Error(t('help-center.loadFailed'))} onRetry={refetch} />;
  const { faqs, guides, categoryOf } = results;

  if (faqs.length === 0 && guides.length === 0) {
    return (
      <NoMatch
        title={t('help-center.home.noMatches.title', { search })}
        description={t('help-center.home.noMatches.description')}
        resets={SEARCH_RESETS}
      >
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={paths.helpCenterSupport}>
            {t('help-center.home.noMatches.support')}
          </RouterLink>
        </Button>
      </NoMatch>
    );
  }

  return (
    <Stack gap={8} aria-live="polite">
      <Text color="fg.muted" fontSize="sm">
        {t('help-center.home.results', { count: faqs.length + guides.length, search })}
      </Text>
      {faqs.length > 0 && (
        <Stack gap={3}>
          <SectionHeading>{t('help-center.home.questions', { count: faqs.length })}</SectionHeading>
          <FaqAccordion
            faqs={faqs}
            terms={terms}
            preview
            label={t('help-center.home.questionsLabel')}
          />
        </Stack>
      )}
      {guides.length > 0 && (
        <Stack gap={3}>
          <SectionHeading>{t('help-center.home.guides', { count: guides.length })}</SectionHeading>
          <GuideList
            guides={guides}
            terms={terms}
            category={(guide) => categoryOf.get(guide.categoryId)?.slug ?? ''}
            note={(guide) => categoryOf.get(guide.categoryId)?.title}
            label={t('help-center.home.guidesLabel')}
          />
        </Stack>
      )}
    </Stack>
  );
}

function SectionHeading({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Flex align="baseline" justify="space-between" gap={4} wrap="wrap">
      <Heading as="h2" size="lg">
        {children}
      </Heading>
      {action}
    </Flex>
  );
}

function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild fontSize="sm" fontWeight="medium" color="brand.fg">
      <RouterLink to={to}>
        {children}
        <Icon as={ArrowRightIcon} boxSize={4} aria-hidden />
      </RouterLink>
    </Link>
  );
}

function Overview() {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap={5}>
        <WayIn
          to={paths.helpCenterFaqs}
          icon={QuestionMarkCircleIcon}
          title={t('help-center.home.ways.faqs.title')}
          description={t('help-center.home.ways.faqs.description')}
        />
        <WayIn
          to={paths.helpCenterGuides}
          icon={BookOpenIcon}
          title={t('help-center.home.ways.guides.title')}
          description={t('help-center.home.ways.guides.description')}
        />
        <WayIn
          to={paths.helpCenterSupport}
          icon={ChatBubbleLeftRightIcon}
          title={t('help-center.home.ways.support.title')}
          description={t('help-center.home.ways.support.description')}
        />
      </SimpleGrid>

      <Suspense
        fallback={
          <Sections
            mostAsked={<ListSkeleton rows={6} />}
            guides={<CategoryCardsSkeleton cards={3} rows={GUIDES_SHOWN} />}
          />
        }
      >
        <LoadedSections />
      </Suspense>
    </>
  );
}

function WayIn({
  to,
  icon,
  title,
  description,
}: {
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  description: string;
}) {
  return (
    <Box as="li" listStyleType="none">
      <Flex
        asChild
        direction="column"
        gap={3}
        h="full"
        p={6}
        borderWidth="1px"
        rounded="l3"
        bg="bg.panel"
        transition="border-color 0.15s, box-shadow 0.15s, transform 0.15s"
        _hover={{ borderColor: 'brand.border', shadow: 'md', transform: 'translateY(-2px)' }}
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        }}
      >
        <RouterLink to={to}>
          <Flex
            align="center"
            justify="center"
            boxSize={12}
            rounded="l3"
            bg="brand.subtle"
            color="brand.fg"
          >
            <Icon as={icon} boxSize={6} aria-hidden />
          </Flex>
          <Text fontWeight="semibold" fontSize="lg">
            {title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        </RouterLink>
      </Flex>
    </Box>
  );
}

/** The home's two lists under their headings: the most-asked questions and the guides. */
function Sections({ mostAsked, guides }: { mostAsked: ReactNode; guides: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Stack gap={4}>
        <SectionHeading
          action={<MoreLink to={paths.helpCenterFaqs}>{t('help-center.home.allFaqs')}</MoreLink>}
        >
          {t('help-center.home.mostAsked')}
        </SectionHeading>
        {mostAsked}
      </Stack>

      <Stack gap={4}>
        <SectionHeading
          action={
            <MoreLink to={paths.helpCenterGuides}>{t('help-center.home.allGuides')}</MoreLink>
          }
        >
          {t('help-center.home.guideCategories')}
        </SectionHeading>
        {guides}
      </Stack>
    </>
  );
}

/**
 * Both lists come from one query, so they are read once here: a failed load shows one
 * error whose Retry brings both back (two readers of the query each kept their error).
 */
function LoadedSections() {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(homeQuery);
  if (!data)
    return <LoadError error={error ?? new Error(t('help-center.loadFailed'))} onRetry={refetch} />;
  return (
    <Sections mostAsked={<MostAsked data={data} />} guides={<GuideCategories data={data} />} />
  );
}

function MostAsked({ data }: { data: HelpCenterHomeQuery }) {
  const { t } = useTranslation();
  const [first] = data.helpCenterFaqCategories;
  const category =
    data.helpCenterFaqCategories.find((entry) => entry.slug === 'most-asked') ?? first;
  if (!category || category.faqs.length === 0) {
    return (
      <EmptyList
        icon={<QuestionMarkCircleIcon />}
        title={t('help-center.faqs.empty.title')}
        description={t('help-center.faqs.empty.description')}
        action={
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.helpCenterSupport}>
              {t('help-center.faqs.empty.action')}
            </RouterLink>
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap={3}>
      <FaqAccordion faqs={category.faqs} label={category.title} />
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {t('help-center.home.notListed')}{' '}
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={faqsLink()}>{t('help-center.home.browseFaqs')}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}

function GuideCategories({ data }: { data: HelpCenterHomeQuery }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={5}>
      {data.helpCenterGuideCategories.map((category) => (
        <GuideCategoryCard key={category.id} category={category} shown={GUIDES_SHOWN} />
      ))}
    </SimpleGrid>
  );
}
