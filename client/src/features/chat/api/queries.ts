// The chat app screens' queries, each bound to its route (apollo/route-query.ts). A
// conversation also warms the countries its contact panel dials with
// (components/contact-info: asked once, then read from the cache).
import { routeQuery } from '../../../apollo/route-query';
import { warmCountries } from '../../../components/contact-info/countries';
import { CHAT_CONVERSATION_ROUTE, CHAT_ROUTE } from '../route-ids';
import { ChatAppDocument, ChatConversationDocument } from './documents';

/** The side column: every chat, the people to start one with, the user's profile. */
export const chatAppQuery = routeQuery(CHAT_ROUTE, ChatAppDocument, { errorPolicy: 'all' });

/** One conversation, with its contact's panel. */
export const conversationQuery = routeQuery(CHAT_CONVERSATION_ROUTE, ChatConversationDocument, {
  variables: ({ params }) => ({ id: params.id ?? '' }),
  errorPolicy: 'all',
  alongside: warmCountries,
});
