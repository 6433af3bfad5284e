// The changelog (/docs/changelog): this repository's CHANGELOG.md, rendered and
// sanitized, its releases listed beside it on wide screens. It is the project's record,
// kept in English; in Turkish and Spanish a note says so.
import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { DocLoadBoundary } from '../components/doc-load-boundary';
import { DocNote } from '../components/doc-note';
import { DocSkeleton } from '../components/doc-skeleton';
import { MarkdownArticle } from '../components/markdown-article';
import { loadChangelog } from '../content';

export function ChangelogPage() {
  return (
    <DocLoadBoundary>
      <Suspense fallback={<DocSkeleton />}>
        <Changelog />
      </Suspense>
    </DocLoadBoundary>
  );
}

function Changelog() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('docs.changelog'));
  const english = (i18n.resolvedLanguage ?? i18n.language) === 'en';
  return (
    <>
      {!english && <DocNote>{t('docs.changelogInEnglish')}</DocNote>}
      <MarkdownArticle markdown={use(loadChangelog())} tocDepth={2} lang="en" />
    </>
  );
}
