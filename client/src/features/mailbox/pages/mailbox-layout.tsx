// The mailbox: the side column (beside the screen from lg, a drawer below it) and the
// list, mail or settings route beside it, in one panel; the compose dialog over it when
// the address asks for it (?compose=).
import { CloseButton, Drawer, Flex, Portal, Stack, Box } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { LoadError } from '../../../components/page/load-error';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { mailboxNavQuery } from '../api/queries';
import { useMailboxLive } from '../api/use-mailbox-live';
import { COMPOSE_PARAM } from '../url-state';
import { MailboxSidebar } from '../components/mailbox-sidebar';
import { MailboxContext } from '../mailbox-context';

const ComposeDialog = lazy(async () => ({
  default: (await import('../components/compose-dialog')).ComposeDialog,
}));

/** The panel's height from lg: the screen below the toolbar, less the page's margins. */
export const PANEL_HEIGHT = { lg: 'calc(100dvh - 10.5rem)' } as const;

function Panel({ children }: { children: React.ReactNode }) {
  return (
    <Flex
      bg="bg.panel"
      borderWidth="1px"
      rounded="l3"
      shadow="xs"
      overflow="hidden"
      h={PANEL_HEIGHT}
      minH={{ lg: '36rem' }}
    >
      {children}
    </Flex>
  );
}

export function MailboxLayout() {
  return (
    <Suspense fallback={<MailboxSkeleton />}>
      <LoadedMailbox />
    </Suspense>
  );
}

function LoadedMailbox() {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(mailboxNavQuery);
  // The folders' counts, the labels, the list and the open mail follow every window's writes.
  useMailboxLive();
  const [columnOpen, setColumnOpen] = useState(false);
  const [params] = useSearchParams();
  const compose = params.get(COMPOSE_PARAM);
  const openColumn = useCallback(() => setColumnOpen(true), []);
  const shared = useMemo(() => (data ? { nav: data, openColumn } : null), [data, openColumn]);

  if (!shared) {
    return error ? <LoadError error={error} onRetry={refetch} /> : <MailboxSkeleton />;
  }
  const closeColumn = () => setColumnOpen(false);
  return (
    <MailboxContext.Provider value={shared}>
      {error && (
        <Box mb={4}>
          <LoadError error={error} onRetry={refetch} />
        </Box>
      )}
      <Panel>
        <Box
          hideBelow="lg"
          w="60"
          flexShrink={0}
          borderEndWidth="1px"
          overflowY="auto"
          bg="bg.panel"
        >
          <MailboxSidebar />
        </Box>
        <Flex flex={1} minW={0}>
          <Outlet />
        </Flex>
      </Panel>
      <Drawer.Root
        open={columnOpen}
        onOpenChange={(details) => setColumnOpen(details.open)}
        placement="start"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="300px" overflowY="auto" aria-label={t('mailbox.columnLabel')}>
              <Box pt={10}>
                <MailboxSidebar onNavigate={closeColumn} />
              </Box>
              <Drawer.CloseTrigger asChild top={3} insetEnd={3}>
                <CloseButton size="sm" aria-label={t('mailbox.closeColumn')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      {compose && (
        <Suspense fallback={null}>
          <ComposeDialog key={compose} what={compose} />
        </Suspense>
      )}
    </MailboxContext.Provider>
  );
}

/** The panel's shape while the column loads: its links, and a list of mails. */
export function MailboxSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('mailbox.loading')}>
      <Panel>
        <Stack hideBelow="lg" w="60" flexShrink={0} borderEndWidth="1px" p={4} gap={3}>
          <Skeleton h={10} rounded="md" />
          {Array.from({ length: 9 }, (_, index) => (
            <Skeleton key={index} h={6} mt={index === 5 || index === 7 ? 4 : 0} />
          ))}
        </Stack>
        <Box flex={1} minW={0}>
          <MailRowsSkeleton />
        </Box>
      </Panel>
    </SkeletonRegion>
  );
}

/** A list of mails while it loads (a page, another list). */
export function MailListSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('mailbox.loadingMails')}>
      <MailRowsSkeleton />
    </SkeletonRegion>
  );
}

/** Ten rows shaped like mails: a picture, sender and date, subject, a line. */
function MailRowsSkeleton() {
  return (
    <Stack gap={0}>
      <Flex h={16} px={4} align="center" borderBottomWidth="1px" gap={3}>
        <Skeleton h={5} w={32} />
      </Flex>
      {Array.from({ length: 10 }, (_, index) => (
        <Flex key={index} gap={3} px={4} py={3} borderBottomWidth="1px">
          <Skeleton boxSize={10} rounded="full" flexShrink={0} />
          <Stack flex={1} gap={2}>
            <Flex justify="space-between" gap={4}>
              <Skeleton h={3.5} w="40%" />
              <Skeleton h={3} w={12} />
            </Flex>
            <Skeleton h={3.5} w="70%" />
            <Skeleton h={3} w="90%" />
          </Stack>
        </Flex>
      ))}
    </Stack>
  );
}
