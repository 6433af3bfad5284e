// The help center screens' queries, each bound to its route (apollo/route-query.ts).
// Their variables come from the path only: the home's search, a FAQ category and an open
// question (url-state.ts) apply on the page, without loading again.
import { routeQuery } from '../../../apollo/route-query';
import {
  HELP_FAQS_ROUTE,
  HELP_GUIDE_CATEGORY_ROUTE,
  HELP_GUIDE_ROUTE,
  HELP_GUIDES_ROUTE,
  HELP_HOME_ROUTE,
  HELP_SUPPORT_ROUTE,
} from '../route-ids';
import {
  HelpCenterFaqsDocument,
  HelpCenterGuideCategoryDocument,
  HelpCenterGuideDocument,
  HelpCenterGuidesDocument,
  HelpCenterHomeDocument,
  HelpCenterSupportDocument,
} from './documents';

/** The home: every FAQ and guide; its search runs over them in the browser. */
export const homeQuery = routeQuery(HELP_HOME_ROUTE, HelpCenterHomeDocument, {
  errorPolicy: 'all',
});

/** The FAQs, every category (the address picks the one shown). */
export const faqsQuery = routeQuery(HELP_FAQS_ROUTE, HelpCenterFaqsDocument, {
  errorPolicy: 'all',
});

/** The guide categories, each with its first guides. */
export const guidesQuery = routeQuery(HELP_GUIDES_ROUTE, HelpCenterGuidesDocument, {
  errorPolicy: 'all',
});

/** One guide category, as the address names it, with all its guides. */
export const guideCategoryQuery = routeQuery(
  HELP_GUIDE_CATEGORY_ROUTE,
  HelpCenterGuideCategoryDocument,
  {
    variables: ({ params }) => ({ slug: params.category! }),
    errorPolicy: 'all',
  },
);

/** One guide with its content, and its category's list. */
export const guideQuery = routeQuery(HELP_GUIDE_ROUTE, HelpCenterGuideDocument, {
  variables: ({ params }) => ({ category: params.category!, guide: params.guide! }),
  errorPolicy: 'all',
});

/** The signed-in user's support requests. */
export const supportQuery = routeQuery(HELP_SUPPORT_ROUTE, HelpCenterSupportDocument, {
  errorPolicy: 'all',
});
