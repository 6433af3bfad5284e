// A folder's, filter's or label's mails, a page at a time (10, newest first), with the
// open mail beside the list (the "right" layout, from xl) or in its place (the "full"
// layout, and every narrow screen). Picked mails get the selection bar's actions.
import { Box, Button, Checkbox, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import Bars3Icon from '@heroicons/react/24/outline/Bars3Icon';
import ChevronLeftIcon from '@heroicons/react/24/outline/ChevronLeftIcon';
import ChevronRightIcon from '@heroicons/react/24/outline/ChevronRightIcon';
import EnvelopeOpenIcon from '@heroicons/react/24/outline/EnvelopeOpenIcon';
import InboxIcon from '@heroicons/react/24/outline/InboxIcon';
import XMarkIcon from '@heroicons/react/24/outline/XMarkIcon';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate, useParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { isNotFound } from '../../../apollo/error-codes';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { mailboxListPath, mailboxMailPath } from '../../../config/paths';
import { mailListQuery } from '../api/queries';
import { MailActions } from '../components/mail-actions';
import { TooltipIconButton } from '../../../components/ui/tooltip-icon-button';
import { MailListItem } from '../components/mail-list-item';
import { useMailboxText } from '../mailbox-text';
import { useMailChanges } from '../use-mail-changes';
import { useMailboxNav, useOpenColumn } from '../mailbox-context';
import { useComposeLink, useSelection, type Selection } from '../url-state';
import { MailListSkeleton } from './mailbox-layout';

/** The list's title: the folder's or filter's name in the reader's language, or the label's. */
function useListTitle({ kind, slug }: Selection): string {
  const nav = useMailboxNav();
  const text = useMailboxText();
  if (kind === 'folder') {
    const folder = nav.mailboxFolders.find((candidate) => candidate.slug === slug);
    return folder ? text.folder(folder) : slug;
  }
  if (kind === 'filter') {
    const filter = nav.mailboxFilters.find((candidate) => candidate.slug === slug);
    return filter ? text.filter(filter) : slug;
  }
  return nav.mailboxLabels.find((candidate) => candidate.slug === slug)?.title ?? slug;
}

/**
 * A label renamed while its list shows (its slug follows its title) moves the address
 * to the new slug; a deleted one leaves for the inbox.
 */
function useFollowLabel({ kind, slug, page }: Selection) {
  const nav = useMailboxNav();
  const navigate = useNavigate();
  const { mailId } = useParams();
  const shown = useRef<string | null>(null);
  const label = kind === 'label' ? nav.mailboxLabels.find((item) => item.slug === slug) : undefined;
  useEffect(() => {
    if (label) {
      shown.current = label.id;
      return;
    }
    if (kind !== 'label' || !shown.current) return;
    const renamed = nav.mailboxLabels.find((item) => item.id === shown.current);
    shown.current = null;
    void navigate(
      renamed
        ? mailId
          ? mailboxMailPath('label', renamed.slug, mailId, page)
          : mailboxListPath('label', renamed.slug, page)
        : mailboxListPath('folder', 'inbox'),
      { replace: true },
    );
  }, [kind, label, nav.mailboxLabels, navigate, mailId, page]);
}

export function MailListPage() {
  const { mailId } = useParams();
  const selection = useSelection();
  useFollowLabel(selection);
  const beside = useMailboxNav().mailboxSettings.messageLayout === 'right';
  const open = !!mailId;
  const listKey = `${selection.kind}/${selection.slug}/${selection.page}`;
  const title = useListTitle(selection);
  return (
    <Flex flex={1} minW={0}>
      <Flex
        direction="column"
        w={beside ? { base: 'full', xl: '22rem', '2xl': '26rem' } : 'full'}
        flexShrink={0}
        minW={0}
        display={{ base: open ? 'none' : 'flex', xl: open && !beside ? 'none' : 'flex' }}
        borderEndWidth={beside ? { xl: '1px' } : undefined}
      >
        <Suspense fallback={<MailListSkeleton />}>
          {/* A new list or page starts with nothing picked. */}
          <MailList key={listKey} selection={selection} />
        </Suspense>
      </Flex>
      <Flex
        flex={1}
        minW={0}
        display={{ base: open ? 'flex' : 'none', xl: open || beside ? 'flex' : 'none' }}
      >
        {/* The page keeps its main heading while the list column (and its h1) is hidden. */}
        <Heading as="h1" srOnly display={{ base: 'block', xl: beside ? 'none' : 'block' }}>
          {title}
        </Heading>
        <Outlet />
      </Flex>
    </Flex>
  );
}

function MailList({ selection }: { selection: Selection }) {
  const { t } = useTranslation();
  const { mailId } = useParams();
  const navigate = useNavigate();
  const openColumn = useOpenColumn();
  const composeLink = useComposeLink();
  const title = useListTitle(selection);
  const changes = useMailChanges(selection);
  const { data, error, refetch, stale } = useRouteQuery(mailListQuery);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());

  const page = data?.mailboxMails;
  const mails = page?.mails ?? [];
  const chosen = mails.filter((mail) => picked.has(mail.id));
  const pagination = page?.pagination;
  const total = pagination?.totalResults ?? 0;
  const lastPage = pagination?.lastPage ?? 1;
  const outgoing = selection.kind === 'folder' && ['sent', 'drafts'].includes(selection.slug);
  const pageLink = (to: number) => mailboxListPath(selection.kind, selection.slug, to);

  const pick = (id: string, on: boolean) =>
    setPicked((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allPicked = mails.length > 0 && chosen.length === mails.length;

  return (
    <Flex direction="column" h="full" minH={0}>
      <Flex
        as="header"
        minH={16}
        px={4}
        py={2}
        gap={2}
        align="center"
        borderBottomWidth="1px"
        bg="bg.panel"
        flexShrink={0}
      >
        <IconButton
          hideFrom="lg"
          variant="ghost"
          size="sm"
          aria-label={t('mailbox.openColumn')}
          onClick={openColumn}
        >
          <Bars3Icon />
        </IconButton>
        <Checkbox.Root
          size="sm"
          colorPalette="brand"
          disabled={mails.length === 0}
          checked={allPicked ? true : chosen.length > 0 ? 'indeterminate' : false}
          onCheckedChange={() =>
            setPicked(allPicked ? new Set() : new Set(mails.map((mail) => mail.id)))
          }
        >
          <Checkbox.HiddenInput aria-label={t('mailbox.selectAll')} />
          <Checkbox.Control />
        </Checkbox.Root>
        <Box flex={1} minW={0}>
          <Heading as="h1" size="md" truncate>
            {title}
          </Heading>
        </Box>
        {chosen.length > 0 && (
          <Flex align="center" gap={1} flexShrink={0}>
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {t('mailbox.selected', { count: chosen.length })}
            </Text>
            <TooltipIconButton
              label={t('mailbox.clearSelection')}
              onClick={() => setPicked(new Set())}
            >
              <XMarkIcon />
            </TooltipIconButton>
          </Flex>
        )}
      </Flex>
      {chosen.length > 0 && (
        <Flex
          role="group"
          aria-label={t('mailbox.selectionActions')}
          px={3}
          py={1}
          bg="bg.subtle"
          borderBottomWidth="1px"
          flexShrink={0}
        >
          <MailActions mails={chosen} selection={selection} onMoved={() => setPicked(new Set())} />
        </Flex>
      )}
      {error && !page ? (
        <Box p={4}>
          {isNotFound(error) ? (
            // An unknown folder, filter or label (a deleted label's link, a typo).
            <EmptyList
              icon={<InboxIcon />}
              title={t('mailbox.listNotFound', { slug: selection.slug })}
              description={t('mailbox.listNotFoundHint')}
              action={
                <Button asChild size="sm" colorPalette="brand">
                  <Link to={mailboxListPath('folder', 'inbox')}>{t('mailbox.toInbox')}</Link>
                </Button>
              }
            />
          ) : (
            <LoadError error={error} onRetry={refetch} />
          )}
        </Box>
      ) : (
        <Box
          flex={1}
          minH={0}
          overflowY="auto"
          opacity={stale ? 0.6 : 1}
          transition="opacity 0.2s"
          aria-busy={stale}
        >
          {error && (
            <Box p={4}>
              <LoadError error={error} onRetry={refetch} />
            </Box>
          )}
          {page && !page.mails ? (
            <Box p={4}>
              <EmptyList
                icon={<InboxIcon />}
                title={t('mailbox.pastEnd')}
                description={t('mailbox.pastEndHint', { page: lastPage })}
                action={
                  <Button asChild size="sm" colorPalette="brand" variant="outline">
                    <Link to={pageLink(lastPage)}>{t('mailbox.lastPage')}</Link>
                  </Button>
                }
              />
            </Box>
          ) : mails.length === 0 ? (
            <Box p={4}>
              <EmptyList
                icon={<InboxIcon />}
                title={t('mailbox.empty', { title })}
                description={t('mailbox.emptyHint')}
                action={
                  <Button asChild size="sm" colorPalette="brand">
                    <Link to={composeLink('new')}>{t('mailbox.compose')}</Link>
                  </Button>
                }
              />
            </Box>
          ) : (
            <Stack as="ul" gap={0} listStyleType="none" ps={0} m={0} aria-label={title}>
              {mails.map((mail) => (
                <MailListItem
                  key={mail.id}
                  mail={mail}
                  to={mailboxMailPath(selection.kind, selection.slug, mail.id, selection.page)}
                  open={mail.id === mailId}
                  outgoing={outgoing}
                  checked={picked.has(mail.id)}
                  onCheck={(on) => pick(mail.id, on)}
                  onStar={(starred) => void changes.setStarred([mail], starred)}
                />
              ))}
            </Stack>
          )}
        </Box>
      )}
      {pagination && total > 0 && pagination.startIndex != null && (
        <Flex
          as="nav"
          aria-label={t('mailbox.pages')}
          px={4}
          py={2}
          gap={2}
          align="center"
          justify="flex-end"
          borderTopWidth="1px"
          flexShrink={0}
        >
          <Text fontSize="sm" color="fg.muted" me="auto">
            {t('mailbox.range', {
              start: pagination.startIndex + 1,
              end: (pagination.endIndex ?? 0) + 1,
              total,
            })}
          </Text>
          <TooltipIconButton
            label={t('mailbox.previousPage')}
            disabled={selection.page <= 1}
            onClick={() => void navigate(pageLink(selection.page - 1))}
          >
            <ChevronLeftIcon />
          </TooltipIconButton>
          <TooltipIconButton
            label={t('mailbox.nextPage')}
            disabled={selection.page >= lastPage}
            onClick={() => void navigate(pageLink(selection.page + 1))}
          >
            <ChevronRightIcon />
          </TooltipIconButton>
        </Flex>
      )}
    </Flex>
  );
}

/** Beside the list (the "right" layout) while no mail is open. */
export function NoMailOpen() {
  const { t } = useTranslation();
  return (
    <Flex
      flex={1}
      direction="column"
      align="center"
      justify="center"
      gap={3}
      p={8}
      color="fg.muted"
      bg="bg.subtle/50"
    >
      <Box boxSize={12} color="fg.subtle">
        <EnvelopeOpenIcon aria-hidden />
      </Box>
      <Text fontSize="sm">{t('mailbox.noneOpen')}</Text>
    </Flex>
  );
}
