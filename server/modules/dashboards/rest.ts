// GET api/dashboards/{analytics,crypto,finance,project}: each answers its whole
// dashboard, every field selected, as the GraphQL query does but with the range keys
// hyphenated (`this-year`), as legacy clients read them.
import type { RestRoute } from '../../rest/route';

const SERIES = 'name data';
const POINT_SERIES = 'name data { x y }';
const AMOUNT_CHART = `amount labels series { ${SERIES} }`;
const TREND = 'dir amount';
const AUDIENCE = 'uniqueVisitors series labels';
const COINS = 'btc eth sol xrp';
const STATEMENT = 'status date limit spent minimum';
const ISSUE_OVERVIEW = 'newIssues closedIssues fixed wontFix reOpened needsTriage';
const ISSUE_SERIES = 'name type data';
const SCHEDULE_ITEM = 'id title time start location';

/** Each dashboard's query, selecting every field (tests run them over GraphQL too). */
export const DASHBOARD_QUERIES = {
  analytics: `query AnalyticsDashboard {
    analyticsDashboard {
      visitors { series { thisYear { ${POINT_SERIES} } lastYear { ${POINT_SERIES} } } }
      conversions { ${AMOUNT_CHART} }
      impressions { ${AMOUNT_CHART} }
      visits { ${AMOUNT_CHART} }
      visitorsVsPageViews { overallScore averageRatio predictedRatio series { ${POINT_SERIES} } }
      newVsReturning { ${AUDIENCE} }
      gender { ${AUDIENCE} }
      age { ${AUDIENCE} }
      language { ${AUDIENCE} }
    }
  }`,
  crypto: `query CryptoDashboard {
    cryptoDashboard {
      btc {
        amount
        trend { ${TREND} }
        marketCap volume supply allTimeHigh
        price { series { ${POINT_SERIES} } }
      }
      prices { ${COINS} }
      wallets { ${COINS} }
      watchlist { id title iso amount trend { ${TREND} } series { ${POINT_SERIES} } }
    }
  }`,
  finance: `query FinanceDashboard {
    financeDashboard {
      accountBalance { growRate ami series { ${POINT_SERIES} } }
      budget { expenses expensesLimit savings savingsGoal bills billsLimit }
      previousStatement { ${STATEMENT} }
      currentStatement { ${STATEMENT} }
      recentTransactions { id transactionId name amount status date }
    }
  }`,
  project: `query ProjectDashboard {
    projectDashboard {
      githubIssues {
        overview { thisWeek { ${ISSUE_OVERVIEW} } lastWeek { ${ISSUE_OVERVIEW} } }
        labels
        series { thisWeek { ${ISSUE_SERIES} } lastWeek { ${ISSUE_SERIES} } }
      }
      taskDistribution {
        overview { thisWeek { new completed } lastWeek { new completed } }
        labels
        series { thisWeek lastWeek }
      }
      schedule { today { ${SCHEDULE_ITEM} } tomorrow { ${SCHEDULE_ITEM} } }
      budgetDistribution { categories series { ${SERIES} } }
      weeklyExpenses { ${AMOUNT_CHART} }
      monthlyExpenses { ${AMOUNT_CHART} }
      yearlyExpenses { ${AMOUNT_CHART} }
      budgetDetails {
        columns
        rows {
          id type total expensesAmount expensesPercentage remainingAmount remainingPercentage
        }
      }
      teamMembers { id avatar name email phone title }
    }
  }`,
} as const;

/** GraphQL names cannot hold hyphens; legacy clients read `series['this-year']`. */
const LEGACY_RANGE_KEYS: Readonly<Record<string, string>> = {
  thisYear: 'this-year',
  lastYear: 'last-year',
  thisWeek: 'this-week',
  lastWeek: 'last-week',
};

/** The answer with its range keys spelled as the legacy mock spelled them. */
export function withLegacyRangeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withLegacyRangeKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      LEGACY_RANGE_KEYS[key] ?? key,
      withLegacyRangeKeys(inner),
    ]),
  );
}

export const routes: RestRoute[] = Object.entries(DASHBOARD_QUERIES).map(([name, document]) => ({
  method: 'GET',
  path: `dashboards/${name}`,
  document,
  answer: (data) => withLegacyRangeKeys(Object.values(data)[0]),
}));
