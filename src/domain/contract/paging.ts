// Paging of a long list in a query string and in its reply: the operator's desk and the
// notification centre page the same way. Its own module, so a page that shows only the
// notification centre does not load the desk's contract.
import * as v from 'valibot';

/** The most a paged list (the desk's, the notification centre's) answers at once. */
export const MAX_OPS_PAGE = 100;

/** Paging in a query string: start ≥ 0 (default 0), limit 1…MAX_OPS_PAGE (default 20); the notification centre pages so too. */
export const pageQuery = {
  start: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'start must be a whole number ≥ 0'), v.transform(Number)),
    '0',
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, 'limit must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'limit must be at least 1'),
      v.maxValue(MAX_OPS_PAGE, `limit must be at most ${MAX_OPS_PAGE}`),
    ),
    '20',
  ),
};
export const pageFields = { total: v.number(), start: v.number(), limit: v.number() };
