// The chat app (/apps/chat): a side column (the chats, a new chat's people, or the
// user's profile, as ?view= says) beside the open conversation (/apps/chat/:id). On
// phones one shows at a time: the list, or the conversation with a way back.
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import ChatBubbleLeftRightIcon from '@heroicons/react/24/outline/ChatBubbleLeftRightIcon';
import { Suspense, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useMatch, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../apollo/route-query';
import { LoadError } from '../../../components/page/load-error';
import { paths } from '../../../config/paths';
import { chatAppQuery } from '../api/queries';
import { useChatLive } from '../api/use-chat-live';
import { ChatList } from '../components/chat-list';
import { ChatProfile } from '../components/chat-profile';
import { ChatSidebarSkeleton, ConversationSkeleton } from '../components/chat-skeletons';
import { PeopleList } from '../components/people-list';
import { useFillHeight } from '../use-fill-height';
import { sidebarView, useViewLink } from '../url-state';

function ChatSidebar() {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(chatAppQuery);
  const [params] = useSearchParams();
  const chatWith = useMemo(
    () => new Set(data?.chats.map((chat) => chat.contact.id)),
    [data?.chats],
  );
  if (!data?.chats || !data.chatProfile) {
    return (
      <Box p={4}>
        <LoadError error={error ?? new Error(t('chat.app.loadFailed'))} onRetry={refetch} />
      </Box>
    );
  }
  switch (sidebarView(params)) {
    case 'people':
      return <PeopleList people={data.chatContacts ?? []} chatWith={chatWith} />;
    case 'profile':
      return <ChatProfile key={data.chatProfile.id} profile={data.chatProfile} />;
    default:
      return <ChatList chats={data.chats} profile={data.chatProfile} />;
  }
}

export function ChatAppPage() {
  const { t } = useTranslation();
  const open = useMatch(paths.chatConversation) !== null;
  const frame = useRef<HTMLDivElement>(null);
  const height = useFillHeight(frame);
  // The list and the open conversation follow every window's writes. The toolbar's quick
  // chat subscribes too: each event is applied twice, to the same effect.
  useChatLive();
  return (
    <Flex
      ref={frame}
      // Until measured: the vertical layouts' toolbar, footer and padding.
      h={height ?? { base: 'calc(100dvh - 10.5rem)', md: 'calc(100dvh - 12.5rem)' }}
      minH="28rem"
      bg="bg.panel"
      borderWidth="1px"
      rounded="l3"
      shadow="xs"
      overflow="hidden"
      // What is positioned inside (visually hidden words) stays inside.
      position="relative"
    >
      <Flex
        as="section"
        direction="column"
        w={{ base: 'full', md: '80', xl: '96' }}
        flexShrink={0}
        borderEndWidth={{ md: '1px' }}
        display={{ base: open ? 'none' : 'flex', md: 'flex' }}
      >
        <Suspense fallback={<ChatSidebarSkeleton />}>
          <ChatSidebar />
        </Suspense>
      </Flex>
      <Flex flex={1} minW={0} display={{ base: open ? 'flex' : 'none', md: 'flex' }}>
        {/* On phones the side column (and its h1) is hidden while a conversation is open. */}
        <Heading as="h1" srOnly hideFrom="md">
          {t('chat.app.heading')}
        </Heading>
        <Suspense fallback={<ConversationSkeleton />}>
          <Outlet />
        </Suspense>
      </Flex>
    </Flex>
  );
}

/** No conversation open: what to do next. */
export function ChatIndexPage() {
  const { t } = useTranslation();
  const viewLink = useViewLink();
  return (
    <Flex
      flex={1}
      direction="column"
      align="center"
      justify="center"
      gap={3}
      p={8}
      textAlign="center"
      bg="bg.subtle"
    >
      <Flex
        boxSize={16}
        align="center"
        justify="center"
        rounded="full"
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        colorPalette="brand"
        mb={2}
      >
        <ChatBubbleLeftRightIcon width={32} aria-hidden />
      </Flex>
      <Text as="h2" fontSize="xl" fontWeight="semibold">
        {t('chat.app.selectTitle')}
      </Text>
      <Text color="fg.muted" maxW="sm">
        {t('chat.app.selectHint')}
      </Text>
      <Button asChild size="sm" colorPalette="brand" mt={2}>
        <RouterLink to={viewLink('people')}>{t('chat.app.newChat')}</RouterLink>
      </Button>
    </Flex>
  );
}
