// The notes screen while its first answer comes: the filters column and cards of
// varied heights, shaped like what replaces them.
import { Box, Flex, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Skeleton, SkeletonRegion, SkeletonText } from '../../../components/ui/skeleton';
import { Masonry, MasonryItem } from './masonry';

const CARDS = [
  { image: false, lines: 3, tasks: 0 },
  { image: false, lines: 0, tasks: 4 },
  { image: true, lines: 2, tasks: 0 },
  { image: false, lines: 4, tasks: 0 },
  { image: false, lines: 1, tasks: 3 },
  { image: false, lines: 2, tasks: 0 },
  { image: true, lines: 1, tasks: 0 },
  { image: false, lines: 0, tasks: 2 },
];

export function NotesSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion
      label={t('notes.loading')}
      display="flex"
      flexDirection={{ base: 'column', lg: 'row' }}
      gap={{ base: 4, lg: 8 }}
    >
      <Flex
        direction={{ base: 'row', lg: 'column' }}
        gap={2}
        w={{ lg: '56' }}
        flexShrink={0}
        overflow="hidden"
      >
        {[0, 1, 2, 3, 4, 5].map((item) => (
          <Skeleton key={item} h="8" w={{ base: '24', lg: 'full' }} flexShrink={0} />
        ))}
      </Flex>
      <Box flex="1" minW={0}>
        <Skeleton h="6" w="32" mb={4} />
        <Masonry label={t('notes.loading')}>
          {CARDS.map((card, index) => (
            <MasonryItem key={index}>
              <Card.Root variant="outline" overflow="hidden" mb={0}>
                {card.image && <Skeleton h="36" borderRadius={0} />}
                <Card.Body p={4} gap={3}>
                  <Skeleton h="5" w="70%" />
                  {card.lines > 0 && <SkeletonText noOfLines={card.lines} gap={2} />}
                  {card.tasks > 0 && (
                    <Stack gap={2}>
                      {Array.from({ length: card.tasks }, (_, task) => (
                        <Flex key={task} gap={2} align="center">
                          <Skeleton boxSize="4" borderRadius="sm" />
                          <Skeleton h="3" flex="1" />
                        </Flex>
                      ))}
                    </Stack>
                  )}
                  <Flex gap={2}>
                    <Skeleton h="5" w="14" borderRadius="full" />
                    <Skeleton h="5" w="12" borderRadius="full" />
                  </Flex>
                </Card.Body>
              </Card.Root>
            </MasonryItem>
          ))}
        </Masonry>
      </Box>
    </SkeletonRegion>
  );
}
