import {
  buildSchema,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { dashboards } from '../../../fixtures/dashboards';
import { FINANCE_LIMITS } from '../../../fixtures/dashboards-finance';
import { readSchemaFiles } from '../../schema-files';
import { DashboardStore } from './store';

const now = new Date('2025-03-10T12:00:00.000Z');
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const seed = dashboards(now);
const { analytics, crypto, finance, project } = seed;

interface Point {
  x: string;
  y: number;
}

const ROOTS = {
  analyticsDashboard: analytics,
  cryptoDashboard: crypto,
  financeDashboard: finance,
  projectDashboard: project,
};

/** Every field the schema declares, checked recursively: present, typed, never null unless nullable. */
function expectShape(value: unknown, type: GraphQLOutputType, path: string): void {
  if (!isNonNullType(type)) {
    if (value === null) return;
  } else {
    expect(value, path).not.toBeNull();
    expect(value, path).toBeDefined();
    return expectShape(value, type.ofType, path);
  }
  if (isListType(type)) {
    expect(Array.isArray(value), path).toBe(true);
    (value as unknown[]).forEach((item, index) =>
      expectShape(item, type.ofType, `${path}[${index}]`),
    );
    return;
  }
  const named = getNamedType(type);
  if (isObjectType(named)) {
    expect(typeof value, path).toBe('object');
    const record = value as Record<string, unknown>;
    for (const [name, field] of Object.entries(named.getFields())) {
      expect(record, `${path} has ${name}`).toHaveProperty(name);
      expectShape(record[name], field.type, `${path}.${name}`);
    }
    // Nothing the schema does not declare either.
    expect(Object.keys(record).sort(), path).toEqual(Object.keys(named.getFields()).sort());
    return;
  }
  const expected: Record<string, string> = {
    Float: 'number',
    Int: 'number',
    String: 'string',
    ID: 'string',
    DateTime: 'string',
  };
  if (named.name in expected) {
    expect(typeof value, path).toBe(expected[named.name]);
    if (named.name === 'Int') expect(Number.isInteger(value), path).toBe(true);
    if (named.name === 'Float') expect(Number.isFinite(value), path).toBe(true);
    if (named.name === 'DateTime') expect(new Date(value as string).toISOString()).toBe(value);
  } else {
    // Enums: one of the declared values.
    const values = (named as unknown as { getValues(): { value: unknown }[] })
      .getValues()
      .map((entry) => entry.value);
    expect(values, path).toContain(value);
  }
}

type Series = { data: unknown[] }[] | number[];

/**
 * Every chart with labels (or categories) in a tree: its path, labels and the series
 * lists drawn against them (one per range when the series are split by week).
 */
function charts(value: unknown, path = ''): [string, string[], Series[]][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => charts(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const labels = (record.labels ?? record.categories) as string[] | undefined;
  const own: [string, string[], Series[]][] = [];
  if (labels && record.series) {
    const ranges = Array.isArray(record.series)
      ? [record.series as Series]
      : (Object.values(record.series) as Series[]);
    own.push([path, labels, ranges]);
  }
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, child]) => charts(child, `${path}.${key}`)),
  ];
}

/** Every `{ x, y }` point series in a tree. */
function pointSeries(value: unknown, path = ''): [string, Point[]][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => pointSeries(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const data = record.data;
  if (Array.isArray(data) && typeof data[0] === 'object') return [[path, data as Point[]]];
  return Object.entries(record).flatMap(([key, child]) => pointSeries(child, `${path}.${key}`));
}

function times(points: readonly Point[]): number[] {
  return points.map((point) => Date.parse(point.x));
}

function steps(values: readonly number[]): number[] {
  return values.slice(1).map((value, index) => value - values[index]!);
}

function monthsBefore(date: Date, months: number): number {
  const earlier = new Date(date);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  return earlier.getTime();
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('dashboards sample data', () => {
  const schema = buildSchema(readSchemaFiles(['base.graphql', 'dashboards.graphql']).join('\n'));

  it.each(Object.entries(ROOTS))('%s has every field of the schema, well typed', (field, data) => {
    const type = schema.getQueryType()!.getFields()[field]!.type;
    expectShape(data, type, field);
  });

  it('is deterministic for a fixed now, and moves with now', () => {
    expect(dashboards(now)).toStrictEqual(seed);
    const later = new Date(now.getTime() + 5 * DAY_MS);
    const moved = dashboards(later);
    expect(moved.analytics.visitors.series.thisYear[0]!.data.at(-1)!.x).toBe(later.toISOString());
    // Same values, other dates.
    expect(moved.finance.budget).toEqual(seed.finance.budget);
    expect(moved.finance.recentTransactions[0]!.date).not.toBe(
      seed.finance.recentTransactions[0]!.date,
    );
  });

  it('gives every chart one value per label, in every dashboard', () => {
    const found = charts(seed);
    // 3 analytics cards and 4 audiences; issues, tasks, budget and 3 expense charts.
    expect(found).toHaveLength(13);
    for (const [path, labels, ranges] of found) {
      expect(labels.length, path).toBeGreaterThan(0);
      for (const series of ranges) {
        expect(series.length, path).toBeGreaterThan(0);
        for (const entry of series) {
          if (typeof entry === 'number') expect(series, path).toHaveLength(labels.length);
          else expect(entry.data, path).toHaveLength(labels.length);
        }
      }
    }
  });

  it('dates every time series oldest first, ending at now', () => {
    const found = pointSeries(seed);
    // Visitors (2 ranges), visitors vs page views (2), btc, 5 watchlist coins, balance (2).
    expect(found).toHaveLength(12);
    for (const [path, points] of found) {
      const at = times(points);
      for (const point of points) expect(new Date(point.x).toISOString(), path).toBe(point.x);
      for (const step of steps(at)) expect(step, path).toBeGreaterThan(0);
      if (!path.includes('lastYear')) expect(at.at(-1), path).toBe(now.getTime());
    }
  });
});

describe('analytics', () => {
  it('has visitors every 3 days over the 12 months ending now, and the 12 before', () => {
    const { thisYear, lastYear } = analytics.visitors.series;
    const yearAgo = monthsBefore(now, 12);
    for (const [range, end] of [
      [thisYear, now.getTime()],
      [lastYear, yearAgo],
    ] as const) {
      expect(range).toHaveLength(1);
      const at = times(range[0]!.data);
      expect(new Set(steps(at))).toEqual(new Set([3 * DAY_MS]));
      expect(at.at(-1)).toBe(end);
      const start = monthsBefore(new Date(end), 12);
      expect(at[0]).toBeLessThanOrEqual(start);
      expect(at[0]).toBeGreaterThan(start - 3 * DAY_MS);
      for (const { y } of range[0]!.data) expect(y).toBeGreaterThan(0);
    }
    expect(times(thisYear[0]!.data)).toHaveLength(123);
  });

  it('totals conversions, impressions and visits over the weeks shown', () => {
    for (const chart of [analytics.conversions, analytics.impressions, analytics.visits]) {
      expect(chart.labels).toHaveLength(12);
      expect(chart.labels.at(-1)).toBe('2025-03-10');
      expect(chart.amount).toBe(sum(chart.series[0]!.data));
    }
  });

  it('compares visitors with page views day by day', () => {
    const { series, averageRatio, predictedRatio, overallScore } = analytics.visitorsVsPageViews;
    expect(series.map((entry) => entry.name)).toEqual(['Páginas vistas', 'Visitantes']);
    const [pageViews, visitors] = series.map((entry) => entry.data);
    expect(times(visitors!)).toEqual(times(pageViews!));
    expect(steps(times(visitors!)).every((step) => step === DAY_MS)).toBe(true);
    const ratio = (sum(visitors!.map((p) => p.y)) / sum(pageViews!.map((p) => p.y))) * 100;
    expect(averageRatio).toBeCloseTo(ratio, 2);
    expect(predictedRatio).toBeGreaterThan(0);
    expect(overallScore).toBeGreaterThan(0);
  });

  it('splits the audience in percents that add up to 100', () => {
    for (const audience of [
      analytics.newVsReturning,
      analytics.gender,
      analytics.age,
      analytics.language,
    ]) {
      expect(audience.series).toHaveLength(audience.labels.length);
      expect(sum(audience.series)).toBe(100);
      expect(audience.uniqueVisitors).toBeGreaterThan(0);
    }
  });
});

describe('crypto', () => {
  it('prices bitcoin at the last point of its 24-hour series, with a matching trend', () => {
    const { btc } = crypto;
    const points = btc.price.series[0]!.data;
    expect(new Set(steps(times(points)))).toEqual(new Set([15 * MINUTE_MS]));
    expect(times(points)[0]).toBe(now.getTime() - DAY_MS);
    const first = points[0]!.y;
    expect(btc.amount).toBe(points.at(-1)!.y);
    expect(btc.trend.dir).toBe(btc.amount >= first ? 'up' : 'down');
    expect(btc.trend.amount).toBeCloseTo((Math.abs(btc.amount - first) / first) * 100, 2);
    expect(btc.allTimeHigh).toBeGreaterThanOrEqual(Math.max(...points.map((p) => p.y)));
    expect(btc.marketCap).toBe(btc.amount * btc.supply);
  });

  it('lists the watchlist with unique ids, tickers and trends up or down', () => {
    const { watchlist } = crypto;
    expect(watchlist.length).toBeGreaterThanOrEqual(4);
    expect(new Set(watchlist.map((coin) => coin.id)).size).toBe(watchlist.length);
    for (const coin of watchlist) {
      expect(coin.id).toBe(coin.iso.toLowerCase());
      expect(['up', 'down']).toContain(coin.trend.dir);
      expect(coin.trend.amount).toBeGreaterThanOrEqual(0);
      expect(coin.amount).toBe(coin.series[0]!.data.at(-1)!.y);
    }
    expect(new Set(watchlist.map((coin) => coin.trend.dir))).toEqual(new Set(['up', 'down']));
  });

  it('keeps prices in step with bitcoin and the watchlist', () => {
    const priceOf = (iso: string) => crypto.watchlist.find((coin) => coin.iso === iso)!.amount;
    expect(crypto.prices).toEqual({
      btc: crypto.btc.amount,
      eth: priceOf('ETH'),
      sol: priceOf('SOL'),
      xrp: priceOf('XRP'),
    });
    for (const held of Object.values(crypto.wallets)) expect(held).toBeGreaterThan(0);
  });
});

describe('finance', () => {
  it('uses the fixed sample limits', () => {
    expect(FINANCE_LIMITS).toEqual({
      expensesLimit: 20000,
      savingsGoal: 250000,
      billsLimit: 1000,
      statementLimit: 34500,
    });
    expect(finance.budget).toMatchObject({
      expensesLimit: 20000,
      savingsGoal: 250000,
      billsLimit: 1000,
    });
    expect(finance.previousStatement.limit).toBe(34500);
    expect(finance.currentStatement.limit).toBe(34500);
  });

  it('has a paid previous statement and a pending current one, due after it', () => {
    const { previousStatement: previous, currentStatement: current } = finance;
    expect([previous.status, current.status]).toEqual(['paid', 'pending']);
    expect(Date.parse(previous.date as string)).toBeLessThan(now.getTime());
    expect(Date.parse(current.date as string)).toBeGreaterThan(now.getTime());
    for (const statement of [previous, current]) {
      expect(statement.spent).toBeLessThanOrEqual(statement.limit);
      expect(statement.minimum).toBeLessThan(statement.spent);
    }
  });

  it('lists recent transactions newest first, completed or pending, with unique ids', () => {
    const transactions = finance.recentTransactions;
    expect(transactions.length).toBeGreaterThanOrEqual(5);
    expect(new Set(transactions.map((t) => t.id)).size).toBe(transactions.length);
    expect(new Set(transactions.map((t) => t.transactionId)).size).toBe(transactions.length);
    const dates = transactions.map((t) => Date.parse(t.date as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates[0]).toBeLessThanOrEqual(now.getTime());
    expect(new Set(transactions.map((t) => t.status))).toEqual(new Set(['completed', 'pending']));
  });

  it('derives the growth rate from the actual balance series', () => {
    const actual = finance.accountBalance.series.find((s) => s.name === 'Real')!.data;
    const growth = ((actual.at(-1)!.y - actual[0]!.y) / actual[0]!.y) * 100;
    expect(finance.accountBalance.growRate).toBeCloseTo(growth, 2);
    expect(finance.accountBalance.series).toHaveLength(2);
  });
});

describe('project', () => {
  it('counts issues for this week and last week, one value per weekday', () => {
    const { overview, labels, series } = project.githubIssues;
    expect(labels).toHaveLength(7);
    for (const week of ['thisWeek', 'lastWeek'] as const) {
      const [opened, closed] = series[week];
      expect([opened!.type, closed!.type]).toEqual(['line', 'column']);
      expect(overview[week].newIssues).toBe(sum(opened!.data));
      expect(overview[week].closedIssues).toBe(sum(closed!.data));
      expect(overview[week].fixed + overview[week].wontFix).toBeLessThanOrEqual(
        overview[week].closedIssues,
      );
    }
  });

  it('spreads this and last week’s new tasks over the areas', () => {
    const { overview, labels, series } = project.taskDistribution;
    for (const week of ['thisWeek', 'lastWeek'] as const) {
      expect(series[week]).toHaveLength(labels.length);
      expect(overview[week].new).toBe(sum(series[week]));
      expect(overview[week].completed).toBeLessThanOrEqual(overview[week].new);
    }
  });

  it('schedules today and tomorrow on Santiago’s clocks', () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' });
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Santiago',
      hour: '2-digit',
      minute: '2-digit',
    });
    const today = day.format(now);
    const tomorrow = day.format(new Date(now.getTime() + DAY_MS));
    for (const [items, date] of [
      [project.schedule.today, today],
      [project.schedule.tomorrow, tomorrow],
    ] as const) {
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        const start = new Date(item.start as string);
        expect(day.format(start)).toBe(date);
        expect(clock.format(start)).toBe(item.time);
      }
      const starts = items.map((item) => Date.parse(item.start as string));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    }
    const ids = [...project.schedule.today, ...project.schedule.tomorrow].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the schedule right across the winter time change', () => {
    const july = dashboards(new Date('2025-07-15T15:00:00.000Z')).project.schedule.today[0]!;
    // 09:00 in Santiago is UTC-4 in July, UTC-3 in March.
    expect(july.start).toBe('2025-07-15T13:00:00.000Z');
    expect(project.schedule.today[0]!.start).toBe('2025-03-10T12:00:00.000Z');
  });

  it('ties the budget distribution and details together', () => {
    const { columns, rows } = project.budgetDetails;
    for (const row of rows) {
      for (const column of columns) expect(row).toHaveProperty(column);
      expect(row.remainingAmount).toBe(row.total - row.expensesAmount);
      expect(row.expensesPercentage + row.remainingPercentage).toBeCloseTo(100, 6);
      expect(row.expensesPercentage).toBeCloseTo((row.expensesAmount / row.total) * 100, 2);
    }
    expect(project.budgetDistribution.categories).toEqual(rows.map((row) => row.type));
    expect(sum(project.budgetDistribution.series[0]!.data)).toBeCloseTo(100, 0);
  });

  it('totals weekly, monthly and yearly expenses over 7 days, 4 weeks and 12 months', () => {
    const { weeklyExpenses, monthlyExpenses, yearlyExpenses } = project;
    expect(weeklyExpenses.labels).toEqual(
      [4, 5, 6, 7, 8, 9, 10].map((d) => `2025-03-${`0${d}`.slice(-2)}`),
    );
    expect(monthlyExpenses.labels).toHaveLength(4);
    expect(yearlyExpenses.labels[0]).toBe('2024-04');
    expect(yearlyExpenses.labels.at(-1)).toBe('2025-03');
    for (const chart of [weeklyExpenses, monthlyExpenses, yearlyExpenses]) {
      expect(chart.amount).toBe(sum(chart.series[0]!.data));
    }
  });

  it('lists team members with unique ids and contact details', () => {
    const members = project.teamMembers;
    expect(new Set(members.map((member) => member.id)).size).toBe(members.length);
    for (const member of members) {
      expect(member.email).toMatch(/^[a-z.]+@[a-z.]+$/);
      expect(member.phone).toMatch(/^\+56 9 \d{4} \d{4}$/);
      expect(member.avatar).toMatch(/^\/images\/avatars\/.+\.jpg$/);
    }
  });
});

describe('DashboardStore', () => {
  it('keeps its own copy of the seed and answers the stored records', () => {
    const copy = dashboards(now);
    const store = new DashboardStore(copy);
    (copy.finance.budget as { expenses: number }).expenses = -1;
    expect(store.finance().budget.expenses).toBe(seed.finance.budget.expenses);
    expect(store.project()).toBe(store.project());
    expect(store.analytics()).toEqual(seed.analytics);
    expect(store.crypto()).toEqual(seed.crypto);
  });
});
