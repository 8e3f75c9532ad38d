// Errors a route may raise on purpose; the error handler turns them into { success: false, code,
// message }. The code is the status's own unless the error names a more precise one.
import { FAILURE_CODES, type Failure, type FailureCode, type Refusal } from '@domain/contract/envelope';
import { COMMON_MESSAGES } from '@domain/messages/common';

const CODE_OF_STATUS: Record<number, FailureCode> = {
  400: FAILURE_CODES.invalidInput,
  401: FAILURE_CODES.unauthenticated,
  403: FAILURE_CODES.forbidden,
  404: FAILURE_CODES.notFound,
  409: FAILURE_CODES.conflict,
  413: FAILURE_CODES.tooLarge,
  415: FAILURE_CODES.unsupportedType,
  429: FAILURE_CODES.rateLimited,
  502: FAILURE_CODES.gatewayUnavailable,
  503: FAILURE_CODES.busy,
};

/** The code a failure with this status carries when nothing more precise is said. */
export const failureCodeOf = (status: number): FailureCode =>
  CODE_OF_STATUS[status] ?? (status >= 500 ? FAILURE_CODES.internal : FAILURE_CODES.invalidInput);

/** The reply body of a failure. */
export const failure = (status: number, message: string, code: FailureCode = failureCodeOf(status)): Failure => ({
  success: false,
  code,
  message,
});

export class HttpError extends Error {
  readonly code: FailureCode;

  constructor(
    readonly statusCode: number,
    message: string,
    code: FailureCode = failureCodeOf(statusCode),
  ) {
    super(message);
    this.code = code;
  }
}

/** The status a service's refusal is answered with, by its code. */
const STATUS_OF_CODE: Record<FailureCode, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  slot_taken: 409,
  out_of_stock: 409,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  gateway_unavailable: 502,
  busy: 503,
  identity_unavailable: 503,
  internal: 500,
  unanswered: 500,
};

/** A service's refusal as the error its route answers. */
export const refusalError = ({ code, message }: Refusal) => new HttpError(STATUS_OF_CODE[code], message, code);

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (what: string) => new HttpError(404, COMMON_MESSAGES.notFound(what));
