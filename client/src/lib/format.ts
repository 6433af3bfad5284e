// The one place money and dates are formatted (SPEC section 9): CLP in es-CL, dates
// shown on Santiago's clocks, dd-MM-yyyy for date inputs.
import { TZDate } from '@date-fns/tz';
import { format as formatWithPattern, isValid, parse } from 'date-fns';

export const TIME_ZONE = 'America/Santiago';
export const DATE_INPUT_FORMAT = 'dd-MM-yyyy';
export const MONTH_YEAR_FORMAT = 'LLL yyyy';
export const DATE_TIME_FORMAT = `${DATE_INPUT_FORMAT} HH:mm`;

const money = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' });

/** 1234567 → "$1.234.567" (pesos have no decimals). */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** Formats an instant as seen in Santiago, with a date-fns pattern. */
export function formatDate(value: Date | string, pattern: string): string {
  return formatWithPattern(new TZDate(new Date(value).getTime(), TIME_ZONE), pattern);
}

/** Reads a dd-MM-yyyy input as midnight in Santiago; null when it is not a real date. */
export function parseInputDate(text: string): Date | null {
  const reference = new TZDate(Date.now(), TIME_ZONE);
  const parsed = parse(text, DATE_INPUT_FORMAT, reference);
  return isValid(parsed) && formatWithPattern(parsed, DATE_INPUT_FORMAT) === text
    ? new Date(parsed.getTime())
    : null;
}

/** An instant's calendar day in Santiago, as yyyy-MM-dd (what a date picker holds). */
export function dayOf(value: Date | string): string {
  return formatDate(value, 'yyyy-MM-dd');
}

/** The instant a yyyy-MM-dd day starts in Santiago, as ISO text (what the API stores). */
export function startOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(new TZDate(year!, month! - 1, date!, TIME_ZONE).getTime()).toISOString();
}

/** The instant a yyyy-MM-dd day at an HH:mm time happens in Santiago, as ISO text. */
export function instantAt(day: string, time: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(
    new TZDate(year!, month! - 1, date!, hours ?? 0, minutes ?? 0, TIME_ZONE).getTime(),
  ).toISOString();
}

/**
 * An instant's day written out in a language (`en`, `tr`, `es`), on Santiago's calendar:
 * "Monday, March 3, 2025", "3 Mart 2025 Pazartesi", "lunes, 3 de marzo de 2025".
 */
export function formatLongDate(value: Date | string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: TIME_ZONE }).format(
    new Date(value),
  );
}
