// Opens the database: embedded PGlite (a data directory, or an in-memory clone) or a
// PostgreSQL server. Both run the same drizzle schema, migrations and SQL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PgliteThread } from './pgliteThread';
import { PostgresPoolThread } from './postgresThread';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The plain database or an open transaction: every query runs in both. */
export type Queryable = Db | Tx;

/** Rows of a raw `db.execute` result: PGlite and node-postgres wrap them differently. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Calls `listener` on every NOTIFY on `channel` (sent by any process on this database, once its
   * transaction commits); resolves once listening, with how to stop.
   */
  listen(channel: string, listener: () => void): Promise<() => void>;
  close(): Promise<void>;
}

/** LISTEN through a database thread: it passes each NOTIFY on as a notice. */
async function listenThrough(
  thread: { listen(channel: string): Promise<void>; onNotice(listener: (channel: string) => void): () => void },
  channel: string,
  listener: () => void,
): Promise<() => void> {
  const stop = thread.onNotice((heard) => {
    if (heard === channel) listener();
  });
  await thread.listen(channel);
  return stop;
}

/** Connections to PostgreSQL (the load shedding gate lets as many requests run at once). */
const POSTGRES_POOL_SIZE = 10;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The two kinds differ only in drizzle's adapter and migrator, besides the thread they run in and
 * how it closes. Each adapter takes the thread as the client it stands in for: drizzle calls only
 * what the threads implement (PgliteThread: query, exec and transaction of PGlite).
 */
interface Driver {
  drizzle: (client: never, config: { schema: typeof schema }) => unknown;
  migrate: (db: never, config: { migrationsFolder: string }) => Promise<void>;
}

const DRIVERS: Record<Database['kind'], Driver> = {
  pglite: { drizzle: drizzlePglite, migrate: migratePglite },
  postgres: { drizzle: drizzlePostgres, migrate: migratePostgres },
};

function databaseOver(
  kind: Database['kind'],
  thread: Parameters<typeof listenThrough>[0],
  close: () => Promise<void>,
): Database {
  const driver = DRIVERS[kind];
  const db = driver.drizzle(thread as never, { schema }) as Db;
  return {
    db,
    kind,
    migrate: () => driver.migrate(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    listen: (channel, listener) => listenThrough(thread, channel, listener),
    close,
  };
}

/**
 * PGlite persisted in `dataDir`, or in memory (optionally loaded from a dumped data dir). It runs in
 * its own thread: its queries would otherwise block the server's event loop.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PgliteThread.start(options);
  return databaseOver('pglite', client, () => client.close());
}

/** A dump of a PGlite database, to clone it quickly (tests). */
export async function dumpPglite(database: Database): Promise<Blob> {
  return (database.db as unknown as { $client: PgliteThread }).$client.dumpDataDir();
}

/**
 * A pool of PostgreSQL connections, driven from its own thread: encoding queries and decoding their
 * answers would otherwise take the event loop's time under load.
 */
export async function openPostgres(url: string): Promise<Database> {
  const pool = await PostgresPoolThread.start({ connectionString: url, max: POSTGRES_POOL_SIZE });
  return databaseOver('postgres', pool, () => pool.end());
}
