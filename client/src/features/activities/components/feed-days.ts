// The feed grouped by the day things happened, on Santiago's calendar, and how a day is
// headed: 'Today', 'Yesterday', or the date written out in the reader's language.
import { dayOf } from '../../../lib/format';

/** Items by day (yyyy-MM-dd in Santiago), in the feed's order, as [day, items]. */
export function byDay<T extends { date: string }>(items: readonly T[]): [string, T[]][] {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const day = dayOf(item.date);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days];
}

export type DayName = 'today' | 'yesterday' | 'date';

/** Today, yesterday, or another date: by calendar days in Santiago, not by 24 hours. */
export function dayName(day: string, now = new Date()): DayName {
  const ms = (value: string) => Date.parse(`${value}T00:00:00Z`);
  const ago = Math.round((ms(dayOf(now)) - ms(day)) / 86_400_000);
  return ago === 0 ? 'today' : ago === 1 ? 'yesterday' : 'date';
}
