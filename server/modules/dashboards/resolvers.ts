import type { Resolvers } from '../../generated/graphql';

export const resolvers: Resolvers = {
  Query: {
    analyticsDashboard: (_, __, { stores }) => stores.dashboards.analytics(),
    cryptoDashboard: (_, __, { stores }) => stores.dashboards.crypto(),
    financeDashboard: (_, __, { stores }) => stores.dashboards.finance(),
    projectDashboard: (_, __, { stores }) => stores.dashboards.project(),
  },
};
