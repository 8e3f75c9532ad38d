// Which of its screens the profile page shows, read from the session.
import { useSelector } from '@xstate/react';
import { isCheckingAccount, needsRegistration, type SessionSnapshot } from '@ui/hooks/sessionView';
import { useServices } from '@ui/services/services';

export type DashboardView = 'signedOut' | 'checking' | 'signingOut' | 'unregistered' | 'registered' | 'unavailable';

function dashboardView(snapshot: SessionSnapshot): DashboardView {
  if (snapshot.matches('unknown') || isCheckingAccount(snapshot)) return 'checking';
  if (needsRegistration(snapshot)) return 'unregistered';
  if (snapshot.matches({ signedIn: 'ready' }))
    return snapshot.context.registered && snapshot.context.profile ? 'registered' : 'unavailable';
  if (snapshot.matches('signingOut') || snapshot.matches('forcedLogout')) return 'signingOut';
  return 'signedOut';
}

export function useDashboardView(): DashboardView {
  return useSelector(useServices().session, dashboardView);
}
