// Session: the user is unknown until the auth state arrives; a signed-in user's ID
// token is fetched and stored and refetchUserState becomes true; then the registration check
// runs. If it fails while not on the login page, the user is logged out and sent to /.
import { and, assertEvent, assign, fromCallback, fromPromise, not, or, setup } from 'xstate';
import type { UserProfile } from '@domain/account';
import { ROUTES } from '@domain/routes';
import type { AuthUser } from '@domain/session';
import { actorError, actorOutput } from './actorOutput';
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

const initialContext = ({ input }: { input: { path: string } | undefined }): SessionContext => ({
  user: undefined,
  token: '',
  error: null,
  refetchUserState: true,
  registered: undefined,
  profile: null,
  path: input?.path ?? ROUTES.home.href,
});
const credentials = ({ context }: { context: SessionContext }) => ({ uid: context.user?.uid, token: context.token });
const returnTo = ({ event }: { event: SessionEvent }) => {
  assertEvent(event, 'login.requested');
  return event.returnTo;
};

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
    hasUser: ({ event }) => {
      assertEvent(event, 'auth.changed');
      return event.user !== null;
    },
    hasNoUser: not('hasUser'),
    checkFailed: ({ context }) => context.error !== null,
    notOnLoginPage: ({ context }) => context.path !== ROUTES.login.href,
    onLoginPage: ({ context }) => context.path === ROUTES.login.href,
    isRegistered: ({ context }) => context.registered === true,
    checkFailedAwayFromLogin: and(['checkFailed', 'notOnLoginPage']),
    registeredOnLoginPage: and(['isRegistered', 'onLoginPage']),
    checkFailedOrRegistered: or(['checkFailed', 'isRegistered']),
  },
  actions: {
    storeUser: assign(({ event }) => {
      assertEvent(event, ['auth.changed', 'user.updated']);
      return { user: event.user };
    }),
    markUserStateStale: assign({ refetchUserState: true, registered: undefined, profile: null, error: null }),
    storeToken: assign((_, token: string) => ({ token, error: null })),
    storeError: assign((_, error: unknown) => ({ error: error instanceof Error ? error.message : String(error) })),
    storeCheck: assign((_, output: RegistrationCheckOutput) => ({
      registered: output.registered,
      profile: output.profile,
      error: output.error,
      refetchUserState: false,
    })),
    storeRegistration: assign(({ event }) => {
      assertEvent(event, ['registered', 'profile.updated']);
      return { registered: true, profile: event.profile };
    }),
    storePath: assign(({ event }) => {
      assertEvent(event, 'location.changed');
      return { path: event.path };
    }),
    clearUser: assign({ user: null, token: '', registered: undefined, profile: null }),
    // Provided by the composition root: navigation and the stored redirect target.
    goHome: () => undefined,
    rememberRedirect: (_, _returnTo: string) => undefined,
    goToLogin: () => undefined,
    leaveLoginPage: () => undefined,
  },
}).createMachine({
  id: 'session',
  context: initialContext,
  invoke: { id: 'watchAuthState', src: 'watchAuthState' },
  initial: 'unknown',
  on: {
    'auth.changed': [
      { guard: 'hasUser', target: '.signedIn', actions: ['storeUser', 'markUserStateStale'] },
      { target: '.signedOut', actions: 'storeUser' },
    ],
    'location.changed': { actions: 'storePath' },
    'login.requested': { actions: [{ type: 'rememberRedirect', params: returnTo }, 'goToLogin'] },
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
              actions: { type: 'storeToken', params: actorOutput<string> },
            },
            onError: {
              target: 'checkingRegistration',
              actions: { type: 'storeError', params: actorError },
            },
          },
        },
        checkingRegistration: {
          invoke: {
            id: 'registrationCheck',
            src: 'registrationCheck',
            input: credentials,
            onDone: {
              target: 'deciding',
              actions: { type: 'storeCheck', params: actorOutput<RegistrationCheckOutput> },
            },
          },
        },
        deciding: {
          always: [
            { guard: 'checkFailedAwayFromLogin', target: '#session.forcedLogout' },
            { guard: 'registeredOnLoginPage', target: 'ready', actions: 'leaveLoginPage' },
            { guard: 'checkFailedOrRegistered', target: 'ready' },
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
        'auth.changed': { guard: 'hasNoUser', target: 'signedOut', actions: ['storeUser', 'clearUser', 'goHome'] },
      },
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: ['clearUser', 'goHome'] },
        onError: {
          target: 'signedIn.ready',
          actions: { type: 'storeError', params: actorError },
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
          actions: { type: 'storeError', params: actorError },
        },
      },
    },
  },
});
