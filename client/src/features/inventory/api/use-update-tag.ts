// Renames a tag; every product's chips read the tag by its id, so they follow.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const UpdateInventoryTagDocument = graphql(`
  mutation UpdateInventoryTag($id: ID!, $tag: InventoryTagInput!) {
    updateInventoryTag(id: $id, tag: $tag) {
      ...InventoryTagFields
    }
  }
`);

export function useUpdateTag() {
  const [mutate] = useMutation(UpdateInventoryTagDocument);
  return async (id: string, title: string) =>
    (await mutate({ variables: { id, tag: { title } } })).data?.updateInventoryTag;
}
