// What both database threads (./pgliteWorker, ./postgresWorker) do the same way.
import fs from 'node:fs';
import os from 'node:os';

/** A message a database thread sends unasked: a NOTIFY on a channel it LISTENs to arrived. */
export interface DatabaseNotice {
  notice: string;
}

/**
 * Errors cross threads with their own fields (PostgreSQL code, detail, constraint…), which cloning
 * drops; the query options they carry hold functions, which cannot cross.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.entries(error).filter(
    ([key, value]) => key === 'params' || ['string', 'number', 'boolean'].includes(typeof value),
  );
  return { ...Object.fromEntries(fields), name: error.name, message: error.message, stack: error.stack };
}

/** How much nicer than the process this thread is: under load the CPU goes first to the thread that answers HTTP. */
const DATABASE_THREAD_NICENESS = 10;
/** The nicest value Linux allows. */
const NICEST = 19;

/**
 * On Linux each thread has its own nice value, so the database thread can step back for the
 * event loop (health checks, cached reads) when every core is busy. Elsewhere nothing changes.
 */
export function yieldCpuToTheEventLoop(): void {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId))
      os.setPriority(threadId, Math.min(NICEST, os.getPriority(threadId) + DATABASE_THREAD_NICENESS));
  } catch {
    // No /proc/thread-self (not Linux): the thread keeps the process's priority.
  }
}
