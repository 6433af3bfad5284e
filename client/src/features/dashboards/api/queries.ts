// The dashboards' loaders (routes.tsx loads this module with the route): each starts
// its page's query into the cache without waiting for it.
import type { ApolloClient } from '@apollo/client';
import { queryLoader } from '../../../apollo/query-loader';
import {
  AnalyticsDashboardDocument,
  CryptoDashboardDocument,
  FinanceDashboardDocument,
  ProjectDashboardDocument,
} from './documents';

const OPTIONS = { errorPolicy: 'all' } as const;

export const projectLoader = (client: ApolloClient) =>
  queryLoader(client, ProjectDashboardDocument, OPTIONS, { wait: false });

export const analyticsLoader = (client: ApolloClient) =>
  queryLoader(client, AnalyticsDashboardDocument, OPTIONS, { wait: false });

export const financeLoader = (client: ApolloClient) =>
  queryLoader(client, FinanceDashboardDocument, OPTIONS, { wait: false });

export const cryptoLoader = (client: ApolloClient) =>
  queryLoader(client, CryptoDashboardDocument, OPTIONS, { wait: false });
