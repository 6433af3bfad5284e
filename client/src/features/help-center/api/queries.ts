// The help center routes' loaders (routes.tsx loads this module with the routes): each
// starts its page's query into the cache without waiting for it.
import type { ApolloClient } from '@apollo/client';
import { queryLoader } from '../../../apollo/query-loader';
import {
  HelpCenterFaqsDocument,
  HelpCenterGuideCategoryDocument,
  HelpCenterGuideDocument,
  HelpCenterGuidesDocument,
  HelpCenterHomeDocument,
  HelpCenterSupportDocument,
} from './documents';

const own = { errorPolicy: 'all' } as const;

/** The home: every FAQ and guide; the search (?search=) runs over them in the browser. */
export const homeLoader = (client: ApolloClient) =>
  queryLoader(client, HelpCenterHomeDocument, own, { wait: false });

/** The FAQs, every category (the address picks the one shown). */
export const faqsLoader = (client: ApolloClient) =>
  queryLoader(client, HelpCenterFaqsDocument, own, { wait: false });

/** The guide categories, each with its first guides. */
export const guidesLoader = (client: ApolloClient) =>
  queryLoader(client, HelpCenterGuidesDocument, own, { wait: false });

/** One guide category, as the address names it, with all its guides. */
export const guideCategoryLoader = (client: ApolloClient) =>
  queryLoader(
    client,
    HelpCenterGuideCategoryDocument,
    ({ params }) => ({ ...own, variables: { slug: params.category! } }),
    { wait: false },
  );

/** One guide with its content, and its category's list. */
export const guideLoader = (client: ApolloClient) =>
  queryLoader(
    client,
    HelpCenterGuideDocument,
    ({ params }) => ({ ...own, variables: { category: params.category!, guide: params.guide! } }),
    { wait: false },
  );

/** The signed-in user's support requests. */
export const supportLoader = (client: ApolloClient) =>
  queryLoader(client, HelpCenterSupportDocument, own, { wait: false });
