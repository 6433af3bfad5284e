// The contacts screens' queries, each bound to its route (apollo/route-query.ts). A
// contact's screens also warm the countries its phone numbers use (components/contact-info:
// asked once, then read from the cache).
import { routeQuery } from '../../../apollo/route-query';
import { warmCountries } from '../../../components/contact-info/countries';
import { searchOf } from '../../../lib/url-state';
import { CONTACTS_ROUTE, CONTACT_ROUTE, NEW_CONTACT_ROUTE } from '../route-ids';
import { ContactPageDocument, ContactsPageDocument, NewContactPageDocument } from './documents';

/** The list's first page, as the address's search (?search=) narrows it; the page asks for more. */
export const contactsQuery = routeQuery(CONTACTS_ROUTE, ContactsPageDocument, {
  variables: ({ request }) => ({ query: searchOf(request) }),
});

/** The open contact (its view and its edit form read it). */
export const contactQuery = routeQuery(CONTACT_ROUTE, ContactPageDocument, {
  variables: ({ params }) => ({ id: params.id! }),
  alongside: warmCountries,
});

/** The form for a new contact: the tags to pick from. */
export const newContactQuery = routeQuery(NEW_CONTACT_ROUTE, NewContactPageDocument, {
  alongside: warmCountries,
});
