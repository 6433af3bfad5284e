// The settings screen's query: the signed-in user's account (apollo/route-query.ts).
import { routeQuery } from '../../../apollo/route-query';
import { SETTINGS_ROUTE } from '../route-ids';
import { SettingsAccountDocument } from './documents';

export const accountQuery = routeQuery(SETTINGS_ROUTE, SettingsAccountDocument, {
  errorPolicy: 'all',
});
