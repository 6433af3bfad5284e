// The board page's query as its route loaded it (the board page and the card dialog).
import { useRouteQuery } from '../../../apollo/query-loader';
import type { ScrumboardBoardQuery, ScrumboardBoardQueryVariables } from '../../../gql/graphql';
import { BOARD_ROUTE } from '../route-ids';

export function useBoardQuery() {
  return useRouteQuery<ScrumboardBoardQuery, ScrumboardBoardQueryVariables>(BOARD_ROUTE);
}
