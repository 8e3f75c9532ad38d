import * as v from 'valibot';
import { isCalendarDay } from '../validation';

/** Public ids are readable slugs: lowercase letters, digits and hyphens. */
export const SlugSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug'),
  v.maxLength(120),
);

/** The largest amount any price or price filter may name: ₹1 crore, well inside the database's integers. */
export const MAX_RUPEES = 10_000_000;

/** An amount in rupees with at most two decimals. */
export const RupeesSchema = v.pipe(
  v.number(),
  v.minValue(0),
  v.maxValue(MAX_RUPEES, `must be at most ${MAX_RUPEES}`),
  v.check(
    (n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
    'at most two decimals',
  ),
);

/** Firebase uids: 1…128 letters, digits, '-' and '_'. */
export const UidSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/, 'uid is not valid'));

export const IsoDateTimeSchema = v.pipe(v.string(), v.isoTimestamp());
export const IsoDateSchema = v.pipe(v.string(), v.isoDate());
/** A day asked for in a query: a real calendar day, YYYY-MM-DD. */
export const CalendarDaySchema = v.pipe(
  v.string(),
  v.isoDate('date must be YYYY-MM-DD'),
  v.check(isCalendarDay, 'date must be a real day'),
);

/** Path params of the paged list routes: start ≥ 0, limit 1…100. */
export const PageParamsSchema = v.object({
  start: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'start must be a whole number ≥ 0'), v.transform(Number)),
  limit: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'limit must be a whole number'),
    v.transform(Number),
    v.minValue(1, 'limit must be at least 1'),
    v.maxValue(100, 'limit must be at most 100'),
  ),
});
