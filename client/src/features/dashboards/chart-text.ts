// Words for the charts: the data's own labels we know a word for (the sample data speaks
// Spanish; use-term.ts says them in the reader's language), dates of chart
// axes, and each chart's text alternative (a summary a screen reader reads in place of the
// drawing).
import type { TFunction } from 'i18next';
import { formatLocalDate, formatNumber } from '../../lib/format';

/** The sample data's labels we translate (dashboards.terms.*); others show as they come. */
const TERMS: Record<string, string> = {
  Nuevos: 'new',
  Recurrentes: 'returning',
  Mujeres: 'female',
  Hombres: 'male',
  'Menos de 35 años': 'under35',
  '35 años o más': 'over35',
  Español: 'spanish',
  'Otros idiomas': 'otherLanguages',
  Incidencias: 'incidents',
  Levantamiento: 'survey',
  Diseño: 'design',
  Desarrollo: 'development',
  Capacitación: 'training',
  Difusión: 'outreach',
};

export type TermKey =
  | 'new'
  | 'returning'
  | 'female'
  | 'male'
  | 'under35'
  | 'over35'
  | 'spanish'
  | 'otherLanguages'
  | 'incidents'
  | 'survey'
  | 'design'
  | 'development'
  | 'training'
  | 'outreach';

/** The word (dashboards.terms.*) for a label of the data; undefined when we have none. */
export function termKey(label: string): TermKey | undefined {
  return TERMS[label] as TermKey | undefined;
}

/** Weekday names, Monday first, short: the issues chart's labels in the reader's language. */
export function weekdayNames(language: string, count: number): string[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: count }, (_, index) =>
    formatLocalDate(`2024-01-0${index + 1}`, language, { weekday: 'short' }),
  );
}

/** A yyyy-MM-dd or yyyy-MM label (or an instant) as a short date: "12 Nov", "Nov 2025". */
export function shortDate(label: string, language: string): string {
  return label.length === 7
    ? formatLocalDate(label, language, { month: 'short', year: 'numeric' })
    : formatLocalDate(label, language, { day: 'numeric', month: 'short' });
}

export interface Point {
  label: string;
  value: number;
}

/**
 * "Visitors: from 1,204 on 12 Jan to 3,019 on 9 Dec; highest 3,410 on 2 Feb, lowest
 * 980 on 20 Jun." for one series.
 */
export function trendSummary(
  t: TFunction,
  name: string,
  points: readonly Point[],
  format: (value: number) => string,
): string {
  if (points.length === 0) return t('dashboards.summary.noData', { name });
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const max = points.reduce((best, point) => (point.value > best.value ? point : best));
  const min = points.reduce((best, point) => (point.value < best.value ? point : best));
  return t('dashboards.summary.trend', {
    name,
    first: format(first.value),
    firstLabel: first.label,
    last: format(last.value),
    lastLabel: last.label,
    max: format(max.value),
    maxLabel: max.label,
    min: format(min.value),
    minLabel: min.label,
  });
}

/** "Tasks: API 120, Backend 84, Frontend 60." for values by category. */
export function listSummary(
  t: TFunction,
  name: string,
  points: readonly Point[],
  format: (value: number) => string,
): string {
  const items = points.map((point) => `${point.label} ${format(point.value)}`).join(', ');
  return t('dashboards.summary.list', { name, items });
}

/** Numbers in the reader's language, whole. */
export const wholeNumber = (language: string) => (value: number) =>
  formatNumber(value, language, { maximumFractionDigits: 0 });
