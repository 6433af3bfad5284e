// The parts every section of the administracion overview is built from: its title with an
// optional way on (a link with an arrow), and the skeleton of a list while it loads.
import { Flex, Heading, Link as ChakraLink, Stack } from '@chakra-ui/react';
import ArrowRightIcon from '@heroicons/react/24/outline/ArrowRightIcon';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton, SkeletonCircle, SkeletonRegion } from '../../../components/ui/skeleton';

export function SectionTitle({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap={3} mb={3}>
      <Heading as="h2" size="md">
        {children}
      </Heading>
      {action}
    </Flex>
  );
}

/** A section's way on, beside its title: "All activities →". */
export function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ChakraLink asChild colorPalette="brand" fontSize="sm" fontWeight="medium">
      <Link to={to}>
        {children}
        <ArrowRightIcon width={14} aria-hidden />
      </Link>
    </ChakraLink>
  );
}

/** A list's rows while it loads: a circle and two lines each. */
export function ListSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <SkeletonRegion label={label}>
      <Stack gap={4} py={2}>
        {Array.from({ length: rows }, (_, index) => (
          <Flex key={index} gap={3} align="center">
            <SkeletonCircle size={8} />
            <Stack flex={1} gap={1.5}>
              <Skeleton h={3} w={`${60 + ((index * 13) % 30)}%`} />
              <Skeleton h={2.5} w="30%" />
            </Stack>
          </Flex>
        ))}
      </Stack>
    </SkeletonRegion>
  );
}
