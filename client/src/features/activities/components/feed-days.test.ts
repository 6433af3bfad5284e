import { describe, expect, it } from 'vitest';
import { byDay, dayName } from './feed-days';

describe('the feed by day', () => {
  it('groups items by their day in Santiago, keeping the feed order', () => {
    // 02:30 UTC on the 10th is still the 9th in Santiago (UTC-3 in March).
    const items = [
      { id: 'a', date: '2025-03-10T15:00:00.000Z' },
      { id: 'b', date: '2025-03-10T04:00:00.000Z' },
      { id: 'c', date: '2025-03-10T02:30:00.000Z' },
      { id: 'd', date: '2025-03-07T12:00:00.000Z' },
    ];
    expect(byDay(items).map(([day, list]) => [day, list.map((item) => item.id)])).toEqual([
      ['2025-03-10', ['a', 'b']],
      ['2025-03-09', ['c']],
      ['2025-03-07', ['d']],
    ]);
  });

  it('names today and yesterday by the calendar, other days as dates', () => {
    const now = new Date('2025-03-10T04:00:00.000Z'); // 01:00 on the 10th in Santiago
    expect(dayName('2025-03-10', now)).toBe('today');
    expect(dayName('2025-03-09', now)).toBe('yesterday');
    expect(dayName('2025-03-08', now)).toBe('date');
  });
});
