// How the feed heads a day: 'Today', 'Yesterday', or the date written out in the
// reader's language.
import { daysAgo } from '../../lib/days';

export type DayName = 'today' | 'yesterday' | 'date';

/** Today, yesterday, or another date, for a yyyy-MM-dd day in Santiago. */
export function dayName(day: string, now = new Date()): DayName {
  const ago = daysAgo(day, now);
  return ago === 0 ? 'today' : ago === 1 ? 'yesterday' : 'date';
}
