// Which of its screens the login page shows, read from the session.
import { needsRegistration, type SessionSnapshot } from '@ui/hooks/sessionView';

export type LoginView = 'starting' | 'signIn' | 'checking' | 'signingOut' | 'register' | 'failed' | 'signedIn';

export function loginView(snapshot: SessionSnapshot): LoginView {
  if (snapshot.matches('unknown')) return 'starting';
  if (needsRegistration(snapshot)) return 'register';
  if (snapshot.matches({ signedIn: 'ready' })) return snapshot.context.error ? 'failed' : 'signedIn';
  if (snapshot.matches('signedIn')) return 'checking';
  if (snapshot.matches('signingOut') || snapshot.matches('forcedLogout')) return 'signingOut';
  return 'signIn';
}
