// A board's labels, added, renamed and deleted in place (board settings, the card
// dialog's picker). Renames show at once; a deleted label leaves the board and every
// card carrying it, at once, and comes back if the server refuses.
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { TagActions } from '../../../components/tags/tag-manager';
import { graphql } from '../../../gql';
import { boardCards, updateCachedBoard, type Board } from './board-cache';

const CreateScrumboardLabelDocument = graphql(`
  mutation CreateScrumboardLabel($label: ScrumboardLabelInput!) {
    createScrumboardLabel(label: $label) {
      ...ScrumboardLabelFields
    }
  }
`);

const UpdateScrumboardLabelDocument = graphql(`
  mutation UpdateScrumboardLabel($id: ID!, $label: ScrumboardLabelPatch!) {
    updateScrumboardLabel(id: $id, label: $label) {
      __typename
      ...ScrumboardLabelFields
    }
  }
`);

const DeleteScrumboardLabelDocument = graphql(`
  mutation DeleteScrumboardLabel($id: ID!) {
    deleteScrumboardLabel(id: $id) {
      __typename
      id
    }
  }
`);

/** The TagManager / TagPicker actions for `board`'s labels. */
export function useLabelActions(board: Board): TagActions {
  const { t } = useTranslation();
  const [create] = useMutation(CreateScrumboardLabelDocument);
  const [update] = useMutation(UpdateScrumboardLabelDocument);
  const [remove] = useMutation(DeleteScrumboardLabelDocument);
  const boardId = board.id;

  return {
    onCreate: async (title) => {
      const { data } = await create({
        variables: { label: { boardId, title } },
        update(cache, { data: created }) {
          const label = created?.createScrumboardLabel;
          if (!label) return;
          updateCachedBoard(cache, boardId, (cached) => ({
            ...cached,
            labels: [...cached.labels.filter((other) => other.id !== label.id), label],
          }));
        },
      });
      return data?.createScrumboardLabel;
    },
    onRename: (id, title) =>
      update({
        variables: { id, label: { title } },
        optimisticResponse: {
          updateScrumboardLabel: { __typename: 'ScrumboardLabel', id, boardId, title },
        },
      }),
    onDelete: (id) =>
      remove({
        variables: { id },
        optimisticResponse: { deleteScrumboardLabel: { __typename: 'ScrumboardLabel', id } },
        update(cache, { data }) {
          if (!data) return;
          updateCachedBoard(cache, boardId, (cached) => ({
            ...cached,
            labels: cached.labels.filter((label) => label.id !== id),
            lists: cached.lists.map((list) => ({
              ...list,
              cards: list.cards.map((card) =>
                card.labels.some((label) => label.id === id)
                  ? { ...card, labels: card.labels.filter((label) => label.id !== id) }
                  : card,
              ),
            })),
          }));
        },
      }),
    deleteMessage: (title) => {
      const label = board.labels.find((item) => item.title === title);
      const count = boardCards(board).filter((card) =>
        card.labels.some((item) => item.id === label?.id),
      ).length;
      return t('scrumboard.labels.deleteMessage', { title, count });
    },
  };
}
