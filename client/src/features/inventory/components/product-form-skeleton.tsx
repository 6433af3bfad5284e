// The product's drawer while the product loads: the header, the picture and the fields.
import { Drawer, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';

export function ProductFormSkeleton() {
  const { t } = useTranslation();
  const field = (key: number) => (
    <Stack key={key} gap={2}>
      <Skeleton h="3" w="20" />
      <Skeleton h="8" />
    </Stack>
  );
  return (
    <>
      <Drawer.Header borderBottomWidth="1px">
        <Drawer.Title>{t('inventory.loadingProduct')}</Drawer.Title>
      </Drawer.Header>
      <Drawer.Body py={6}>
        <SkeletonRegion
          label={t('inventory.loadingProduct')}
          display="flex"
          flexDirection="column"
          gap={8}
        >
          <Skeleton h={{ base: '56', sm: '72' }} rounded="l3" />
          <Stack gap={4}>
            {field(0)}
            <Skeleton h="20" />
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap={4}>
              {[1, 2, 3].map(field)}
            </SimpleGrid>
          </Stack>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
            {[4, 5, 6, 7].map(field)}
          </SimpleGrid>
        </SkeletonRegion>
      </Drawer.Body>
    </>
  );
}
