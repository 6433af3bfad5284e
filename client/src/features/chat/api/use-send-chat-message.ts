// Sends the user's message: it shows at once at the end of the conversation, and the
// chat's last message follows; the server's answer replaces the stand-in.
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { QuickChatMessageFragment } from './documents';

const SendChatMessageDocument = graphql(`
  mutation SendChatMessage($chatId: ID!, $value: String!) {
    sendChatMessage(chatId: $chatId, value: $value) {
      __typename
      ...QuickChatMessage
    }
  }
`);

export function useSendChatMessage(): (chatId: string, value: string) => Promise<unknown> {
  const [send] = useMutation(SendChatMessageDocument);
  return (chatId, value) => {
    const createdAt = new Date().toISOString();
    return send({
      variables: { chatId, value },
      optimisticResponse: {
        sendChatMessage: {
          __typename: 'ChatMessage',
          id: `pending-${createdAt}`,
          chatId,
          value,
          createdAt,
          isMine: true,
        },
      },
      update(cache, { data }) {
        const message = data?.sendChatMessage;
        if (!message) return;
        const ref = cache.writeFragment({ fragment: QuickChatMessageFragment, data: message });
        cache.modify({
          id: cache.identify({ __typename: 'Chat', id: chatId }),
          fields: {
            // The live event for this message (use-chat-live.ts) may have added it first.
            messages: (existing) =>
              !Array.isArray(existing) ||
              existing.some((item: Reference) => item.__ref === ref?.__ref)
                ? existing
                : [...existing, ref],
            lastMessage: () => message.value,
            lastMessageAt: () => message.createdAt,
          },
        });
      },
    });
  };
}
