// The chat app's routes, placed under the shell by app/router.tsx: the side column
// (chats, a new chat's people, the profile) around one conversation. Their code and
// loaders load with the route (lazy), not with the shell.
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { CHAT_CONVERSATION_ROUTE, CHAT_ROUTE } from './api/chat-routes';

export function chatRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      id: CHAT_ROUTE,
      path: paths.chat,
      // All the chats come at once and are searched here: a search, a view or another
      // chat in the address needs no new request.
      shouldRevalidate: () => false,
      lazy: async () => {
        const { ChatAppPage, chatAppLoader } = await import('./pages/chat-app-page');
        return { loader: chatAppLoader(client), Component: ChatAppPage };
      },
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('./pages/chat-app-page')).ChatIndexPage,
          }),
        },
        {
          id: CHAT_CONVERSATION_ROUTE,
          path: paths.chatConversation,
          shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
          lazy: async () => {
            const { ChatConversationPage, chatConversationLoader } =
              await import('./pages/chat-conversation-page');
            return { loader: chatConversationLoader(client), Component: ChatConversationPage };
          },
        },
      ],
    },
  ];
}
