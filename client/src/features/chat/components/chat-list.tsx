// The side column's conversations: each person's avatar, name, the last message (as
// sanitized HTML, one line), its time, the unread count and the muted mark; the newest
// first, filtered by the search in the address. The open one is marked as current.
import {
  Badge,
  Box,
  Button,
  Flex,
  IconButton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import BellSlashIcon from '@heroicons/react/24/outline/BellSlashIcon';
import ChatBubbleLeftRightIcon from '@heroicons/react/24/outline/ChatBubbleLeftRightIcon';
import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatch, useSearchParams } from 'react-router';
import { EmptyList } from '../../../components/page/empty-list';
import { NoMatch } from '../../../components/page/no-match';
import { SearchParamInput } from '../../../components/page/search-param-input';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { Tooltip } from '../../../components/ui/tooltip';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { chatConversationPath, paths } from '../../../config/paths';
import type { ChatListItemFragment, ChatProfileFieldsFragment } from '../../../gql/graphql';
import { searchIn } from '../../../lib/url-state';
import { dayName, timeOf } from '../message-days';
import { matches } from '../search-text';
import { keptSearch, useViewLink } from '../url-state';
import { SidebarHeader } from './sidebar-header';

function useWhen() {
  const { t } = useTranslation();
  return (value: string) => {
    const day = dayName(value);
    if (day.kind === 'today') return timeOf(value);
    if (day.kind === 'yesterday') return t('chat.app.yesterday');
    return day.text;
  };
}

/** Newest first; a chat without messages yet (just started) before them all. */
function byRecency(a: ChatListItemFragment, b: ChatListItemFragment): number {
  return (b.lastMessageAt ?? '\uffff').localeCompare(a.lastMessageAt ?? '\uffff');
}

function ChatRow({ chat, current }: { chat: ChatListItemFragment; current: boolean }) {
  const { t } = useTranslation();
  const when = useWhen();
  const [params] = useSearchParams();
  return (
    <Box as="li">
      <Flex
        asChild
        align="center"
        gap={3}
        px={4}
        py={3}
        colorPalette="brand"
        bg={current ? 'bg.muted' : undefined}
        borderStartWidth="3px"
        borderStartColor={current ? 'colorPalette.solid' : 'transparent'}
        transition="background 0.15s"
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'colorPalette.focusRing',
          outlineOffset: '-2px',
        }}
      >
        <RouterLink
          to={{ pathname: chatConversationPath(chat.id), search: keptSearch(params) }}
          aria-current={current ? 'page' : undefined}
        >
          <UserAvatar name={chat.contact.name} avatar={chat.contact.avatar} />
          <Box flex={1} minW={0}>
            <Flex align="baseline" gap={2}>
              <Text flex={1} fontWeight="semibold" truncate>
                {chat.contact.name}
              </Text>
              {chat.lastMessageAt && (
                <Text
                  as="span"
                  fontSize="xs"
                  color={chat.unreadCount > 0 ? 'colorPalette.fg' : 'fg.muted'}
                  flexShrink={0}
                >
                  {when(chat.lastMessageAt)}
                </Text>
              )}
            </Flex>
            <Flex align="center" gap={2} mt={0.5}>
              {chat.lastMessage ? (
                <SanitizedHtml
                  html={chat.lastMessage}
                  flex={1}
                  minW={0}
                  fontSize="sm"
                  color={chat.unreadCount > 0 ? 'fg' : 'fg.muted'}
                  lineClamp={1}
                  wordBreak="break-all"
                />
              ) : (
                <Text flex={1} fontSize="sm" color="fg.muted" fontStyle="italic" truncate>
                  {t('chat.app.noMessages')}
                </Text>
              )}
              {chat.muted && (
                <Box color="fg.muted" flexShrink={0}>
                  <BellSlashIcon width={16} aria-hidden />
                  <VisuallyHidden>{t('chat.app.muted')}</VisuallyHidden>
                </Box>
              )}
              {chat.unreadCount > 0 && (
                <>
                  <Badge
                    aria-hidden
                    variant="solid"
                    colorPalette="brand"
                    rounded="full"
                    minW="5"
                    justifyContent="center"
                    flexShrink={0}
                  >
                    {chat.unreadCount}
                  </Badge>
                  <VisuallyHidden>
                    {t('chat.app.unread', { count: chat.unreadCount })}
                  </VisuallyHidden>
                </>
              )}
            </Flex>
          </Box>
        </RouterLink>
      </Flex>
    </Box>
  );
}

export function ChatList({
  chats,
  profile,
}: {
  chats: readonly ChatListItemFragment[];
  profile: ChatProfileFieldsFragment;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const search = searchIn(params) ?? '';
  const open = useMatch(paths.chatConversation)?.params.id;
  const viewLink = useViewLink();
  const shown = useMemo(
    () =>
      chats.filter((chat) => matches(search, chat.contact.name, chat.lastMessage)).sort(byRecency),
    [chats, search],
  );

  return (
    <>
      <SidebarHeader
        start={
          <IconButton
            asChild
            variant="ghost"
            rounded="full"
            size="lg"
            aria-label={t('chat.app.profile')}
          >
            <RouterLink to={viewLink('profile')}>
              <UserAvatar name={profile.name} avatar={profile.avatar} status={null} />
            </RouterLink>
          </IconButton>
        }
        title={t('chat.app.heading')}
        end={
          <Tooltip.Root openDelay={400}>
            <Tooltip.Trigger asChild>
              <IconButton
                asChild
                variant="subtle"
                colorPalette="brand"
                size="sm"
                aria-label={t('chat.app.newChat')}
              >
                <RouterLink to={viewLink('people')}>
                  <PencilSquareIcon />
                </RouterLink>
              </IconButton>
            </Tooltip.Trigger>
            <Tooltip.Positioner>
              <Tooltip.Content>{t('chat.app.newChat')}</Tooltip.Content>
            </Tooltip.Positioner>
          </Tooltip.Root>
        }
      >
        <SearchParamInput label={t('chat.app.searchChats')} width="full" />
      </SidebarHeader>
      <Box flex={1} minH={0} overflowY="auto" position="relative">
        {shown.length > 0 ? (
          <Stack as="ul" aria-label={t('chat.app.chatList')} gap={0} listStyleType="none" m={0}>
            {shown.map((chat) => (
              <ChatRow key={chat.id} chat={chat} current={chat.id === open} />
            ))}
          </Stack>
        ) : (
          <Box p={4}>
            {search ? (
              <NoMatch title={t('chat.app.noMatches', { search })} />
            ) : (
              <EmptyList
                icon={<ChatBubbleLeftRightIcon />}
                title={t('chat.app.noChats')}
                description={t('chat.app.noChatsHint')}
                action={
                  <Button asChild size="sm" colorPalette="brand">
                    <RouterLink to={viewLink('people')}>{t('chat.app.newChat')}</RouterLink>
                  </Button>
                }
              />
            )}
          </Box>
        )}
      </Box>
    </>
  );
}
