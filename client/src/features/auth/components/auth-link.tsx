import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** An in-app text link between the auth pages. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild colorPalette="brand" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
