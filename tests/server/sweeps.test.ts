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
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await Promise.all(sweepers.map((stop) => stop()));
    expect(errors).toEqual([]);
    // Five ticks of each timer: one pass per tick, not three.
    expect(passes).toBeGreaterThanOrEqual(4);
    expect(passes).toBeLessThanOrEqual(6);
  });
});
