// Keeps the boards page current: a board created, changed or deleted in another window
// (or by the API) arrives over the live connection (apollo/live.ts).
import { useRecordEvents } from '../../../apollo/live-cache';
import { graphql } from '../../../gql';

const ScrumboardBoardsChangedDocument = graphql(`
  subscription ScrumboardBoardsChanged {
    scrumboardChanged {
      change
      board {
        ...ScrumboardBoardSummary
      }
      deleted {
        id
        type
      }
    }
  }
`);

/** The boards page: every board created, changed or deleted. */
export function useScrumboardBoardsLive(): void {
  useRecordEvents(
    ScrumboardBoardsChangedDocument,
    ({ scrumboardChanged: event }) => ({ event, record: event.board }),
    // The server lists boards in creation order.
    { field: 'scrumboardBoards', at: 'end' },
  );
}
