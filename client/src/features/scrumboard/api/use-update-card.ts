// Saves a card's title, description, labels or due date (the card dialog).
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ScrumboardCardPatch } from '../../../gql/graphql';

const UpdateScrumboardCardDocument = graphql(`
  mutation UpdateScrumboardCard($id: ID!, $card: ScrumboardCardPatch!) {
    updateScrumboardCard(id: $id, card: $card) {
      ...ScrumboardCardFields
    }
  }
`);

export function useUpdateCard() {
  const [mutate] = useMutation(UpdateScrumboardCardDocument);
  return async (id: string, card: ScrumboardCardPatch) =>
    (await mutate({ variables: { id, card } })).data!.updateScrumboardCard;
}
