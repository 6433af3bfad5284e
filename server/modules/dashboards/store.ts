// The four dashboards' sample data. Read-only: the store holds its own copy of the
// seed (dated relative to the `now` it was built for) and hands out the stored records.
import type {
  AnalyticsDashboard,
  CryptoDashboard,
  CryptoWatchlistItem,
  DashboardAmountChart,
  DashboardChartPoint,
  DashboardTrend,
  FinanceDashboard,
  FinanceTransaction,
  ProjectBudgetRow,
  ProjectDashboard,
  ProjectIssueOverview,
  ProjectIssueSeries,
  ProjectScheduleItem,
} from '../../generated/graphql';

// The GraphQL types are the records: the fixtures produce exactly what the schema answers.
export type AnalyticsDashboardRecord = AnalyticsDashboard;
export type CryptoDashboardRecord = CryptoDashboard;
export type FinanceDashboardRecord = FinanceDashboard;
export type ProjectDashboardRecord = ProjectDashboard;
export type AmountChartRecord = DashboardAmountChart;
export type ChartPointRecord = DashboardChartPoint;
export type TrendRecord = DashboardTrend;
export type CryptoWatchlistItemRecord = CryptoWatchlistItem;
export type FinanceTransactionRecord = FinanceTransaction;
export type ProjectBudgetRowRecord = ProjectBudgetRow;
export type ProjectIssueOverviewRecord = ProjectIssueOverview;
export type ProjectIssueSeriesRecord = ProjectIssueSeries;
export type ProjectScheduleItemRecord = ProjectScheduleItem;

export interface DashboardsSeed {
  analytics: AnalyticsDashboardRecord;
  crypto: CryptoDashboardRecord;
  finance: FinanceDashboardRecord;
  project: ProjectDashboardRecord;
}

export class DashboardStore {
  private readonly dashboards: DashboardsSeed;

  constructor(seed: DashboardsSeed) {
    this.dashboards = structuredClone(seed);
  }

  analytics(): AnalyticsDashboardRecord {
    return this.dashboards.analytics;
  }

  crypto(): CryptoDashboardRecord {
    return this.dashboards.crypto;
  }

  finance(): FinanceDashboardRecord {
    return this.dashboards.finance;
  }

  project(): ProjectDashboardRecord {
    return this.dashboards.project;
  }
}
