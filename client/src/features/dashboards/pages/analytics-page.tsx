// The analytics dashboard: the site's visitors over a year (this year or last year, in
// the address), conversions, impressions and visits over 12 weeks, visitors against
// page views over 90 days, and four audience donuts.
import { Flex, Grid, Stack } from '@chakra-ui/react';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../../apollo/route-query';
import type {
  AnalyticsDashboardQuery,
  DashboardAmountFragment,
  DashboardAudienceFragment,
} from '../../../gql/graphql';
import { formatLocalDate, formatNumber, formatPercent } from '../../../lib/format';
import { analyticsDashboardQuery } from '../api/queries';
import { calendarAxis, donut, gradientFill, merge, sparkline, valueAxis } from '../chart-options';
import { shortDate, trendSummary, wholeNumber } from '../chart-text';
import { Chart } from '../components/chart';
import type { ChartTheme } from '../chart-theme';
import { DashboardCard, Figure } from '../components/dashboard-card';
import { DashboardLoadError, DashboardPage } from '../components/dashboard-page';
import { LegendList, Trend } from '../components/figures';
import { RangeSwitch } from '../components/range-switch';
import { useTerm } from '../use-term';
import { useChoiceParam } from '../url-state';

const YEARS = ['this-year', 'last-year'] as const;
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

export function AnalyticsPage() {
  const { t } = useTranslation();
  return (
    <DashboardPage
      title={t('dashboards.analytics.title')}
      description={t('dashboards.analytics.description')}
      skeleton={[1, 3, 1, 4]}
    >
      <AnalyticsContent />
    </DashboardPage>
  );
}

function AnalyticsContent() {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(analyticsDashboardQuery);
  const dashboard = data?.analyticsDashboard;
  if (!dashboard) return <DashboardLoadError error={error} onRetry={refetch} />;
  return (
    <Stack gap={6}>
      <VisitorsCard series={dashboard.visitors.series} />
      <Grid gap={6} templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }}>
        <AmountCard title={t('dashboards.analytics.conversions')} chart={dashboard.conversions} />
        <AmountCard title={t('dashboards.analytics.impressions')} chart={dashboard.impressions} />
        <AmountCard title={t('dashboards.analytics.visits')} chart={dashboard.visits} />
      </Grid>
      <VisitorsVsPageViewsCard data={dashboard.visitorsVsPageViews} />
      <Grid
        gap={6}
        templateColumns={{
          base: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        }}
      >
        <AudienceCard
          title={t('dashboards.analytics.newVsReturning')}
          audience={dashboard.newVsReturning}
        />
        <AudienceCard title={t('dashboards.analytics.gender')} audience={dashboard.gender} />
        <AudienceCard title={t('dashboards.analytics.age')} audience={dashboard.age} />
        <AudienceCard title={t('dashboards.analytics.language')} audience={dashboard.language} />
      </Grid>
    </Stack>
  );
}

type Analytics = AnalyticsDashboardQuery['analyticsDashboard'];

const visitorsOptions = (theme: ChartTheme, language: string): ApexOptions => ({
  ...gradientFill,
  colors: [theme.brand],
  ...merge(
    calendarAxis(language, DAY),
    valueAxis(wholeNumber(language), (value) =>
      formatNumber(value, language, { notation: 'compact' }),
    ),
  ),
});

function VisitorsCard({ series }: { series: Analytics['visitors']['series'] }) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useChoiceParam('visitors', YEARS);
  const shown = range === 'this-year' ? series.thisYear : series.lastYear;
  // Inside a sentence: "Visitors, last year".
  const rangeLabel = t(`dashboards.range.${range}`).toLocaleLowerCase(i18n.language);
  const name = t('dashboards.analytics.visitors');
  const chartSeries = useMemo(
    () =>
      shown.map((line) => ({
        name,
        data: line.data.map((point) => ({ x: new Date(point.x).getTime(), y: point.y })),
      })),
    [shown, name],
  );
  const points = shown[0]?.data ?? [];
  const total = points.reduce((sum, point) => sum + point.y, 0);
  const format = wholeNumber(i18n.language);
  const summary = trendSummary(
    t,
    `${name}, ${rangeLabel}`,
    points.map((point) => ({
      label: formatLocalDate(point.x, i18n.language, DAY),
      value: point.y,
    })),
    format,
  );
  return (
    <DashboardCard
      title={t('dashboards.analytics.visitorsOverview')}
      subtitle={t('dashboards.analytics.visitorsOverviewHint')}
      actions={
        <RangeSwitch
          label={t('dashboards.analytics.visitorsRange')}
          value={range}
          onChange={setRange}
          options={YEARS.map((value) => ({ value, label: t(`dashboards.range.${value}`) }))}
        />
      }
    >
      <Figure
        label={t('dashboards.analytics.totalVisitors', { range: rangeLabel })}
        value={format(total)}
      />
      <Chart
        name="visitors"
        title={`${name}, ${rangeLabel}`}
        summary={summary}
        type="area"
        height={320}
        series={chartSeries}
        options={visitorsOptions}
      />
    </DashboardCard>
  );
}

function AmountCard({ title, chart }: { title: string; chart: DashboardAmountFragment }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const format = wholeNumber(language);
  const labels = chart.labels.map((label) =>
    t('dashboards.weekOf', { date: shortDate(label, language) }),
  );
  const values = chart.series[0]?.data ?? [];
  const first = values[0] ?? 0;
  const last = values[values.length - 1] ?? 0;
  const change = first === 0 ? 0 : ((last - first) / first) * 100;
  const series = useMemo(
    () => chart.series.map((line) => ({ name: title, data: [...line.data] })),
    [chart.series, title],
  );
  return (
    <DashboardCard
      title={title}
      subtitle={t('dashboards.lastWeeks', { count: chart.labels.length })}
    >
      <Flex align="flex-end" justify="space-between" gap={3}>
        <Figure label={t('dashboards.total')} value={format(chart.amount)} />
        <Trend up={change >= 0} amount={Math.abs(change)} />
      </Flex>
      <Chart
        name={title}
        title={title}
        summary={trendSummary(
          t,
          title,
          values.map((value, index) => ({ label: labels[index] ?? '', value })),
          format,
        )}
        type="area"
        height={90}
        series={series}
        optionsKey={labels.join()}
        options={(theme) => ({
          ...gradientFill,
          colors: [theme.brand],
          ...sparkline(format, labels),
        })}
      />
    </DashboardCard>
  );
}

const pageViewsOptions = (theme: ChartTheme, language: string): ApexOptions => ({
  ...gradientFill,
  colors: [theme.brand, theme.palette[1]!],
  ...merge(
    calendarAxis(language, DAY),
    valueAxis(wholeNumber(language), (value) =>
      formatNumber(value, language, { notation: 'compact' }),
    ),
  ),
});

function VisitorsVsPageViewsCard({ data }: { data: Analytics['visitorsVsPageViews'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The API sends page views, then visitors.
  const names = [t('dashboards.analytics.pageViews'), t('dashboards.analytics.visitors')];
  const series = useMemo(
    () =>
      data.series.map((line, index) => ({
        name: names[index] ?? line.name,
        data: line.data.map((point) => ({ x: new Date(point.x).getTime(), y: point.y })),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names follow the language.
    [data.series, language],
  );
  const format = wholeNumber(language);
  const summary = data.series
    .map((line, index) =>
      trendSummary(
        t,
        names[index] ?? line.name,
        line.data.map((point) => ({
          label: formatLocalDate(point.x, language, DAY),
          value: point.y,
        })),
        format,
      ),
    )
    .join(' ');
  return (
    <DashboardCard
      title={t('dashboards.analytics.visitorsVsPageViews')}
      subtitle={t('dashboards.analytics.visitorsVsPageViewsHint')}
    >
      <Grid gap={4} templateColumns={{ base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }}>
        <Figure
          label={t('dashboards.analytics.overallScore')}
          value={formatNumber(data.overallScore, language)}
          note={t('dashboards.analytics.overallScoreHint')}
        />
        <Figure
          label={t('dashboards.analytics.averageRatio')}
          value={formatPercent(data.averageRatio, language, 2)}
          note={t('dashboards.analytics.averageRatioHint')}
        />
        <Figure
          label={t('dashboards.analytics.predictedRatio')}
          value={formatPercent(data.predictedRatio, language, 2)}
          note={t('dashboards.analytics.predictedRatioHint')}
        />
      </Grid>
      <Chart
        name="visitors-vs-page-views"
        title={t('dashboards.analytics.visitorsVsPageViews')}
        summary={summary}
        type="area"
        height={300}
        series={series}
        options={pageViewsOptions}
      />
    </DashboardCard>
  );
}

function AudienceCard({ title, audience }: { title: string; audience: DashboardAudienceFragment }) {
  const { t, i18n } = useTranslation();
  const term = useTerm();
  const language = i18n.language;
  const labels = audience.labels.map(term);
  const series = useMemo(() => [...audience.series], [audience.series]);
  const items = labels.map((label, index) => ({ label, value: audience.series[index] ?? 0 }));
  const summary = t('dashboards.summary.list', {
    name: title,
    items: items.map((item) => `${item.label} ${formatPercent(item.value, language)}`).join(', '),
  });
  return (
    <DashboardCard
      title={title}
      subtitle={t('dashboards.analytics.uniqueVisitors', {
        count: audience.uniqueVisitors,
        formatted: formatNumber(audience.uniqueVisitors, language),
      })}
    >
      <Chart
        name={title}
        title={title}
        summary={summary}
        type="donut"
        height={180}
        series={series}
        optionsKey={labels.join()}
        options={(theme, lang) => donut(theme, lang, labels)}
      />
      <LegendList items={items} format={(value) => formatPercent(value, language)} />
    </DashboardCard>
  );
}
