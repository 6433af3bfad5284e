// A Markdown document of the docs, rendered and sanitized (SanitizedHtml), styled as
// prose: headings with links to themselves, code blocks, tables that scroll sideways
// on phones. Links to the app's own pages (/docs/..., /apps/...) go through the router;
// links to the server's own pages (the explorer at /graphql, /api) load as pages. On
// wide screens a table of contents follows the document.
import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { renderMarkdown, type DocHeading } from '../markdown';

/** Paths the server answers itself, not the app's router. */
const SERVER_PATHS = [
  '/graphql',
  '/api',
  '/images',
  '/icon-sets',
  '/health',
  '/client-config.json',
];

function isAppPath(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.split(/[?#]/)[0]!;
  return !SERVER_PATHS.some((server) => path === server || path.startsWith(`${server}/`));
}

const PROSE = {
  color: 'fg',
  fontSize: 'md',
  lineHeight: '1.75',
  '& > :first-child': { mt: 0 },
  '& h1': {
    fontSize: { base: '3xl', md: '4xl' },
    fontWeight: 'bold',
    lineHeight: '1.2',
    mb: 6,
    letterSpacing: '-0.02em',
  },
  '& h2': {
    fontSize: '2xl',
    fontWeight: 'semibold',
    lineHeight: '1.3',
    mt: 12,
    mb: 4,
    pb: 2,
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
  },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', mt: 8, mb: 3 },
  '& h2, & h3': { scrollMarginTop: '6rem', position: 'relative' },
  '& .doc-anchor': {
    ms: 2,
    color: 'fg.muted',
    textDecoration: 'none',
    opacity: 0,
    transition: 'opacity 0.15s',
    _focusVisible: {
      opacity: 1,
      outline: '2px solid',
      outlineColor: 'brand.focusRing',
      borderRadius: 'sm',
    },
  },
  '& h2:hover .doc-anchor, & h3:hover .doc-anchor': { opacity: 1 },
  '& p, & ul, & ol, & pre, & .doc-table, & blockquote': { my: 4 },
  '& ul, & ol': { ps: 6 },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { my: 1.5 },
  '& li::marker': { color: 'fg.muted' },
  '& a:not(.doc-anchor)': {
    color: 'brand.fg',
    textDecoration: 'underline',
    textDecorationColor: 'brand.muted',
    textUnderlineOffset: '3px',
    _hover: { textDecorationColor: 'brand.fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', borderRadius: 'xs' },
  },
  '& strong': { fontWeight: 'semibold' },
  '& :not(pre) > code': {
    fontFamily: 'mono',
    fontSize: '0.875em',
    bg: 'bg.muted',
    borderWidth: '1px',
    borderColor: 'border.muted',
    borderRadius: 'sm',
    px: 1,
    py: 0.5,
    wordBreak: 'break-word',
  },
  '& pre': {
    fontFamily: 'mono',
    fontSize: 'sm',
    lineHeight: '1.6',
    bg: 'gray.900',
    color: 'gray.100',
    borderRadius: 'l3',
    px: 5,
    py: 4,
    overflowX: 'auto',
  },
  '& .doc-table': {
    overflowX: 'auto',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
  },
  '& table': { width: 'full', fontSize: 'sm', borderCollapse: 'collapse' },
  '& th': {
    textAlign: 'start',
    fontWeight: 'semibold',
    bg: 'bg.muted',
    px: 3,
    py: 2,
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& td': {
    px: 3,
    py: 2,
    borderTopWidth: '1px',
    borderColor: 'border.muted',
    verticalAlign: 'top',
  },
  '& tbody tr:first-of-type td': { borderTopWidth: 0 },
  '& blockquote': { borderStartWidth: '3px', borderColor: 'brand.muted', ps: 4, color: 'fg.muted' },
  '& hr': { my: 8, borderColor: 'border' },
} as const;

interface MarkdownArticleProps {
  markdown: string;
  /** A section's id to scroll to once shown (the address's /<section> or #hash). */
  section?: string;
  /** The deepest heading the table of contents lists (2: only h2). */
  tocDepth?: 2 | 3;
  /** The document's language, for screen readers when it is not the interface's. */
  lang: string;
}

export function MarkdownArticle({ markdown, section, tocDepth = 3, lang }: MarkdownArticleProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const doc = useMemo(() => renderMarkdown(markdown, t('docs.sectionLink')), [markdown, t]);
  const article = useRef<HTMLDivElement>(null);
  const contents = doc.headings.filter((heading) => heading.depth <= tocDepth);

  // The section asked for, once its heading is in the page; else the document's top.
  const target = section || decodeURIComponent(hash.slice(1));
  // The first section (the nav's /getting-started/introduction) starts at the title.
  const opening = doc.headings[0]?.id;
  useEffect(() => {
    const heading = target ? document.getElementById(target) : null;
    if (!heading || !article.current?.contains(heading)) return;
    if (target === opening) window.scrollTo({ top: 0 });
    else heading.scrollIntoView();
  }, [target, opening, doc]);

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !isAppPath(href)) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <Flex gap={10} align="flex-start">
      <Box as="article" flex={1} minW={0} maxW="3xl" ref={article} lang={lang}>
        <SanitizedHtml html={doc.html} css={PROSE} onClick={onClick} />
      </Box>
      {contents.length > 1 && <TableOfContents headings={contents} lang={lang} />}
    </Flex>
  );
}

function TableOfContents({ headings, lang }: { headings: DocHeading[]; lang: string }) {
  const { t } = useTranslation();
  return (
    <Box
      as="nav"
      aria-label={t('docs.onThisPage')}
      hideBelow="xl"
      position="sticky"
      top="6rem"
      w="56"
      flexShrink={0}
      maxH="calc(100dvh - 8rem)"
      overflowY="auto"
    >
      <Text
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
        mb={3}
      >
        {t('docs.onThisPage')}
      </Text>
      <Stack as="ul" gap={0} borderStartWidth="1px" borderColor="border">
        {headings.map((heading) => (
          <Box as="li" key={heading.id} listStyleType="none">
            <Link
              href={`#${heading.id}`}
              display="block"
              py={1}
              ps={heading.depth === 3 ? 6 : 3}
              ms="-1px"
              borderStartWidth="1px"
              borderColor="transparent"
              fontSize="sm"
              color="fg.muted"
              textDecoration="none"
              _hover={{ color: 'fg', borderColor: 'fg.muted' }}
            >
              <span lang={lang}>{heading.text}</span>
            </Link>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
