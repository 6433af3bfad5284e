// Renames a task tag; the cache updates the tag by its id.
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const UpdateTaskTagDocument = graphql(`
  mutation UpdateTaskTag($id: ID!, $tag: TaskTagInput!) {
    updateTaskTag(id: $id, tag: $tag) {
      ...TaskTagFields
    }
  }
`);

export function useUpdateTaskTag() {
  const [mutate] = useMutation(UpdateTaskTagDocument);
  return (id: string, title: string) => mutate({ variables: { id, tag: { title } } });
}
