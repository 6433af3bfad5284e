// What the contacts screens show while they load: the shapes of the list and of a
// contact's page, so nothing jumps when the data comes.
import { Box, Flex, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  Skeleton,
  SkeletonCircle,
  SkeletonRegion,
  SkeletonText,
} from '../../../components/ui/skeleton';

export function ContactListSkeleton({ rows = 8 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('contacts.loadingList')}>
      <Box px={4} py={2} bg="bg.muted" borderBottomWidth="1px">
        <Skeleton h={3} w={3} />
      </Box>
      {Array.from({ length: rows }, (_, index) => (
        <Flex key={index} align="center" gap={3} px={4} py={3} borderBottomWidth="1px">
          <SkeletonCircle size={10} />
          <Stack flex={1} gap={2}>
            <Skeleton h={3.5} w={`${55 + ((index * 17) % 35)}%`} />
            <Skeleton h={3} w={`${35 + ((index * 23) % 40)}%`} />
          </Stack>
        </Flex>
      ))}
    </SkeletonRegion>
  );
}

export function ContactSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion
      label={t('contacts.loadingContact')}
      bg="bg.panel"
      borderWidth="1px"
      rounded="l3"
      overflow="hidden"
    >
      <Skeleton h={{ base: 32, md: 40 }} rounded="none" />
      <Box px={{ base: 4, md: 8 }} pb={8}>
        <SkeletonCircle size={{ base: 24, md: 32 }} mt={{ base: -12, md: -16 }} />
        <Skeleton h={7} w="50%" mt={4} />
        <Skeleton h={4} w="35%" mt={2} />
        <Stack gap={5} mt={8}>
          {Array.from({ length: 5 }, (_, index) => (
            <Flex key={index} gap={4}>
              <Skeleton boxSize={5} />
              <SkeletonText noOfLines={index === 4 ? 3 : 1} flex={1} />
            </Flex>
          ))}
        </Stack>
      </Box>
    </SkeletonRegion>
  );
}
