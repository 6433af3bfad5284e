// Options the dashboards' charts share: dated axes and tooltips on Santiago's clocks in
// the reader's language, number axes in the reader's numbers, sparklines, donuts.
import type { ApexOptions } from 'apexcharts';
import { formatLocalDate, formatNumber } from '../../../lib/format';
import type { ChartTheme } from './chart-theme';

type Format = (value: number) => string;

/** An x axis of instants (milliseconds), labelled by `axis` and dated in full in tooltips. */
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
