// One guide: its HTML content (sanitized), the way back to its category, the category's
// other guides beside it and the previous and next ones under it. An unknown guide or
// category says so inside the app.
import { Box, Button, Flex, Grid, Heading, Icon, Link, Stack, Text } from '@chakra-ui/react';
import ArrowLeftIcon from '@heroicons/react/20/solid/ArrowLeftIcon';
import ChevronLeftIcon from '@heroicons/react/20/solid/ChevronLeftIcon';
import ChevronRightIcon from '@heroicons/react/20/solid/ChevronRightIcon';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { isNotFound } from '../../../apollo/error-codes';
import { LoadError } from '../../../components/page/load-error';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { paths } from '../../../config/paths';
import type {
  HelpCenterGuideCategoryFieldsFragment,
  HelpCenterGuideSummaryFragment,
} from '../../../gql/graphql';
import { guideQuery } from '../api/queries';
import { HelpBreadcrumb } from '../components/help-breadcrumb';
import { NotFound } from '../components/not-found';
import { GuideSkeleton } from '../components/skeletons';
import { SupportPrompt } from '../components/support-prompt';
import { guideCategoryLink, guideLink } from '../url-state';

export function GuidePage() {
  return (
    <>
      <Suspense fallback={<GuideSkeleton />}>
        <Guide />
      </Suspense>
      <SupportPrompt />
    </>
  );
}

/** The article's HTML (paragraphs, lists, headings) in the app's type. */
const PROSE = {
  '& > * + *': { mt: 4 },
  '& p': { lineHeight: '1.75' },
  '& h2': { fontSize: 'xl', fontWeight: 'semibold', mt: 8 },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', mt: 6 },
  '& ul, & ol': { ps: 6, lineHeight: '1.75' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { mt: 1.5 },
  '& li::marker': { color: 'fg.subtle' },
  '& strong, & b': { fontWeight: 'semibold', color: 'fg' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: 1, rounded: 'xs' },
} as const;

function Guide() {
  const { t } = useTranslation();
  const params = useParams();
  const { data, error, refetch } = useRouteQuery(guideQuery);
  const category = data?.helpCenterGuide;
  const guide = category?.guides[0];
  useDocumentTitle(guide?.title);

  if (!category || !guide) {
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
          title={t('help-center.notFound.guide.title')}
          description={t('help-center.notFound.guide.description', {
            path: `${params.category ?? ''}/${params.guide ?? ''}`,
          })}
          to={paths.helpCenterGuides}
          action={t('help-center.notFound.guide.action')}
        />
      </>
    );
  }

  const list = data.helpCenterGuideCategories[0];
  return (
    <>
      <HelpBreadcrumb
        crumbs={[
          { label: t('help-center.title'), to: paths.helpCenter },
          { label: t('help-center.nav.guides'), to: paths.helpCenterGuides },
          { label: category.title, to: guideCategoryLink(category.slug) },
          { label: guide.title },
        ]}
      />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 18rem' }} gap={{ base: 8, lg: 12 }}>
        <Box as="article" aria-labelledby="guide-title" minW={0}>
          <Button asChild size="xs" variant="ghost" mb={3} ms={-2} color="fg.muted">
            <RouterLink to={guideCategoryLink(category.slug)}>
              <ArrowLeftIcon aria-hidden />
              {t('help-center.guide.back', { category: category.title })}
            </RouterLink>
          </Button>
          <Heading as="h1" id="guide-title" size={{ base: '2xl', md: '3xl' }}>
            {guide.title}
          </Heading>
          <Text mt={2} fontSize="lg" color="fg.muted">
            {guide.subtitle}
          </Text>
          <Box mt={6} pt={6} borderTopWidth="1px" color="fg.muted">
            <SanitizedHtml html={guide.content ?? ''} css={PROSE} />
          </Box>
          {list && <PreviousNext category={list} current={guide.slug} />}
        </Box>
        {list && <InThisCategory category={list} current={guide.slug} />}
      </Grid>
    </>
  );
}

function InThisCategory({
  category,
  current,
}: {
  category: HelpCenterGuideCategoryFieldsFragment;
  current: string;
}) {
  const { t } = useTranslation();
  return (
    <Box as="nav" aria-label={t('help-center.guide.inCategory', { category: category.title })}>
      <Box
        position={{ lg: 'sticky' }}
        top={{ lg: 6 }}
        borderWidth="1px"
        rounded="l3"
        bg="bg.panel"
        p={4}
      >
        <Text
          fontSize="xs"
          fontWeight="semibold"
          textTransform="uppercase"
          letterSpacing="wider"
          color="fg.muted"
          px={2}
          mb={2}
        >
          {t('help-center.guide.inCategory', { category: category.title })}
        </Text>
        <Stack as="ul" gap={0.5}>
          {category.guides.map((guide) => {
            const active = guide.slug === current;
            return (
              <Box as="li" key={guide.id} listStyleType="none">
                <Box
                  asChild
                  display="block"
                  px={2}
                  py={1.5}
                  rounded="l2"
                  fontSize="sm"
                  color={active ? 'brand.fg' : 'fg.muted'}
                  fontWeight={active ? 'semibold' : 'normal'}
                  bg={active ? 'brand.subtle' : undefined}
                  _hover={{
                    bg: active ? 'brand.subtle' : 'bg.muted',
                    color: active ? 'brand.fg' : 'fg',
                  }}
                  _focusVisible={{
                    outline: '2px solid',
                    outlineColor: 'brand.focusRing',
                    outlineOffset: '1px',
                  }}
                >
                  <RouterLink
                    to={guideLink(category.slug, guide.slug)}
                    aria-current={active ? 'page' : undefined}
                  >
                    {guide.title}
                  </RouterLink>
                </Box>
              </Box>
            );
          })}
        </Stack>
      </Box>
    </Box>
  );
}

function PreviousNext({
  category,
  current,
}: {
  category: HelpCenterGuideCategoryFieldsFragment;
  current: string;
}) {
  const { t } = useTranslation();
  const index = category.guides.findIndex((guide) => guide.slug === current);
  if (index === -1) return null;
  const previous = category.guides[index - 1];
  const next = category.guides[index + 1];
  if (!previous && !next) return null;
  return (
    <Box as="nav" aria-label={t('help-center.guide.more')} mt={10} pt={6} borderTopWidth="1px">
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap={4}>
        <Box>
          {previous && <Neighbour category={category.slug} guide={previous} direction="previous" />}
        </Box>
        <Box>{next && <Neighbour category={category.slug} guide={next} direction="next" />}</Box>
      </Grid>
    </Box>
  );
}

function Neighbour({
  category,
  guide,
  direction,
}: {
  category: string;
  guide: HelpCenterGuideSummaryFragment;
  direction: 'previous' | 'next';
}) {
  const { t } = useTranslation();
  const next = direction === 'next';
  return (
    <Link
      asChild
      display="flex"
      flexDirection="column"
      alignItems={next ? 'flex-end' : 'flex-start'}
      textAlign={next ? 'end' : 'start'}
      gap={1}
      p={4}
      h="full"
      borderWidth="1px"
      rounded="l3"
      bg="bg.panel"
      textDecoration="none"
      _hover={{ borderColor: 'brand.border', textDecoration: 'none' }}
    >
      <RouterLink to={guideLink(category, guide.slug)}>
        <Flex
          align="center"
          gap={1}
          fontSize="xs"
          color="fg.muted"
          textTransform="uppercase"
          letterSpacing="wider"
        >
          {!next && <Icon as={ChevronLeftIcon} boxSize={4} aria-hidden />}
          {t(next ? 'help-center.guide.next' : 'help-center.guide.previous')}
          {next && <Icon as={ChevronRightIcon} boxSize={4} aria-hidden />}
        </Flex>
        <Text fontWeight="medium" color="fg">
          {guide.title}
        </Text>
      </RouterLink>
    </Link>
  );
}
