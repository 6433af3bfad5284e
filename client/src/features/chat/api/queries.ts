// The chat app routes' loaders (routes.tsx loads this module with the routes): each
// starts its query into the cache without waiting for it.
import type { ApolloClient } from '@apollo/client';
import { queryLoader } from '../../../apollo/query-loader';
import { warmCountries } from '../../../components/contact-info/countries';
import { ChatAppDocument, ChatConversationDocument } from './chat-app-documents';

/** The side column: every chat, the people to start one with, the user's profile. */
export const chatAppLoader = (client: ApolloClient) =>
  queryLoader(client, ChatAppDocument, { errorPolicy: 'all' }, { wait: false });

/** One conversation, and the countries its contact panel dials with (asked once). */
export function chatConversationLoader(client: ApolloClient) {
  const load = queryLoader(
    client,
    ChatConversationDocument,
    ({ params }) => ({ variables: { id: params.id ?? '' }, errorPolicy: 'all' }),
    { wait: false },
  );
  return (args: Parameters<typeof load>[0]) => {
    warmCountries(client);
    return load(args);
  };
}
