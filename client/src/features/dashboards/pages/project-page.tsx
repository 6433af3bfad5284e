// The project dashboard, in three tabs (the open one in the address, ?tab=): the
// overview (GitHub issues and tasks by week, the schedule by day, each range in the
// address), the budget (its distribution, expenses by week, month and year, and the
// details table) and the team (a table). Tables sort by column, kept in the address.
import { Box, Flex, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import CalendarDaysIcon from '@heroicons/react/24/outline/CalendarDaysIcon';
import MapPinIcon from '@heroicons/react/24/outline/MapPinIcon';
import PhoneIcon from '@heroicons/react/24/outline/PhoneIcon';
import type { ApexOptions } from 'apexcharts';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../../apollo/route-query';
import { EmptyList } from '../../../components/page/empty-list';
import { SortableTable, type SortableColumn } from '../../../components/page/sortable-table';
import { Tabs } from '../../../components/ui/tabs';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { DashboardAmountFragment, ProjectDashboardQuery } from '../../../gql/graphql';
import { formatMoney, formatPercent } from '../../../lib/format';
import { projectDashboardQuery } from '../api/queries';
import { sparkline, valueAxis } from '../chart-options';
import { listSummary, shortDate, weekdayNames, wholeNumber } from '../chart-text';
import { Chart } from '../components/chart';
import type { ChartTheme } from '../chart-theme';
import { DashboardCard, Figure } from '../components/dashboard-card';
import { DashboardLoadError, DashboardPage } from '../components/dashboard-page';
import { RangeSwitch } from '../components/range-switch';
import { useTerm } from '../use-term';
import { SORT_PARAMS, useChoiceParam, useSortParam } from '../url-state';

type Project = ProjectDashboardQuery['projectDashboard'];

const TABS = ['home', 'budget', 'team'] as const;
const WEEKS = ['this-week', 'last-week'] as const;
const DAYS = ['today', 'tomorrow'] as const;

export function ProjectPage() {
  const { t } = useTranslation();
  return (
    <DashboardPage
      title={t('dashboards.project.title')}
      description={t('dashboards.project.description')}
      skeleton={[1, 2]}
    >
      <ProjectContent />
    </DashboardPage>
  );
}

function ProjectContent() {
  const { t } = useTranslation();
  const { data, error, refetch } = useRouteQuery(projectDashboardQuery);
  // A tab's table has its own sort: another tab starts from its table's default.
  const [tab, setTab] = useChoiceParam('tab', TABS, SORT_PARAMS);
  const dashboard = data?.projectDashboard;
  if (!dashboard) return <DashboardLoadError error={error} onRetry={refetch} />;
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => {
        const next = TABS.find((value) => value === details.value);
        if (next) setTab(next);
      }}
      lazyMount
      variant="enclosed"
    >
      <Tabs.List aria-label={t('dashboards.project.sections')} mb={6}>
        {TABS.map((value) => (
          <Tabs.Trigger key={value} value={value} px={4}>
            {t(`dashboards.project.tab.${value}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="home" p={0}>
        <Stack gap={6}>
          <IssuesCard issues={dashboard.githubIssues} />
          <Grid gap={6} templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }}>
            <TasksCard tasks={dashboard.taskDistribution} />
            <ScheduleCard schedule={dashboard.schedule} />
          </Grid>
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="budget" p={0}>
        <Stack gap={6}>
          {/* Half the width for the radar from xl: its labels take a share of it, and
              narrower it would be drawn small in a card as tall as the expenses beside. */}
          <Grid gap={6} templateColumns={{ base: '1fr', xl: 'repeat(2, minmax(0, 1fr))' }}>
            <BudgetDistributionCard distribution={dashboard.budgetDistribution} />
            <Stack gap={6}>
              <ExpensesCard
                title={t('dashboards.project.weeklyExpenses')}
                hint={t('dashboards.project.weeklyExpensesHint')}
                chart={dashboard.weeklyExpenses}
              />
              <Grid gap={6} templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}>
                <ExpensesCard
                  title={t('dashboards.project.monthlyExpenses')}
                  hint={t('dashboards.project.monthlyExpensesHint')}
                  chart={dashboard.monthlyExpenses}
                />
                <ExpensesCard
                  title={t('dashboards.project.yearlyExpenses')}
                  hint={t('dashboards.project.yearlyExpensesHint')}
                  chart={dashboard.yearlyExpenses}
                />
              </Grid>
            </Stack>
          </Grid>
          <BudgetDetailsCard details={dashboard.budgetDetails} />
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="team" p={0}>
        <TeamCard members={dashboard.teamMembers} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

const issuesOptions =
  (categories: string[]) =>
  (theme: ChartTheme, language: string): ApexOptions => ({
    colors: [theme.brand, theme.palette[2]!],
    stroke: { width: [3, 0], curve: 'smooth' },
    plotOptions: { bar: { columnWidth: '45%', borderRadius: 4 } },
    markers: { size: 4, strokeWidth: 0 },
    xaxis: { categories },
    ...valueAxis(wholeNumber(language)),
  });

function IssuesCard({ issues }: { issues: Project['githubIssues'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [range, setRange] = useChoiceParam('issues', WEEKS);
  const week = range === 'this-week' ? 'thisWeek' : 'lastWeek';
  const overview = issues.overview[week];
  // Inside a sentence: "Visitors, last year".
  const rangeLabel = t(`dashboards.range.${range}`).toLocaleLowerCase(i18n.language);
  const days =
    issues.labels.length === 7 ? weekdayNames(language, 7) : issues.labels.map((label) => label);
  // The API sends new issues (a line), then closed ones (columns).
  const names = [t('dashboards.project.newIssues'), t('dashboards.project.closedIssues')];
  const series = useMemo(
    () =>
      issues.series[week].map((line, index) => ({
        name: names[index] ?? line.name,
        type: line.type,
        data: [...line.data],
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names follow the language.
    [issues.series, week, language],
  );
  const format = wholeNumber(language);
  const title = t('dashboards.project.issuesChart', { range: rangeLabel });
  const summary = series
    .map((line) =>
      listSummary(
        t,
        line.name,
        line.data.map((value, index) => ({ label: days[index] ?? '', value })),
        format,
      ),
    )
    .join(' ');
  const small = [
    ['fixed', overview.fixed],
    ['wontFix', overview.wontFix],
    ['reOpened', overview.reOpened],
    ['needsTriage', overview.needsTriage],
  ] as const;
  return (
    <DashboardCard
      title={t('dashboards.project.issues')}
      actions={
        <RangeSwitch
          label={t('dashboards.project.issuesRange')}
          value={range}
          onChange={setRange}
          options={WEEKS.map((value) => ({ value, label: t(`dashboards.range.${value}`) }))}
        />
      }
    >
      <Grid gap={6} templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}>
        <Chart
          name="issues"
          title={title}
          summary={summary}
          type="line"
          height={300}
          series={series}
          optionsKey={days.join()}
          options={issuesOptions(days)}
        />
        <Stack gap={4} justify="center">
          <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap={4}>
            <BigTile
              label={t('dashboards.project.newIssues')}
              value={format(overview.newIssues)}
              tone="brand"
            />
            <BigTile
              label={t('dashboards.project.closedIssues')}
              value={format(overview.closedIssues)}
              tone="green"
            />
          </Grid>
          <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap={4}>
            {small.map(([key, value]) => (
              <BigTile key={key} label={t(`dashboards.project.${key}`)} value={format(value)} />
            ))}
          </Grid>
        </Stack>
      </Grid>
    </DashboardCard>
  );
}

/** A figure in a tinted box: the issues' counts. */
function BigTile({
  label,
  value,
  tone = 'gray',
}: {
  label: string;
  value: string;
  tone?: 'brand' | 'green' | 'gray';
}) {
  return (
    <Stack
      gap={1}
      p={4}
      borderRadius="l2"
      bg={tone === 'gray' ? 'bg.muted' : `${tone}.subtle`}
      align="center"
      textAlign="center"
    >
      <Text
        fontSize={tone === 'gray' ? '2xl' : '4xl'}
        fontWeight="bold"
        lineHeight="1"
        color={tone === 'gray' ? 'fg' : `${tone}.fg`}
      >
        {value}
      </Text>
      <Text fontSize="sm" color={tone === 'gray' ? 'fg.muted' : `${tone}.fg`} fontWeight="medium">
        {label}
      </Text>
    </Stack>
  );
}

function TasksCard({ tasks }: { tasks: Project['taskDistribution'] }) {
  const { t, i18n } = useTranslation();
  const term = useTerm();
  const language = i18n.language;
  const [range, setRange] = useChoiceParam('tasks', WEEKS);
  const week = range === 'this-week' ? 'thisWeek' : 'lastWeek';
  const labels = tasks.labels.map(term);
  const values = tasks.series[week];
  const series = useMemo(() => [...values], [values]);
  const format = wholeNumber(language);
  const title = t('dashboards.project.tasksChart', {
    range: t(`dashboards.range.${range}`).toLocaleLowerCase(language),
  });
  return (
    <DashboardCard
      title={t('dashboards.project.tasks')}
      actions={
        <RangeSwitch
          label={t('dashboards.project.tasksRange')}
          value={range}
          onChange={setRange}
          options={WEEKS.map((value) => ({ value, label: t(`dashboards.range.${value}`) }))}
        />
      }
    >
      <Chart
        name="tasks"
        title={title}
        summary={listSummary(
          t,
          title,
          labels.map((label, index) => ({ label, value: values[index] ?? 0 })),
          format,
        )}
        type="polarArea"
        height={300}
        series={series}
        optionsKey={labels.join()}
        options={(theme) => ({
          labels,
          fill: { opacity: 0.8 },
          stroke: { width: 1, colors: [theme.panel] },
          legend: { position: 'bottom', horizontalAlign: 'center' },
          yaxis: { show: false },
          plotOptions: {
            polarArea: {
              rings: { strokeColor: theme.grid },
              spokes: { connectorColors: theme.grid },
            },
          },
          tooltip: { y: { formatter: format } },
        })}
      />
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap={4}>
        <BigTile
          label={t('dashboards.project.newTasks')}
          value={format(tasks.overview[week].new)}
        />
        <BigTile
          label={t('dashboards.project.completedTasks')}
          value={format(tasks.overview[week].completed)}
        />
      </Grid>
    </DashboardCard>
  );
}

function ScheduleCard({ schedule }: { schedule: Project['schedule'] }) {
  const { t } = useTranslation();
  const [day, setDay] = useChoiceParam('schedule', DAYS);
  const items = schedule[day];
  return (
    <DashboardCard
      title={t('dashboards.project.schedule')}
      actions={
        <RangeSwitch
          label={t('dashboards.project.scheduleDay')}
          value={day}
          onChange={setDay}
          options={DAYS.map((value) => ({ value, label: t(`dashboards.range.${value}`) }))}
        />
      }
    >
      {items.length === 0 ? (
        <EmptyList
          icon={<CalendarDaysIcon />}
          title={t('dashboards.project.noEvents')}
          description={t('dashboards.project.noEventsHint')}
        />
      ) : (
        <Stack as="ul" gap={0} listStyleType="none" m={0} p={0}>
          {items.map((item) => (
            <Flex
              as="li"
              key={item.id}
              gap={4}
              py={3}
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
              align="flex-start"
            >
              <Box
                as="time"
                fontVariantNumeric="tabular-nums"
                fontWeight="semibold"
                color="brand.fg"
                minW="12"
                {...{ dateTime: item.start }}
              >
                {item.time}
              </Box>
              <Stack gap={0.5} minW={0}>
                <Text fontWeight="medium">{item.title}</Text>
                <HStack gap={1} color="fg.muted" fontSize="sm">
                  {item.location ? (
                    <MapPinIcon width={14} aria-hidden />
                  ) : (
                    <PhoneIcon width={14} aria-hidden />
                  )}
                  <Text>{item.location ?? t('dashboards.project.noLocation')}</Text>
                </HStack>
              </Stack>
            </Flex>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}

function BudgetDistributionCard({ distribution }: { distribution: Project['budgetDistribution'] }) {
  const { t, i18n } = useTranslation();
  const term = useTerm();
  const language = i18n.language;
  const categories = distribution.categories.map(term);
  const name = t('dashboards.project.budgetShare');
  const series = useMemo(
    () => distribution.series.map((line) => ({ name, data: [...line.data] })),
    [distribution.series, name],
  );
  const values = distribution.series[0]?.data ?? [];
  const percent = (value: number) => formatPercent(value, language);
  return (
    <DashboardCard
      title={t('dashboards.project.budgetDistribution')}
      subtitle={t('dashboards.project.budgetDistributionHint')}
    >
      <Chart
        name="budget-distribution"
        title={t('dashboards.project.budgetDistribution')}
        summary={listSummary(
          t,
          name,
          categories.map((label, index) => ({ label, value: values[index] ?? 0 })),
          percent,
        )}
        type="radar"
        height={360}
        fill
        series={series}
        optionsKey={categories.join()}
        options={(theme) => ({
          colors: [theme.brand],
          xaxis: { categories, labels: { style: { colors: categories.map(() => theme.text) } } },
          yaxis: { show: false },
          fill: { opacity: 0.25 },
          markers: { size: 4, strokeWidth: 0 },
          plotOptions: {
            radar: {
              polygons: {
                strokeColors: theme.grid,
                connectorColors: theme.grid,
                fill: { colors: ['transparent'] },
              },
            },
          },
          tooltip: { y: { formatter: percent } },
        })}
      />
    </DashboardCard>
  );
}

function ExpensesCard({
  title,
  hint,
  chart,
}: {
  title: string;
  hint: string;
  chart: DashboardAmountFragment;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const labels = chart.labels.map((label) => shortDate(label, language));
  const name = t('dashboards.project.expenses');
  const series = useMemo(
    () => chart.series.map((line) => ({ name, data: [...line.data] })),
    [chart.series, name],
  );
  const values = chart.series[0]?.data ?? [];
  return (
    <DashboardCard title={title} subtitle={hint}>
      <Figure label={t('dashboards.total')} value={formatMoney(chart.amount)} />
      <Chart
        name={title}
        title={`${title}, ${hint}`}
        summary={listSummary(
          t,
          `${name}, ${hint}`,
          labels.map((label, index) => ({ label, value: values[index] ?? 0 })),
          formatMoney,
        )}
        type="bar"
        height={110}
        series={series}
        optionsKey={labels.join()}
        options={(theme) => ({
          fill: { type: 'solid', opacity: 1 },
          colors: [theme.brand],
          plotOptions: { bar: { columnWidth: '55%', borderRadius: 3 } },
          ...sparkline(formatMoney, labels),
        })}
      />
    </DashboardCard>
  );
}

const BUDGET_FIELDS = [
  'type',
  'total',
  'expensesAmount',
  'expensesPercentage',
  'remainingAmount',
  'remainingPercentage',
] as const;
type BudgetField = (typeof BUDGET_FIELDS)[number];
type BudgetRow = Project['budgetDetails']['rows'][number];

function BudgetDetailsCard({ details }: { details: Project['budgetDetails'] }) {
  const { t, i18n } = useTranslation();
  const term = useTerm();
  const language = i18n.language;
  const [sort, setSort] = useSortParam(BUDGET_FIELDS, { field: 'type', order: 'asc' });
  // The API names the columns to show, in order; we show those we know how to format.
  const columns = details.columns
    .filter((column): column is BudgetField => BUDGET_FIELDS.some((field) => field === column))
    .map((field): SortableColumn<BudgetRow, BudgetField> => ({
      field,
      header: t(`dashboards.project.column.${field}`),
      align: field === 'type' ? 'start' : 'end',
      value: (row) => (field === 'type' ? term(row.type) : row[field]),
      cell: (row) =>
        field === 'type'
          ? term(row.type)
          : field.endsWith('Percentage')
            ? formatPercent(row[field], language, 2)
            : formatMoney(row[field]),
      cellProps: {
        fontVariantNumeric: 'tabular-nums',
        fontWeight: field === 'type' ? 'medium' : undefined,
        whiteSpace: 'nowrap',
      },
    }));
  return (
    <DashboardCard
      title={t('dashboards.project.budgetDetails')}
      subtitle={t('dashboards.project.budgetDetailsHint')}
    >
      <SortableTable
        label={t('dashboards.project.budgetDetails')}
        rows={details.rows}
        columns={columns}
        sort={sort}
        onSort={setSort}
      />
    </DashboardCard>
  );
}

const phoneHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

const MEMBER_FIELDS = ['name', 'title', 'email', 'phone'] as const;
type MemberField = (typeof MEMBER_FIELDS)[number];
type Member = Project['teamMembers'][number];

function TeamCard({ members }: { members: Project['teamMembers'] }) {
  const { t } = useTranslation();
  const [sort, setSort] = useSortParam(MEMBER_FIELDS, { field: 'name', order: 'asc' });
  const column = (
    field: MemberField,
    cell: (member: Member) => ReactNode,
    more?: Partial<SortableColumn<Member, MemberField>>,
  ): SortableColumn<Member, MemberField> => ({
    field,
    header: t(`dashboards.project.member.${field}`),
    value: (member) => member[field],
    cell,
    ...more,
  });
  const columns = [
    column('name', (member) => (
      <HStack gap={3}>
        <UserAvatar name={member.name} avatar={member.avatar} size="sm" />
        <Stack gap={0} minW={0} align="flex-start">
          <Text fontWeight="medium">{member.name}</Text>
          {/* What the narrower screens' hidden columns hold, stacked here. */}
          <Text fontSize="xs" color="fg.muted" hideFrom="md">
            {member.title}
          </Text>
          <Link
            href={`mailto:${member.email}`}
            color="brand.fg"
            fontSize="xs"
            overflowWrap="anywhere"
            hideFrom="lg"
          >
            {member.email}
          </Link>
          <Link href={phoneHref(member.phone)} color="fg" fontSize="xs" hideFrom="md">
            {member.phone}
          </Link>
        </Stack>
      </HStack>
    )),
    column('title', (member) => member.title, {
      hideBelow: 'md',
      cellProps: { color: 'fg.muted' },
    }),
    column(
      'email',
      (member) => (
        <Link href={`mailto:${member.email}`} color="brand.fg">
          {member.email}
        </Link>
      ),
      { hideBelow: 'lg' },
    ),
    column(
      'phone',
      (member) => (
        <Link href={phoneHref(member.phone)} color="fg">
          {member.phone}
        </Link>
      ),
      { hideBelow: 'md', cellProps: { whiteSpace: 'nowrap' } },
    ),
  ];
  return (
    <DashboardCard
      title={t('dashboards.project.team')}
      subtitle={t('dashboards.project.teamCount', { count: members.length })}
    >
      <SortableTable
        label={t('dashboards.project.team')}
        rows={members}
        columns={columns}
        sort={sort}
        onSort={setSort}
      />
    </DashboardCard>
  );
}
