// One page of a long list and how many rows the whole list holds, read at once: the desk's lists,
// the notification centre and the catalogue page the same way.
import type { PgSelect } from 'drizzle-orm/pg-core';

/** Which rows of a list to answer: from `start`, at most `limit`. */
export interface PageWindow {
  start: number;
  limit: number;
}

/**
 * The window of `listed` (the list's select, filtered and ordered, made `$dynamic()`), and the
 * list's length from `counted` (a count under the same filter), asked together; `toItems` turns
 * the page's rows into the reply's items.
 */
export async function readPage<Listed extends PgSelect, Item>(
  listed: Listed,
  counted: PromiseLike<{ n: number }[]>,
  { start, limit }: PageWindow,
  toItems: (rows: Listed['_']['result']) => Item[] | Promise<Item[]>,
): Promise<{ items: Item[]; total: number; start: number; limit: number }> {
  const [rows, [total]] = await Promise.all([listed.offset(start).limit(limit), counted]);
  return { items: await toItems(rows), total: total?.n ?? 0, start, limit };
}
