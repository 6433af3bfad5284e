// The dashboards' routes, placed under the shell by app/router.tsx: one page per sample
// dashboard at /dashboards/<name>, /dashboards itself leading to the first, and any
// other name a not-found state inside the shell. A chart's range or a table's sort in
// the address changes nothing to load (the page has all the data), so no loader runs
// again for them.
import type { ApolloClient } from '@apollo/client';
import { Navigate, type RouteObject } from 'react-router';
import { dashboardPath, paths } from '../../config/paths';
import { DASHBOARD_ROUTE } from './route-ids';

const sameData = () => false;

export function dashboardsRoutes(client: ApolloClient): RouteObject[] {
  return [
    { path: '/dashboards', element: <Navigate to={dashboardPath('project')} replace /> },
    {
      id: DASHBOARD_ROUTE.project,
      path: dashboardPath('project'),
      shouldRevalidate: sameData,
      lazy: {
        loader: async () => (await import('./api/queries')).projectDashboardQuery.loader(client),
        Component: async () => (await import('./pages/project-page')).ProjectPage,
      },
    },
    {
      id: DASHBOARD_ROUTE.analytics,
      path: dashboardPath('analytics'),
      shouldRevalidate: sameData,
      lazy: {
        loader: async () => (await import('./api/queries')).analyticsDashboardQuery.loader(client),
        Component: async () => (await import('./pages/analytics-page')).AnalyticsPage,
      },
    },
    {
      id: DASHBOARD_ROUTE.finance,
      path: dashboardPath('finance'),
      shouldRevalidate: sameData,
      lazy: {
        loader: async () => (await import('./api/queries')).financeDashboardQuery.loader(client),
        Component: async () => (await import('./pages/finance-page')).FinancePage,
      },
    },
    {
      id: DASHBOARD_ROUTE.crypto,
      path: dashboardPath('crypto'),
      shouldRevalidate: sameData,
      lazy: {
        loader: async () => (await import('./api/queries')).cryptoDashboardQuery.loader(client),
        Component: async () => (await import('./pages/crypto-page')).CryptoPage,
      },
    },
    {
      path: paths.dashboard,
      lazy: {
        Component: async () => (await import('./pages/dashboard-not-found')).DashboardNotFound,
      },
    },
  ];
}
