// Starts a chat with a contact (or finds the one there is): a new chat goes first in
// the conversations, here and in the quick chat, which read the same list.
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { ChatListItemFragment } from './documents';

const CreateChatDocument = graphql(`
  mutation CreateChat($contactId: ID!) {
    createChat(contactId: $contactId) {
      __typename
      ...ChatListItem
      messages {
        ...QuickChatMessage
      }
    }
  }
`);

/** Answers the chat's id. */
export function useCreateChat(): (contactId: string) => Promise<string> {
  const [create] = useMutation(CreateChatDocument);
  return async (contactId) => {
    const { data } = await create({
      variables: { contactId },
      update(cache, { data: answer }) {
        const chat = answer?.createChat;
        if (!chat) return;
        const ref = cache.writeFragment({
          fragment: ChatListItemFragment,
          fragmentName: 'ChatListItem',
          data: chat,
        });
        cache.modify({
          fields: {
            chats: (existing, { readField }) =>
              !Array.isArray(existing) ||
              existing.some((item: Reference) => readField('id', item) === chat.id)
                ? existing
                : [ref, ...existing],
          },
        });
      },
    });
    if (!data) throw new Error('No chat was answered.');
    return data.createChat.id;
  };
}
