// What the address selects: a folder, a filter or a label by slug, and a page.
import type { Params } from 'react-router';
import type { MailboxKind } from '../../config/paths';
import type { MailboxMailsQueryVariables, MailFieldsFragment } from '../../gql/graphql';
import type { MailboxNav } from './mailbox-context';

export const KINDS: readonly MailboxKind[] = ['folder', 'filter', 'label'];

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

/** Whether a mail belongs to the list, as the server decides it (SPEC section 9). */
export function belongsTo(
  mail: Pick<MailFieldsFragment, 'folder' | 'labels' | 'starred' | 'important'>,
  { kind, slug }: Selection,
  nav: MailboxNav,
): boolean {
  if (kind === 'folder') {
    return nav.mailboxFolders.find((folder) => folder.slug === slug)?.id === mail.folder;
  }
  if (kind === 'filter') return slug === 'starred' ? mail.starred : mail.important;
  const label = nav.mailboxLabels.find((candidate) => candidate.slug === slug);
  return !!label && mail.labels.includes(label.id);
}
