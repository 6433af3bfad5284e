import { describe, expect, it } from 'vitest';
import { dayName, daysAgo } from './message-days';
import { matches } from './search-text';

describe('the chat app’s days', () => {
  // 10 March 2025, 11:00 in Santiago (UTC-3 in summer).
  const now = new Date('2025-03-10T14:00:00.000Z');

  it('names today, yesterday and older days by the calendar, not by 24 hours', () => {
    expect(daysAgo('2025-03-10T03:30:00.000Z', now)).toBe(0);
    expect(dayName('2025-03-10T03:30:00.000Z', now)).toEqual({ kind: 'today' });
    expect(dayName('2025-03-10T02:30:00.000Z', now)).toEqual({ kind: 'yesterday' });
    expect(dayName('2025-03-03T15:00:00.000Z', now)).toEqual({ kind: 'date', text: '03-03-2025' });
  });
});

describe('the chat app’s search', () => {
  it('ignores case, accents and markup; an empty search matches all', () => {
    expect(matches('angela', 'Ángela Vidal')).toBe(true);
    expect(matches('  VIDAL ', 'Ángela Vidal')).toBe(true);
    expect(matches('josé', null, 'Hablé con Jose ayer')).toBe(true);
    expect(matches('strong', '<strong>Hola</strong>')).toBe(false);
    expect(matches('hola', '<strong>Hola</strong>')).toBe(true);
    expect(matches('', 'x')).toBe(true);
    expect(matches('riego', 'Ángela Vidal', undefined)).toBe(false);
  });
});
