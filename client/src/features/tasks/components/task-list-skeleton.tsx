// The list while it loads: rows shaped like tasks, a section heading among them.
import { Box, Flex } from '@chakra-ui/react';
import { Skeleton } from '../../../components/ui/skeleton';

const WIDTHS = ['45%', '70%', '55%', '62%', '40%', '75%', '50%'];

export function TaskListSkeleton() {
  return (
    <Box
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      overflow="hidden"
      aria-hidden
      data-testid="tasks-loading"
    >
      {WIDTHS.map((width, index) => (
        <SkeletonRow key={index} width={width} section={index === 0 || index === 4} />
      ))}
    </Box>
  );
}

/**
 * Task rows while the next page of the list loads, under the rows loaded so far: each with
 * its line above, as the last loaded row has none and "Load more" draws the one under them.
 */
export function TaskRowsSkeleton({ count }: { count: number }) {
  return (
    <Box aria-hidden>
      {WIDTHS.slice(1, count + 1).map((width, index) => (
        <SkeletonRow key={index} width={width} lineAbove />
      ))}
    </Box>
  );
}

interface SkeletonRowProps {
  width: string;
  section?: boolean;
  /** The row's line above it rather than under it. */
  lineAbove?: boolean;
}

function SkeletonRow({ width, section = false, lineAbove = false }: SkeletonRowProps) {
  const line = lineAbove ? { borderTopWidth: '1px' } : { borderBottomWidth: '1px' };
  return section ? (
    <Flex align="center" gap={3} px={4} h={11} bg="bg.subtle" {...line}>
      <Skeleton boxSize={4} />
      <Skeleton h={3} w="30%" />
    </Flex>
  ) : (
    <Flex align="center" gap={3} px={4} h={14} {...line}>
      <Skeleton boxSize={4} />
      <Skeleton boxSize={5} borderRadius="full" />
      <Skeleton h={3.5} w={width} />
      <Skeleton h={4} w={16} ms="auto" display={{ base: 'none', md: 'block' }} />
    </Flex>
  );
}

/** The detail panel while the list loads. */
export function TaskPanelSkeleton() {
  return (
    <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" p={5} aria-hidden>
      <Flex justify="space-between" mb={6}>
        <Skeleton h={8} w={36} />
        <Skeleton h={8} w={20} />
      </Flex>
      <Skeleton h={3} w={12} mb={2} />
      <Skeleton h={10} mb={5} />
      <Skeleton h={3} w={12} mb={2} />
      <Skeleton h={24} mb={5} />
      <Flex gap={4} mb={5}>
        <Skeleton h={9} flex={1} />
        <Skeleton h={9} flex={1} />
      </Flex>
      <Skeleton h={3} w={16} mb={2} />
      <Skeleton h={6} w="60%" />
    </Box>
  );
}
