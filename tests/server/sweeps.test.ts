// A periodic sweep runs on one replica a turn: of several claims at once exactly one wins, and the
// next turn opens once the period (less the slack for timers out of step) has passed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { claimSweepTurn, startSweep } from '../../server/services/sweeps';
import { createTestDatabase } from './testDatabase';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

describe('a sweep turn', () => {
  it('goes to exactly one of ten replicas claiming it at once', async () => {
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimSweepTurn(db(), 'one-of-ten', 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimSweepTurn(db(), 'one-of-ten', 60_000)).toBe(false);
  });

  it('opens again once the period, less the slack for timers out of step, has passed', async () => {
    expect(await claimSweepTurn(db(), 'next-turn', 300)).toBe(true);
    expect(await claimSweepTurn(db(), 'next-turn', 300)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await claimSweepTurn(db(), 'next-turn', 300)).toBe(true);
  });

  it('is run by one of three sweepers ticking together, once a period', async () => {
    let passes = 0;
    const errors: unknown[] = [];
    const sweepers = Array.from({ length: 3 }, () =>
      startSweep(db(), {
        name: 'three-sweepers',
        everyMs: 200,
        run: async () => (passes += 1),
        onError: (error) => errors.push(error),
      }),
    );
    const started = Date.now();
    // Waits for the passes rather than a fixed time: on a busy machine a tick's claim takes longer.
    await expect.poll(() => passes, { timeout: 20_000, interval: 50 }).toBeGreaterThanOrEqual(4);
    await Promise.all(sweepers.map((stop) => stop()));
    // A turn lasts 0.9 of the period (180 ms), so timers out of step still find one each period.
    const turns = (Date.now() - started) / 180;
    expect(errors).toEqual([]);
    // One pass a turn, not one a sweeper: three timers ticking together would make three.
    expect(passes).toBeLessThanOrEqual(Math.floor(turns) + 1);
  });
});
