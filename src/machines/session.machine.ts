// Session (spec §4): the user is unknown until the auth state arrives; a signed-in user's ID
// token is fetched and stored and refetchUserState becomes true; then the registration check
// runs. If it fails while not on the login page, the user is logged out and sent to /.
import {
  and,
  assign,
  fromCallback,
  fromPromise,
  not,
  or,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import type { UserProfile } from '../domain/account';
import { ROUTES } from '../domain/routes';
import type { AuthUser } from '../domain/session';
import { registrationCheckMachine, type RegistrationCheckOutput } from './registrationCheck.machine';

export type SessionEvent =
  | { type: 'auth.changed'; user: AuthUser | null }
  | { type: 'logout' }
  | { type: 'location.changed'; path: string }
  /** The registration form was accepted. */
  | { type: 'registered'; profile: UserProfile }
  /** The identity provider's user changed in place (display name, linked providers). */
  | { type: 'user.updated'; user: AuthUser }
  | { type: 'profile.updated'; profile: UserProfile }
  /** A page that needs a signed-in user sends the visitor to log in, and back here after. */
  | { type: 'login.requested'; returnTo: string };

export interface SessionContext {
  /** undefined before the auth state is known, null when signed out. */
  user: AuthUser | null | undefined;
  token: string;
  error: string | null;
  refetchUserState: boolean;
  /** undefined until the registration check answers. */
  registered: boolean | undefined;
  profile: UserProfile | null;
  path: string;
}

type CheckDone = DoneActorEvent<RegistrationCheckOutput>;

export const sessionMachine = setup({
  types: {
    input: {} as { path: string } | undefined,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    watchAuthState: fromCallback<SessionEvent>(() => () => undefined),
    fetchIdToken: fromPromise<string>(async () => ''),
    signOut: fromPromise<void>(async () => undefined),
    registrationCheck: registrationCheckMachine,
  },
  guards: {
    hasUser: ({ event }) => event.type === 'auth.changed' && event.user !== null,
    checkFailed: ({ context }) => context.error !== null,
    notOnLoginPage: ({ context }) => context.path !== ROUTES.login.href,
    onLoginPage: ({ context }) => context.path === ROUTES.login.href,
    isRegistered: ({ context }) => context.registered === true,
  },
  actions: {
    storeUser: assign(({ event }) =>
      event.type === 'auth.changed' || event.type === 'user.updated' ? { user: event.user } : {},
    ),
    markUserStateStale: assign({ refetchUserState: true, registered: undefined, profile: null, error: null }),
    storeToken: assign((_, token: string) => ({ token, error: null })),
    storeError: assign((_, error: unknown) => ({ error: error instanceof Error ? error.message : String(error) })),
    storeCheck: assign((_, output: RegistrationCheckOutput) => ({
      registered: output.registered,
      profile: output.profile,
      error: output.error,
      refetchUserState: false,
    })),
    storeRegistration: assign(({ event }) =>
      event.type === 'registered' || event.type === 'profile.updated'
        ? { registered: true, profile: event.profile }
        : {},
    ),
    storePath: assign(({ event }) => (event.type === 'location.changed' ? { path: event.path } : {})),
    clearUser: assign({ user: null, token: '', registered: undefined, profile: null }),
    // Provided by the composition root: navigation and the stored redirect target.
    goHome: () => undefined,
    rememberRedirect: (_, _returnTo: string) => undefined,
    goToLogin: () => undefined,
    leaveLoginPage: () => undefined,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: undefined,
    token: '',
    error: null,
    refetchUserState: true,
    registered: undefined,
    profile: null,
    path: input?.path ?? ROUTES.home.href,
  }),
  invoke: { id: 'watchAuthState', src: 'watchAuthState' },
  initial: 'unknown',
  on: {
    'auth.changed': [
      { guard: 'hasUser', target: '.signedIn', actions: ['storeUser', 'markUserStateStale'] },
      { target: '.signedOut', actions: 'storeUser' },
    ],
    'location.changed': { actions: 'storePath' },
    'login.requested': { actions: [{ type: 'rememberRedirect', params: ({ event }) => event.returnTo }, 'goToLogin'] },
  },
  states: {
    unknown: {},
    signedOut: {},
    signedIn: {
      initial: 'fetchingToken',
      on: {
        logout: 'signingOut',
        'user.updated': { actions: 'storeUser' },
      },
      states: {
        fetchingToken: {
          invoke: {
            id: 'fetchIdToken',
            src: 'fetchIdToken',
            onDone: {
              target: 'checkingRegistration',
              actions: { type: 'storeToken', params: ({ event }: { event: DoneActorEvent<string> }) => event.output },
            },
            onError: {
              target: 'checkingRegistration',
              actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            },
          },
        },
        checkingRegistration: {
          invoke: {
            id: 'registrationCheck',
            src: 'registrationCheck',
            input: ({ context }) => ({ uid: context.user?.uid, token: context.token }),
            onDone: {
              target: 'deciding',
              actions: { type: 'storeCheck', params: ({ event }: { event: CheckDone }) => event.output },
            },
          },
        },
        deciding: {
          always: [
            { guard: and(['checkFailed', 'notOnLoginPage']), target: '#session.forcedLogout' },
            { guard: and(['isRegistered', 'onLoginPage']), target: 'ready', actions: 'leaveLoginPage' },
            { guard: or(['checkFailed', 'isRegistered']), target: 'ready' },
            { target: 'needsRegistration' },
          ],
        },
        needsRegistration: {
          on: { registered: { target: 'ready', actions: ['storeRegistration', 'leaveLoginPage'] } },
        },
        ready: {
          on: { 'profile.updated': { actions: 'storeRegistration' } },
        },
      },
    },
    forcedLogout: {
      // The identity provider reports the sign-out (auth.changed with no user) before its
      // signOut call settles; going home must not depend on which comes first.
      on: {
        'auth.changed': { guard: not('hasUser'), target: 'signedOut', actions: ['storeUser', 'clearUser', 'goHome'] },
      },
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: ['clearUser', 'goHome'] },
        onError: {
          target: 'signedIn.ready',
          actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'clearUser' },
        onError: {
          target: 'signedIn.ready',
          actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
  },
});
