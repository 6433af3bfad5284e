// What the mailbox keeps in its address: the list (/apps/mailbox/<folder|filter|label>/
// <slug>, ?page=<n>) and the compose dialog (?compose=new, a draft's id, reply:<id> or
// forward:<id>), so reload and back keep both.
import { useLocation, useParams, useSearchParams, type Params } from 'react-router';
import type { MailboxKind } from '../../config/paths';
import type { MailboxMailsQueryVariables } from '../../gql/graphql';

export const KINDS: readonly MailboxKind[] = ['folder', 'filter', 'label'];

/** What the address selects: a folder, a filter or a label by slug, and a page. */
export interface Selection {
  kind: MailboxKind;
  slug: string;
  page: number;
}

export function isKind(kind: string | undefined): kind is MailboxKind {
  return (KINDS as readonly (string | undefined)[]).includes(kind);
}

/** ?page=, a whole number of 1 or more; 1 when missing or not one. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The list query's variables: the one selector the address names, and the page. */
export function listVariables(params: Params, search: URLSearchParams): MailboxMailsQueryVariables {
  const kind = isKind(params.kind) ? params.kind : 'folder';
  return { [kind]: params.slug ?? 'inbox', page: pageOf(search) };
}

/** The address's list: its kind, slug and page. */
export function useSelection(): Selection {
  const params = useParams();
  const [search] = useSearchParams();
  return {
    kind: isKind(params.kind) ? params.kind : 'folder',
    slug: params.slug ?? 'inbox',
    page: pageOf(search),
  };
}

export const COMPOSE_PARAM = 'compose';

/** The address of the current page with the compose dialog open on `what`. */
export function useComposeLink(): (what: string) => string {
  const location = useLocation();
  return (what) => {
    const search = new URLSearchParams(location.search);
    search.set(COMPOSE_PARAM, what);
    // From the settings, compose over the inbox.
    return `${location.pathname}?${search}`;
  };
}
