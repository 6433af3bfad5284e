// The chat app's routes, placed under the shell by app/router.tsx: the side column
// (chats, a new chat's people, the profile) around one conversation. Their code and
// loaders load with the route (lazy), not with the shell.
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { CHAT_CONVERSATION_ROUTE, CHAT_ROUTE } from './route-ids';

export function chatRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      id: CHAT_ROUTE,
      path: paths.chat,
      // All the chats come at once and are searched here: a search, a view or another
      // chat in the address needs no new request.
      shouldRevalidate: () => false,
      lazy: {
        loader: async () => (await import('./api/queries')).chatAppQuery.loader(client),
        Component: async () => (await import('./pages/chat-app-page')).ChatAppPage,
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
          lazy: {
            loader: async () => (await import('./api/queries')).conversationQuery.loader(client),
            Component: async () =>
              (await import('./pages/chat-conversation-page')).ChatConversationPage,
          },
        },
      ],
    },
  ];
}
