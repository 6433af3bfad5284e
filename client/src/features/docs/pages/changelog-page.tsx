// The changelog (/docs/changelog): this repository's CHANGELOG.md, rendered and
// sanitized, its releases listed beside it on wide screens.
import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { DocLoadBoundary } from '../components/doc-load-boundary';
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
  const { t } = useTranslation();
  useDocumentTitle(t('docs.changelog'));
  return <MarkdownArticle markdown={use(loadChangelog())} tocDepth={2} />;
}
