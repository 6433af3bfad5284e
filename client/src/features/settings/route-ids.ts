// The id of the settings route, whose loader starts the account's query.
export const SETTINGS_ROUTE = 'settings';
