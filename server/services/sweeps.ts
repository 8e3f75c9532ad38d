// Periodic sweeps (overdue orders, ended consultation holds, unused uploads, ended rate-limit
// windows) run once per period across every replica: each replica's timer asks the database for
// the sweep's turn, and only the one whose claim moves the sweep's due time on runs it. What a
// sweep does is idempotent too (each change is re-checked under its row's lock), so a turn that
// two replicas both ran would still change each row once.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

/**
 * A turn lasts a little less than the period, so that with replicas whose timers tick out of step
 * one of them claims each period.
 */
const TURN_SHARE_OF_PERIOD = 0.9;

/** Claims the next turn of sweep `name` when it is due; false when another replica has it. */
export async function claimSweepTurn(db: Db, name: string, everyMs: number): Promise<boolean> {
  const turnMs = Math.round(everyMs * TURN_SHARE_OF_PERIOD);
  const claimed = await db.execute(sql`
    INSERT INTO sweep_turns AS t (name, due_at) VALUES (${name}, clock_timestamp() + ${turnMs} * interval '1 millisecond')
    ON CONFLICT (name) DO UPDATE SET due_at = excluded.due_at WHERE t.due_at <= clock_timestamp()
    RETURNING name`);
  return rowsOf(claimed).length === 1;
}

export interface Sweep<T> {
  /** Names the sweep's turns (one row in sweep_turns). */
  name: string;
  everyMs: number;
  run(): Promise<T>;
  /** Hears what a pass this replica ran returned. */
  onDone?(result: T): void;
  onError(error: unknown): void;
}

/** Runs `sweep` every `everyMs` on the replica whose turn it is; returns how to stop (after a pass under way). */
export function startSweep<T>(db: Db, { name, everyMs, run, onDone, onError }: Sweep<T>): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= claimSweepTurn(db, name, everyMs)
      .then(async (mine) => {
        if (!mine) return;
        const result = await run();
        onDone?.(result);
      })
      .catch(onError)
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
