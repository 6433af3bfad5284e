// Changes one mail or a selection: read or unread, star, important, a folder, labels.
// Each shows at once (optimistic) and rolls back if the server refuses; a mail that no
// longer belongs to the list on screen leaves it at once, and the folders' counts and
// (when a mail left or joined it) the list are asked again once the server has answered.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type {
  MailFieldsFragment,
  MailboxMailsQueryVariables,
  MailInput,
} from '../../../gql/graphql';
import { MailboxMailsDocument } from './documents';
import { refreshFolders, refreshLists } from './refresh';

const UpdateMailDocument = graphql(`
  mutation UpdateMail($id: ID!, $mail: MailInput!) {
    updateMailboxMail(id: $id, mail: $mail) {
      ...MailFields
    }
  }
`);

export type MailPatch = Omit<MailInput, 'id'>;

/** The list on screen: its variables, and whether a mail still belongs to it. */
export interface ShownList {
  variables: MailboxMailsQueryVariables;
  keeps: (mail: MailFieldsFragment) => boolean;
}

/** What is changed for each mail: one patch for all, or one per mail. */
type Patches = MailPatch | ((mail: MailFieldsFragment) => MailPatch);

export function useUpdateMails() {
  const client = useApolloClient();
  const [mutate] = useMutation(UpdateMailDocument);
  /** Resolves once every change is in; rejects with the first refusal (the rest stay). */
  return async (mails: readonly MailFieldsFragment[], patches: Patches, list?: ShownList) => {
    let membership = false;
    const results = await Promise.allSettled(
      mails.map((mail) => {
        const patch = typeof patches === 'function' ? patches(mail) : patches;
        return mutate({
          variables: { id: mail.id, mail: patch },
          optimisticResponse: {
            updateMailboxMail: { ...mail, ...definedOnly(patch), __typename: 'Mail' },
          },
          update(cache, { data }) {
            const updated = data?.updateMailboxMail;
            if (!updated || !list) return;
            const shown = cache.readQuery({
              query: MailboxMailsDocument,
              variables: list.variables,
            })?.mailboxMails;
            if (!shown?.mails) return;
            const listed = shown.mails.some((item) => item.id === updated.id);
            const keeps = list.keeps(updated);
            if (listed === keeps) return;
            // It joined (an undone move) or left the list: the server says where it goes.
            membership = true;
            if (keeps) return;
            const { totalResults, endIndex } = shown.pagination;
            cache.writeQuery({
              query: MailboxMailsDocument,
              variables: list.variables,
              data: {
                mailboxMails: {
                  ...shown,
                  mails: shown.mails.filter((item) => item.id !== updated.id),
                  pagination: {
                    ...shown.pagination,
                    totalResults: totalResults == null ? null : totalResults - 1,
                    endIndex: endIndex == null ? null : endIndex - 1,
                  },
                },
              },
            });
          },
        });
      }),
    );
    const counted = mails.length > 0 && changesCounts(patches);
    await Promise.all([
      counted ? refreshFolders(client) : null,
      membership ? refreshLists(client) : null,
    ]);
    const refused = results.find((result) => result.status === 'rejected');
    if (refused) throw refused.reason;
  };
}

/** Only unread flags and moves change what the folders count. */
function changesCounts(patches: Patches): boolean {
  if (typeof patches === 'function') return true;
  return patches.unread != null || patches.folder != null;
}

function definedOnly(patch: MailPatch) {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value != null));
}
