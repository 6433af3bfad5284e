// The contacts app's routes, placed under the shell by app/router.tsx:
// /apps/contacts (the list, ?search=), /apps/contacts/new, /apps/contacts/:id and
// /apps/contacts/:id/edit. Each loader starts its query and the page shows at once; the
// loaders and pages load with their route (lazy), so the app's first chunk holds none.
import type { ApolloClient } from '@apollo/client';
import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { CONTACTS_ROUTE, CONTACT_ROUTE, NEW_CONTACT_ROUTE } from './route-ids';

/** The list is asked again only for another search, not when a contact opens. */
const searchChanged = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.searchParams.get('search') !== nextUrl.searchParams.get('search');

/** A contact is asked again only when another one opens, not for its form or a search. */
const contactChanged = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
  currentParams.id !== nextParams.id;

export function contactsRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      id: CONTACTS_ROUTE,
      path: paths.contacts,
      shouldRevalidate: searchChanged,
      lazy: {
        loader: async () => (await import('./api/queries')).contactsQuery.loader(client),
        Component: async () => (await import('./pages/contacts-page')).ContactsPage,
      },
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('./pages/contacts-page')).NoContactSelected,
          }),
        },
        {
          id: NEW_CONTACT_ROUTE,
          path: paths.contactNew,
          shouldRevalidate: () => false,
          lazy: {
            loader: async () => (await import('./api/queries')).newContactQuery.loader(client),
            Component: async () => (await import('./pages/contact-edit-page')).NewContactPage,
          },
        },
        {
          id: CONTACT_ROUTE,
          path: paths.contact,
          shouldRevalidate: contactChanged,
          lazy: {
            loader: async () => (await import('./api/queries')).contactQuery.loader(client),
          },
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('./pages/contact-page')).ContactPage,
              }),
            },
            {
              path: paths.contactEdit,
              lazy: async () => ({
                Component: (await import('./pages/contact-edit-page')).ContactEditPage,
              }),
            },
          ],
        },
      ],
    },
  ];
}
