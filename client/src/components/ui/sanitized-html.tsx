// The only way HTML from data reaches the page: DOMPurify cleans it first.
import { Box, type BoxProps } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export function SanitizedHtml({ html, ...props }: { html: string } & Omit<BoxProps, 'children'>) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <Box {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
