// One conversation (/apps/chat/:id): the contact at the top with the mute and
// contact-info toggles, the messages grouped by day (mine on one side, theirs on the
// other), and the box to write in. Opening it reads it: its unread count goes to 0
// here, in the list and in the quick chat. ?panel=contact opens the contact's panel.
import { Box, Button, Flex, IconButton, Text } from '@chakra-ui/react';
import ArrowLeftIcon from '@heroicons/react/24/outline/ArrowLeftIcon';
import BellIcon from '@heroicons/react/24/outline/BellIcon';
import BellSlashIcon from '@heroicons/react/24/outline/BellSlashIcon';
import ChatBubbleLeftRightIcon from '@heroicons/react/24/outline/ChatBubbleLeftRightIcon';
import InformationCircleIcon from '@heroicons/react/24/outline/InformationCircleIcon';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { LoadError } from '../../../components/page/load-error';
import { useToasts } from '../../../components/page/toasts';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { Tooltip } from '../../../components/ui/tooltip';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { paths } from '../../../config/paths';
import type { ChatConversationQuery, QuickChatMessageFragment } from '../../../gql/graphql';
import { byDay } from '../../../lib/days';
import { conversationQuery } from '../api/queries';
import { useMarkChatRead } from '../api/use-mark-chat-read';
import { useUpdateChatMuted } from '../api/use-update-chat-muted';
import { ContactPanel } from '../components/contact-panel';
import { MessageComposer } from '../components/message-composer';
import { dayName, timeOf } from '../message-days';
import { contactPanelOpen, keptSearch, withContactPanelToggled } from '../url-state';

type Chat = NonNullable<ChatConversationQuery['chat']>;

function WithTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip.Root openDelay={400}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{label}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}

/** The way back to the list, on phones, keeping its search. */
function BackToList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <IconButton
      asChild
      variant="ghost"
      size="sm"
      aria-label={t('chat.app.backToChats')}
      hideFrom="md"
      ml={-2}
    >
      <RouterLink to={{ pathname: paths.chat, search: keptSearch(params) }}>
        <ArrowLeftIcon />
      </RouterLink>
    </IconButton>
  );
}

function DayLabel({ createdAt }: { createdAt: string }) {
  const { t } = useTranslation();
  const day = dayName(createdAt);
  const text =
    day.kind === 'today'
      ? t('chat.app.today')
      : day.kind === 'yesterday'
        ? t('chat.app.yesterday')
        : day.text;
  return (
    <Flex align="center" gap={3} my={2}>
      <Box flex={1} h="1px" bg="border" />
      <Text as="h3" fontSize="xs" fontWeight="medium" color="fg.muted" px={2}>
        {text}
      </Text>
      <Box flex={1} h="1px" bg="border" />
    </Flex>
  );
}

interface BubbleProps {
  message: QuickChatMessageFragment;
  /** Theirs, first of a run: their picture beside it. */
  avatar?: ReactNode;
  /** A run's first message: a little more space above it. */
  first: boolean;
}

function Bubble({ message, avatar, first }: BubbleProps) {
  const { t } = useTranslation();
  const mine = message.isMine;
  const pending = message.id.startsWith('pending-');
  return (
    <Flex justify={mine ? 'flex-end' : 'flex-start'} align="flex-start" gap={2} mt={first ? 3 : 1}>
      {!mine && (
        <Box w={8} flexShrink={0}>
          {avatar}
        </Box>
      )}
      <Box
        maxW={{ base: '85%', md: '70%' }}
        px={3.5}
        py={2}
        rounded="2xl"
        roundedTopRight={mine && first ? 'sm' : undefined}
        roundedTopLeft={!mine && first ? 'sm' : undefined}
        bg={mine ? 'colorPalette.solid' : 'bg.muted'}
        color={mine ? 'colorPalette.contrast' : 'fg'}
        colorPalette="brand"
        opacity={pending ? 0.75 : 1}
        shadow="xs"
      >
        <SanitizedHtml
          html={message.value}
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
          fontSize="sm"
        />
        <Text
          asChild
          display="block"
          fontSize="xs"
          color={mine ? 'colorPalette.contrast' : 'fg.muted'}
          textAlign="end"
          mt={0.5}
        >
          <time dateTime={message.createdAt}>
            {pending ? t('chat.app.sending') : timeOf(message.createdAt)}
          </time>
        </Text>
      </Box>
    </Flex>
  );
}

function Messages({ chat }: { chat: Chat }) {
  const { t } = useTranslation();
  const log = useRef<HTMLDivElement>(null);
  const { messages, contact } = chat;

  // The newest message in view: on opening and as messages arrive.
  useLayoutEffect(() => {
    const box = log.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [messages.length]);

  return (
    <Box
      ref={log}
      flex={1}
      minH={0}
      overflowY="auto"
      position="relative"
      px={{ base: 3, md: 6 }}
      py={4}
      bg="bg.subtle"
      role="log"
      aria-label={t('chat.messagesWith', { name: contact.name })}
      // Focusable, so the keyboard can scroll back through the conversation.
      tabIndex={0}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '-2px',
      }}
    >
      {messages.length === 0 ? (
        <Flex h="full" align="center" justify="center">
          <EmptyList
            icon={<ChatBubbleLeftRightIcon />}
            title={t('chat.app.sayHello', { name: contact.name })}
            description={t('chat.app.sayHelloHint')}
          />
        </Flex>
      ) : (
        byDay(messages, (message) => message.createdAt).map(([day, list]) => (
          <Box key={day} mb={4}>
            <DayLabel createdAt={list[0]!.createdAt} />
            {list.map((message, index) => {
              const first = index === 0 || list[index - 1]!.isMine !== message.isMine;
              return (
                <Bubble
                  key={message.id}
                  message={message}
                  first={first}
                  avatar={
                    first && !message.isMine ? (
                      <UserAvatar name={contact.name} avatar={contact.avatar} size="sm" />
                    ) : undefined
                  }
                />
              );
            })}
          </Box>
        ))
      )}
    </Box>
  );
}

interface ConversationProps {
  chat: Chat;
  panelOpen: boolean;
  togglePanel: () => void;
}

function Conversation({ chat, panelOpen, togglePanel }: ConversationProps) {
  const { t } = useTranslation();
  const markRead = useMarkChatRead();
  const updateMuted = useUpdateChatMuted();
  const toasts = useToasts();
  const info = useRef<HTMLButtonElement>(null);
  const marked = useRef<string | null>(null);
  const wasOpen = useRef(panelOpen);

  // Reading the chat clears its unread count (once per visit: a refused write is not
  // tried again in a loop).
  useEffect(() => {
    if (chat.unreadCount > 0 && marked.current !== chat.id) {
      marked.current = chat.id;
      markRead(chat.id);
    }
  }, [chat.id, chat.unreadCount, markRead]);

  // The panel closed: the keyboard goes back to the button that opens it.
  useEffect(() => {
    if (wasOpen.current && !panelOpen) info.current?.focus();
    wasOpen.current = panelOpen;
  }, [panelOpen]);

  function toggleMuted() {
    const muted = !chat.muted;
    updateMuted(chat.id, muted).catch((error: unknown) =>
      toasts.failed(t('chat.app.muteFailed'), error),
    );
  }

  return (
    <Flex
      direction="column"
      flex={1}
      minW={0}
      display={{ base: panelOpen ? 'none' : 'flex', xl: 'flex' }}
    >
      <Flex
        as="header"
        align="center"
        gap={2}
        h={16}
        px={{ base: 3, md: 4 }}
        borderBottomWidth="1px"
        flexShrink={0}
      >
        <BackToList />
        <Box as="h2" m={0} minW={0} fontSize="md">
          <Button
            variant="ghost"
            h="auto"
            maxW="full"
            py={1}
            px={1.5}
            gap={3}
            justifyContent="flex-start"
            textAlign="start"
            fontWeight="normal"
            onClick={togglePanel}
            title={t('chat.app.contactInfo')}
          >
            <UserAvatar name={chat.contact.name} avatar={chat.contact.avatar} />
            <Box as="span" display="block" minW={0}>
              <Flex as="span" align="center" gap={1.5}>
                <Text as="span" fontWeight="semibold" truncate>
                  {chat.contact.name}
                </Text>
                {chat.muted && (
                  <Box as="span" color="fg.muted" flexShrink={0} title={t('chat.app.muted')}>
                    <BellSlashIcon width={14} aria-hidden />
                  </Box>
                )}
              </Flex>
              <Text as="span" display="block" fontSize="xs" color="fg.muted" truncate>
                {chat.contact.about}
              </Text>
            </Box>
          </Button>
        </Box>
        <Box flex={1} />
        <WithTooltip label={chat.muted ? t('chat.app.muteOn') : t('chat.app.muteOff')}>
          <IconButton
            variant={chat.muted ? 'subtle' : 'ghost'}
            size="sm"
            aria-label={t('chat.app.mute')}
            aria-pressed={chat.muted}
            onClick={toggleMuted}
          >
            {chat.muted ? <BellSlashIcon /> : <BellIcon />}
          </IconButton>
        </WithTooltip>
        <WithTooltip label={t('chat.app.contactInfo')}>
          <IconButton
            ref={info}
            variant={panelOpen ? 'subtle' : 'ghost'}
            size="sm"
            aria-label={t('chat.app.contactInfo')}
            aria-pressed={panelOpen}
            onClick={togglePanel}
          >
            <InformationCircleIcon />
          </IconButton>
        </WithTooltip>
      </Flex>
      <Messages chat={chat} />
      <MessageComposer chatId={chat.id} roomy />
    </Flex>
  );
}

export function ChatConversationPage() {
  const { t } = useTranslation();
  const { data, error, refetch, stale } = useRouteQuery(conversationQuery);
  const [params, setParams] = useSearchParams();
  const panelOpen = contactPanelOpen(params);
  const chat = data?.chat;
  // Opened by a button here (not by the address on arrival): the keyboard follows it.
  const [toggled, setToggled] = useState(false);

  const togglePanel = () => {
    setToggled(true);
    setParams(withContactPanelToggled);
  };

  if (!chat) {
    return (
      <Flex direction="column" flex={1} minW={0}>
        <Flex align="center" h={16} px={3} borderBottomWidth="1px" hideFrom="md">
          <BackToList />
        </Flex>
        <Flex flex={1} align="center" justify="center" p={6}>
          {error ? (
            <LoadError error={error} onRetry={refetch} />
          ) : (
            <EmptyList
              icon={<ChatBubbleLeftRightIcon />}
              title={t('chat.app.notFound')}
              description={t('chat.app.notFoundHint')}
              action={
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={paths.chat}>{t('chat.app.backToChats')}</RouterLink>
                </Button>
              }
            />
          )}
        </Flex>
      </Flex>
    );
  }

  return (
    <Flex flex={1} minW={0} opacity={stale ? 0.6 : 1} transition="opacity 0.2s">
      <Conversation key={chat.id} chat={chat} panelOpen={panelOpen} togglePanel={togglePanel} />
      {panelOpen && (
        <ContactPanel contact={chat.contact} onClose={togglePanel} autoFocus={toggled} />
      )}
    </Flex>
  );
}
