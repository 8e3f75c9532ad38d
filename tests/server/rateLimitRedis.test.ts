// Rate limits in Redis when REDIS_URL is set: two app instances on one private redis-server hold
// the contact form's limit for both (each alone would let five through), the counters are in
// Redis under the app's prefix and not in PostgreSQL, and while Redis is down a message still
// goes through rather than failing. Skipped, saying why, when redis-server is not installed.
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createTokenVerifier } from '../../server/auth/tokens';
import { ConfigError, LOCAL_FIREBASE_PROJECT, loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { rateLimitCounters } from '../../server/db/schema';
import { createPaymentGateway } from '../../server/payments';
import { CONTACT_RATE_PER_MINUTE } from '../../server/routes/contact';
import { redisServerInstalled, startRedisServer, type RunningRedis } from '../support/redisServer';
import { createTestDatabase } from './testDatabase';

const INSTALLED = redisServerInstalled();
if (!INSTALLED)
  console.warn('rate limits in Redis: SKIPPED, redis-server is not installed (apt-get install redis-server)');

type App = Awaited<ReturnType<typeof buildApp>>;

const message = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98450 12345',
  message: 'Do you deliver to Shillong?',
};

describe('REDIS_URL', () => {
  it('must be a redis:// or rediss:// URL', () => {
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@redis.internal:6380/2' }, process.cwd()).redisUrl).toBe(
      'rediss://:secret@redis.internal:6380/2',
    );
    expect(loadConfig({}, process.cwd()).redisUrl).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'http://redis.internal' }, process.cwd())).toThrow(ConfigError);
  });
});

describe.skipIf(!INSTALLED)('rate limits in Redis (REDIS_URL)', () => {
  let redis: RunningRedis;
  let database: Database;
  let apps: App[];

  beforeAll(async () => {
    redis = await startRedisServer();
    database = await createTestDatabase();
    const config = loadConfig({ SPA_DIR: path.resolve('.test-data', 'no-spa'), REDIS_URL: redis.url }, process.cwd());
    // Two instances of the server, as two replicas would be, counting in the one Redis.
    apps = await Promise.all(
      Array.from({ length: 2 }, () =>
        buildApp({
          db: database.db,
          config,
          gateway: createPaymentGateway(config, database.db),
          verifyToken: createTokenVerifier(LOCAL_FIREBASE_PROJECT),
          sharedRateLimits: database.kind === 'postgres',
        }),
      ),
    );
  }, 30_000);
  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.close()));
    await database?.close();
    await redis?.stop();
  });

  const send = (app: App) => app.inject({ method: 'POST', url: '/api/contact', payload: message });

  it(`holds ${CONTACT_RATE_PER_MINUTE} messages a minute across two instances, counting in Redis alone`, async () => {
    const statuses: number[] = [];
    for (let index = 0; index < CONTACT_RATE_PER_MINUTE + 3; index += 1)
      statuses.push((await send(apps[index % 2]!)).statusCode);
    expect(statuses).toEqual([...Array(CONTACT_RATE_PER_MINUTE).fill(201), 429, 429, 429]);
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('ojas-rate-limit:*');
      expect(keys).toHaveLength(1);
      expect(Number(await client.get(keys[0]!))).toBe(CONTACT_RATE_PER_MINUTE + 3);
      expect(await client.pttl(keys[0]!)).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
    expect(await database.db.select().from(rateLimitCounters)).toEqual([]);
  });

  it('lets a message through, uncounted, while Redis does not answer', async () => {
    await redis.stop();
    expect((await send(apps[0]!)).statusCode).toBe(201);
    expect((await send(apps[1]!)).statusCode).toBe(201);
  });
});
