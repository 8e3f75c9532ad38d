// What an invoked actor handed back, as params for the guard or action that takes it:
// `params: actorOutput<T>` on onDone, `params: actorError` on onError,
// `params: savedRecord<T>` on the success branch of an `ApiResult` reply.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { ApiResult, Success } from '@domain/contract/envelope';

export const actorOutput = <T>({ event }: { event: DoneActorEvent<T> }): T => event.output;

export const actorError = ({ event }: { event: ErrorActorEvent }): unknown => event.error;

/** The record the server kept, on a branch taken only when the reply succeeded (`replySucceeded`). */
export const savedRecord = <T>({ event }: { event: DoneActorEvent<ApiResult<T>> }): T =>
  (event.output as Success<T>).data;
