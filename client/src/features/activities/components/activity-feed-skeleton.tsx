// The feed while it loads: a day's heading and entries of placeholders on the timeline,
// the shape of what comes (also the row shown while another page loads).
import { Box, Flex, Stack } from '@chakra-ui/react';
import {
  Skeleton,
  SkeletonCircle,
  SkeletonRegion,
  SkeletonText,
} from '../../../components/ui/skeleton';

/** Entries of placeholders; `lines` varies their length so they look like text. */
export function ActivityRowsSkeleton({ rows }: { rows: number }) {
  return (
    <Stack gap={7}>
      {Array.from({ length: rows }, (_, index) => (
        <Flex key={index} gap={4} align="start">
          <SkeletonCircle size={10} flexShrink={0} />
          <Stack flex={1} gap={2} pt={1}>
            <SkeletonText noOfLines={index % 3 === 1 ? 2 : 1} maxW={index % 2 ? 'lg' : 'md'} />
            <Skeleton h={3} w={index % 2 ? 24 : 36} />
          </Stack>
        </Flex>
      ))}
    </Stack>
  );
}

export function ActivityFeedSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion label={label}>
      {[4, 3].map((rows, index) => (
        <Box key={index} mb={index === 0 ? 10 : 0}>
          <Skeleton h={4} w={32} mb={5} />
          <ActivityRowsSkeleton rows={rows} />
        </Box>
      ))}
    </SkeletonRegion>
  );
}
