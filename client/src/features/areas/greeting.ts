// Which greeting the administracion overview opens with, by the time of day in Santiago.
import { formatDate } from '../../lib/format';

export type Greeting = 'morning' | 'afternoon' | 'evening';

/** Morning until noon, afternoon until 19:00, evening after, in Santiago's time. */
export function greetingKey(now: Date): Greeting {
  const hour = Number(formatDate(now, 'H'));
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 19) return 'afternoon';
  return 'evening';
}
