// @fastify/rate-limit's counters in PostgreSQL, so a limit holds for the shop and not per replica:
// one upsert per counted request increments the caller's row for the route, or starts a new window
// when the last one ended. The embedded database (one process) keeps the plugin's in-memory store.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client';
import { rateLimitCounters } from './schema';

interface Counted {
  hits: number;
  ttl_ms: number;
}

/** Counts one request of `key` in its window of `windowMs`; returns the hits so far and the window's remaining time. */
export async function countRequest(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const result = await db.execute(sql`
    INSERT INTO rate_limit_counters AS c (key, hits, resets_at)
    VALUES (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.resets_at <= clock_timestamp() THEN 1 ELSE c.hits + 1 END,
      resets_at = CASE WHEN c.resets_at <= clock_timestamp() THEN excluded.resets_at ELSE c.resets_at END
    RETURNING hits, greatest(0, ceil(extract(epoch FROM resets_at - clock_timestamp()) * 1000))::int AS ttl_ms`);
  const [row] = rowsOf<Counted>(result);
  return { current: row!.hits, ttl: row!.ttl_ms };
}

/** Removes the counters of windows that ended (a sweep, so the table holds only live callers). */
export async function forgetEndedWindows(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.resetsAt, now))
    .returning({ key: rateLimitCounters.key });
  return removed.length;
}

/** The plugin's `store` option: counters in `db`, one key space per route. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  // Shaped as the plugin calls it (its own stores read `routeInfo`, which its types leave out).
  class DatabaseStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    /** The plugin asks one per limited route, with the route's options. */
    child({ routeInfo }: { routeInfo: { method?: string | string[]; url?: string } }) {
      return new DatabaseStore(`${[routeInfo.method].flat().join(',')} ${routeInfo.url ?? ''} `);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
