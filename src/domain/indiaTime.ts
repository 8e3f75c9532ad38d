// Every date and time a person reads is India's (Asia/Kolkata), whatever the browser's or the
// server's own time zone: an order placed at 00:30 on 27 November India time reads 27 November on
// its page, its timeline, the order list and its invoice alike. A calendar date (YYYY-MM-DD) is
// read as that day in India.
import { madeOnFirstUse } from './madeOnFirstUse';

const INDIA = 'Asia/Kolkata';
/** India's offset from UTC: +05:30 all year (no daylight saving). */
export const INDIA_OFFSET_MS = 330 * 60_000;
/** India's time zone id. */
export const INDIA_TIME_ZONE = INDIA;

/** A date format in India time ('en-IN'), made when first used. */
export function indiaDateFormat(options: Intl.DateTimeFormatOptions): { format: (date: Date | number) => string } {
  const made = madeOnFirstUse(() => new Intl.DateTimeFormat('en-IN', { ...options, timeZone: INDIA }));
  return { format: (date) => made().format(date) };
}

const longDate = indiaDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = indiaDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const dayChip = indiaDateFormat({ weekday: 'short', day: 'numeric', month: 'short' });
const clock = indiaDateFormat({ hour: 'numeric', minute: '2-digit', hour12: true });
const dayAndClock = indiaDateFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The instant an API value names: a calendar date is taken at noon India time, so it never shifts. */
function instantOf(when: string | Date): Date {
  if (when instanceof Date) return when;
  return new Date(CALENDAR_DATE.test(when) ? `${when}T12:00:00+05:30` : when);
}

/** '27 November 2026' (long) or '27 Nov 2026' (short): the India date of an instant or a calendar date. */
export function formatDate(when: string | Date, style: 'long' | 'short' = 'long'): string {
  const date = instantOf(when);
  if (Number.isNaN(date.getTime())) return String(when);
  return (style === 'long' ? longDate : shortDate).format(date);
}

/** 'Thu, 26 Nov' for an India date (YYYY-MM-DD), or the India day of an instant. */
export function formatIndiaDay(date: string): string {
  return dayChip.format(instantOf(date));
}

/** '10:30 am' for an instant. */
export function formatIndiaTime(iso: string): string {
  return clock.format(new Date(iso));
}

/** 'Thu, 26 Nov 2026, 10:30 am' for an instant. */
export function formatIndiaDateTime(iso: string): string {
  return dayAndClock.format(new Date(iso));
}
