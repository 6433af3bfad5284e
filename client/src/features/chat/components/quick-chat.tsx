// The quick chat ('Team Chat', SPEC sections 2 and 4): a toolbar button opens a panel
// from the right, over the page (which does not scroll behind it). On its side, the
// conversations: each person's picture or initials, and a dot while unread; on the
// other, the chosen one, or 'Select a conversation'.
import {
  Avatar,
  Box,
  Circle,
  CloseButton,
  Drawer,
  Flex,
  Float,
  IconButton,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import ChatBubbleLeftRightIcon from '@heroicons/react/24/outline/ChatBubbleLeftRightIcon';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShownOnce } from '../../../lib/use-shown-once';
import { QuickChatListDocument } from '../api/documents';
import { useChatLive } from '../api/use-chat-live';
import { useMarkChatRead } from '../api/use-mark-chat-read';
import { QuickChatConversation } from './quick-chat-conversation';

/**
 * A red dot at the corner: on an avatar it is ringed in the panel's colour; in the
 * toolbar, whose bar may be dark or coloured (enterprise, material), it stands alone.
 */
function UnreadDot({ ringed = false }: { ringed?: boolean }) {
  return (
    <Float placement="top-end" offset="1.5" pointerEvents="none">
      <Circle
        size="2.5"
        bg="red.solid"
        outline={ringed ? '2px solid' : undefined}
        outlineColor="bg.panel"
      />
    </Float>
  );
}

export function QuickChat() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The panel is made at the first opening: building it with every shell costs the
  // shell's first render time that most visits never use.
  const [opened, setOpened] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // The toolbar's unread dot and the open conversation follow every window's writes.
  useChatLive();
  // The shell's start-up load has filled the cache; this reads it and keeps it fresh,
  // once the shell has shown (its first frame has no dot to draw yet).
  const { data } = useQuery(QuickChatListDocument, {
    fetchPolicy: 'cache-first',
    skip: !useShownOnce(),
  });
  const markRead = useMarkChatRead();
  const chats = data?.chats ?? [];
  const chosen = chats.find((chat) => chat.id === selected) ?? null;
  // The dot is drawn for the eye; the button's name says how many: "Team chat, 4 unread".
  const unread = chats.reduce((sum, chat) => sum + chat.unreadCount, 0);

  function choose(id: string) {
    setSelected(id);
    if (chats.find((chat) => chat.id === id)?.unreadCount) markRead(id);
  }

  return (
    <>
      <Box position="relative">
        <IconButton
          ref={toggle}
          variant="ghost"
          size="sm"
          aria-label={unread > 0 ? t('chat.openUnread', { count: unread }) : t('chat.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <ChatBubbleLeftRightIcon />
        </IconButton>
        {unread > 0 && <UnreadDot />}
      </Box>
      {opened && (
        <Drawer.Root
          open={open}
          onOpenChange={(details) => setOpen(details.open)}
          placement="end"
          size="md"
          lazyMount
          unmountOnExit
          finalFocusEl={() => toggle.current}
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Header borderBottomWidth="1px" py={4}>
                  <Drawer.Title>{t('chat.title')}</Drawer.Title>
                </Drawer.Header>
                <Drawer.CloseTrigger asChild top={3} insetEnd={3}>
                  <CloseButton size="sm" aria-label={t('chat.close')} />
                </Drawer.CloseTrigger>
                <Flex flex={1} minH={0}>
                  <Stack
                    as="ul"
                    aria-label={t('chat.conversations')}
                    listStyleType="none"
                    m={0}
                    py={3}
                    px={2}
                    gap={2}
                    borderEndWidth="1px"
                    overflowY="auto"
                    flexShrink={0}
                  >
                    {chats.map((chat) => (
                      <Box as="li" key={chat.id}>
                        <IconButton
                          variant="ghost"
                          size="xl"
                          rounded="full"
                          p={0.5}
                          aria-label={
                            chat.unreadCount
                              ? t('chat.unreadFrom', {
                                  name: chat.contact.name,
                                  count: chat.unreadCount,
                                })
                              : chat.contact.name
                          }
                          aria-pressed={chat.id === selected}
                          outline={chat.id === selected ? '2px solid' : undefined}
                          outlineColor="colorPalette.solid"
                          colorPalette="brand"
                          onClick={() => choose(chat.id)}
                          position="relative"
                        >
                          {/* SPEC: the picture, or the name's first letter. */}
                          <Avatar.Root colorPalette="brand">
                            <Avatar.Fallback>{chat.contact.name.charAt(0)}</Avatar.Fallback>
                            {chat.contact.avatar && (
                              <Avatar.Image src={chat.contact.avatar} alt="" />
                            )}
                          </Avatar.Root>
                          {chat.unreadCount > 0 && <UnreadDot ringed />}
                        </IconButton>
                      </Box>
                    ))}
                  </Stack>
                  {chosen ? (
                    <QuickChatConversation
                      key={chosen.id}
                      chatId={chosen.id}
                      name={chosen.contact.name}
                    />
                  ) : (
                    <Flex
                      flex={1}
                      align="center"
                      justify="center"
                      p={6}
                      direction="column"
                      gap={3}
                      color="fg.muted"
                    >
                      <Box boxSize={12} aria-hidden>
                        <ChatBubbleLeftRightIcon />
                      </Box>
                      <Text>{t('chat.select')}</Text>
                    </Flex>
                  )}
                </Flex>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
    </>
  );
}
