// The boards page (/apps/scrumboard): every board with its icon, description, members
// and last activity, a search kept in ?search=, and a new board (?new opens the dialog).
import {
  Box,
  Button,
  Flex,
  Heading,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import RectangleStackIcon from '@heroicons/react/24/outline/RectangleStackIcon';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { NoMatch } from '../../../components/page/no-match';
import { PageHeader } from '../../../components/page/page-header';
import { SearchParamInput } from '../../../components/page/search-param-input';
import { Card } from '../../../components/ui/card';
import {
  Skeleton,
  SkeletonCircle,
  SkeletonRegion,
  SkeletonText,
} from '../../../components/ui/skeleton';
import { boardPath } from '../../../config/paths';
import { foldText } from '../../../lib/fold';
import { DATE_INPUT_FORMAT, formatDate } from '../../../lib/format';
import { searchIn } from '../../../lib/url-state';
import type { BoardSummary } from '../api/board-cache';
import { boardsQuery } from '../api/queries';
import { useScrumboardBoardsLive } from '../api/use-scrumboard-boards-live';
import { BoardIcon } from '../components/board-icon';
import { CreateBoardDialog } from '../components/create-board-dialog';
import { MemberAvatars } from '../components/member-avatars';
import { useOverlayParam } from '../url-state';

const GRID_COLUMNS = { base: 1, sm: 2, lg: 3, '2xl': 4 };

export function BoardsPage() {
  const { t } = useTranslation();
  const creating = useOverlayParam('new');
  useScrumboardBoardsLive();

  return (
    <Box maxW="8xl" mx="auto">
      <PageHeader
        title={t('scrumboard.title')}
        description={t('scrumboard.boards.subtitle')}
        actions={
          <>
            <SearchParamInput label={t('scrumboard.boards.search')} />
            <Button colorPalette="brand" size="sm" onClick={creating.show}>
              <PlusIcon />
              {t('scrumboard.boards.create')}
            </Button>
          </>
        }
      />
      <Suspense fallback={<BoardsSkeleton />}>
        <Boards onCreate={creating.show} />
      </Suspense>
      {creating.open && <CreateBoardDialog onClose={creating.close} />}
    </Box>
  );
}

function Boards({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data, error, refetch, stale } = useRouteQuery(boardsQuery);
  const search = searchIn(params);

  if (!data?.scrumboardBoards) {
    return error ? <LoadError error={error} onRetry={() => refetch()} /> : <BoardsSkeleton />;
  }
  const wanted = search ? foldText(search) : '';
  const boards = data.scrumboardBoards.filter(
    (board) =>
      !wanted ||
      foldText(board.title).includes(wanted) ||
      foldText(board.description ?? '').includes(wanted),
  );

  if (data.scrumboardBoards.length === 0) {
    return (
      <EmptyList
        icon={<RectangleStackIcon />}
        title={t('scrumboard.boards.empty')}
        description={t('scrumboard.boards.emptyHint')}
        action={
          <Button colorPalette="brand" size="sm" onClick={onCreate}>
            <PlusIcon />
            {t('scrumboard.boards.createFirst')}
          </Button>
        }
      />
    );
  }
  if (boards.length === 0) {
    return (
      <NoMatch
        title={t('scrumboard.boards.noMatch', { search })}
        description={t('scrumboard.boards.noMatchHint')}
      />
    );
  }

  return (
    <Stack gap={4} opacity={stale ? 0.6 : 1} transition="opacity 0.2s">
      {error && <LoadError error={error} onRetry={() => refetch()} />}
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('scrumboard.boards.count', { count: boards.length })}
      </Text>
      <SimpleGrid as="ul" columns={GRID_COLUMNS} gap={5} listStyleType="none" ps={0} m={0}>
        {boards.map((board) => (
          <li key={board.id}>
            <BoardTile board={board} />
          </li>
        ))}
        {!search && (
          <li>
            <Button
              onClick={onCreate}
              variant="outline"
              borderStyle="dashed"
              borderWidth="2px"
              w="full"
              h="full"
              minH={{ base: '32', sm: '56' }}
              flexDirection="column"
              gap={3}
              color="fg.muted"
              borderRadius="l3"
              _hover={{ color: 'brand.fg', borderColor: 'brand.solid', bg: 'brand.subtle/40' }}
            >
              <Box
                as="span"
                display="inline-flex"
                p={3}
                borderRadius="full"
                bg="bg.muted"
                aria-hidden
              >
                <PlusIcon width={24} />
              </Box>
              {t('scrumboard.boards.create')}
            </Button>
          </li>
        )}
      </SimpleGrid>
    </Stack>
  );
}

function BoardTile({ board }: { board: BoardSummary }) {
  const { t } = useTranslation();
  return (
    <LinkBox asChild>
      <Card.Root
        as="article"
        h="full"
        minH="56"
        variant="outline"
        borderRadius="l3"
        bg="bg.panel"
        transition="box-shadow 0.2s, border-color 0.2s, transform 0.2s"
        _hover={{ shadow: 'md', borderColor: 'border.emphasized', transform: 'translateY(-2px)' }}
        css={{
          '&:has(a:focus-visible)': {
            outline: '2px solid',
            outlineColor: 'brand.focusRing',
            outlineOffset: '2px',
          },
        }}
      >
        <Card.Body gap={4}>
          <BoardIcon icon={board.icon} />
          <Stack gap={1.5} flex={1}>
            <Heading as="h2" size="md" lineClamp={2}>
              <LinkOverlay asChild outline="none">
                <RouterLink to={boardPath(board.id)}>{board.title}</RouterLink>
              </LinkOverlay>
            </Heading>
            {board.description && (
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {board.description}
              </Text>
            )}
          </Stack>
        </Card.Body>
        <Card.Footer
          borderTopWidth="1px"
          pt={4}
          justifyContent="space-between"
          alignItems="center"
          gap={3}
        >
          <MemberAvatars members={board.members} />
          <Text fontSize="xs" color="fg.muted" textAlign="end">
            {t('scrumboard.boards.lastActivity')}{' '}
            <Box asChild color="fg" fontWeight="medium">
              <time dateTime={board.lastActivity}>
                {formatDate(board.lastActivity, DATE_INPUT_FORMAT)}
              </time>
            </Box>
          </Text>
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}

function BoardsSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion
      label={t('scrumboard.boards.loading')}
      display="flex"
      flexDirection="column"
      gap={4}
    >
      <Skeleton h={4} w={24} />
      <SimpleGrid columns={GRID_COLUMNS} gap={5}>
        {[0, 1, 2].map((index) => (
          <Box key={index} borderWidth="1px" borderRadius="l3" p={6} minH="56" bg="bg.panel">
            <Skeleton boxSize={12} borderRadius="l3" />
            <Skeleton h={5} w="60%" mt={5} />
            <SkeletonText noOfLines={2} mt={3} gap={2} />
            <Flex justify="space-between" align="center" mt={8}>
              <Flex>
                {[0, 1, 2].map((avatar) => (
                  <SkeletonCircle key={avatar} size={8} ms={avatar ? -2 : 0} />
                ))}
              </Flex>
              <Skeleton h={3} w={24} />
            </Flex>
          </Box>
        ))}
      </SimpleGrid>
    </SkeletonRegion>
  );
}
