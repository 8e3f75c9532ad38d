// Registration check: GET /users/{uid} with the ID token, up to 5 attempts,
// retrying after 1500 ms on a non-200 answer and after 1000 ms when the request fails.
import { assign, fromPromise, setup } from 'xstate';
import type { UserProfile, UserRecord } from '@domain/account';
import { REGISTRATION_CHECK } from '@domain/constants';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { actorOutput } from './actorOutput';

export interface UserRecordReply {
  status: number;
  record?: UserRecord;
}

export interface RegistrationCheckInput {
  uid: string | undefined;
  token: string | undefined;
}

export interface RegistrationCheckOutput {
  registered: boolean;
  profile: UserProfile | null;
  error: string | null;
}

interface RegistrationCheckContext extends RegistrationCheckInput {
  attempt: number;
  record: UserRecord | null;
  error: string | null;
}

const initialContext = ({ input }: { input: RegistrationCheckInput }): RegistrationCheckContext => ({
  ...input,
  attempt: 0,
  record: null,
  error: null,
});
const credentials = ({ context }: { context: RegistrationCheckContext }) => ({
  uid: context.uid!,
  token: context.token!,
});
const outcome = ({ context }: { context: RegistrationCheckContext }): RegistrationCheckOutput => ({
  registered: context.record?.registered ?? false,
  profile: context.record?.profile ?? null,
  error: context.error,
});

export const registrationCheckMachine = setup({
  types: {
    input: {} as RegistrationCheckInput,
    context: {} as RegistrationCheckContext,
    output: {} as RegistrationCheckOutput,
  },
  actors: {
    fetchUserRecord: fromPromise<UserRecordReply, { uid: string; token: string }>(async () => ({ status: 0 })),
  },
  delays: {
    afterNon200: REGISTRATION_CHECK.retryAfterNon200Ms,
    afterFailure: REGISTRATION_CHECK.retryAfterFailureMs,
  },
  guards: {
    hasNoToken: ({ context }) => !context.token,
    hasNoUid: ({ context }) => !context.uid,
    answered200: (_, reply: UserRecordReply) => reply.status === 200 && reply.record !== undefined,
    hasAttemptsLeft: ({ context }) => context.attempt < REGISTRATION_CHECK.attempts,
  },
  actions: {
    countAttempt: assign(({ context }) => ({ attempt: context.attempt + 1 })),
    storeRecord: assign((_, reply: UserRecordReply) => ({ record: reply.record ?? null })),
    failNoToken: assign({ error: COMMON_MESSAGES.tokenNotAvailable }),
    failNoUid: assign({ error: COMMON_MESSAGES.userNotAuthenticated }),
    failAfterAttempts: assign({ error: COMMON_MESSAGES.userFetchFailed }),
  },
}).createMachine({
  id: 'registrationCheck',
  context: initialContext,
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasNoToken', target: 'failed', actions: 'failNoToken' },
        { guard: 'hasNoUid', target: 'failed', actions: 'failNoUid' },
        { target: 'fetching' },
      ],
    },
    fetching: {
      entry: 'countAttempt',
      invoke: {
        id: 'fetchUserRecord',
        src: 'fetchUserRecord',
        input: credentials,
        onDone: [
          {
            guard: { type: 'answered200', params: actorOutput<UserRecordReply> },
            target: 'done',
            actions: { type: 'storeRecord', params: actorOutput<UserRecordReply> },
          },
          { guard: 'hasAttemptsLeft', target: 'waitingAfterNon200' },
          { target: 'failed', actions: 'failAfterAttempts' },
        ],
        onError: [
          { guard: 'hasAttemptsLeft', target: 'waitingAfterFailure' },
          { target: 'failed', actions: 'failAfterAttempts' },
        ],
      },
    },
    waitingAfterNon200: { after: { afterNon200: 'fetching' } },
    waitingAfterFailure: { after: { afterFailure: 'fetching' } },
    done: { type: 'final' },
    failed: { type: 'final' },
  },
  output: outcome,
});
