// Signing in brings the visitor back where they were: the page they are on, with its query (a
// checkout step, a search), is remembered by the session before it sends them to log in.
import type { MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ROUTES } from '@domain/routes';
import { useServices } from '../services/services';

/** The page the visitor is on: its path and query. */
export function useHere(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
}

/** The click of a Login link: log in, then come back here (the login page itself just opens). */
export function useLoginFromHere(): (event: MouseEvent) => void {
  const { session } = useServices();
  const here = useHere();
  return (event) => {
    if (here.startsWith(ROUTES.login.href)) return;
    event.preventDefault();
    session.send({ type: 'login.requested', returnTo: here });
  };
}
