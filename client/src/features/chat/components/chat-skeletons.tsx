// What the chat app shows while its data comes: the side column's rows and a
// conversation's bubbles, shaped like the real thing.
import { Box, Flex, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  Skeleton,
  SkeletonCircle,
  SkeletonRegion,
  SkeletonText,
} from '../../../components/ui/skeleton';

export function ChatSidebarSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion
      label={t('chat.app.loadingChats')}
      display="flex"
      flexDirection="column"
      flex={1}
    >
      <Flex align="center" gap={3} px={4} py={4}>
        <SkeletonCircle size="10" />
        <Skeleton h="6" w="24" />
      </Flex>
      <Box px={4} pb={3}>
        <Skeleton h="8" rounded="l2" />
      </Box>
      {Array.from({ length: 7 }, (_, index) => (
        <Flex key={index} align="center" gap={3} px={4} py={3}>
          <SkeletonCircle size="10" />
          <Box flex={1}>
            <SkeletonText noOfLines={2} gap={2} />
          </Box>
        </Flex>
      ))}
    </SkeletonRegion>
  );
}

const BUBBLES = [
  { mine: false, w: '55%' },
  { mine: false, w: '35%' },
  { mine: true, w: '45%' },
  { mine: false, w: '60%' },
  { mine: true, w: '30%' },
  { mine: true, w: '50%' },
];

export function ConversationSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion
      label={t('chat.loading')}
      display="flex"
      flexDirection="column"
      flex={1}
      minW={0}
    >
      <Flex align="center" gap={3} px={4} h={16} borderBottomWidth="1px">
        <SkeletonCircle size="10" />
        <Box flex={1} maxW="48">
          <SkeletonText noOfLines={2} gap={2} />
        </Box>
      </Flex>
      <Stack flex={1} gap={3} px={{ base: 4, md: 6 }} py={6} overflow="hidden">
        {BUBBLES.map((bubble, index) => (
          <Flex key={index} justify={bubble.mine ? 'flex-end' : 'flex-start'}>
            <Skeleton h="10" w={bubble.w} rounded="xl" />
          </Flex>
        ))}
      </Stack>
      <Box p={3} borderTopWidth="1px">
        <Skeleton h="10" rounded="l2" />
      </Box>
    </SkeletonRegion>
  );
}
