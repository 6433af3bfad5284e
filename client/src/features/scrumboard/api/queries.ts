// The scrumboard screens' queries, each bound to its route (apollo/route-query.ts).
import { routeQuery } from '../../../apollo/route-query';
import { BOARD_ROUTE, BOARDS_ROUTE } from '../route-ids';
import { ScrumboardBoardDocument, ScrumboardBoardsDocument } from './documents';

/** Every board (the search, ?search=, is applied in the page). */
export const boardsQuery = routeQuery(BOARDS_ROUTE, ScrumboardBoardsDocument);

/** One board with its lists, cards and labels (the board page and a card's dialog). */
export const boardQuery = routeQuery(BOARD_ROUTE, ScrumboardBoardDocument, {
  variables: ({ params }) => ({ id: params.boardId! }),
});
