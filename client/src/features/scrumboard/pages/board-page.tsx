// A board (/apps/scrumboard/:boardId): its header (icon, title, description, members,
// settings), its lists of cards, the settings drawer (?settings) and, below it in the
// route tree, a card's dialog (/card/:cardId).
import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import ArrowLeftIcon from '@heroicons/react/24/outline/ArrowLeftIcon';
import Cog6ToothIcon from '@heroicons/react/24/outline/Cog6ToothIcon';
import RectangleStackIcon from '@heroicons/react/24/outline/RectangleStackIcon';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import {
  Skeleton,
  SkeletonCircle,
  SkeletonRegion,
  SkeletonText,
} from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { boardCards, type Board } from '../api/board-cache';
import { boardQuery } from '../api/queries';
import { useScrumboardLive } from '../api/use-scrumboard-live';
import { BoardIcon } from '../components/board-icon';
import { BoardLists } from '../components/board-lists';
import { BoardSettings } from '../components/board-settings';
import { MemberAvatars } from '../components/member-avatars';
import { useOverlayParam } from '../url-state';

export function BoardPage() {
  // Subscribed from the start, so nothing written while the board loads is missed.
  useScrumboardLive(useParams().boardId ?? '');
  return (
    <Suspense fallback={<BoardSkeleton />}>
      <BoardContent />
    </Suspense>
  );
}

function BoardContent() {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(boardQuery);
  const settings = useOverlayParam('settings');
  const board = data?.scrumboardBoard;

  if (!data) {
    return (
      <Stack gap={6}>
        {error ? <LoadError error={error} onRetry={() => refetch()} /> : <BoardSkeleton />}
      </Stack>
    );
  }
  if (!board) {
    return (
      <Stack gap={6}>
        <EmptyList
          icon={<RectangleStackIcon />}
          title={t('scrumboard.board.notFound')}
          description={t('scrumboard.board.notFoundHint')}
          action={
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to={paths.scrumboard}>{t('scrumboard.board.toBoards')}</RouterLink>
            </Button>
          }
        />
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      {error && <LoadError error={error} onRetry={() => refetch()} />}
      <BoardHeader board={board} onSettings={settings.show} />
      <BoardLists board={board} />
      {settings.open && (
        <BoardSettings board={board} people={data.scrumboardMembers} onClose={settings.close} />
      )}
      <Outlet />
    </Stack>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link asChild fontSize="sm" color="fg.muted" _hover={{ color: 'fg' }} w="fit-content">
      <RouterLink to={paths.scrumboard}>
        <ArrowLeftIcon width={14} aria-hidden />
        {t('scrumboard.board.toBoards')}
      </RouterLink>
    </Link>
  );
}

function BoardHeader({ board, onSettings }: { board: Board; onSettings: () => void }) {
  const { t } = useTranslation();
  const cards = boardCards(board).length;
  return (
    <Stack gap={3}>
      <BackLink />
      <Flex
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'center' }}
        justify="space-between"
        gap={4}
      >
        <Flex gap={4} align="center" minW={0}>
          <BoardIcon icon={board.icon} />
          <Stack gap={0.5} minW={0}>
            <Heading as="h1" size="2xl" overflowWrap="anywhere">
              {board.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {board.description ??
                t('scrumboard.board.summary', {
                  lists: t('scrumboard.settings.lists', { count: board.lists.length }),
                  cards: t('scrumboard.settings.cards', { count: cards }),
                })}
            </Text>
          </Stack>
        </Flex>
        <Flex gap={3} align="center" justify={{ base: 'space-between', md: 'flex-end' }}>
          <MemberAvatars members={board.members} max={5} />
          <Button size="sm" variant="outline" onClick={onSettings}>
            <Cog6ToothIcon />
            {t('scrumboard.settings.open')}
          </Button>
        </Flex>
      </Flex>
    </Stack>
  );
}

function BoardSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion
      label={t('scrumboard.board.loading')}
      display="flex"
      flexDirection="column"
      gap={6}
    >
      <Skeleton h={4} w={20} mb={-3} />
      <Flex gap={4} align="center">
        <Skeleton boxSize={12} borderRadius="l3" />
        <Stack gap={2} flex={1}>
          <Skeleton h={7} w={{ base: '70%', md: '30%' }} />
          <Skeleton h={4} w={{ base: '90%', md: '45%' }} />
        </Stack>
        <Flex hideBelow="md">
          {[0, 1, 2].map((avatar) => (
            <SkeletonCircle key={avatar} size={8} ms={avatar ? -2 : 0} />
          ))}
        </Flex>
      </Flex>
      <Flex gap={4} overflow="hidden">
        {[3, 2, 4, 1].map((count, index) => (
          <Box
            key={index}
            w={{ base: '85vw', sm: '72' }}
            maxW="xs"
            flexShrink={0}
            bg="bg.muted"
            borderRadius="l3"
            p={3}
          >
            <Skeleton h={4} w="50%" mb={4} />
            <Stack gap={2}>
              {Array.from({ length: count }, (_, card) => (
                <Box key={card} bg="bg.panel" borderRadius="l2" borderWidth="1px" p={3}>
                  <Skeleton h={4} w={12} mb={3} borderRadius="full" />
                  <SkeletonText noOfLines={2} gap={2} />
                </Box>
              ))}
            </Stack>
          </Box>
        ))}
      </Flex>
    </SkeletonRegion>
  );
}
