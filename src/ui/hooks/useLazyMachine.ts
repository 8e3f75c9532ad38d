import { use } from 'react';
import type { LazyMachine } from '../services/services';

/**
 * The machine of a flow that loads on demand: the component suspends (its Suspense boundary shows
 * its fallback, or keeps the server's HTML while hydrating) until the machine's code is here.
 */
export function useLazyMachine<T>(machine: LazyMachine<T>): T {
  return machine.loaded ?? use(machine.load());
}
