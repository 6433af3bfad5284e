// The grid's place while a set loads: cells shaped like the icons' buttons.
import { Box, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';

export function IconGridSkeleton({ size }: { size: number }) {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('icons.loading')}>
      <SimpleGrid minChildWidth={`${Math.max(104, size + 48)}px`} gap={3}>
        {Array.from({ length: 36 }, (_, index) => (
          <Box
            key={index}
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="l3"
            px={2}
            py={3}
            display="flex"
            flexDirection="column"
            alignItems="center"
            gap={2.5}
            h={`${size + 76}px`}
            justifyContent="center"
          >
            <Skeleton w={`${size}px`} h={`${size}px`} borderRadius="md" />
            <Skeleton h="3" w="16" />
          </Box>
        ))}
      </SimpleGrid>
    </SkeletonRegion>
  );
}
