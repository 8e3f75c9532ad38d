// False on the server and during hydration, true after (and at once in a page the browser renders
// alone). What comes from this device (the cart's state, the time zone) shows only once it is true,
// so the first render in the browser equals the server's HTML.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;
const unchanged = () => 0;

/**
 * React reads a store's server snapshot only on the server and while hydrating: that read is how a
 * component tells. Both snapshots are the same value, so React has nothing to render again
 * afterwards (a store whose snapshots differ is rendered again synchronously right after
 * hydrating, the whole navbar and every product card in one long task).
 */
function useIsHydrating(): boolean {
  let hydrating = false;
  useSyncExternalStore(neverChanges, unchanged, () => {
    hydrating = true;
    return 0;
  });
  return hydrating;
}

export function useHydrated(): boolean {
  const hydrating = useIsHydrating();
  const [hydrated, setHydrated] = useState(!hydrating);
  // A transition: React renders the change in short slices a tap can come between.
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
