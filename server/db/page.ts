// One page of a long list and how many rows the whole list holds, read at once: the desk's lists,
// the notification centre and the catalogue page the same way.
import { count, type SQL, type Subquery } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

/** Which rows of a list to answer: from `start`, at most `limit`. */
export interface PageWindow {
  start: number;
  limit: number;
}

/**
 * The window of `listed` (the list's select with its joins and filter, made `$dynamic()`) in
 * `order`, and the list's length, asked together; `toItems` turns the page's rows into the reply's
 * items. The count reads `listed` itself, so the page and its total never disagree on the filter.
 */
export async function readPage<Listed extends PgSelect, Item>(
  db: Queryable,
  listed: Listed,
  order: SQL[],
  { start, limit }: PageWindow,
  toItems: (rows: Listed['_']['result']) => Item[] | Promise<Item[]>,
): Promise<{ items: Item[]; total: number; start: number; limit: number }> {
  // Taken before the order is set: the count needs neither order nor window.
  const unordered: Subquery = listed.as('listed');
  const counted = db.select({ n: count() }).from(unordered);
  const [rows, [total]] = await Promise.all([
    listed
      .orderBy(...order)
      .offset(start)
      .limit(limit),
    counted,
  ]);
  return { items: await toItems(rows), total: total?.n ?? 0, start, limit };
}
