// Holds parts of a server-rendered page back from hydration until they are wanted: a part opens
// when it nears the screen, when the browser is idle (or a while has passed), or at once when the
// visitor reaches into it (a tap, a focus, a key). Hydrating only what the thumb needs first keeps
// a slow phone's main thread free at start. Each part is a wrapper element marked with
// `HYDRATE_GATE_ATTRIBUTE`, its contents a Suspense boundary that waits for `whenOpen(id)`.
import { HYDRATE_GATE_ATTRIBUTE } from '@domain/contract/pageScript';

/** A part this close below (or above) the screen opens: it is hydrated before it scrolls in. */
export const NEAR_SCREEN_MARGIN = '300px 0px';
/** A part never brought near the screen opens once the browser is idle, or after this long at most. */
export const IDLE_TIMEOUT_MS = 4_000;
/** The events of a visitor reaching into a part: React replays them once the part is hydrated. */
const REACHING_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

interface Gate {
  open: boolean;
  opened: Promise<void>;
  resolve: () => void;
  stopWatching: () => void;
}

const idleCallback = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  // Safari has no idle callbacks: the part opens after the longest wait.
  const handle = setTimeout(run, IDLE_TIMEOUT_MS);
  return () => clearTimeout(handle);
};

const wrapperSelector = (id?: string) =>
  id === undefined ? `[${HYDRATE_GATE_ATTRIBUTE}]` : `[${HYDRATE_GATE_ATTRIBUTE}="${CSS.escape(id)}"]`;

/**
 * `isOpen(id)`: whether the part may hydrate now. `whenOpen(id)`: settles when it opens (the same
 * promise each time, as React's `use` needs); the first ask starts watching the part's wrapper,
 * to open it when it nears the screen or the browser is idle. `open(id)`: opens it now.
 */
export function createHydrationGates(doc: Document = document) {
  const gates = new Map<string, Gate>();
  const watchedIds = new Map<Element, string>();
  const nearScreen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const id = watchedIds.get(entry.target);
        if (entry.isIntersecting && id !== undefined) open(id);
      }
    },
    { rootMargin: NEAR_SCREEN_MARGIN },
  );

  function watch(id: string): () => void {
    // The wrapper is `display: contents` (no box of its own): its children are what shows.
    const shown = [...(doc.querySelector(wrapperSelector(id))?.children ?? [])];
    for (const element of shown) {
      watchedIds.set(element, id);
      nearScreen.observe(element);
    }
    const cancelIdle = idleCallback(() => open(id));
    return () => {
      cancelIdle();
      for (const element of shown) {
        nearScreen.unobserve(element);
        watchedIds.delete(element);
      }
    };
  }

  function gateOf(id: string): Gate {
    let gate = gates.get(id);
    if (!gate) {
      let resolve = () => {};
      const opened = new Promise<void>((settle) => (resolve = settle));
      gate = { open: false, opened, resolve, stopWatching: () => {} };
      gates.set(id, gate);
    }
    return gate;
  }

  function open(id: string): void {
    const gate = gateOf(id);
    if (gate.open) return;
    // Open at once, not a microtask later: React hydrates the part within the same event.
    gate.open = true;
    gate.stopWatching();
    gate.resolve();
  }

  // Captured at the document, before React's own listener on its root: the part the event is in
  // (and every part around it) is open by the time React hydrates it to replay the event.
  const openAroundTarget = (event: Event) => {
    let wrapper = event.target instanceof Element ? event.target.closest(wrapperSelector()) : null;
    while (wrapper) {
      open(wrapper.getAttribute(HYDRATE_GATE_ATTRIBUTE)!);
      wrapper = wrapper.parentElement?.closest(wrapperSelector()) ?? null;
    }
  };
  for (const type of REACHING_EVENTS) doc.addEventListener(type, openAroundTarget, { capture: true });

  return {
    isOpen: (id: string) => gates.get(id)?.open ?? false,
    whenOpen(id: string): Promise<void> {
      const known = gates.has(id);
      const gate = gateOf(id);
      if (!known) gate.stopWatching = watch(id);
      return gate.opened;
    },
    open,
  };
}
