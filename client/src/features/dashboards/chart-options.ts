// Options the dashboards' charts share: dated axes and tooltips on Santiago's clocks in
// the reader's language, number axes in the reader's numbers, sparklines, donuts.
import type { ApexOptions } from 'apexcharts';
import { formatLocalDate, formatNumber } from '../../lib/format';
import type { ChartTheme } from './chart-theme';

type Format = (value: number) => string;

/**
 * An x axis of instants (milliseconds) within a day or two, labelled by `axis` on
 * Santiago's clock and dated in full in tooltips.
 */
export function datedAxis(
  language: string,
  axis: Intl.DateTimeFormatOptions,
  tooltip: Intl.DateTimeFormatOptions,
): ApexOptions {
  return {
    xaxis: {
      type: 'datetime',
      labels: {
        datetimeUTC: false,
        hideOverlappingLabels: true,
        formatter: (_value: string, timestamp?: number) =>
          timestamp === undefined ? '' : formatLocalDate(new Date(timestamp), language, axis),
      },
      tooltip: { enabled: false },
    },
    tooltip: {
      x: { formatter: (value: number) => formatLocalDate(new Date(value), language, tooltip) },
    },
  };
}

/** ApexCharts' names of months and days, in the reader's language (Intl, through lib/format). */
function chartLocale(language: string) {
  const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2024, month, 15, 12)));
  // 7 January 2024 was a Sunday, where Apex's weeks start.
  const days = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2024, 0, 7 + day, 12)));
  const names = (dates: Date[], options: Intl.DateTimeFormatOptions) =>
    dates.map((date) => formatLocalDate(date, language, options));
  return {
    name: language,
    options: {
      months: names(months, { month: 'long' }),
      shortMonths: names(months, { month: 'short' }),
      days: names(days, { weekday: 'long' }),
      shortDays: names(days, { weekday: 'short' }),
    },
  };
}

/**
 * An x axis of instants over months, on ApexCharts' own time scale: a tick at the start
 * of each month (or of every few days, over a short span), so the labels fall at even
 * steps of the calendar, named in the reader's language (January too, rather than its
 * year, which would crowd out February). Tooltips date each point in full on Santiago's
 * clock. (A label formatter of our own
 * would turn the time scale off: Apex then spaces ticks by milliseconds, and month
 * names land unevenly.)
 */
export function calendarAxis(language: string, tooltip: Intl.DateTimeFormatOptions): ApexOptions {
  return {
    chart: { locales: [chartLocale(language)], defaultLocale: language },
    xaxis: {
      type: 'datetime',
      labels: {
        datetimeUTC: false,
        hideOverlappingLabels: true,
        datetimeFormatter: { year: 'MMM', month: 'MMM', day: 'd MMM' },
      },
      tooltip: { enabled: false },
    },
    tooltip: {
      x: { formatter: (value: number) => formatLocalDate(new Date(value), language, tooltip) },
    },
  };
}

/** Values on the y axis and in tooltips through `format`. */
export function valueAxis(format: Format, axisFormat: Format = format): ApexOptions {
  return {
    yaxis: { labels: { formatter: axisFormat } },
    tooltip: { y: { formatter: format } },
  };
}

/** A soft gradient under lines. */
export const gradientFill: ApexOptions = {
  fill: {
    type: 'gradient',
    gradient: { shadeIntensity: 1, opacityFrom: 0.4, opacityTo: 0.02, stops: [0, 95, 100] },
  },
};

/** A small chart with no axes or grid, its tooltip naming the label and value. */
export function sparkline(format: Format, labels?: readonly string[]): ApexOptions {
  return {
    chart: { sparkline: { enabled: true } },
    grid: { show: false },
    ...(labels ? { labels: [...labels] } : {}),
    tooltip: {
      x: { show: Boolean(labels) },
      y: { formatter: format, title: { formatter: () => '' } },
      marker: { show: false },
      fixed: { enabled: false },
    },
  };
}

/** A donut of shares (percent), its slices separated by the card's own background. */
export function donut(theme: ChartTheme, language: string, labels: readonly string[]): ApexOptions {
  return {
    labels: [...labels],
    legend: { show: false },
    stroke: { width: 2, colors: [theme.panel] },
    plotOptions: { pie: { expandOnClick: false, donut: { size: '72%' } } },
    tooltip: {
      fillSeriesColor: false,
      y: {
        formatter: (value: number) => formatNumber(value / 100, language, { style: 'percent' }),
      },
    },
  };
}

/** Two option objects whose parts (xaxis, tooltip...) both fill, one level deep. */
export function merge(a: ApexOptions, b: ApexOptions): ApexOptions {
  const result: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const current = result[key];
    result[key] =
      current && typeof current === 'object' && value && typeof value === 'object'
        ? { ...current, ...value }
        : value;
  }
  return result as ApexOptions;
}
