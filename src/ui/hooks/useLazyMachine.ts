import { use } from 'react';
import type { LazyMachine } from '../services/services';

/**
 * The machine of a flow that loads on demand: the component suspends (its Suspense boundary shows
 * its fallback, or keeps the server's HTML while hydrating) until the machine's code is here.
 * `use` is called on every render, loaded or not: React replays a component that suspended once
 * its promise settles, and a replay that skipped the `use` call met the hooks after it with the
 * wrong dispatcher ("Update hook called on initial render", #467, recovered as #520).
 */
export function useLazyMachine<T>(machine: LazyMachine<T>): T {
  return use(machine.load());
}
