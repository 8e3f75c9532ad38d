// A callback actor that never reports anything; typed `never` so it stands in for any provided
// callback actor of a machine (auth-state and count watchers).
import { fromCallback } from 'xstate';

export const silent = () => fromCallback(() => () => undefined) as never;
