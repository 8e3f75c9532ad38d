// Patterns for `ilike` built from what a person typed: its `%`, `_` and `\` match themselves
// (PostgreSQL's default LIKE escape is the backslash), never any text.

const literal = (typed: string) => typed.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Text that holds `typed` anywhere. */
export const containing = (typed: string) => `%${literal(typed)}%`;

/** Text that begins with `typed`. */
export const startingWith = (typed: string) => `${literal(typed)}%`;
