import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboards } from '../../../fixtures/dashboards';
import { startTestServer, type TestServer } from '../../test/harness';
import { DASHBOARD_QUERIES, withLegacyRangeKeys } from './rest';

const now = new Date('2025-03-10T12:00:00.000Z');
const NAMES = ['analytics', 'crypto', 'finance', 'project'] as const;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ now });
  token = await server.signIn();
});
afterAll(() => server.close());

describe('REST /api/dashboards/*', () => {
  it.each(NAMES)(
    'GET %s answers the whole dashboard, dated from the server’s now',
    async (name) => {
      const answer = await server.request('GET', `/api/dashboards/${name}`, { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(withLegacyRangeKeys(dashboards(now)[name]));
    },
  );

  it.each(NAMES)(
    'GET %s answers the same as the GraphQL query, range keys hyphenated',
    async (name) => {
      const rest = await server.request('GET', `/api/dashboards/${name}`, { token });
      const graphql = await server.graphql(DASHBOARD_QUERIES[name], undefined, token);
      expect(graphql.body.errors).toBeUndefined();
      expect(rest.body).toEqual(withLegacyRangeKeys(graphql.body.data![`${name}Dashboard`]));
    },
  );

  it('spells the chart ranges as legacy clients read them', async () => {
    type Ranges = Record<string, unknown>;
    const analytics = await server.request<{ visitors: { series: Ranges } }>(
      'GET',
      '/api/dashboards/analytics',
      { token },
    );
    expect(Object.keys(analytics.body.visitors.series)).toEqual(['this-year', 'last-year']);
    const project = await server.request<{
      githubIssues: { overview: Ranges; series: Ranges };
      taskDistribution: { overview: Ranges; series: Ranges };
    }>('GET', '/api/dashboards/project', { token });
    for (const ranges of [
      project.body.githubIssues.overview,
      project.body.githubIssues.series,
      project.body.taskDistribution.overview,
      project.body.taskDistribution.series,
    ]) {
      expect(Object.keys(ranges)).toEqual(['this-week', 'last-week']);
    }
  });

  it.each(NAMES)('GET %s without a token answers 401', async (name) => {
    const answer = await server.request<{ error: string }>('GET', `/api/dashboards/${name}`);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBeTruthy();
  });

  it('answers 404 for an unknown dashboard', async () => {
    const answer = await server.request('GET', '/api/dashboards/weather', { token });
    expect(answer.status).toBe(404);
  });
});

describe('GraphQL dashboards', () => {
  it('selects parts of a dashboard', async () => {
    const answer = await server.graphql<{
      financeDashboard: { budget: { expensesLimit: number }; currentStatement: { status: string } };
    }>(
      '{ financeDashboard { budget { expensesLimit } currentStatement { status } } }',
      undefined,
      token,
    );
    expect(answer.body.data?.financeDashboard).toEqual({
      budget: { expensesLimit: 20000 },
      currentStatement: { status: 'pending' },
    });
  });

  it('refuses a query without a session', async () => {
    const answer = await server.graphql('{ cryptoDashboard { btc { amount } } }');
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(answer.body.data ?? null).toBeNull();
  });
});
