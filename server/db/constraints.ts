// Recognises a constraint the database enforced, whichever driver (node-postgres, the PGlite
// thread) and wrapper (drizzle's query error) carried it.

/** Whether `error`, or an error it wraps, is a violation of the named constraint. */
export function violatesConstraint(error: unknown, constraint: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const fields = current as { constraint?: unknown; message?: unknown };
    if (fields.constraint === constraint) return true;
    if (typeof fields.message === 'string' && fields.message.includes(`"${constraint}"`)) return true;
  }
  return false;
}

/** PostgreSQL's SQLSTATE for a transaction it chose to end to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';
/** Tries of a write that lost a deadlock: the other side has finished by then. */
const DEADLOCK_TRIES = 3;

/** Whether `error`, or an error it wraps, is PostgreSQL ending the statement to break a deadlock. */
export function isDeadlock(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause)
    if ((current as { code?: unknown }).code === DEADLOCK_DETECTED) return true;
  return false;
}

/**
 * Runs `write` (a statement or a whole transaction) again when PostgreSQL ended it to break a
 * deadlock: it changed nothing, and the transaction it waited on has gone.
 */
export async function retryingDeadlocks<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt === DEADLOCK_TRIES || !isDeadlock(error)) throw error;
    }
  }
}
