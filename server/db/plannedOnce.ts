// Statements whose plan is made once per text and kept, not made again for each call's values.
// The embedded database keeps every statement text prepared (./pgliteOneTrip) but plans each call
// for its values, as PostgreSQL plans an unnamed statement: most of the app's statements are
// cheap to plan, and a plan made for no values can be a poor one (a LIMIT or a skewed column).
// A search statement is the opposite: its shape (which index reads which rows) is fixed by the
// SQL, and planning it took a third of its time; its kept plan answered the same rows at 100,000
// items in 35 % less time in all, never more than an eighth slower for any one (docs/bench.md).
import { sql, type SQL } from 'drizzle-orm';

/** The comment that opens such a statement's text: PostgreSQL ignores it, the embedded database's thread reads it. */
export const PLANNED_ONCE = '/* planned once */';

/** The statement, marked to be planned once per text on the embedded database. */
export function plannedOnce(query: SQL): SQL {
  return sql`${sql.raw(PLANNED_ONCE)} ${query}`;
}
