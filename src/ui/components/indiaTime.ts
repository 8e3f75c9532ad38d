// Consultation times as India reads them, whatever the browser's own time zone: slots and
// bookings are India times, so they are always shown in Asia/Kolkata.
const INDIA = 'Asia/Kolkata';
const dayChip = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: INDIA });
const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: INDIA });
const dayAndClock = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: INDIA,
});

/** 'Thu, 26 Nov' for an India date (YYYY-MM-DD). */
export function formatIndiaDay(date: string): string {
  return dayChip.format(new Date(`${date}T12:00:00+05:30`));
}

/** '10:30 am' for an instant. */
export function formatIndiaTime(iso: string): string {
  return clock.format(new Date(iso));
}

/** 'Thu, 26 Nov 2026, 10:30 am' for an instant. */
export function formatIndiaDateTime(iso: string): string {
  return dayAndClock.format(new Date(iso));
}
