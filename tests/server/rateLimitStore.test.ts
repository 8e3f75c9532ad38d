// The shared rate-limit counters: one count per request in a window, a fresh window once it ended,
// callers and routes apart, concurrent requests all counted, ended windows swept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { countRequest, forgetEndedWindows } from '../../server/db/rateLimitStore';
import { createTestDatabase } from './testDatabase';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

describe('a shared rate-limit counter', () => {
  it('counts each request in its window and starts again once the window ended', async () => {
    const first = await countRequest(db(), 'POST /api/contact 10.0.0.1', 300);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(300);
    expect((await countRequest(db(), 'POST /api/contact 10.0.0.1', 300)).current).toBe(2);
    expect((await countRequest(db(), 'POST /api/contact 10.0.0.2', 300)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 320));
    expect((await countRequest(db(), 'POST /api/contact 10.0.0.1', 300)).current).toBe(1);
  });

  it('counts every one of many requests at once', async () => {
    const counted = await Promise.all(Array.from({ length: 20 }, () => countRequest(db(), 'burst', 60_000)));
    expect(counted.map((count) => count.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('forgets the windows that ended, and only those', async () => {
    await countRequest(db(), 'short', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await forgetEndedWindows(db());
    expect((await countRequest(db(), 'short', 60_000)).current).toBe(1);
    expect((await countRequest(db(), 'burst', 60_000)).current).toBe(21);
  });
});
