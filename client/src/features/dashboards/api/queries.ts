// The dashboards' queries, each bound to its page's route (apollo/route-query.ts) and
// started without waiting: the page shows at once, its cards' skeleton until the data is in,
// and a failed load with a retry.
import { routeQuery } from '../../../apollo/route-query';
import { DASHBOARD_ROUTE } from '../route-ids';
import {
  AnalyticsDashboardDocument,
  CryptoDashboardDocument,
  FinanceDashboardDocument,
  ProjectDashboardDocument,
} from './documents';

export const projectDashboardQuery = routeQuery(DASHBOARD_ROUTE.project, ProjectDashboardDocument, {
  errorPolicy: 'all',
});

export const analyticsDashboardQuery = routeQuery(
  DASHBOARD_ROUTE.analytics,
  AnalyticsDashboardDocument,
  { errorPolicy: 'all' },
);

export const financeDashboardQuery = routeQuery(DASHBOARD_ROUTE.finance, FinanceDashboardDocument, {
  errorPolicy: 'all',
});

export const cryptoDashboardQuery = routeQuery(DASHBOARD_ROUTE.crypto, CryptoDashboardDocument, {
  errorPolicy: 'all',
});
