import { describe, expect, it } from 'vitest';
import { formatDate, formatIndiaDateTime, formatIndiaDay } from '@domain/indiaTime';

describe('India dates', () => {
  it('reads an instant as the India date: 00:30 on 21 November in India is 20 November in UTC', () => {
    expect(formatDate('2026-11-20T19:00:00.000Z')).toBe('21 November 2026');
    expect(formatDate('2026-11-20T19:00:00.000Z', 'short')).toBe('21 Nov 2026');
    expect(formatDate(new Date('2026-11-20T19:00:00.000Z'), 'short')).toBe('21 Nov 2026');
    expect(formatIndiaDateTime('2026-11-20T19:00:00.000Z')).toBe('Sat, 21 Nov, 2026, 12:30 am');
  });

  it('reads a calendar date as that day, and leaves what is not a date as it is', () => {
    expect(formatDate('2026-03-12')).toBe('12 March 2026');
    expect(formatIndiaDay('2026-11-26')).toBe('Thu, 26 Nov');
    expect(formatDate('soon')).toBe('soon');
  });
});
