// The id of the icon browser's route, whose loader starts the set's query.
export const ICONS_ROUTE = 'icons-set';
