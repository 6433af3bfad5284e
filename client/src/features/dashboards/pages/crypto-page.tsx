// The crypto dashboard: Bitcoin's price over the last 24 hours with its market figures,
// the wallets (units held and their value at the latest prices) and the watchlist, each
// coin with its own 24-hour chart. Prices are in Chilean pesos.
import { Box, Circle, Flex, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../../apollo/route-query';
import type { CryptoDashboardQuery, DashboardPointSeriesFragment } from '../../../gql/graphql';
import {
  formatCompactMoney,
  formatLocalDate,
  formatMoney,
  formatNumber,
} from '../../../lib/format';
import { cryptoDashboardQuery } from '../api/queries';
import { datedAxis, donut, gradientFill, merge, sparkline, valueAxis } from '../chart-options';
import { listSummary, trendSummary } from '../chart-text';
import { Chart } from '../components/chart';
import { useChartTheme, type ChartTheme } from '../chart-theme';
import { DashboardCard, Figure } from '../components/dashboard-card';
import { DashboardLoadError, DashboardPage } from '../components/dashboard-page';
import { Trend } from '../components/figures';

type Crypto = CryptoDashboardQuery['cryptoDashboard'];
const COINS = ['btc', 'eth', 'sol', 'xrp'] as const;
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...TIME, day: 'numeric', month: 'short' };

export function CryptoPage() {
  const { t } = useTranslation();
  return (
    <DashboardPage
      title={t('dashboards.crypto.title')}
      description={t('dashboards.crypto.description')}
      skeleton={[1, 2]}
    >
      <CryptoContent />
    </DashboardPage>
  );
}

function CryptoContent() {
  const { data, error, refetch } = useRouteQuery(cryptoDashboardQuery);
  const dashboard = data?.cryptoDashboard;
  if (!dashboard) return <DashboardLoadError error={error} onRetry={refetch} />;
  return (
    <Stack gap={6}>
      <BitcoinCard btc={dashboard.btc} />
      <Grid gap={6} templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }}>
        <WalletsCard prices={dashboard.prices} wallets={dashboard.wallets} />
        <WatchlistCard watchlist={dashboard.watchlist} />
      </Grid>
    </Stack>
  );
}

/** A dated series as ApexCharts takes it (milliseconds on x), its name ours. */
function toChartSeries(series: readonly DashboardPointSeriesFragment[], name: string) {
  return series.map((line) => ({
    name,
    data: line.data.map((point) => ({ x: new Date(point.x).getTime(), y: point.y })),
  }));
}

const btcOptions = (theme: ChartTheme, language: string): ApexOptions => ({
  ...gradientFill,
  colors: [theme.brand],
  ...merge(datedAxis(language, TIME, DATE_TIME), valueAxis(formatMoney, formatCompactMoney)),
});

function BitcoinCard({ btc }: { btc: Crypto['btc'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const name = t('dashboards.crypto.price');
  const series = useMemo(() => toChartSeries(btc.price.series, name), [btc.price.series, name]);
  const points = btc.price.series[0]?.data ?? [];
  const summary = trendSummary(
    t,
    t('dashboards.crypto.btcPrice'),
    points.map((point) => ({
      label: formatLocalDate(point.x, language, DATE_TIME),
      value: point.y,
    })),
    formatMoney,
  );
  return (
    <DashboardCard
      title={t('dashboards.crypto.btcPrice')}
      subtitle={t('dashboards.crypto.btcPriceHint')}
    >
      <Grid gap={6} templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 3fr)' }}>
        <Stack gap={5}>
          <Stack gap={2}>
            <Text fontSize="3xl" fontWeight="bold" lineHeight="short" letterSpacing="tight">
              {formatMoney(btc.amount)}
            </Text>
            <HStack gap={2}>
              <Trend up={btc.trend.dir === 'up'} amount={btc.trend.amount} />
              <Text fontSize="sm" color="fg.muted">
                {t('dashboards.crypto.last24h')}
              </Text>
            </HStack>
          </Stack>
          <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: '1fr' }} gap={4}>
            <Figure
              size="md"
              label={t('dashboards.crypto.marketCap')}
              value={formatCompactMoney(btc.marketCap)}
              note={formatMoney(btc.marketCap)}
            />
            <Figure
              size="md"
              label={t('dashboards.crypto.volume')}
              value={formatCompactMoney(btc.volume)}
              note={formatMoney(btc.volume)}
            />
            <Figure
              size="md"
              label={t('dashboards.crypto.supply')}
              value={`${formatNumber(btc.supply, language, { maximumFractionDigits: 0 })} BTC`}
            />
            <Figure
              size="md"
              label={t('dashboards.crypto.allTimeHigh')}
              value={formatMoney(btc.allTimeHigh)}
            />
          </Grid>
        </Stack>
        <Chart
          name="btc-price"
          title={t('dashboards.crypto.btcPrice')}
          summary={summary}
          type="area"
          height={340}
          series={series}
          options={btcOptions}
        />
      </Grid>
    </DashboardCard>
  );
}

function WalletsCard({
  prices,
  wallets,
}: {
  prices: Crypto['prices'];
  wallets: Crypto['wallets'];
}) {
  const { t, i18n } = useTranslation();
  const { palette } = useChartTheme();
  const language = i18n.language;
  const coins = COINS.map((coin) => ({
    coin,
    label: t(`dashboards.crypto.coin.${coin}`),
    units: wallets[coin],
    value: wallets[coin] * prices[coin],
  }));
  const total = coins.reduce((sum, coin) => sum + coin.value, 0);
  const labels = coins.map((coin) => coin.label);
  // A new array at each render draws nothing again: react-apexcharts compares values.
  const series = coins.map((coin) => Math.round(coin.value));
  return (
    <DashboardCard
      title={t('dashboards.crypto.wallets')}
      subtitle={t('dashboards.crypto.walletsHint')}
    >
      <Figure label={t('dashboards.crypto.totalValue')} value={formatMoney(total)} />
      <Chart
        name="wallets"
        title={t('dashboards.crypto.walletsChart')}
        summary={listSummary(
          t,
          t('dashboards.crypto.walletsChart'),
          coins.map((coin) => ({ label: coin.label, value: coin.value })),
          formatMoney,
        )}
        type="donut"
        height={200}
        series={series}
        optionsKey={labels.join()}
        options={(theme, lang) => ({
          ...donut(theme, lang, labels),
          tooltip: { fillSeriesColor: false, y: { formatter: formatMoney } },
        })}
      />
      <Stack as="ul" gap={3} listStyleType="none" m={0} p={0}>
        {coins.map((coin, index) => (
          <Flex as="li" key={coin.coin} justify="space-between" align="center" gap={3}>
            <HStack gap={3} minW={0}>
              <Circle size="2.5" bg={palette[index % palette.length]} flexShrink={0} />
              <Stack gap={0} minW={0}>
                <Text fontWeight="medium">{coin.label}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatNumber(coin.units, language, { maximumFractionDigits: 4 })}{' '}
                  {coin.coin.toUpperCase()}
                </Text>
              </Stack>
            </HStack>
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {formatMoney(coin.value)}
            </Text>
          </Flex>
        ))}
      </Stack>
    </DashboardCard>
  );
}

function WatchlistCard({ watchlist }: { watchlist: Crypto['watchlist'] }) {
  const { t } = useTranslation();
  return (
    <DashboardCard
      title={t('dashboards.crypto.watchlist')}
      subtitle={t('dashboards.crypto.watchlistHint')}
    >
      <Stack as="ul" gap={0} listStyleType="none" m={0} p={0}>
        {watchlist.map((coin) => (
          <WatchlistRow key={coin.id} coin={coin} />
        ))}
      </Stack>
    </DashboardCard>
  );
}

function WatchlistRow({ coin }: { coin: Crypto['watchlist'][number] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const name = t('dashboards.crypto.price');
  const series = useMemo(() => toChartSeries(coin.series, name), [coin.series, name]);
  const title = t('dashboards.crypto.priceOf', { coin: coin.title });
  const up = coin.trend.dir === 'up';
  return (
    <Grid
      as="li"
      templateColumns={{ base: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) 8rem auto' }}
      alignItems="center"
      gap={4}
      py={3}
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <HStack gap={3} minW={0}>
        <Flex
          aria-hidden
          boxSize="9"
          borderRadius="full"
          bg="brand.subtle"
          color="brand.fg"
          align="center"
          justify="center"
          fontSize="xs"
          fontWeight="bold"
          flexShrink={0}
        >
          {coin.iso}
        </Flex>
        <Stack gap={0} minW={0}>
          <Text fontWeight="medium" truncate>
            {coin.title}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {coin.iso}
          </Text>
        </Stack>
      </HStack>
      <Box hideBelow="sm">
        <Chart
          name={`watchlist-${coin.id}`}
          title={title}
          summary={trendSummary(
            t,
            title,
            (coin.series[0]?.data ?? []).map((point) => ({
              label: formatLocalDate(point.x, language, DATE_TIME),
              value: point.y,
            })),
            formatMoney,
          )}
          type="line"
          height={40}
          series={series}
          optionsKey={coin.trend.dir}
          options={(theme) => ({
            colors: [up ? theme.positive : theme.negative],
            stroke: { width: 2 },
            ...sparkline(formatMoney),
            tooltip: {
              x: {
                show: true,
                formatter: (value: number) => formatLocalDate(new Date(value), language, DATE_TIME),
              },
              y: { formatter: formatMoney, title: { formatter: () => '' } },
              marker: { show: false },
            },
            xaxis: { type: 'datetime' },
          })}
        />
      </Box>
      <Stack gap={1} align="flex-end">
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {formatMoney(coin.amount)}
        </Text>
        <Trend up={up} amount={coin.trend.amount} />
      </Stack>
    </Grid>
  );
}
