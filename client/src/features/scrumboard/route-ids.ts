// The ids of the app's routes whose loaders start a page's query (api/queries.ts).
export const BOARDS_ROUTE = 'scrumboard-boards';
export const BOARD_ROUTE = 'scrumboard-board';
