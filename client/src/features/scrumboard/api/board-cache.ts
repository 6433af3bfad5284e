// Changes to a board as the cache holds it (the board page's query), shared by the
// mutation hooks: cards are kept in their list, ordered by position, whatever moved.
import type { ApolloCache } from '@apollo/client';
import type {
  ScrumboardBoardQuery,
  ScrumboardBoardsQuery,
  ScrumboardCardFieldsFragment,
} from '../../../gql/graphql';
import { ScrumboardBoardDocument, ScrumboardBoardsDocument } from './documents';

export type Board = NonNullable<ScrumboardBoardQuery['scrumboardBoard']>;
export type BoardList = Board['lists'][number];
export type BoardCard = ScrumboardCardFieldsFragment;
export type BoardSummary = ScrumboardBoardsQuery['scrumboardBoards'][number];

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/** Rewrites the cached board `boardId` (if the cache holds it) with `change`. */
export function updateCachedBoard(
  cache: ApolloCache,
  boardId: string,
  change: (board: Board) => Board,
): void {
  cache.updateQuery({ query: ScrumboardBoardDocument, variables: { id: boardId } }, (data) =>
    data?.scrumboardBoard ? { ...data, scrumboardBoard: change(data.scrumboardBoard) } : data,
  );
}

/** Rewrites the cached list of boards (if the cache holds it) with `change`. */
export function updateCachedBoards(
  cache: ApolloCache,
  change: (boards: BoardSummary[]) => BoardSummary[],
): void {
  cache.updateQuery({ query: ScrumboardBoardsDocument }, (data) =>
    data ? { scrumboardBoards: change(data.scrumboardBoards) } : data,
  );
}

/**
 * The board with `cards` put in (new ones added, known ones replaced, so a card moves
 * to its new list) and the cards named in `removed` taken out; every list's cards by
 * position.
 */
export function withCards(
  board: Board,
  cards: readonly BoardCard[],
  removed: readonly string[] = [],
): Board {
  const changed = new Map(cards.map((card) => [card.id, card]));
  const gone = new Set(removed);
  const all = [
    ...board.lists
      .flatMap((list) => list.cards)
      .filter((card) => !changed.has(card.id) && !gone.has(card.id)),
    ...cards,
  ];
  return {
    ...board,
    lists: board.lists.map((list) => ({
      ...list,
      cards: all.filter((card) => card.listId === list.id).sort(byPosition),
    })),
  };
}

/** The board with `list` put in (added, or in place of its old self), its lists by position. */
export function withList(board: Board, list: BoardList): Board {
  return {
    ...board,
    lists: [...board.lists.filter((other) => other.id !== list.id), list].sort(byPosition),
  };
}

/**
 * The list whose cards are done: the board's last, as its columns run from to-do to
 * done. A board of one list has none.
 */
export function doneListId(board: Board): string | undefined {
  return board.lists.length > 1 ? board.lists.at(-1)?.id : undefined;
}

/** Every card of a board, wherever it is. */
export function boardCards(board: Board): BoardCard[] {
  return board.lists.flatMap((list) => list.cards);
}
