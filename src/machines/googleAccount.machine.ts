// Google with the identity provider: sign in with a popup, or link Google to the signed-in
// account ('User not found' without one; the provider's message when the Google account
// belongs to someone else).
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { COMMON_MESSAGES } from '@domain/messages/common';
import type { AuthUser } from '@domain/session';
import { actorError, actorOutput } from './actorOutput';

export interface GoogleAccountContext {
  user: AuthUser | null;
  error: string | null;
}

export type GoogleAccountEvent = { type: 'signIn' } | { type: 'link'; currentUser: AuthUser | null };

export const googleAccountMachine = setup({
  types: {
    context: {} as GoogleAccountContext,
    events: {} as GoogleAccountEvent,
    emitted: {} as { type: 'linked'; user: AuthUser },
  },
  actors: {
    signInWithGoogle: fromPromise<AuthUser>(async () => {
      throw new Error('signInWithGoogle not provided');
    }),
    linkGoogle: fromPromise<AuthUser>(async () => {
      throw new Error('linkGoogle not provided');
    }),
  },
  guards: {
    hasCurrentUser: ({ event }) => {
      assertEvent(event, 'link');
      return event.currentUser !== null;
    },
  },
  actions: {
    storeUser: assign((_, user: AuthUser) => ({ user, error: null })),
    storeError: assign((_, error: unknown) => ({ error: error instanceof Error ? error.message : String(error) })),
    rejectNoUser: assign({ error: COMMON_MESSAGES.userNotFound }),
    clearError: assign({ error: null }),
    announceLinked: emit(({ context }) => ({ type: 'linked' as const, user: context.user! })),
  },
}).createMachine({
  id: 'googleAccount',
  context: { user: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        signIn: { target: 'signingIn', actions: 'clearError' },
        link: [{ guard: 'hasCurrentUser', target: 'linking', actions: 'clearError' }, { actions: 'rejectNoUser' }],
      },
    },
    signingIn: {
      invoke: {
        id: 'signInWithGoogle',
        src: 'signInWithGoogle',
        onDone: {
          target: 'signedIn',
          actions: { type: 'storeUser', params: actorOutput<AuthUser> },
        },
        onError: {
          target: 'idle',
          actions: { type: 'storeError', params: actorError },
        },
      },
    },
    linking: {
      invoke: {
        id: 'linkGoogle',
        src: 'linkGoogle',
        onDone: {
          target: 'idle',
          actions: [{ type: 'storeUser', params: actorOutput<AuthUser> }, 'announceLinked'],
        },
        onError: {
          target: 'idle',
          actions: { type: 'storeError', params: actorError },
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
