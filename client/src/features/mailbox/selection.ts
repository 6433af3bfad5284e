// Which mails a list holds, as the server decides it (SPEC section 9): a moved, starred
// or labelled mail joins or leaves the lists on screen without asking again.
import type { MailFieldsFragment } from '../../gql/graphql';
import type { MailboxNav } from './mailbox-context';
import type { Selection } from './url-state';

/** Whether a mail belongs to the list the address selects. */
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
