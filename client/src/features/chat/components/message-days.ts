// Messages grouped by the day they were sent (on Santiago's calendar), and how the chat
// app names a day and a time: today's times as HH:mm, then 'yesterday', then the date.
import { DATE_INPUT_FORMAT, TIME_FORMAT, dayOf, formatDate } from '../../../lib/format';

/** Messages by day (yyyy-MM-dd in Santiago), oldest first, as [day, messages]. */
export function byDay<T extends { createdAt: string }>(messages: readonly T[]): [string, T[]][] {
  const days = new Map<string, T[]>();
  for (const message of messages) {
    const day = dayOf(message.createdAt);
    days.set(day, [...(days.get(day) ?? []), message]);
  }
  return [...days];
}

/** How long ago a day is, in calendar days in Santiago (0 today, 1 yesterday). */
export function daysAgo(value: string, now = new Date()): number {
  const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
  return Math.round((ms(dayOf(now)) - ms(dayOf(value))) / 86_400_000);
}

export type DayName = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

/** Names an instant's day: today, yesterday, or its dd-MM-yyyy date. */
export function dayName(value: string, now = new Date()): DayName {
  const ago = daysAgo(value, now);
  if (ago === 0) return { kind: 'today' };
  if (ago === 1) return { kind: 'yesterday' };
  return { kind: 'date', text: formatDate(value, DATE_INPUT_FORMAT) };
}

/** A time as HH:mm in Santiago. */
export function timeOf(value: string): string {
  return formatDate(value, TIME_FORMAT);
}
