import type { RestRoute } from '../../rest/route';

const BASE = 'apps/scrumboard';
const MEMBER = 'id name avatar';
const LABEL = 'id boardId title';
const CARD = `id boardId listId position title description labels { ${LABEL} } dueDate`;
const LIST = `id boardId position title cards { ${CARD} }`;
const BOARD = `id title description icon lastActivity members { ${MEMBER} }`;
const FULL_BOARD = `${BOARD} lists { ${LIST} } labels { ${LABEL} }`;

const createCard = `mutation CreateScrumboardCard($card: ScrumboardCardInput!) { createScrumboardCard(card: $card) { ${CARD} } }`;
const createLabel = `mutation CreateScrumboardLabel($label: ScrumboardLabelInput!) { createScrumboardLabel(label: $label) { ${LABEL} } }`;

export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: `${BASE}/boards`,
    document: `query ScrumboardBoards { scrumboardBoards { ${BOARD} } }`,
  },
  {
    method: 'GET',
    path: `${BASE}/board`,
    document: `query ScrumboardBoard($id: ID!) { scrumboardBoard(id: $id) { ${FULL_BOARD} } }`,
    variables: { id: 'query.id' },
  },
  {
    method: 'POST',
    path: `${BASE}/board`,
    document: `mutation CreateScrumboardBoard($board: ScrumboardBoardInput!) { createScrumboardBoard(board: $board) { ${FULL_BOARD} } }`,
    variables: { board: 'body.board' },
  },
  {
    // `{ id, board }`; the board may be sent as the client holds it (lists, labels ignored).
    method: 'PATCH',
    path: `${BASE}/board`,
    document: `mutation UpdateScrumboardBoard($id: ID!, $board: ScrumboardBoardPatch!) { updateScrumboardBoard(id: $id, board: $board) { ${FULL_BOARD} } }`,
    variables: { id: 'body.id', board: 'body.board' },
  },
  {
    method: 'DELETE',
    path: `${BASE}/board`,
    document: `mutation DeleteScrumboardBoard($id: ID!) { deleteScrumboardBoard(id: $id) { id } }`,
    variables: { id: 'query.id' },
    answer: () => true,
  },
  {
    method: 'GET',
    path: `${BASE}/members`,
    document: `query ScrumboardMembers { scrumboardMembers { ${MEMBER} } }`,
  },
  {
    method: 'POST',
    path: `${BASE}/board/list`,
    document: `mutation CreateScrumboardList($list: ScrumboardListInput!) { createScrumboardList(list: $list) { ${LIST} } }`,
    variables: { list: 'body.list' },
  },
  {
    method: 'PATCH',
    path: `${BASE}/board/list`,
    document: `mutation UpdateScrumboardList($id: ID!, $list: ScrumboardListPatch!) { updateScrumboardList(id: $id, list: $list) { ${LIST} } }`,
    variables: { id: 'body.list.id', list: 'body.list' },
  },
  {
    method: 'PATCH',
    path: `${BASE}/board/lists`,
    document: `mutation UpdateScrumboardLists($lists: [ScrumboardListPatch!]!) { updateScrumboardLists(lists: $lists) { ${LIST} } }`,
    variables: { lists: 'body.lists' },
  },
  {
    method: 'DELETE',
    path: `${BASE}/board/list`,
    document: `mutation DeleteScrumboardList($id: ID!) { deleteScrumboardList(id: $id) { id } }`,
    variables: { id: 'query.id' },
    answer: () => true,
  },
  // The legacy client creates cards with PUT; POST is accepted too.
  {
    method: 'PUT',
    path: `${BASE}/board/card`,
    document: createCard,
    variables: { card: 'body.card' },
  },
  {
    method: 'POST',
    path: `${BASE}/board/card`,
    document: createCard,
    variables: { card: 'body.card' },
  },
  {
    method: 'PATCH',
    path: `${BASE}/board/card`,
    document: `mutation UpdateScrumboardCard($id: ID!, $card: ScrumboardCardPatch!) { updateScrumboardCard(id: $id, card: $card) { ${CARD} } }`,
    variables: { id: 'body.id', card: 'body.card' },
  },
  {
    method: 'PATCH',
    path: `${BASE}/board/cards`,
    document: `mutation UpdateScrumboardCards($cards: [ScrumboardCardPatch!]!) { updateScrumboardCards(cards: $cards) { ${CARD} } }`,
    variables: { cards: 'body.cards' },
  },
  {
    method: 'DELETE',
    path: `${BASE}/board/card`,
    document: `mutation DeleteScrumboardCard($id: ID!) { deleteScrumboardCard(id: $id) { id } }`,
    variables: { id: 'query.id' },
    answer: () => true,
  },
  {
    // `cards` in the order wanted, as ids or card objects.
    method: 'PATCH',
    path: `${BASE}/board/card/positions`,
    document: `mutation SetScrumboardCardPositions($cards: [Ref!]!) { setScrumboardCardPositions(cards: $cards) { ${CARD} } }`,
    variables: { cards: 'body.cards' },
  },
  {
    method: 'GET',
    path: `${BASE}/board/labels`,
    document: `query ScrumboardLabels($boardId: ID!) { scrumboardLabels(boardId: $boardId) { ${LABEL} } }`,
    variables: { boardId: 'query.boardId' },
  },
  // The legacy client creates labels with PUT; POST is accepted too.
  {
    method: 'PUT',
    path: `${BASE}/board/label`,
    document: createLabel,
    variables: { label: 'body.label' },
  },
  {
    method: 'POST',
    path: `${BASE}/board/label`,
    document: createLabel,
    variables: { label: 'body.label' },
  },
  {
    method: 'PATCH',
    path: `${BASE}/board/label`,
    document: `mutation UpdateScrumboardLabel($id: ID!, $label: ScrumboardLabelPatch!) { updateScrumboardLabel(id: $id, label: $label) { ${LABEL} } }`,
    variables: { id: 'body.id', label: 'body.label' },
  },
  {
    method: 'DELETE',
    path: `${BASE}/board/label`,
    document: `mutation DeleteScrumboardLabel($id: ID!) { deleteScrumboardLabel(id: $id) { id } }`,
    variables: { id: 'query.id' },
    answer: () => true,
  },
];
