// Session (spec §4): the user is unknown until the auth state arrives; a signed-in user's ID
// token is fetched and stored and refetchUserState becomes true; logout signs out.
import { assign, fromCallback, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { AuthUser } from '../domain/session';

export type SessionEvent =
  | { type: 'auth.changed'; user: AuthUser | null }
  | { type: 'logout' };

export interface SessionContext {
  /** undefined before the auth state is known, null when signed out. */
  user: AuthUser | null | undefined;
  token: string;
  error: string | null;
  refetchUserState: boolean;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    watchAuthState: fromCallback<SessionEvent>(() => () => undefined),
    fetchIdToken: fromPromise<string>(async () => ''),
    signOut: fromPromise<void>(async () => undefined),
  },
  guards: {
    hasUser: ({ event }) => event.type === 'auth.changed' && event.user !== null,
  },
  actions: {
    storeUser: assign(({ event }) => (event.type === 'auth.changed' ? { user: event.user } : {})),
    markUserStateStale: assign({ refetchUserState: true }),
    storeToken: assign((_, token: string) => ({ token, error: null })),
    storeError: assign((_, error: unknown) => ({ error: error instanceof Error ? error.message : String(error) })),
    clearUser: assign({ user: null, token: '' }),
  },
}).createMachine({
  id: 'session',
  context: { user: undefined, token: '', error: null, refetchUserState: true },
  invoke: { id: 'watchAuthState', src: 'watchAuthState' },
  initial: 'unknown',
  on: {
    'auth.changed': [
      { guard: 'hasUser', target: '.signedIn', actions: ['storeUser', 'markUserStateStale'] },
      { target: '.signedOut', actions: 'storeUser' },
    ],
  },
  states: {
    unknown: {},
    signedOut: {},
    signedIn: {
      initial: 'fetchingToken',
      states: {
        fetchingToken: {
          invoke: {
            id: 'fetchIdToken',
            src: 'fetchIdToken',
            onDone: { target: 'ready', actions: { type: 'storeToken', params: ({ event }: { event: DoneActorEvent<string> }) => event.output } },
            onError: { target: 'ready', actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
          },
        },
        ready: {},
      },
      on: { logout: 'signingOut' },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'clearUser' },
        onError: { target: 'signedIn.ready', actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
  },
});
