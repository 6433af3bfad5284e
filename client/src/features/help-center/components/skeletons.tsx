// The help center's pages while their first answer loads: placeholders shaped like
// the content (a list of questions, cards of guides, an article, a list of requests),
// each in one region that says what is loading.
import { Box, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonRegion, SkeletonText } from '../../../components/ui/skeleton';

function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <SkeletonRegion label={t('help-center.loading')}>{children}</SkeletonRegion>;
}

function ListRows({ rows }: { rows: number }) {
  return (
    <Stack gap={0} borderWidth="1px" rounded="l3" bg="bg.panel" overflow="hidden">
      {Array.from({ length: rows }, (_, index) => (
        <Flex key={index} px={5} py={4} gap={4} align="center" borderTopWidth={index ? '1px' : 0}>
          <Skeleton h="4" flex="1" maxW={`${60 + ((index * 13) % 35)}%`} />
          <Skeleton boxSize="4" ms="auto" />
        </Flex>
      ))}
    </Stack>
  );
}

/** Rows of questions (or guides) in one bordered list. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Loading>
      <ListRows rows={rows} />
    </Loading>
  );
}

/** The FAQs: the categories beside the first one's questions. */
export function FaqsSkeleton() {
  return (
    <Loading>
      <Flex gap={8} direction={{ base: 'column', md: 'row' }}>
        <Stack w={{ md: '56' }} gap={2} flexShrink={0}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} h="9" rounded="l2" />
          ))}
        </Stack>
        <Box flex="1">
          <ListRows rows={6} />
        </Box>
      </Flex>
    </Loading>
  );
}

/** A guide category: the breadcrumb, its title and count, and its guides. */
export function GuideCategorySkeleton() {
  return (
    <Loading>
      <Skeleton h="3.5" w="48" mb={5} />
      <Skeleton h="8" w="56" mb={2} />
      <Skeleton h="3.5" w="24" mb={6} />
      <ListRows rows={5} />
    </Loading>
  );
}

/** Cards of guide categories, each with its first guides. */
export function CategoryCardsSkeleton({ cards = 6, rows = 4 }: { cards?: number; rows?: number }) {
  return (
    <Loading>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={5}>
        {Array.from({ length: cards }, (_, index) => (
          <Stack key={index} gap={4} p={5} borderWidth="1px" rounded="l3" bg="bg.panel">
            <Skeleton h="5" w="40%" />
            <Stack gap={3}>
              {Array.from({ length: rows }, (_, row) => (
                <Skeleton key={row} h="3.5" w={`${70 + ((row * 11) % 25)}%`} />
              ))}
            </Stack>
            <Skeleton h="3.5" w="24" />
          </Stack>
        ))}
      </SimpleGrid>
    </Loading>
  );
}

/** A guide: its title, subtitle and paragraphs, and the side list. */
export function GuideSkeleton() {
  return (
    <Loading>
      <Skeleton h="3.5" w="56" mb={6} />
      <Flex gap={10} direction={{ base: 'column', lg: 'row' }}>
        <Stack flex="1" gap={4}>
          <Skeleton h="8" w="70%" />
          <Skeleton h="4" w="50%" />
          <SkeletonText noOfLines={4} gap={3} mt={4} />
          <SkeletonText noOfLines={5} gap={3} />
          <SkeletonText noOfLines={3} gap={3} />
        </Stack>
        <Stack w={{ lg: '72' }} gap={3}>
          <Skeleton h="4" w="32" />
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} h="3.5" w={`${65 + index * 6}%`} />
          ))}
        </Stack>
      </Flex>
    </Loading>
  );
}

/** The user's support requests. */
export function RequestsSkeleton() {
  return (
    <Loading>
      <Stack gap={3}>
        {Array.from({ length: 3 }, (_, index) => (
          <Stack key={index} gap={2} p={4} borderWidth="1px" rounded="l2" bg="bg.panel">
            <Skeleton h="4" w="60%" />
            <Skeleton h="3" w="30%" />
            <SkeletonText noOfLines={2} gap={2} />
          </Stack>
        ))}
      </Stack>
    </Loading>
  );
}
