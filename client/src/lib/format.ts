// The one place money and dates are formatted (SPEC section 9): CLP in es-CL, dates
// shown on Santiago's clocks in the interface's language, dd-MM-yyyy for date inputs.
import { TZDate } from '@date-fns/tz';
import { format as formatWithPattern, isValid, parse, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { tr } from 'date-fns/locale/tr';
import i18next from 'i18next';

export const TIME_ZONE = 'America/Santiago';
export const DATE_INPUT_FORMAT = 'dd-MM-yyyy';
export const MONTH_YEAR_FORMAT = 'LLL yyyy';
export const DATE_TIME_FORMAT = `${DATE_INPUT_FORMAT} HH:mm`;
/** A feed item's time (SPEC section 3: messages, notifications). */
export const FEED_TIME_FORMAT = 'MMM dd, h:mm a';
/** A time of day on the 24-hour clock (SPEC section 2: the chat's HH:mm). */
export const TIME_FORMAT = 'HH:mm';

/** The date-fns locale of each interface language (config/storage.ts, LANGUAGES). */
const DATE_LOCALES: Record<string, Locale> = { en: enUS, tr, es };

const money = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' });

/** 1234567 → "$1.234.567" (pesos have no decimals). */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** The sign money is shown with ("$"), for an amount field's prefix. */
export const MONEY_SIGN = money.formatToParts(0).find((part) => part.type === 'currency')!.value;

/**
 * Formats an instant as seen in Santiago, with a date-fns pattern; month and day names
 * and AM/PM in the interface's language ("Nov 26, 9:12 AM", "Kas 26, 9:12 ÖÖ",
 * "nov 26, 9:12 AM"). The components calling it re-render when the language changes
 * (useTranslation), so they read the current one.
 */
export function formatDate(
  value: Date | string,
  pattern: string,
  language: string = i18next.language,
): string {
  return formatWithPattern(new TZDate(new Date(value).getTime(), TIME_ZONE), pattern, {
    locale: DATE_LOCALES[language] ?? enUS,
  });
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

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A plain number in the reader's language: 12345.6 → "12,345.6" (en), "12.345,6" (es, tr). */
export function formatNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = { maximumFractionDigits: 2 },
): string {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, options)));
  return format.format(value);
}

/** A unit's short sign in the reader's language, for a field's suffix: 'kilogram' → "kg". */
export function unitSign(unit: string, language: string): string {
  const parts = new Intl.NumberFormat(language, { style: 'unit', unit }).formatToParts(1);
  return parts.find((part) => part.type === 'unit')?.value ?? unit;
}

/** A percent given as 0-100: 42.5 → "42.5%" (en), "%42,5" (tr), "42,5 %" (es). */
export function formatPercent(value: number, language: string, fractionDigits = 1): string {
  return formatNumber(value / 100, language, {
    style: 'percent',
    maximumFractionDigits: fractionDigits,
  });
}

/** Money in short form for chart axes: 12500000 → "$12,5 M" (es-CL, like formatMoney). */
export function formatCompactMoney(amount: number): string {
  return formatNumber(amount, 'es-CL', {
    style: 'currency',
    currency: 'CLP',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
}

/**
 * An instant (or a yyyy-MM-dd / yyyy-MM day) as seen in Santiago, in the reader's
 * language with Intl's options: month names in Turkish or Spanish where date-fns
 * patterns give English.
 */
export function formatLocalDate(
  value: Date | string,
  language: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const day = typeof value === 'string' && /^\d{4}-\d{2}(-\d{2})?$/.test(value);
  // A calendar day (or month) is not an instant: it is read at noon UTC, shown in UTC.
  const date = day ? new Date(`${value.length === 7 ? `${value}-01` : value}T12:00:00Z`) : value;
  return new Intl.DateTimeFormat(language, {
    timeZone: day ? 'UTC' : TIME_ZONE,
    ...options,
  }).format(new Date(date));
}
