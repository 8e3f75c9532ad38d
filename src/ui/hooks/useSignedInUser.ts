// Pages that need a signed-in shopper: while the session is unknown or checking, wait; when
// signed out, ask the session to send the visitor to log in and bring them back here after.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useServices } from '../services/services';
import { isCheckingAccount } from './sessionView';
import { useHere } from './useLoginFromHere';

export type SignedInView = { status: 'waiting' } | { status: 'signedIn'; uid: string } | { status: 'signedOut' };

export function useSignedInUser(): SignedInView {
  const { session } = useServices();
  const here = useHere();
  const status = useSelector(session, (snapshot): SignedInView['status'] => {
    if (snapshot.matches('signedOut')) return 'signedOut';
    if (snapshot.matches('signedIn') && !isCheckingAccount(snapshot) && snapshot.context.user) return 'signedIn';
    return 'waiting';
  });
  const uid = useSelector(session, (snapshot) => snapshot.context.user?.uid);
  const signedOut = status === 'signedOut';
  useEffect(() => {
    if (signedOut) session.send({ type: 'login.requested', returnTo: here });
  }, [signedOut, session, here]);
  if (status === 'signedIn' && uid) return { status, uid };
  return { status: status === 'signedOut' ? 'signedOut' : 'waiting' };
}
