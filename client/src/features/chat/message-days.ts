// How the chat app names a message's day and time: today's times as HH:mm, then
// 'yesterday', then the date (days on Santiago's calendar, lib/days.ts).
import { daysAgo as calendarDaysAgo } from '../../lib/days';
import { DATE_INPUT_FORMAT, TIME_FORMAT, dayOf, formatDate } from '../../lib/format';

/** How long ago an instant's day is, in calendar days in Santiago (0 today, 1 yesterday). */
export function daysAgo(value: string, now = new Date()): number {
  return calendarDaysAgo(dayOf(value), now);
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
