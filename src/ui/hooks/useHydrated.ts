// False on the server and during hydration, true after (and at once in a page the browser renders
// alone). What comes from this device (the cart's state, the time zone) shows only once it is true,
// so the first render in the browser equals the server's HTML.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
