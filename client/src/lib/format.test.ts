import { describe, expect, it } from 'vitest';
import {
  DATE_TIME_FORMAT,
  FEED_TIME_FORMAT,
  MONTH_YEAR_FORMAT,
  TIME_FORMAT,
  dayOf,
  formatDate,
  formatMoney,
  formatNumber,
  instantAt,
  MONEY_SIGN,
  parseInputDate,
  startOfDay,
  unitSign,
} from './format';

describe('format', () => {
  it('formats pesos the Chilean way, without decimals', () => {
    expect(formatMoney(1234567)).toBe('$1.234.567');
    expect(formatMoney(0)).toBe('$0');
  });

  it('gives the signs amount fields show beside a number: money and units', () => {
    expect(MONEY_SIGN).toBe('$');
    expect(unitSign('kilogram', 'en')).toBe('kg');
    expect(unitSign('kilogram', 'tr')).toBe('kg');
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'tr')).toBe('12.345');
  });

  it('shows instants on Santiago clocks (UTC-3 in summer, UTC-4 in winter)', () => {
    expect(formatDate('2026-01-15T02:30:00.000Z', DATE_TIME_FORMAT)).toBe('14-01-2026 23:30');
    expect(formatDate('2026-07-15T02:30:00.000Z', DATE_TIME_FORMAT)).toBe('14-07-2026 22:30');
    expect(formatDate('2026-11-22T12:00:00.000Z', MONTH_YEAR_FORMAT)).toBe('Nov 2026');
  });

  it("names months and AM/PM in the interface's language, keeping the pattern", () => {
    // 12:12 UTC is 09:12 in Santiago (UTC-3 in November).
    const instant = '2026-11-26T12:12:00.000Z';
    expect(formatDate(instant, FEED_TIME_FORMAT, 'en')).toBe('Nov 26, 9:12 AM');
    expect(formatDate(instant, FEED_TIME_FORMAT, 'tr')).toBe('Kas 26, 9:12 ÖÖ');
    expect(formatDate(instant, FEED_TIME_FORMAT, 'es')).toBe('nov 26, 9:12 AM');
    expect(formatDate('2026-05-04T20:05:00.000Z', FEED_TIME_FORMAT, 'es')).toBe('may 04, 4:05 PM');
    expect(formatDate(instant, MONTH_YEAR_FORMAT, 'tr')).toBe('Kas 2026');
    // Numbers only: the same in every language.
    expect(formatDate(instant, TIME_FORMAT, 'tr')).toBe('09:12');
    // Without a language: the interface's (English until i18next starts), unknown → English.
    expect(formatDate(instant, FEED_TIME_FORMAT)).toBe('Nov 26, 9:12 AM');
    expect(formatDate(instant, FEED_TIME_FORMAT, 'xx')).toBe('Nov 26, 9:12 AM');
  });

  it('reads dd-MM-yyyy inputs as midnight in Santiago and refuses impossible dates', () => {
    expect(parseInputDate('15-01-2026')?.toISOString()).toBe('2026-01-15T03:00:00.000Z');
    expect(parseInputDate('31-02-2026')).toBeNull();
    expect(parseInputDate('2026-01-15')).toBeNull();
  });

  it("turns instants into Santiago's calendar days and back", () => {
    // 02:30 UTC on the 15th is still the 14th in Santiago.
    expect(dayOf('2026-01-15T02:30:00.000Z')).toBe('2026-01-14');
    expect(startOfDay('2026-01-14')).toBe('2026-01-14T03:00:00.000Z');
    expect(startOfDay('2026-07-14')).toBe('2026-07-14T04:00:00.000Z');
    expect(dayOf(startOfDay('2026-09-06'))).toBe('2026-09-06');
  });

  it('reads a day and a time on Santiago clocks as an instant', () => {
    expect(instantAt('2026-01-14', '23:30')).toBe('2026-01-15T02:30:00.000Z');
    expect(instantAt('2026-07-14', '09:00')).toBe('2026-07-14T13:00:00.000Z');
    expect(formatDate(instantAt('2026-09-06', '07:45'), 'HH:mm')).toBe('07:45');
  });
});
