import type { Resolvers } from '../../generated/graphql';
import { recordEvents } from '../../live/events';

export const resolvers: Resolvers = {
  Query: {
    scrumboardBoards: (_, __, { stores }) => stores.scrumboard.allBoards(),
    scrumboardBoard: (_, { id }, { stores }) => stores.scrumboard.board(id),
    scrumboardLabels: (_, { boardId }, { stores }) => stores.scrumboard.boardLabels(boardId),
    scrumboardMembers: (_, __, { stores }) => stores.scrumboard.allMembers(),
  },
  Mutation: {
    createScrumboardBoard: (_, { board }, { stores, session }) =>
      stores.scrumboard.createBoard(board, session?.userId),
    updateScrumboardBoard: (_, { id, board }, { stores }) =>
      stores.scrumboard.updateBoard(id, board),
    deleteScrumboardBoard: (_, { id }, { stores }) => stores.scrumboard.removeBoard(id),
    createScrumboardList: (_, { list }, { stores }) => stores.scrumboard.createList(list),
    updateScrumboardList: (_, { id, list }, { stores }) => stores.scrumboard.updateList(id, list),
    updateScrumboardLists: (_, { lists }, { stores }) => stores.scrumboard.updateLists(lists),
    deleteScrumboardList: (_, { id }, { stores }) => stores.scrumboard.removeList(id),
    createScrumboardCard: (_, { card }, { stores }) => stores.scrumboard.createCard(card),
    updateScrumboardCard: (_, { id, card }, { stores }) => stores.scrumboard.updateCard(id, card),
    updateScrumboardCards: (_, { cards }, { stores }) => stores.scrumboard.updateCards(cards),
    deleteScrumboardCard: (_, { id }, { stores }) => stores.scrumboard.removeCard(id),
    setScrumboardCardPositions: (_, { cards }, { stores }) =>
      stores.scrumboard.setCardPositions(cards),
    createScrumboardLabel: (_, { label }, { stores }) => stores.scrumboard.createLabel(label),
    updateScrumboardLabel: (_, { id, label }, { stores }) =>
      stores.scrumboard.updateLabel(id, label),
    deleteScrumboardLabel: (_, { id }, { stores }) => stores.scrumboard.removeLabel(id),
  },
  ScrumboardBoard: {
    members: (board, _, { stores }) => stores.scrumboard.membersOf(board),
    lists: (board, _, { stores }) => stores.scrumboard.listsOf(board.id),
    labels: (board, _, { stores }) => stores.scrumboard.labelsOf(board.id),
  },
  ScrumboardList: {
    cards: (list, _, { stores }) => stores.scrumboard.cardsOf(list.id),
  },
  ScrumboardCard: {
    labels: (card, _, { stores }) => stores.scrumboard.cardLabels(card),
  },
  Subscription: {
    scrumboardChanged: recordEvents<{ boardId?: string | null }>(
      'scrumboard',
      {
        boards: { field: 'board', type: 'ScrumboardBoard' },
        lists: { field: 'list', type: 'ScrumboardList' },
        cards: { field: 'card', type: 'ScrumboardCard' },
        labels: { field: 'label', type: 'ScrumboardLabel' },
      },
      // A board's own records name it in boardId; the board is named by its id.
      (record, { boardId }) =>
        boardId ? (record.boardId ?? record.id) === boardId : !('boardId' in record),
    ),
  },
};
