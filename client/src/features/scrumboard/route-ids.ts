// The ids of the app's routes whose loaders start a page's query (useRouteQuery reads them).
export const BOARDS_ROUTE = 'scrumboard-boards';
export const BOARD_ROUTE = 'scrumboard-board';
