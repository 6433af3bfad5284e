import { describe, expect, it } from 'vitest';
import { byDay, daysAgo } from './days';

describe('days on Santiago’s calendar', () => {
  it('groups items by their day in Santiago, keeping the list’s order', () => {
    // 02:30 UTC on the 10th is still the 9th in Santiago (UTC-3 in March).
    const items = [
      { id: 'a', at: '2025-03-10T15:00:00.000Z' },
      { id: 'b', at: '2025-03-10T04:00:00.000Z' },
      { id: 'c', at: '2025-03-10T02:30:00.000Z' },
      { id: 'd', at: '2025-03-07T12:00:00.000Z' },
    ];
    const days = byDay(items, (item) => item.at);
    expect(days.map(([day, list]) => [day, list.map((item) => item.id)])).toEqual([
      ['2025-03-10', ['a', 'b']],
      ['2025-03-09', ['c']],
      ['2025-03-07', ['d']],
    ]);
  });

  it('counts calendar days, not 24-hour spans', () => {
    const now = new Date('2025-03-10T04:00:00.000Z'); // 01:00 on the 10th in Santiago
    expect(daysAgo('2025-03-10', now)).toBe(0);
    expect(daysAgo('2025-03-09', now)).toBe(1);
    expect(daysAgo('2025-03-03', now)).toBe(7);
  });
});
