// Reading the session for the account screens.
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '@machines/session.machine';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** While the session fetches the token and checks the registration. */
export function isCheckingAccount(snapshot: SessionSnapshot): boolean {
  return (
    snapshot.matches({ signedIn: 'fetchingToken' }) ||
    snapshot.matches({ signedIn: 'checkingRegistration' }) ||
    snapshot.matches({ signedIn: 'deciding' })
  );
}

export function needsRegistration(snapshot: SessionSnapshot): boolean {
  return snapshot.matches({ signedIn: 'needsRegistration' });
}
