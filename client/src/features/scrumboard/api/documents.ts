// The scrumboard's documents: the fragments each component reads, and the two pages'
// queries (every board; one board with its lists, cards, labels and who may join it).
import { graphql } from '../../../gql';

export const ScrumboardBoardsDocument = graphql(`
  query ScrumboardBoards {
    scrumboardBoards {
      ...ScrumboardBoardSummary
    }
  }
`);

export const ScrumboardBoardDocument = graphql(`
  query ScrumboardBoard($id: ID!) {
    scrumboardBoard(id: $id) {
      ...ScrumboardBoardSummary
      lists {
        ...ScrumboardListFields
      }
      labels {
        ...ScrumboardLabelFields
      }
    }
    scrumboardMembers {
      ...ScrumboardMemberFields
    }
  }

  fragment ScrumboardMemberFields on ScrumboardMember {
    id
    name
    avatar
  }

  fragment ScrumboardLabelFields on ScrumboardLabel {
    id
    boardId
    title
  }

  fragment ScrumboardCardFields on ScrumboardCard {
    id
    boardId
    listId
    position
    title
    description
    dueDate
    labels {
      ...ScrumboardLabelFields
    }
  }

  fragment ScrumboardListFields on ScrumboardList {
    id
    boardId
    position
    title
    cards {
      ...ScrumboardCardFields
    }
  }

  fragment ScrumboardBoardSummary on ScrumboardBoard {
    id
    title
    description
    icon
    lastActivity
    members {
      ...ScrumboardMemberFields
    }
  }
`);
