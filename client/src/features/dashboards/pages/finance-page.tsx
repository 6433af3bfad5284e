// The finance dashboard: the account's balance over a year (actual against predicted),
// this month's budget against its limits, the previous and current card statements, and
// the recent transactions (a table sorted by column, the sort in the address). Amounts
// come in thousands of pesos and are shown in pesos.
import { Badge, Box, Flex, Grid, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import ArrowTrendingDownIcon from '@heroicons/react/24/outline/ArrowTrendingDownIcon';
import ArrowTrendingUpIcon from '@heroicons/react/24/outline/ArrowTrendingUpIcon';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../../apollo/route-query';
import { SortableTable, type SortableColumn } from '../../../components/page/sortable-table';
import type { DashboardStatementFragment, FinanceDashboardQuery } from '../../../gql/graphql';
import {
  DATE_TIME_FORMAT,
  formatCompactMoney,
  formatDate,
  formatLocalDate,
  formatMoney,
  formatNumber,
  formatPercent,
} from '../../../lib/format';
import { financeDashboardQuery } from '../api/queries';
import { calendarAxis, gradientFill, merge, valueAxis } from '../chart-options';
import { trendSummary } from '../chart-text';
import { Chart } from '../components/chart';
import type { ChartTheme } from '../chart-theme';
import { DashboardCard, Figure } from '../components/dashboard-card';
import { DashboardLoadError, DashboardPage } from '../components/dashboard-page';
import { Meter } from '../components/meter';
import { useSortParam } from '../url-state';

type Finance = FinanceDashboardQuery['financeDashboard'];

/** The API's thousands of pesos (M$), in pesos. */
const pesos = (thousands: number) => formatMoney(thousands * 1000);
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

export function FinancePage() {
  const { t } = useTranslation();
  return (
    <DashboardPage
      title={t('dashboards.finance.title')}
      description={t('dashboards.finance.description')}
      skeleton={[2, 2, 1]}
    >
      <FinanceContent />
    </DashboardPage>
  );
}

function FinanceContent() {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(financeDashboardQuery);
  const dashboard = data?.financeDashboard;
  if (!dashboard) return <DashboardLoadError error={error} onRetry={refetch} />;
  return (
    <Stack gap={6}>
      <Grid gap={6} templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}>
        <BalanceCard balance={dashboard.accountBalance} />
        <BudgetCard budget={dashboard.budget} />
      </Grid>
      <Grid gap={6} templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}>
        <StatementCard
          title={t('dashboards.finance.previousStatement')}
          statement={dashboard.previousStatement}
        />
        <StatementCard
          title={t('dashboards.finance.currentStatement')}
          statement={dashboard.currentStatement}
        />
      </Grid>
      <TransactionsCard transactions={dashboard.recentTransactions} />
    </Stack>
  );
}

const balanceOptions = (theme: ChartTheme, language: string): ApexOptions => ({
  ...gradientFill,
  colors: [theme.muted, theme.brand],
  stroke: { width: [2, 3], dashArray: [5, 0], curve: 'smooth' },
  ...merge(
    calendarAxis(language, DAY),
    valueAxis(pesos, (value) => formatCompactMoney(value * 1000)),
  ),
});

function BalanceCard({ balance }: { balance: Finance['accountBalance'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The API sends the predicted balance, then the actual one.
  const names = [t('dashboards.finance.predicted'), t('dashboards.finance.actual')];
  const series = useMemo(
    () =>
      balance.series.map((line, index) => ({
        name: names[index] ?? line.name,
        data: line.data.map((point) => ({ x: new Date(point.x).getTime(), y: point.y })),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names follow the language.
    [balance.series, language],
  );
  const summary = balance.series
    .map((line, index) =>
      trendSummary(
        t,
        names[index] ?? line.name,
        line.data.map((point) => ({
          label: formatLocalDate(point.x, language, DAY),
          value: point.y,
        })),
        pesos,
      ),
    )
    .join(' ');
  return (
    <DashboardCard
      title={t('dashboards.finance.accountBalance')}
      subtitle={t('dashboards.finance.accountBalanceHint')}
    >
      <Flex gap={8} wrap="wrap">
        <Figure
          label={t('dashboards.finance.growRate')}
          value={
            // The rate once, signed, in the trend's colour and with its arrow.
            <HStack as="span" gap={1.5} color={balance.growRate >= 0 ? 'green.fg' : 'red.fg'}>
              {balance.growRate >= 0 ? (
                <ArrowTrendingUpIcon width={24} aria-hidden />
              ) : (
                <ArrowTrendingDownIcon width={24} aria-hidden />
              )}
              {formatNumber(balance.growRate / 100, language, {
                style: 'percent',
                maximumFractionDigits: 2,
                signDisplay: 'exceptZero',
              })}
            </HStack>
          }
        />
        <Figure label={t('dashboards.finance.ami')} value={pesos(balance.ami)} />
      </Flex>
      <Chart
        name="account-balance"
        title={t('dashboards.finance.accountBalance')}
        summary={summary}
        type="area"
        height={300}
        series={series}
        options={balanceOptions}
      />
    </DashboardCard>
  );
}

function BudgetCard({ budget }: { budget: Finance['budget'] }) {
  const { t, i18n } = useTranslation();
  const lines = [
    { key: 'expenses', value: budget.expenses, max: budget.expensesLimit, tone: 'orange' },
    { key: 'savings', value: budget.savings, max: budget.savingsGoal, tone: 'green' },
    { key: 'bills', value: budget.bills, max: budget.billsLimit, tone: 'brand' },
  ] as const;
  return (
    <DashboardCard
      title={t('dashboards.finance.budget')}
      subtitle={t('dashboards.finance.budgetHint')}
    >
      <Stack gap={6}>
        {lines.map((line) => (
          <Meter
            key={line.key}
            label={t(`dashboards.finance.${line.key}`)}
            value={line.value}
            max={line.max}
            tone={line.tone}
            valueText={pesos(line.value)}
            maxText={t('dashboards.finance.ofLimit', { limit: pesos(line.max) })}
            shareText={t('dashboards.finance.used', {
              percent: formatPercent((line.value / line.max) * 100, i18n.language),
            })}
          />
        ))}
      </Stack>
    </DashboardCard>
  );
}

function StatementCard({
  title,
  statement,
}: {
  title: string;
  statement: DashboardStatementFragment;
}) {
  const { t, i18n } = useTranslation();
  const date = formatLocalDate(statement.date, i18n.language, DAY);
  const paid = statement.status === 'paid';
  return (
    <DashboardCard
      title={title}
      subtitle={t(paid ? 'dashboards.finance.paidOn' : 'dashboards.finance.dueDate', { date })}
      actions={
        <Badge colorPalette={paid ? 'green' : 'orange'} variant="subtle" size="md">
          {t(`dashboards.finance.statementStatus.${statement.status}`)}
        </Badge>
      }
    >
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }} gap={4}>
        <Figure size="md" label={t('dashboards.finance.limit')} value={pesos(statement.limit)} />
        <Figure size="md" label={t('dashboards.finance.spent')} value={pesos(statement.spent)} />
        <Figure
          size="md"
          label={t('dashboards.finance.minimum')}
          value={pesos(statement.minimum)}
        />
      </Grid>
      <Meter
        label={t('dashboards.finance.spent')}
        value={statement.spent}
        max={statement.limit}
        tone={paid ? 'green' : 'orange'}
        valueText={pesos(statement.spent)}
        maxText={t('dashboards.finance.ofLimit', { limit: pesos(statement.limit) })}
        shareText={t('dashboards.finance.used', {
          percent: formatPercent((statement.spent / statement.limit) * 100, i18n.language),
        })}
      />
    </DashboardCard>
  );
}

function TransactionStatus({ status }: { status: Transaction['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={status === 'completed' ? 'green' : 'orange'} variant="subtle">
      {t(`dashboards.finance.transactionStatus.${status}`)}
    </Badge>
  );
}

const TRANSACTION_FIELDS = ['transactionId', 'date', 'name', 'amount', 'status'] as const;
type Transaction = Finance['recentTransactions'][number];

function TransactionsCard({ transactions }: { transactions: Finance['recentTransactions'] }) {
  const { t } = useTranslation();
  const [sort, setSort] = useSortParam(TRANSACTION_FIELDS, { field: 'date', order: 'desc' });
  const header = (field: (typeof TRANSACTION_FIELDS)[number]) =>
    t(`dashboards.finance.column.${field}`);
  const columns: SortableColumn<Transaction, (typeof TRANSACTION_FIELDS)[number]>[] = [
    {
      field: 'transactionId',
      header: header('transactionId'),
      hideBelow: 'lg',
      value: (row) => row.transactionId,
      cell: (row) => row.transactionId,
      cellProps: { fontFamily: 'mono', fontSize: 'xs', color: 'fg.muted' },
    },
    {
      field: 'date',
      header: header('date'),
      hideBelow: 'md',
      value: (row) => new Date(row.date).getTime(),
      cell: (row) => formatDate(row.date, DATE_TIME_FORMAT),
      cellProps: { whiteSpace: 'nowrap' },
    },
    {
      field: 'name',
      header: header('name'),
      value: (row) => row.name,
      cell: (row) => (
        <>
          <Text fontWeight="medium">{row.name}</Text>
          {/* What the narrower screens' hidden columns hold, stacked here. */}
          <Text fontSize="xs" color="fg.muted" hideFrom="md">
            {formatDate(row.date, DATE_TIME_FORMAT)}
          </Text>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono" hideFrom="lg">
            <VisuallyHidden>{header('transactionId')}: </VisuallyHidden>
            {row.transactionId}
          </Text>
        </>
      ),
      cellProps: { whiteSpace: 'normal', minW: '40' },
    },
    {
      field: 'amount',
      header: header('amount'),
      align: 'end',
      value: (row) => row.amount,
      cell: (row) => (
        <>
          {row.amount >= 0 ? '+' : '−'}
          {pesos(Math.abs(row.amount))}
          <Box hideFrom="md" mt={1}>
            <TransactionStatus status={row.status} />
          </Box>
        </>
      ),
      cellProps: (row) => ({
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 'semibold',
        color: row.amount >= 0 ? 'green.fg' : 'fg',
      }),
    },
    {
      field: 'status',
      header: header('status'),
      hideBelow: 'md',
      value: (row) => t(`dashboards.finance.transactionStatus.${row.status}`),
      cell: (row) => <TransactionStatus status={row.status} />,
    },
  ];
  return (
    <DashboardCard
      title={t('dashboards.finance.transactions')}
      subtitle={t('dashboards.finance.transactionsHint')}
    >
      <SortableTable
        label={t('dashboards.finance.transactions')}
        rows={transactions}
        columns={columns}
        sort={sort}
        onSort={setSort}
      />
    </DashboardCard>
  );
}
