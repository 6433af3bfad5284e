// The toolbar's messages and notifications panels (SPEC sections 2-4): a button with the
// unread count, and a panel listing the items, newest first, each drawn as a feed entry
// (feed-entry.tsx: its image or icon, title, description and time); each can be marked
// read or unread and deleted, all can be marked read. An item with a link leads there:
// app paths through the router, other URLs in a new tab. Presentational: each feature
// gives its items (read through the entry's fragments) and its mutation hooks.
import {
  Badge,
  Box,
  Button,
  Circle,
  Flex,
  Float,
  IconButton,
  Popover,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { safeLink } from '../../lib/links';
import { useMadeOnOpen } from '../ui/use-made-on-open';
import { FeedEntry, type FeedItem } from './feed-entry';

export interface FeedActions {
  onSetRead: (id: string, read: boolean) => void;
  onDelete: (id: string) => void;
  onMarkAllRead: (ids: readonly string[]) => void;
}

interface FeedPanelProps extends FeedActions {
  /** The panel's name, e.g. "Messages"; the button's too, with the unread count when some are. */
  label: string;
  /** Shown when there is nothing, e.g. "No messages". */
  emptyText: string;
  /** The button's icon. */
  icon: ReactElement;
  /** Null while the list is loading. */
  entries: readonly FeedItem[] | null;
}

/** The item's body: a link when it has a safe one, else plain. */
function EntryBody({ entry, onFollow }: { entry: FeedItem; onFollow: () => void }) {
  const link = safeLink(entry.link);
  const content = <FeedEntry entry={entry} size="md" />;
  const style = { display: 'flex', gap: 3, flex: 1, minW: 0, p: 3, rounded: 'md' } as const;
  if (!link) return <Box {...style}>{content}</Box>;
  const linkStyle = {
    ...style,
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
  };
  return (
    <Box asChild {...linkStyle} colorPalette="brand">
      {entry.useRouter && link.startsWith('/') ? (
        <Link to={link} onClick={onFollow}>
          {content}
        </Link>
      ) : (
        <a href={link} target="_blank" rel="noreferrer" onClick={onFollow}>
          {content}
        </a>
      )}
    </Box>
  );
}

function EntryRow({
  entry,
  actions,
  onFollow,
}: {
  entry: FeedItem;
  actions: FeedActions;
  onFollow: () => void;
}) {
  const { t } = useTranslation();
  const toggleLabel = entry.read ? t('feed.markUnread') : t('feed.markRead');
  return (
    <Flex
      as="li"
      align="start"
      gap={1}
      bg={entry.read ? undefined : 'colorPalette.subtle/40'}
      colorPalette="brand"
      rounded="md"
    >
      <EntryBody entry={entry} onFollow={onFollow} />
      <Stack gap={0} py={2} pe={2} align="center">
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={() => actions.onSetRead(entry.id, !entry.read)}
        >
          <Circle
            size="2.5"
            bg={entry.read ? 'transparent' : 'colorPalette.solid'}
            borderWidth="2px"
            borderColor="colorPalette.solid"
          />
        </IconButton>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('feed.delete')}
          title={t('feed.delete')}
          onClick={() => actions.onDelete(entry.id)}
        >
          <TrashIcon />
        </IconButton>
      </Stack>
    </Flex>
  );
}

export function FeedPanel({ label, emptyText, icon, entries, ...actions }: FeedPanelProps) {
  const { t } = useTranslation();
  // The popover is made at the first opening (components/ui/use-made-on-open.ts).
  const { made, make, open, setOpen } = useMadeOnOpen();
  const unread = entries?.filter((entry) => !entry.read).length ?? 0;
  // The badge is drawn for the eye; the button's name says it: "Messages, 4 unread".
  const buttonName = unread > 0 ? t('feed.withUnread', { label, count: unread }) : label;
  const button = (
    <IconButton variant="ghost" size="sm" aria-label={buttonName} aria-haspopup="dialog">
      {icon}
    </IconButton>
  );
  const badge = unread > 0 && (
    <Float placement="top-end" offset="2" pointerEvents="none">
      <Badge size="xs" variant="solid" colorPalette="red" rounded="full" aria-hidden>
        {unread}
      </Badge>
    </Float>
  );
  if (!made) {
    return (
      // The count sits beside the button, not in it: the button's name carries it.
      <Box position="relative">
        <Box asChild onClick={make}>
          {button}
        </Box>
        {badge}
      </Box>
    );
  }
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
      unmountOnExit
    >
      <Box position="relative">
        <Popover.Trigger asChild>{button}</Popover.Trigger>
        {badge}
      </Box>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '100vw', sm: '96' }} maxW="100vw" aria-label={label}>
            <Flex align="center" justify="space-between" px={4} py={3} borderBottomWidth="1px">
              <Popover.Title fontWeight="semibold">
                {label}
                {unread > 0 && (
                  <Badge ms={2} size="sm" colorPalette="brand" rounded="full">
                    {t('feed.unread', { count: unread })}
                  </Badge>
                )}
              </Popover.Title>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="brand"
                disabled={unread === 0}
                onClick={() => actions.onMarkAllRead(entries?.map((entry) => entry.id) ?? [])}
              >
                {t('feed.markAllRead')}
              </Button>
            </Flex>
            <Box maxH={{ base: '70dvh', md: '30rem' }} overflowY="auto" p={2}>
              {entries === null ? (
                <Text p={4} color="fg.muted" fontSize="sm">
                  {t('feed.loading')}
                </Text>
              ) : entries.length === 0 ? (
                <Text p={8} textAlign="center" color="fg.muted">
                  {emptyText}
                </Text>
              ) : (
                <Stack as="ul" gap={1} listStyleType="none" m={0} p={0}>
                  {entries.map((entry) => (
                    <EntryRow
                      key={entry.id}
                      entry={entry}
                      actions={actions}
                      onFollow={() => setOpen(false)}
                    />
                  ))}
                </Stack>
              )}
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
