// A chart with its text alternative: a <figure> named by its title, a visually hidden
// summary for screen readers (its description), and the drawing itself hidden from them.
// ApexCharts (with react-apexcharts) is imported here only, dynamically: its chunk loads
// with the first chart drawn, never on the sign-in page or another app's screens.
import { Box, VisuallyHidden } from '@chakra-ui/react';
import type { ApexOptions } from 'apexcharts';
import { lazy, Suspense, useId, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { prefersReducedMotion } from '../../../lib/motion';
import { useChartTheme, type ChartTheme } from '../chart-theme';

type ChartType = 'line' | 'area' | 'bar' | 'donut' | 'radar' | 'polarArea';

interface ApexChartProps {
  type: ChartType;
  series: ApexOptions['series'];
  options: ApexOptions;
  width?: string | number;
  height?: string | number;
}

const ApexChart = lazy(async () => {
  const module = await import('react-apexcharts');
  // A CommonJS module: its class is `default`, or `default.default` through the interop.
  const exported = module.default as unknown as { default?: unknown };
  const Component = (exported.default ?? exported) as ComponentType<ApexChartProps>;
  return { default: Component };
});

export interface ChartProps {
  /** The figure's accessible name: what the chart shows, with its range. */
  title: string;
  /** What a sighted reader takes from the chart, in words (summaries.ts). */
  summary: string;
  type: ChartType;
  series: ApexOptions['series'];
  /**
   * This chart's options, merged over the theme's (axes, grid, tooltip, colours). Made
   * again when the theme, the language or `optionsKey` change (react-apexcharts
   * redraws on any new function in them, so not at every render).
   */
  options?: (theme: ChartTheme, language: string) => ApexOptions;
  /** What the options read besides the theme and language (labels, a range). */
  optionsKey?: string;
  height: number;
  /** Grow with the card to fill its height, `height` being the least (a chart beside taller ones). */
  fill?: boolean;
  /** A test id for the drawing, e.g. "visitors-chart". */
  name?: string;
}

export function Chart({
  title,
  summary,
  type,
  series,
  options,
  optionsKey,
  height,
  fill = false,
  name,
}: ChartProps) {
  const theme = useChartTheme();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const summaryId = useId();
  const merged = useMemo(
    () => mergeOptions(baseOptions(theme, type), options?.(theme, language) ?? {}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `optionsKey` says when `options` reads new data.
    [theme, type, language, optionsKey],
  );
  return (
    <Box
      as="figure"
      m={0}
      aria-label={title}
      aria-describedby={summaryId}
      minW={0}
      {...(fill && { flex: 1, display: 'flex', flexDirection: 'column' })}
    >
      <VisuallyHidden as="figcaption" id={summaryId}>
        {summary}
      </VisuallyHidden>
      <Box
        aria-hidden
        data-chart={name}
        data-mode={theme.mode}
        minH={`${height}px`}
        flex={fill ? 1 : undefined}
        // Chakra's reset gives every element `font: inherit`, which outranks the sizes
        // ApexCharts writes as SVG attributes: axis labels would take the card's 16 px.
        css={{ '& svg text': { fontSize: 'xs' } }}
      >
        <Suspense fallback={<Skeleton h={`${height}px`} borderRadius="l2" />}>
          <ApexChart
            type={type}
            series={series}
            options={merged}
            // A percentage is of the box around it, which the card stretches.
            height={fill ? '100%' : height}
            width="100%"
          />
        </Suspense>
      </Box>
    </Box>
  );
}

/** What every chart shares: the theme's colours, no toolbar, the page's font. */
function baseOptions(theme: ChartTheme, type: ChartType): ApexOptions {
  const axisColours = { color: theme.grid };
  return {
    chart: {
      background: 'transparent',
      foreColor: theme.text,
      fontFamily: 'inherit',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: !prefersReducedMotion(), speed: 350 },
      parentHeightOffset: 0,
      redrawOnParentResize: true,
      redrawOnWindowResize: true,
    },
    theme: { mode: theme.mode },
    colors: theme.palette,
    dataLabels: { enabled: false },
    grid: {
      borderColor: theme.grid,
      strokeDashArray: 4,
      padding: { left: 8, right: 8 },
      show: type !== 'donut' && type !== 'radar' && type !== 'polarArea',
    },
    legend: {
      labels: { colors: theme.text },
      position: 'top',
      horizontalAlign: 'right',
      fontSize: '13px',
      markers: { size: 5 },
    },
    stroke: { curve: 'smooth', width: type === 'bar' ? 0 : 2 },
    tooltip: { theme: theme.mode, style: { fontSize: '12px' } },
    xaxis: { axisBorder: axisColours, axisTicks: axisColours, crosshairs: { stroke: axisColours } },
    states: { active: { filter: { type: 'none' } } },
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `extra` over `base`, object by object (arrays and functions replace). */
function mergeOptions<T extends object>(base: T, extra: object): T {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(extra)) {
    const current = result[key];
    result[key] =
      isPlainObject(current) && isPlainObject(value) ? mergeOptions(current, value) : value;
  }
  return result as T;
}
