// The mailbox app's routes, placed under the shell by app/router.tsx. Every selection is
// in the address: /apps/mailbox/<folder|filter|label>/<slug>[/<mail id>]?page=<n>, and
// the compose dialog as ?compose=new (or a draft's id).
import type { ApolloClient } from '@apollo/client';
import { Navigate, type RouteObject } from 'react-router';
import { mailboxListPath, paths } from '../../config/paths';
import { MAILBOX_LIST_ROUTE, MAILBOX_MAIL_ROUTE, MAILBOX_ROUTE } from './route-ids';

/** The queries load with their routes (api/queries.ts), so the app's first chunk holds none. */
const queries = () => import('./api/queries');

export function mailboxRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      id: MAILBOX_ROUTE,
      path: paths.mailbox,
      // The cache keeps the column current (writes update it); a page or a mail opened
      // below does not ask for it again.
      shouldRevalidate: () => false,
      lazy: {
        loader: async () => (await queries()).mailboxNavQuery.loader(client),
        Component: async () => (await import('./pages/mailbox-layout')).MailboxLayout,
      },
      children: [
        { index: true, element: <Navigate to={mailboxListPath('folder', 'inbox')} replace /> },
        {
          path: paths.mailboxSettings,
          lazy: async () => ({
            Component: (await import('./pages/mailbox-settings-page')).MailboxSettingsPage,
          }),
        },
        {
          id: MAILBOX_LIST_ROUTE,
          path: paths.mailboxList,
          // Only the page and the list decide the list; ?compose= does not load it again.
          shouldRevalidate: ({ currentParams, nextParams, currentUrl, nextUrl }) =>
            currentParams.kind !== nextParams.kind ||
            currentParams.slug !== nextParams.slug ||
            currentUrl.searchParams.get('page') !== nextUrl.searchParams.get('page'),
          lazy: {
            loader: async () => (await queries()).mailListQuery.loader(client),
            Component: async () => (await import('./pages/mail-list-page')).MailListPage,
          },
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('./pages/mail-list-page')).NoMailOpen,
              }),
            },
            {
              id: MAILBOX_MAIL_ROUTE,
              path: paths.mailboxMail,
              shouldRevalidate: ({ currentParams, nextParams }) =>
                currentParams.mailId !== nextParams.mailId,
              lazy: {
                loader: async () => (await queries()).mailQuery.loader(client),
                Component: async () => (await import('./pages/mail-view-page')).MailViewPage,
              },
            },
          ],
        },
      ],
    },
  ];
}
