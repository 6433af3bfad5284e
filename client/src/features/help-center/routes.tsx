// The help center app's routes, placed under the shell by app/router.tsx: the home (its
// search in the address), the FAQs (the category and the open question in the address),
// the guide categories, one category, one guide and the support form, each under the
// app's own navigation.
import type { ApolloClient } from '@apollo/client';
import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import {
  HELP_FAQS_ROUTE,
  HELP_GUIDE_CATEGORY_ROUTE,
  HELP_GUIDE_ROUTE,
  HELP_GUIDES_ROUTE,
  HELP_HOME_ROUTE,
  HELP_SUPPORT_ROUTE,
} from './route-ids';

/**
 * The help center's queries take their variables from the path only: a search, a FAQ
 * category or an open question (the address's query) is applied in the page, without
 * loading again.
 */
const pathChanged = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname;

const queries = () => import('./api/queries');

export function helpCenterRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      path: paths.helpCenter,
      lazy: {
        Component: async () => (await import('./pages/help-center-layout')).HelpCenterLayout,
      },
      children: [
        {
          id: HELP_HOME_ROUTE,
          index: true,
          shouldRevalidate: pathChanged,
          lazy: {
            loader: async () => (await queries()).homeQuery.loader(client),
            Component: async () => (await import('./pages/home-page')).HomePage,
          },
        },
        {
          id: HELP_FAQS_ROUTE,
          path: paths.helpCenterFaqs,
          shouldRevalidate: pathChanged,
          lazy: {
            loader: async () => (await queries()).faqsQuery.loader(client),
            Component: async () => (await import('./pages/faqs-page')).FaqsPage,
          },
        },
        {
          id: HELP_GUIDES_ROUTE,
          path: paths.helpCenterGuides,
          shouldRevalidate: pathChanged,
          lazy: {
            loader: async () => (await queries()).guidesQuery.loader(client),
            Component: async () => (await import('./pages/guides-page')).GuidesPage,
          },
        },
        {
          id: HELP_GUIDE_CATEGORY_ROUTE,
          path: paths.helpCenterGuideCategory,
          shouldRevalidate: pathChanged,
          lazy: {
            loader: async () => (await queries()).guideCategoryQuery.loader(client),
            Component: async () => (await import('./pages/guide-category-page')).GuideCategoryPage,
          },
        },
        {
          id: HELP_GUIDE_ROUTE,
          path: paths.helpCenterGuide,
          shouldRevalidate: pathChanged,
          lazy: {
            loader: async () => (await queries()).guideQuery.loader(client),
            Component: async () => (await import('./pages/guide-page')).GuidePage,
          },
        },
        {
          id: HELP_SUPPORT_ROUTE,
          path: paths.helpCenterSupport,
          shouldRevalidate: pathChanged,
          lazy: {
            loader: async () => (await queries()).supportQuery.loader(client),
            Component: async () => (await import('./pages/support-page')).SupportPage,
          },
        },
        {
          // Any other address under the help center: a not-found state inside the app.
          path: '*',
          lazy: {
            Component: async () => (await import('./components/not-found')).UnknownPage,
          },
        },
      ],
    },
  ];
}
