// Whether Firebase has reported the sign-in state yet. Public pages render before it does; only
// what depends on the account waits for it.
import { useSelector } from '@xstate/react';
import { useServices } from '../services/services';

export function useSignInKnown(): boolean {
  return useSelector(useServices().session, (snapshot) => !snapshot.matches('unknown'));
}
