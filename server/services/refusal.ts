// A service's refusal as a typed outcome. Deep inside a transaction a refusal is thrown as
// `Refused`, so the transaction rolls back; the service's edge (`outcomeOf`) turns it into
// `{ kind: 'refused', refusal }`, and the route chooses the status for its code.
import { FAILURE_CODES, type FailureCode, type Refusal } from '@domain/contract/envelope';
import { COMMON_MESSAGES } from '@domain/messages/common';
import type { Db, Tx } from '../db/client';

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

/** The refusal of what does not exist: "`what` not found". */
export const refuseMissing = (what: string) => refuse(FAILURE_CODES.notFound, COMMON_MESSAGES.notFound(what));

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

/** Runs `work` in one transaction: a refusal it raises rolls it back and becomes the outcome. */
export const transactionOutcome = <T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<Outcome<T>> =>
  outcomeOf(() => db.transaction(work));
