// The catalogue while it loads: cards of placeholders in the same grid.
import { Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Skeleton, SkeletonRegion, SkeletonText } from '../../../components/ui/skeleton';

export const COURSE_GRID_COLUMNS = { base: 1, sm: 2, xl: 3, '2xl': 4 } as const;

export function CourseGridSkeleton({ cards = 6 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('academy.loading')}>
      <SimpleGrid columns={COURSE_GRID_COLUMNS} gap={5}>
        {Array.from({ length: cards }, (_, index) => (
          <Card.Root key={index} variant="outline" overflow="hidden" bg="bg.panel">
            <Skeleton h="28" rounded="none" />
            <Card.Body p={5} gap={3}>
              <Skeleton h="5" w="4/5" />
              <SkeletonText noOfLines={2} gap={2} />
              <Flex gap={4}>
                <Skeleton h="4" w="16" />
                <Skeleton h="4" w="16" />
              </Flex>
            </Card.Body>
            <Card.Footer p={5} pt={4} borderTopWidth="1px">
              <Stack w="full" gap={2}>
                <Flex justify="space-between">
                  <Skeleton h="4" w="24" />
                  <Skeleton h="4" w="8" />
                </Flex>
                <Skeleton h="2" rounded="full" />
                <Skeleton h="3" w="32" />
              </Stack>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </SkeletonRegion>
  );
}
