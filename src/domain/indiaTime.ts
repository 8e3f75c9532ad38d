// Every date and time a person reads is India's (Asia/Kolkata), whatever the browser's or the
// server's own time zone: an order placed at 00:30 on 27 November India time reads 27 November on
// its page, its timeline, the order list and its invoice alike. A calendar date (YYYY-MM-DD) is
// read as that day in India.
//
// The formats are written out as the 'en-IN' date format writes them (a unit test holds them to
// it), not asked of Intl: a page's first Intl format loads the browser's locale and time-zone data
// (12-20 ms on this machine, several times that on a phone), and India keeps one offset all year.
/** India's offset from UTC: +05:30 all year (no daylight saving). */
export const INDIA_OFFSET_MS = 330 * 60_000;
/** India's time zone id. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** 'en-IN' shortens September to 'Sept'. */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The India calendar and clock of an instant. */
function indiaParts(instant: Date | number) {
  const india = new Date(new Date(instant).getTime() + INDIA_OFFSET_MS);
  return {
    year: india.getUTCFullYear(),
    month: india.getUTCMonth(),
    day: india.getUTCDate(),
    weekday: WEEKDAYS[india.getUTCDay()]!,
    hour: india.getUTCHours(),
    minute: india.getUTCMinutes(),
  };
}

type IndiaParts = ReturnType<typeof indiaParts>;

/** 'Thu, 26 Nov' */
function dayChip({ weekday, day, month }: IndiaParts): string {
  return `${weekday}, ${day} ${SHORT_MONTHS[month]}`;
}

/** '10:30 am' */
function clock({ hour, minute }: IndiaParts): string {
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

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
  const { day, month, year } = indiaParts(date);
  return `${day} ${(style === 'long' ? MONTHS : SHORT_MONTHS)[month]} ${year}`;
}

/** 'Thu, 26 Nov' for an India date (YYYY-MM-DD), or the India day of an instant. */
export function formatIndiaDay(date: string): string {
  return dayChip(indiaParts(instantOf(date)));
}

/** '10:30 am' for an instant. */
export function formatIndiaTime(iso: string): string {
  return clock(indiaParts(Date.parse(iso)));
}

/** 'Thu, 26 Nov, 10:30 am' for an instant. */
export function formatIndiaDayAndTime(instant: string | number): string {
  const parts = indiaParts(new Date(instant));
  return `${dayChip(parts)}, ${clock(parts)}`;
}

/** 'Thu, 26 Nov, 2026, 10:30 am' for an instant. */
export function formatIndiaDateTime(iso: string): string {
  const parts = indiaParts(Date.parse(iso));
  return `${dayChip(parts)}, ${parts.year}, ${clock(parts)}`;
}
