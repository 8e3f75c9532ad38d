// The envelope every API reply is wrapped in: { success: true, data } or { success: false, code, message }.
import type { FastifyReply } from 'fastify';
import type * as v from 'valibot';
import { FailureSchema, successOf, type Success } from '@domain/contract/envelope';

export function ok<T>(data: T): Success<T> {
  return { success: true, data };
}

/** What each failure status means on this API; routes list the ones they can answer. */
export const FAILURES = {
  400: 'The input is not valid; the message names the field',
  401: 'No valid bearer token',
  403: 'The token belongs to another account, or to one without the role the route needs',
  404: 'Not found; the message says what',
  409: 'In conflict with what is stored; the message says how',
  413: 'The body is too large',
  415: 'The body has a type this route does not accept',
  429: 'Too many requests from this address; try again in a minute',
  502: 'The payment gateway did not answer; nothing changed',
} as const;
export type FailureStatus = keyof typeof FAILURES;

type SuccessStatus = 200 | 201;
type Replies<D extends Partial<Record<SuccessStatus, v.GenericSchema>>> = {
  [S in keyof D]: D[S] extends v.GenericSchema ? ReturnType<typeof successOf<D[S]>> : never;
} & Partial<Record<FailureStatus, typeof FailureSchema>>;

/** A route's response schemas: its data in the success envelope, and the failures it can answer. */
export function replies<D extends Partial<Record<SuccessStatus, v.GenericSchema>>>(
  data: D,
  failures: readonly FailureStatus[] = [],
): Replies<D> {
  const responses: Record<number, v.GenericSchema> = {};
  for (const [status, schema] of Object.entries(data)) responses[Number(status)] = successOf(schema as v.GenericSchema);
  for (const status of failures) responses[status] = FailureSchema;
  return responses as Replies<D>;
}

/** A PDF file (an invoice, a credit note, a packing slip) sent as a download named `fileName`. */
export function sendPdf(reply: FastifyReply, { fileName, pdf }: { fileName: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(pdf);
}
