import {
  createContext,
  Suspense,
  use,
  useContext,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { HYDRATE_GATE_ATTRIBUTE } from '@domain/contract/pageScript';

/** Decides when a held part of the server's page may hydrate (the browser's, from its composition root). */
export interface HydrationGates {
  isOpen(id: string): boolean;
  whenOpen(id: string): Promise<void>;
  open(id: string): void;
}

const HydrationGatesContext = createContext<HydrationGates | null>(null);
/** Given by the browser only: on the server, in tests and without it every part renders at once. */
export const HydrationGatesProvider = HydrationGatesContext.Provider;

const WRAPPER_STYLE = { display: 'contents' } as const;

const noSubscription = () => () => {};
/** True while React hydrates the server's HTML (it reads the server snapshot then), false in a fresh render. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/** Suspends the boundary it is in while hydrating, until its part opens; never in a fresh render. */
function UntilOpen({ gates, id }: { gates: HydrationGates | null; id: string }) {
  const hydrating = useHydrating();
  if (hydrating && gates && !gates.isOpen(id)) use(gates.whenOpen(id));
  return null;
}

/**
 * A part of a server-rendered page that React hydrates in a task of its own: a Suspense boundary
 * from the server is hydrated apart from the rest, so the phone's main thread gets a break in
 * between (one long hydration task is what a slow phone feels as a frozen page).
 *
 * A part on the first screen (`firstScreen`: what a 390 px phone shows before scrolling) hydrates
 * straight away. Any other keeps the server's HTML until it nears the screen, the browser is idle,
 * or the visitor taps, focuses or types in it (React then replays that event on the hydrated
 * part). Only the first hydration waits: a page the browser renders itself renders at once.
 */
export function HydratedApart({ children, firstScreen = false }: { children: ReactNode; firstScreen?: boolean }) {
  if (firstScreen) return <Suspense>{children}</Suspense>;
  return <HeldUntilWanted>{children}</HeldUntilWanted>;
}

function HeldUntilWanted({ children }: { children: ReactNode }) {
  const gates = useContext(HydrationGatesContext);
  const id = useId();
  // A part its parent draws again before it hydrated is wanted now: React hydrates it for the
  // update, where waiting would make React throw the server's HTML away and draw the part afresh.
  const drawn = useRef(false);
  if (drawn.current) gates?.open(id);
  useEffect(() => {
    drawn.current = true;
  }, []);
  const marker = { [HYDRATE_GATE_ATTRIBUTE]: id };
  return (
    <div style={WRAPPER_STYLE} {...marker}>
      <Suspense>
        <UntilOpen gates={gates} id={id} />
        {children}
      </Suspense>
    </div>
  );
}
