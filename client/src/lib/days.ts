// Lists grouped by calendar day on Santiago's calendar (the chat's messages, the
// activity feed), and how many calendar days ago a day was: by the calendar, not by
// 24-hour spans, so 23:30 yesterday is 'yesterday' at 00:30 today.
import { dayOf } from './format';

/** Items by their day (yyyy-MM-dd in Santiago), keeping the list's order, as [day, items]. */
export function byDay<T>(items: readonly T[], instantOf: (item: T) => string): [string, T[]][] {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const day = dayOf(instantOf(item));
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days];
}

/** Calendar days in Santiago from a yyyy-MM-dd day to now (0 today, 1 yesterday). */
export function daysAgo(day: string, now = new Date()): number {
  const ms = (value: string) => Date.parse(`${value}T00:00:00Z`);
  return Math.round((ms(dayOf(now)) - ms(day)) / 86_400_000);
}
