// The four dashboards' queries: every field the API returns for each, since each page
// shows all of it (a chart, a figure card or a table).
import { graphql } from '../../../gql';

export const AnalyticsDashboardDocument = graphql(`
  query AnalyticsDashboard {
    analyticsDashboard {
      visitors {
        series {
          thisYear {
            ...DashboardPointSeries
          }
          lastYear {
            ...DashboardPointSeries
          }
        }
      }
      conversions {
        ...DashboardAmount
      }
      impressions {
        ...DashboardAmount
      }
      visits {
        ...DashboardAmount
      }
      visitorsVsPageViews {
        overallScore
        averageRatio
        predictedRatio
        series {
          ...DashboardPointSeries
        }
      }
      newVsReturning {
        ...DashboardAudience
      }
      gender {
        ...DashboardAudience
      }
      age {
        ...DashboardAudience
      }
      language {
        ...DashboardAudience
      }
    }
  }

  fragment DashboardPointSeries on DashboardChartPointSeries {
    name
    data {
      x
      y
    }
  }

  fragment DashboardAmount on DashboardAmountChart {
    amount
    labels
    series {
      name
      data
    }
  }

  fragment DashboardAudience on AnalyticsAudience {
    uniqueVisitors
    series
    labels
  }
`);

export const CryptoDashboardDocument = graphql(`
  query CryptoDashboard {
    cryptoDashboard {
      btc {
        amount
        trend {
          dir
          amount
        }
        marketCap
        volume
        supply
        allTimeHigh
        price {
          series {
            ...DashboardPointSeries
          }
        }
      }
      prices {
        ...DashboardCoinValues
      }
      wallets {
        ...DashboardCoinValues
      }
      watchlist {
        id
        title
        iso
        amount
        trend {
          dir
          amount
        }
        series {
          ...DashboardPointSeries
        }
      }
    }
  }

  fragment DashboardCoinValues on CryptoCoinValues {
    btc
    eth
    sol
    xrp
  }
`);

export const FinanceDashboardDocument = graphql(`
  query FinanceDashboard {
    financeDashboard {
      accountBalance {
        growRate
        ami
        series {
          ...DashboardPointSeries
        }
      }
      budget {
        expenses
        expensesLimit
        savings
        savingsGoal
        bills
        billsLimit
      }
      previousStatement {
        ...DashboardStatement
      }
      currentStatement {
        ...DashboardStatement
      }
      recentTransactions {
        id
        transactionId
        name
        amount
        status
        date
      }
    }
  }

  fragment DashboardStatement on FinanceStatement {
    status
    date
    limit
    spent
    minimum
  }
`);

export const ProjectDashboardDocument = graphql(`
  query ProjectDashboard {
    projectDashboard {
      githubIssues {
        overview {
          thisWeek {
            ...DashboardIssueOverview
          }
          lastWeek {
            ...DashboardIssueOverview
          }
        }
        labels
        series {
          thisWeek {
            ...DashboardIssueSeries
          }
          lastWeek {
            ...DashboardIssueSeries
          }
        }
      }
      taskDistribution {
        overview {
          thisWeek {
            new
            completed
          }
          lastWeek {
            new
            completed
          }
        }
        labels
        series {
          thisWeek
          lastWeek
        }
      }
      schedule {
        today {
          ...DashboardScheduleItem
        }
        tomorrow {
          ...DashboardScheduleItem
        }
      }
      budgetDistribution {
        categories
        series {
          name
          data
        }
      }
      weeklyExpenses {
        ...DashboardAmount
      }
      monthlyExpenses {
        ...DashboardAmount
      }
      yearlyExpenses {
        ...DashboardAmount
      }
      budgetDetails {
        columns
        rows {
          id
          type
          total
          expensesAmount
          expensesPercentage
          remainingAmount
          remainingPercentage
        }
      }
      teamMembers {
        id
        avatar
        name
        email
        phone
        title
      }
    }
  }

  fragment DashboardIssueOverview on ProjectIssueOverview {
    newIssues
    closedIssues
    fixed
    wontFix
    reOpened
    needsTriage
  }

  fragment DashboardIssueSeries on ProjectIssueSeries {
    name
    type
    data
  }

  fragment DashboardScheduleItem on ProjectScheduleItem {
    id
    title
    time
    start
    location
  }
`);
