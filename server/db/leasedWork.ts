// Work that every server replica carries out of a table of pending rows (refunds to the gateway,
// outbox messages to their channel): a row is claimed with FOR UPDATE SKIP LOCKED and leased
// (its next attempt moved past the longest call of the claim), so two replicas never carry the
// same row at once, and a replica that dies mid-call leaves it to be claimed again when the
// lease ends. What carrying a row means, and how it retries, is the caller's.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A table of leased work: an id, a status whose 'pending' rows are waiting, and when each is next due. */
type LeasedTable = PgTable & { id: PgColumn; status: PgColumn; nextAttemptAt: PgColumn };

/** Claims up to `limit` due pending rows of `table`, leasing them for `leaseMs`; earliest due first. */
export async function claimLeased<T extends LeasedTable>(
  db: Db,
  table: T,
  { now, limit, leaseMs }: { now: number; limit: number; leaseMs: number },
): Promise<T['$inferSelect'][]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(eq(table.status, 'pending'), lte(table.nextAttemptAt, new Date(now))))
      .orderBy(asc(table.nextAttemptAt), asc(table.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = (await tx
      .update(table)
      .set({ nextAttemptAt: new Date(now + leaseMs) } as never)
      .where(
        inArray(
          table.id,
          due.map((row) => row.id),
        ),
      )
      .returning()) as { id: string; nextAttemptAt: Date }[];
    return claimed.sort(
      (a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id.localeCompare(b.id),
    ) as T['$inferSelect'][];
  });
}

/** `call`, or a failure once it has taken `ms` (`what` names it in the message). */
export function withTimeout<T>(call: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
}

/** How often a worker looks for due rows, and where a failed pass is reported. */
export interface WorkerPace {
  pollMs: number;
  onError: (error: unknown) => void;
}

export interface LeasedWorker {
  /** Looks for due rows now (after a change that wrote one). */
  kick(): void;
  /** Resolves once no pass is running (tests wait on it). */
  settled(): Promise<void>;
  stop(): void;
}

/**
 * Runs a pass every `pollMs` and whenever kicked; passes never overlap within one server. A pass
 * claims and carries batches until a claim comes back short of `batch`.
 */
export function startLeasedWorker<R>({
  claim,
  carry,
  batch,
  pollMs,
  onError,
}: {
  claim: (now: number) => Promise<R[]>;
  carry: (row: R) => Promise<unknown>;
  batch: number;
} & WorkerPace): LeasedWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const pass = async () => {
    for (;;) {
      const claimed = await claim(Date.now());
      for (const row of claimed) await carry(row);
      if (claimed.length < batch) return;
    }
  };
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  const timer = setInterval(kick, pollMs);
  timer.unref();
  return {
    kick,
    async settled() {
      while (running) await running;
    },
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
