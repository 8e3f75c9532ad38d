// Database refusals a service expects and turns into an answer, whichever driver raised them.

/** Whether the error (or one it wraps, as drizzle does) is a unique violation of this constraint. */
export function violatesUnique(error: unknown, constraint: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const fields = cause as { code?: unknown; constraint?: unknown };
    if (fields.code === '23505' && fields.constraint === constraint) return true;
  }
  return false;
}
