// One conversation in the quick chat: messages grouped by day with their HH:mm time,
// mine on the right, theirs on the left, scrolled to the newest; below, the box to write
// in (message-composer.tsx).
import { Box, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/page/load-error';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import type { QuickChatMessageFragment } from '../../../gql/graphql';
import { byDay } from '../../../lib/days';
import { QuickChatConversationDocument } from '../api/documents';
import { dayName, timeOf } from '../message-days';
import { MessageComposer } from './message-composer';

/** The day above its messages: 'Today', 'Yesterday' or the date, as in the chat app. */
function DayLabel({ createdAt }: { createdAt: string }) {
  const { t } = useTranslation();
  const day = dayName(createdAt);
  return (
    <Text
      as="h3"
      alignSelf="center"
      fontSize="xs"
      fontWeight="normal"
      color="fg.muted"
      px={2}
      py={0.5}
      bg="bg.subtle"
      rounded="full"
    >
      {day.kind === 'date' ? day.text : t(`chat.app.${day.kind}`)}
    </Text>
  );
}

function Bubble({ message }: { message: QuickChatMessageFragment }) {
  return (
    <Flex justify={message.isMine ? 'flex-end' : 'flex-start'}>
      <Box
        maxW="80%"
        px={3}
        py={2}
        rounded="xl"
        roundedBottomRight={message.isMine ? 'sm' : undefined}
        roundedBottomLeft={message.isMine ? undefined : 'sm'}
        bg={message.isMine ? 'colorPalette.solid' : 'bg.muted'}
        color={message.isMine ? 'colorPalette.contrast' : 'fg'}
        colorPalette="brand"
      >
        <SanitizedHtml
          html={message.value}
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
          fontSize="sm"
        />
        <Text
          as="time"
          display="block"
          fontSize="xs"
          color={message.isMine ? 'colorPalette.contrast' : 'fg.muted'}
          textAlign="end"
          mt={1}
        >
          {timeOf(message.createdAt)}
        </Text>
      </Box>
    </Flex>
  );
}

export function QuickChatConversation({ chatId, name }: { chatId: string; name: string }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(QuickChatConversationDocument, {
    variables: { id: chatId },
  });
  const end = useRef<HTMLDivElement>(null);
  const messages = data?.chat?.messages ?? [];

  // The newest message in view: on opening and as messages arrive.
  useLayoutEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  return (
    <Flex direction="column" flex={1} minW={0}>
      <Text px={4} py={3} fontWeight="semibold" borderBottomWidth="1px" truncate>
        {name}
      </Text>
      <Box
        flex={1}
        overflowY="auto"
        px={4}
        py={3}
        aria-label={t('chat.messagesWith', { name })}
        role="log"
        // Focusable, so the keyboard can scroll back through the conversation.
        tabIndex={0}
      >
        {error && !data ? (
          <LoadError error={error} onRetry={refetch} />
        ) : loading && !data ? (
          <Flex justify="center" py={6}>
            <Spinner size="sm" aria-label={t('chat.loading')} />
          </Flex>
        ) : (
          byDay(messages, (message) => message.createdAt).map(([day, list]) => (
            <Stack key={day} gap={2} mb={4}>
              <DayLabel createdAt={list[0]!.createdAt} />
              {list.map((message) => (
                <Bubble key={message.id} message={message} />
              ))}
            </Stack>
          ))
        )}
        <div ref={end} />
      </Box>
      <MessageComposer chatId={chatId} />
    </Flex>
  );
}
