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
