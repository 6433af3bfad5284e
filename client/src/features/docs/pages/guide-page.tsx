// One guide (/docs/guides/<guide>, or /<guide>/<section> to open it at a section): its
// Markdown, loaded with the page, rendered and sanitized, and the previous and next
// guides below it. An unknown guide says so inside the docs.
import { Box, Flex, Text } from '@chakra-ui/react';
import ArrowLeftIcon from '@heroicons/react/24/outline/ArrowLeftIcon';
import ArrowRightIcon from '@heroicons/react/24/outline/ArrowRightIcon';
import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { guidePath } from '../../../config/paths';
import { DocLoadBoundary } from '../components/doc-load-boundary';
import { DocSkeleton } from '../components/doc-skeleton';
import { MarkdownArticle } from '../components/markdown-article';
import { GUIDES, loadGuide, type GuideSlug } from '../content';
import { DocNotFound } from './doc-not-found';

export function GuidePage() {
  const { '*': splat = '' } = useParams();
  const [slug = '', section] = splat.split('/');
  if (!loadGuide(slug)) return <DocNotFound />;
  return (
    <DocLoadBoundary key={slug}>
      <Suspense fallback={<DocSkeleton />}>
        <Guide slug={slug as GuideSlug} section={section} />
      </Suspense>
    </DocLoadBoundary>
  );
}

function Guide({ slug, section }: { slug: GuideSlug; section?: string }) {
  const { t } = useTranslation();
  const markdown = use(loadGuide(slug)!);
  useDocumentTitle(t(`docs.guides.${slug}`));
  return (
    <>
      <MarkdownArticle markdown={markdown} section={section} />
      <GuideNeighbours slug={slug} />
    </>
  );
}

function GuideNeighbours({ slug }: { slug: GuideSlug }) {
  const { t } = useTranslation();
  const index = GUIDES.indexOf(slug);
  const previous = GUIDES[index - 1];
  const next = GUIDES[index + 1];
  return (
    <Flex
      as="nav"
      aria-label={t('docs.moreGuides')}
      maxW="3xl"
      mt={12}
      pt={6}
      borderTopWidth="1px"
      borderColor="border"
      gap={4}
      direction={{ base: 'column', sm: 'row' }}
    >
      {previous ? <Neighbour slug={previous} direction="previous" /> : <Box flex={1} />}
      {next ? <Neighbour slug={next} direction="next" /> : <Box flex={1} />}
    </Flex>
  );
}

function Neighbour({ slug, direction }: { slug: GuideSlug; direction: 'previous' | 'next' }) {
  const { t } = useTranslation();
  const next = direction === 'next';
  return (
    <Box
      asChild
      flex={1}
      display="flex"
      flexDirection="column"
      alignItems={next ? 'flex-end' : 'flex-start'}
      gap={1}
      px={4}
      py={3}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      textAlign={next ? 'end' : 'start'}
      transition="border-color 0.15s, background 0.15s"
      _hover={{ borderColor: 'brand.muted', bg: 'brand.subtle' }}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '1px',
      }}
    >
      <Link to={guidePath(slug)}>
        <Text as="span" fontSize="xs" color="fg.muted" display="flex" alignItems="center" gap={1}>
          {!next && <ArrowLeftIcon width={14} aria-hidden />}
          {t(next ? 'docs.next' : 'docs.previous')}
          {next && <ArrowRightIcon width={14} aria-hidden />}
        </Text>
        <Text as="span" fontWeight="medium" color="brand.fg">
          {t(`docs.guides.${slug}`)}
        </Text>
      </Link>
    </Box>
  );
}
