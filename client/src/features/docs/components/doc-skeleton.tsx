// A document's place while its text loads: a title and paragraphs.
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonRegion, SkeletonText } from '../../../components/ui/skeleton';

export function DocSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('docs.loading')} maxW="3xl">
      <Skeleton h="10" w="60%" mb={8} />
      <Stack gap={8}>
        <SkeletonText noOfLines={4} gap={3} />
        <Skeleton h="7" w="40%" />
        <SkeletonText noOfLines={5} gap={3} />
        <Skeleton h="24" borderRadius="l3" />
        <SkeletonText noOfLines={3} gap={3} />
      </Stack>
    </SkeletonRegion>
  );
}
