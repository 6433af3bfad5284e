// A course's page while it loads: the same columns (the course and its steps beside the
// open step), in placeholders.
import { Grid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import {
  Skeleton,
  SkeletonCircle,
  SkeletonRegion,
  SkeletonText,
} from '../../../components/ui/skeleton';
import { COURSE_GRID_AREAS } from '../course-layout';

export function CourseSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('academy.loadingCourse')}>
      <Skeleton h="8" w="32" mb={4} />
      <Grid {...COURSE_GRID_AREAS}>
        <Card.Root gridArea="info" variant="outline" bg="bg.panel" overflow="hidden">
          <Skeleton h="28" rounded="none" />
          <Card.Body p={5} gap={3}>
            <Skeleton h="5" w="24" />
            <Skeleton h="6" w="4/5" />
            <SkeletonText noOfLines={2} gap={2} />
            <Skeleton h="2" rounded="full" mt={2} />
          </Card.Body>
        </Card.Root>
        <Card.Root gridArea="steps" variant="outline" bg="bg.panel" hideBelow="lg">
          <Card.Body p={3} gap={1}>
            {Array.from({ length: 5 }, (_, index) => (
              <Stack key={index} direction="row" gap={3} px={3} py={2.5}>
                <SkeletonCircle size="7" />
                <Stack gap={1.5} flex={1}>
                  <Skeleton h="4" w="3/4" />
                  <Skeleton h="3" w="1/2" />
                </Stack>
              </Stack>
            ))}
          </Card.Body>
        </Card.Root>
        <Card.Root gridArea="content" variant="outline" bg="bg.panel">
          <Card.Body p={{ base: 5, md: 8 }} gap={4}>
            <Skeleton h="4" w="24" />
            <Skeleton h="8" w="3/5" />
            <Skeleton h="4" w="2/5" />
            <SkeletonText noOfLines={6} gap={3} mt={4} />
            <SkeletonText noOfLines={4} gap={3} mt={2} />
          </Card.Body>
        </Card.Root>
      </Grid>
    </SkeletonRegion>
  );
}
