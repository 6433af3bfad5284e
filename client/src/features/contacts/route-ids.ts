// The contacts routes' ids, by which pages read their route's query (useRouteQuery).
// Apart from the queries, so the routes (loaded with the app) do not carry them.
export const CONTACT_ROUTE = 'contact';
export const NEW_CONTACT_ROUTE = 'contactNew';
export const CONTACTS_ROUTE = 'contacts';
