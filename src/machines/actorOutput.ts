// What an invoked actor handed back, as params for the guard or action that takes it:
// `params: actorOutput<T>` on onDone, `params: actorError` on onError, `params: actorSnapshot<S>`
// on onSnapshot.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';

export const actorOutput = <T>({ event }: { event: DoneActorEvent<T> }): T => event.output;

export const actorError = ({ event }: { event: ErrorActorEvent }): unknown => event.error;

export const actorSnapshot = <S>({ event }: { event: { snapshot: S } }): S => event.snapshot;
