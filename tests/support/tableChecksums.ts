// A fingerprint of everything stored: per table, its row count and a checksum of its rows, so a
// test can prove a run of requests changed nothing it was not allowed to change.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../server/db/client';

export interface TableFingerprint {
  rows: number;
  checksum: string;
}

/** Rows a caller may change: their own (a `uid` or `recipient_uid` column naming them), and rows added after `sinceId` in append-only tables. */
export interface OwnRows {
  uid: string;
  /** Append-only tables (serial `id`) whose rows above this id are left out, by table name. */
  appendedAfter?: Record<string, number>;
}

/** The server's own bookkeeping, written on its timers and per request whatever the request was:
 *  which replica ran a sweep last, and the shared rate-limit windows. Not data a request may change. */
const BOOKKEEPING_TABLES = new Set(['sweep_turns', 'rate_limit_counters']);

/** The columns that name a row's owner: a user's own rows, and the messages addressed to them. */
const OWNER_COLUMNS = ['uid', 'recipient_uid'] as const;

async function publicTables(db: Db): Promise<{ table: string; owner: string | null }[]> {
  const rows = rowsOf<{ table: string; owner: string | null }>(
    await db.execute(sql`
      SELECT t.table_name AS table,
             (SELECT min(c.column_name) FROM information_schema.columns c
              WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name
                AND c.column_name IN (${sql.join(
                  OWNER_COLUMNS.map((column) => sql`${column}`),
                  sql`, `,
                )})) AS owner
      FROM information_schema.tables t
      WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY t.table_name`),
  );
  return rows
    .filter((row) => !BOOKKEEPING_TABLES.has(row.table))
    .map((row) => ({ table: row.table, owner: row.owner }));
}

/** Every public table's fingerprint (bookkeeping left out), leaving out the rows `own` names. */
export async function fingerprintTables(db: Db, own: OwnRows): Promise<Record<string, TableFingerprint>> {
  const fingerprints: Record<string, TableFingerprint> = {};
  for (const { table, owner } of await publicTables(db)) {
    const appendedAfter = own.appendedAfter?.[table];
    const conditions = [
      ...(owner ? [sql`${sql.identifier('t')}.${sql.identifier(owner)} IS DISTINCT FROM ${own.uid}`] : []),
      ...(appendedAfter === undefined ? [] : [sql`t.id <= ${appendedAfter}`]),
    ];
    const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
    const [row] = rowsOf<{ rows: number; checksum: string | null }>(
      await db.execute(sql`
        SELECT count(*)::int AS rows, md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))) AS checksum
        FROM ${sql.identifier(table)} t ${where}`),
    );
    fingerprints[table] = { rows: row!.rows, checksum: row!.checksum ?? '' };
  }
  return fingerprints;
}

/** The highest `id` of an append-only table (0 when empty). */
export async function highestId(db: Db, table: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT coalesce(max(id), 0)::int AS id FROM ${sql.identifier(table)}`),
  );
  return row!.id;
}

/** How many rows an append-only table holds above `id`. */
export async function rowsAbove(db: Db, table: string, id: number): Promise<number> {
  const [row] = rowsOf<{ rows: number }>(
    await db.execute(sql`SELECT count(*)::int AS rows FROM ${sql.identifier(table)} WHERE id > ${id}`),
  );
  return row!.rows;
}
