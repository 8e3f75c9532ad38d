// The API's reply shape: { success: true, data } or { success: false, code, message }. The code
// is what callers branch on (a closed list); the message is what a person reads.
import * as v from 'valibot';

export function successOf<T extends v.GenericSchema>(data: T) {
  return v.object({ success: v.literal(true), data });
}

/** Why a request failed, as callers tell failures apart. */
export const FAILURE_CODES = {
  invalidInput: 'invalid_input',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  /** Someone else holds or booked the consultation slot. */
  slotTaken: 'slot_taken',
  /** The stock cannot cover the quantity. */
  outOfStock: 'out_of_stock',
  tooLarge: 'too_large',
  unsupportedType: 'unsupported_type',
  rateLimited: 'rate_limited',
  gatewayUnavailable: 'gateway_unavailable',
  busy: 'busy',
  /** The sign-in service did not answer, so the bearer token could not be checked. */
  identityUnavailable: 'identity_unavailable',
  internal: 'internal',
  /** No reply from the server said why (offline, timed out, or an unreadable reply): set by the browser. */
  unanswered: 'unanswered',
} as const;
export type FailureCode = (typeof FAILURE_CODES)[keyof typeof FAILURE_CODES];

export const FailureSchema = v.object({
  success: v.literal(false),
  code: v.picklist(Object.values(FAILURE_CODES)),
  message: v.string(),
});

/** A refusal before it is a reply: what went wrong and what to say. */
export interface Refusal {
  code: FailureCode;
  message: string;
}

export type Success<T> = { success: true; data: T };
export type Failure = { success: false } & Refusal;
export type ApiResult<T> = Success<T> | Failure;

/** A failed reply (or result) with this code. */
export const failedWith = (reply: ApiResult<unknown>, code: FailureCode): boolean =>
  !reply.success && reply.code === code;

/** What an actor in a machine's setup() answers until the composition root (or a test) provides
 * the real one: a failure nobody answered, so a machine run without its I/O says what is missing. */
export const notProvided = (actor: string): Failure => ({
  success: false,
  code: FAILURE_CODES.unanswered,
  message: `${actor} not provided`,
});
