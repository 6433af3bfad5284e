// Deletes a label: the server takes it off every mail. It leaves the cache, the mails
// on screen are asked again (their label lists have changed), and chips skip an id no
// label has meanwhile.
import { useApolloClient, useMutation } from '@apollo/client/react';
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
      cache.evict({ id: cache.identify({ __typename: 'MailLabel', id: variables.id }) });
      cache.gc();
    },
  });
  return async (id: string) => {
    await mutate({ variables: { id } });
    await refreshLists(client);
  };
}
