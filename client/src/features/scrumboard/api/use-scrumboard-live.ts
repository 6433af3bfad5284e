// Keeps a board current: what another window (or the API) does to it, its lists, cards
// and labels arrives over the live connection (apollo/live.ts); the boards page has its
// own (use-scrumboard-boards-live.ts).
// Apollo writes each record under its id; what the generic helper (apollo/live-cache.ts)
// cannot do is the board's order: a card moved to another list must leave the old
// list's `cards` and join the new one's by position, and a list joins the board's
// `lists` by position. Those go through the board's cache helpers, as the mutations'.
import { useSubscription } from '@apollo/client/react';
import { applyRecordEvent } from '../../../apollo/live-cache';
import { graphql } from '../../../gql';
import { updateCachedBoard, withCards, withList } from './board-cache';

const ScrumboardBoardChangedDocument = graphql(`
  subscription ScrumboardBoardChanged($boardId: ID!) {
    scrumboardChanged(boardId: $boardId) {
      change
      board {
        ...ScrumboardBoardSummary
      }
      list {
        ...ScrumboardListFields
      }
      card {
        ...ScrumboardCardFields
      }
      label {
        ...ScrumboardLabelFields
      }
      deleted {
        id
        type
      }
    }
  }
`);

/** The board page: every change to board `boardId`, its lists, cards and labels. */
export function useScrumboardLive(boardId: string): void {
  useSubscription(ScrumboardBoardChangedDocument, {
    variables: { boardId },
    // The cache carries the news to the board; this component need not render.
    ignoreResults: true,
    onData: ({ client: { cache }, data }) => {
      const event = data.data?.scrumboardChanged;
      if (!event) return;
      const { card, list, label, board } = event;
      if (card) {
        // Created or moved (a new listId or position): out of every list, into its own.
        updateCachedBoard(cache, card.boardId, (cached) => withCards(cached, [card]));
      } else if (list) {
        // Created, or its position changed: the board's lists stay by position.
        updateCachedBoard(cache, list.boardId, (cached) => withList(cached, list));
      } else {
        // A deleted record (its fields are null) leaves the cache and so every list; a new
        // label joins the board's, in creation order as the server lists them.
        applyRecordEvent(
          cache,
          event,
          label ?? board,
          label && {
            of: { __typename: 'ScrumboardBoard', id: label.boardId },
            field: 'labels',
            at: 'end',
          },
        );
      }
    },
  });
}
