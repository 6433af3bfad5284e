// The ids of the dashboards' routes, whose loaders start the queries the pages read.
export const DASHBOARDS = ['project', 'analytics', 'finance', 'crypto'] as const;
export type DashboardName = (typeof DASHBOARDS)[number];

export const DASHBOARD_ROUTE: Record<DashboardName, string> = {
  project: 'dashboards-project',
  analytics: 'dashboards-analytics',
  finance: 'dashboards-finance',
  crypto: 'dashboards-crypto',
};
