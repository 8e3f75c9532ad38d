import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatIndiaDateTime,
  formatIndiaDay,
  formatIndiaDayAndTime,
  formatIndiaTime,
  INDIA_TIME_ZONE,
} from '@domain/indiaTime';

/** The 'en-IN' date format in India time: what the written-out formats must match. */
const intl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { ...options, timeZone: INDIA_TIME_ZONE });
const EN_IN = {
  long: intl({ day: 'numeric', month: 'long', year: 'numeric' }),
  short: intl({ day: 'numeric', month: 'short', year: 'numeric' }),
  day: intl({ weekday: 'short', day: 'numeric', month: 'short' }),
  clock: intl({ hour: 'numeric', minute: '2-digit', hour12: true }),
  dayAndTime: intl({ weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }),
  dateTime: intl({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }),
};

/** Instants from 1970 to 2100, to the minute and second. */
const instants = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) });

describe('India time, written out as the en-IN date format writes it', () => {
  it('matches the en-IN date format for any instant', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const iso = new Date(ms).toISOString();
        expect(formatDate(iso)).toBe(EN_IN.long.format(ms));
        expect(formatDate(iso, 'short')).toBe(EN_IN.short.format(ms));
        expect(formatIndiaDay(iso)).toBe(EN_IN.day.format(ms));
        expect(formatIndiaTime(iso)).toBe(EN_IN.clock.format(ms));
        expect(formatIndiaDayAndTime(iso)).toBe(EN_IN.dayAndTime.format(ms));
        expect(formatIndiaDateTime(iso)).toBe(EN_IN.dateTime.format(ms));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a calendar date as that day in India', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1971-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const calendar = date.toISOString().slice(0, 10);
          const noon = Date.parse(`${calendar}T12:00:00+05:30`);
          expect(formatDate(calendar)).toBe(EN_IN.long.format(noon));
          expect(formatIndiaDay(calendar)).toBe(EN_IN.day.format(noon));
        },
      ),
    );
  });
});

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

  it('writes September short as en-IN does, and the clock in lower-case am and pm', () => {
    expect(formatDate('2026-09-03', 'short')).toBe('3 Sept 2026');
    expect(formatIndiaTime('2026-11-26T18:45:00Z')).toBe('12:15 am');
    expect(formatIndiaDayAndTime('2026-11-26T05:00:00Z')).toBe('Thu, 26 Nov, 10:30 am');
  });
});
