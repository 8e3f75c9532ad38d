// Actors that never answer on their own: a replayed path sends their done/error events itself.
// Typed `never` so they stand in for any provided actor of a machine.
import { fromCallback, fromPromise } from 'xstate';

export const pending = () => fromPromise(() => new Promise<never>(() => undefined)) as never;
export const silent = () => fromCallback(() => () => undefined) as never;
