// One guide (/docs/guides/<guide>, or /<guide>/<section> to open it at a section): its
// Markdown in the interface's language (English, with a note, where a translation is
// missing), loaded with the page, rendered and sanitized, and the previous and next
// guides below it. An unknown guide says so inside the docs.
import { Box, Flex, Text } from '@chakra-ui/react';
import ArrowLeftIcon from '@heroicons/react/24/outline/ArrowLeftIcon';
import ArrowRightIcon from '@heroicons/react/24/outline/ArrowRightIcon';
import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { guidePath } from '../../../config/paths';
import type { Language } from '../../../config/storage';
import { DocLoadBoundary } from '../components/doc-load-boundary';
import { DocNote } from '../components/doc-note';
import { DocSkeleton } from '../components/doc-skeleton';
import { MarkdownArticle } from '../components/markdown-article';
import { GUIDES, guideLanguage, isGuide, loadGuide, type GuideSlug } from '../content';
import { DocNotFound } from './doc-not-found';

export function GuidePage() {
  const { '*': splat = '' } = useParams();
  const { i18n } = useTranslation();
  const [slug = '', section] = splat.split('/');
  if (!isGuide(slug)) return <DocNotFound />;
  const language = guideLanguage(slug, i18n.resolvedLanguage ?? i18n.language);
  return (
    <DocLoadBoundary key={`${language}/${slug}`}>
      <Suspense fallback={<DocSkeleton />}>
        <Guide slug={slug} language={language} section={section} />
      </Suspense>
    </DocLoadBoundary>
  );
}

function Guide({
  slug,
  language,
  section,
}: {
  slug: GuideSlug;
  language: Language;
  section?: string;
}) {
  const { t, i18n } = useTranslation();
  const markdown = use(loadGuide(slug, language));
  useDocumentTitle(t(`docs.guides.${slug}`));
  return (
    <>
      {language !== (i18n.resolvedLanguage ?? i18n.language) && (
        <DocNote>{t('docs.untranslated')}</DocNote>
      )}
      <MarkdownArticle markdown={markdown} section={section} lang={language} />
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
