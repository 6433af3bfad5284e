import { describe, expect, it } from 'vitest';
import { dayName } from './feed-days';

describe('the feed’s day headings', () => {
  it('names today and yesterday by the calendar, other days as dates', () => {
    const now = new Date('2025-03-10T04:00:00.000Z'); // 01:00 on the 10th in Santiago
    expect(dayName('2025-03-10', now)).toBe('today');
    expect(dayName('2025-03-09', now)).toBe('yesterday');
    expect(dayName('2025-03-08', now)).toBe('date');
  });
});
