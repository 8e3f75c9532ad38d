import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates in a task of its own: a Suspense boundary
 * from the server is hydrated apart from the rest, so the phone's main thread gets a break in
 * between (one long hydration task is what a slow phone feels as a frozen page). Nothing in it
 * needs to suspend.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
