// Whether Firebase has reported the sign-in state yet. Public pages render before it does; only
// what depends on the account waits for it. Never during hydration: the server knows nobody, so the
// first render in the browser must not either, however early sign-in was reported.
import { useSelector } from '@xstate/react';
import { useServices } from '../services/services';
import { useHydrated } from './useHydrated';

export function useSignInKnown(): boolean {
  const known = useSelector(useServices().session, (snapshot) => !snapshot.matches('unknown'));
  return useHydrated() && known;
}

/** The signed-in user's uid, or null (signed out, not known yet, or still hydrating). */
export function useSignedInUid(): string | null {
  const uid = useSelector(useServices().session, (snapshot) => snapshot.context.user?.uid ?? null);
  return useHydrated() ? uid : null;
}
