// Keeps the mailbox current: mails and labels created, changed or deleted anywhere
// (another window, the API) arrive over the live connection (apollo/live.ts). Each event
// carries every folder with its count too, which Apollo writes by id: the side column's
// counts follow.
import type { ApolloClient } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { applyRecordEvent } from '../../../apollo/live-cache';
import { graphql } from '../../../gql';
import type { MailboxMailsQueryVariables, MailFieldsFragment } from '../../../gql/graphql';
import { belongsTo } from '../selection';
import { KINDS } from '../url-state';
import { MailboxMailsDocument, MailboxNavDocument } from './documents';

const MailboxChangedDocument = graphql(`
  subscription MailboxChanged {
    mailboxChanged {
      change
      mail {
        ...MailFields
      }
      label {
        ...MailLabelFields
      }
      deleted {
        id
        type
      }
      folders {
        ...MailFolderFields
      }
    }
  }
`);

/** A new label goes last in the side column, as on the server. */
const NEW_LABEL = { field: 'mailboxLabels', at: 'end' } as const;

export function useMailboxLive(): void {
  // Not useRecordEvents: a mail needs the pages of mails looked at after it is written.
  useSubscription(MailboxChangedDocument, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      const event = data.data?.mailboxChanged;
      if (!event) return;
      const label = event.label;
      applyRecordEvent(client.cache, event, event.mail ?? label, label ? NEW_LABEL : null);
      if (event.mail || event.deleted?.type === 'Mail') refreshPages(client, event.mail);
    },
  });
}

/**
 * A page of mails has arguments (a folder, filter or label, and a page number), so the
 * cache cannot place a mail in it: each page on screen that the mail joined or left (it
 * arrived, was moved, starred or labelled; or was deleted: `mail` is null) is asked
 * again. A change that keeps it where it was (read or unread) is already merged by id.
 * The event is written before this runs, so "joined or left" is read as a mismatch: the
 * page lists it but it no longer belongs, or the other way round. A mail of the list on
 * another page mismatches too: that page is asked again, its totals may have changed.
 */
function refreshPages(client: ApolloClient, mail: MailFieldsFragment | null): void {
  const nav = client.cache.readQuery({ query: MailboxNavDocument });
  client
    .refetchQueries({
      include: [MailboxMailsDocument],
      onQueryUpdated: (query) => {
        if (!mail || !nav) return true;
        const variables = query.variables as MailboxMailsQueryVariables;
        // Folder before filter before label, as the server reads them.
        const kind = KINDS.find((candidate) => variables[candidate]);
        if (!kind) return false;
        const page = client.cache.readQuery({ query: MailboxMailsDocument, variables });
        const listed = !!page?.mailboxMails.mails?.some((item) => item.id === mail.id);
        const selection = { kind, slug: variables[kind] ?? '', page: variables.page };
        return listed !== belongsTo(mail, selection, nav);
      },
    })
    .catch(() => {
      // The page keeps what it showed; its own retry is on screen if the load failed.
    });
}
