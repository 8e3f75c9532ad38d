// A service's refusal as a typed outcome. Deep inside a transaction a refusal is thrown as
// `Refused`, so the transaction rolls back; the service's edge (`outcomeOf`) turns it into
// `{ kind: 'refused', refusal }`, and the route chooses the status for its code.
import type { FailureCode, Refusal } from '@domain/contract/envelope';

export class Refused extends Error {
  constructor(
    readonly refusal: Refusal,
    options?: { cause?: unknown },
  ) {
    super(refusal.message, options);
  }
}

export const refuse = (code: FailureCode, message: string, options?: { cause?: unknown }) =>
  new Refused({ code, message }, options);

export type Outcome<T> = { kind: 'done'; value: T } | { kind: 'refused'; refusal: Refusal };

/** Runs `work` and answers its value, or the refusal it raised (anything else is thrown on). */
export async function outcomeOf<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { kind: 'done', value: await work() };
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused', refusal: error.refusal };
    throw error;
  }
}
