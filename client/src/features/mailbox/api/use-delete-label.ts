// Deletes a label: the server takes it off every mail, and the cache off every mail it
// holds (apollo/deleted-tag.ts); the lists on screen are asked again, since a label's
// own list and the counts have changed.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { removeDeletedTag } from '../../../apollo/deleted-tag';
import { graphql } from '../../../gql';
import { refreshLists } from './refresh';

const DeleteMailLabelDocument = graphql(`
  mutation DeleteMailLabel($id: ID!) {
    deleteMailLabel(id: $id)
  }
`);

export function useDeleteLabel() {
  const client = useApolloClient();
  const [mutate] = useMutation(DeleteMailLabelDocument, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteMailLabel || !variables) return;
      removeDeletedTag(cache, { __typename: 'MailLabel', id: String(variables.id) }, [
        { typename: 'Query', field: 'mailboxLabels' },
        { typename: 'Mail', field: 'labels' },
      ]);
    },
  });
  return async (id: string) => {
    await mutate({ variables: { id } });
    await refreshLists(client);
  };
}
