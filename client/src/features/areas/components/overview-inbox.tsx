// "Waiting for you" on the administracion overview: the latest unread messages and
// notifications, each card with its unread count, drawn as the toolbar's panels draw them
// (components/feed/feed-entry.tsx) at the cards' density.
import { Badge, Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FeedEntry, type FeedItem } from '../../../components/feed/feed-entry';
import { Card } from '../../../components/ui/card';
import { SectionTitle } from './overview-section';

const SHOWN_ENTRIES = 4;

function InboxCard({
  title,
  entries,
  empty,
}: {
  title: string;
  /** The unread ones. */
  entries: readonly FeedItem[];
  empty: string;
}) {
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline" bg="bg.panel" size="sm">
      <Card.Header>
        <Flex align="center" justify="space-between">
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          <Badge colorPalette={entries.length > 0 ? 'brand' : 'gray'} variant="subtle">
            {t('areas.overview.inbox.unread', { count: entries.length })}
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body pt={2}>
        {entries.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" py={4} textAlign="center">
            {empty}
          </Text>
        ) : (
          <Stack as="ul" gap={0} listStyleType="none" ps={0}>
            {entries.slice(0, SHOWN_ENTRIES).map((entry) => (
              <Flex
                as="li"
                key={entry.id}
                gap={3}
                py={2.5}
                borderTopWidth="1px"
                _first={{ borderTopWidth: 0 }}
              >
                <FeedEntry entry={entry} size="sm" />
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function OverviewInbox({
  messages,
  notifications,
}: {
  messages: readonly FeedItem[];
  notifications: readonly FeedItem[];
}) {
  const { t } = useTranslation();
  const unread = (items: readonly FeedItem[]) => items.filter((item) => !item.read);
  return (
    <Box as="section" aria-labelledby="overview-inbox">
      <SectionTitle>
        <span id="overview-inbox">{t('areas.overview.inbox.title')}</span>
      </SectionTitle>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <InboxCard
          title={t('areas.overview.inbox.messages')}
          entries={unread(messages)}
          empty={t('areas.overview.inbox.noMessages')}
        />
        <InboxCard
          title={t('areas.overview.inbox.notifications')}
          entries={unread(notifications)}
          empty={t('areas.overview.inbox.noNotifications')}
        />
      </SimpleGrid>
    </Box>
  );
}
