// Where the rate-limit counters live, so a limit holds for the shop and not per replica: in Redis
// through the plugin's own store (its `redis` option, an ioredis client) when REDIS_URL is set; in
// PostgreSQL (rateLimitStore.ts) when the database is shared; else in the plugin's memory (the
// embedded database has one process). While Redis does not answer, limited requests pass
// uncounted (`skipOnError`) rather than fail: a shop that takes no messages is worse than one
// that takes a few more than five a minute for a while.
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Db } from './client';
import { databaseRateLimitStore } from './rateLimitStore';

/** How long a counted request waits for Redis before it passes uncounted. */
const REDIS_TIMEOUT_MS = 500;
/** The counters' key prefix in a Redis that may hold other things. */
const REDIS_NAMESPACE = 'ojas-rate-limit:';

export interface RateLimitCounters {
  where: 'redis' | 'postgres' | 'memory';
  /** What to give @fastify/rate-limit beside the app's own options. */
  options: Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError' | 'store'>;
  /** Lets go of the Redis connection (nothing otherwise). */
  close(): Promise<void>;
}

export function rateLimitCounters({
  db,
  redisUrl,
  sharedDatabase,
  onRedisDown,
}: {
  db: Db;
  redisUrl: string | undefined;
  /** Whether other replicas use the same database (PostgreSQL). */
  sharedDatabase: boolean;
  /** Told when Redis stops answering (once until it answers again). */
  onRedisDown: (error: Error) => void;
}): RateLimitCounters {
  if (redisUrl) {
    const redis = new Redis(redisUrl, {
      connectTimeout: REDIS_TIMEOUT_MS,
      commandTimeout: REDIS_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
    });
    let up = true;
    redis.on('ready', () => (up = true));
    redis.on('error', (error: Error) => {
      if (up) onRedisDown(error);
      up = false;
    });
    return {
      where: 'redis',
      options: { redis, nameSpace: REDIS_NAMESPACE, skipOnError: true },
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  return {
    where: sharedDatabase ? 'postgres' : 'memory',
    options: sharedDatabase ? { store: databaseRateLimitStore(db) } : {},
    close: async () => {},
  };
}
