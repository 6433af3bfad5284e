// A document's place while its text loads: a title and paragraphs.
import { Box, Stack } from '@chakra-ui/react';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';

export function DocSkeleton() {
  return (
    <Box maxW="3xl" aria-hidden>
      <Skeleton h="10" w="60%" mb={8} />
      <Stack gap={8}>
        <SkeletonText noOfLines={4} gap={3} />
        <Skeleton h="7" w="40%" />
        <SkeletonText noOfLines={5} gap={3} />
        <Skeleton h="24" borderRadius="l3" />
        <SkeletonText noOfLines={3} gap={3} />
      </Stack>
    </Box>
  );
}
