// How much of the feed the address says is shown: `?pages=3` is the first 30 activities,
// so a reload, back and forward and a shared link show as much of the feed as before
// (and the browser can put the scroll position back). Pages are added as the user
// scrolls; the address follows, replacing its entry.

import type { ActivitiesFeedQueryVariables } from '../../gql/graphql';

/** Activities per page. */
export const PAGE_SIZE = 10;
/** The server answers at most 100 a request (MAX_PAGE_SIZE in the activities store). */
export const MAX_PAGES = 10;
export const PAGES_PARAM = 'pages';

/** The pages the address asks for: a whole number from 1 to MAX_PAGES, else 1. */
export function readPages(params: URLSearchParams): number {
  const pages = Number(params.get(PAGES_PARAM));
  return Number.isInteger(pages) && pages >= 1 ? Math.min(pages, MAX_PAGES) : 1;
}

/** The first load's variables: every page the address asks for, in one request. */
export function feedVariables(pages: number): ActivitiesFeedQueryVariables {
  return { first: pages * PAGE_SIZE };
}

/** The address's parameters once `pages` pages are shown (the first page needs none). */
export function withPages(params: URLSearchParams, pages: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (pages > 1) next.set(PAGES_PARAM, String(Math.min(pages, MAX_PAGES)));
  else next.delete(PAGES_PARAM);
  return next;
}
