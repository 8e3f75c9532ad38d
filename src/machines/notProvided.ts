// What an actor in a machine's setup() answers until the composition root (or a test) provides
// the real one: a failure nobody answered, so a machine run without its I/O says what is missing.
import type { Failure } from '@domain/contract/envelope';

export const notProvided = (actor: string): Failure => ({
  success: false,
  code: 'unanswered',
  message: `${actor} not provided`,
});
