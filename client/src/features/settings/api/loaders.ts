// The settings route's loader (loaded with the route): starts the account's query
// without waiting; the page shows its skeleton meanwhile.
import type { ApolloClient } from '@apollo/client';
import { queryLoader } from '../../../apollo/query-loader';
import { SettingsAccountDocument } from './documents';

export const settingsLoader = (client: ApolloClient) =>
  queryLoader(client, SettingsAccountDocument, { errorPolicy: 'all' }, { wait: false });
