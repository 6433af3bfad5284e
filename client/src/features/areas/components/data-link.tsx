// A link that comes from data (a message, an activity): app paths through the router,
// http(s) URLs as plain links, anything else as text only (lib/links.ts).
import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { safeLink } from '../../../lib/links';

interface DataLinkProps extends Omit<LinkProps, 'href'> {
  link: string | null | undefined;
  useRouter: boolean;
  children: ReactNode;
}

export function DataLink({ link, useRouter, children, ...props }: DataLinkProps) {
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
    </ChakraLink>
  );
}
