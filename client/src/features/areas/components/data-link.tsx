// A link that comes from data (a message, an activity): app paths through the router,
// http(s) URLs in a new tab (said to screen readers), anything else as text only (lib/links.ts).
import { Link as ChakraLink, VisuallyHidden, type LinkProps } from '@chakra-ui/react';
import ArrowTopRightOnSquareIcon from '@heroicons/react/20/solid/ArrowTopRightOnSquareIcon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { safeLink } from '../../../lib/links';

interface DataLinkProps extends Omit<LinkProps, 'href'> {
  link: string | null | undefined;
  useRouter: boolean;
  children: ReactNode;
}

export function DataLink({ link, useRouter, children, ...props }: DataLinkProps) {
  const { t } = useTranslation();
  const href = safeLink(link);
  if (!href) return <>{children}</>;
  if (useRouter && href.startsWith('/')) {
    return (
      <ChakraLink asChild {...props}>
        <Link to={href}>{children}</Link>
      </ChakraLink>
    );
  }
  return (
    <ChakraLink href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <ArrowTopRightOnSquareIcon width={12} aria-hidden style={{ flexShrink: 0 }} />
      <VisuallyHidden>{t('areas.opensInNewTab')}</VisuallyHidden>
    </ChakraLink>
  );
}
