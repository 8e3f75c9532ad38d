// Phone sign-in: sending a code stores a confirmation result, or the provider's
// message; verifying sets the user, or an error; with no confirmation result the error is
// 'Confirmation Result Invalid'. A new code can be sent after a visible cooldown.
import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { RESEND_COOLDOWN_SECONDS } from '@domain/account';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';
import type { AuthUser } from '@domain/session';
import { normalizeIndianPhone } from '@domain/validation';
import { actorError, actorOutput } from './actorOutput';

/** What the identity provider hands back after sending a code; opaque to the machine. */
export type Confirmation = object;

export interface PhoneSignInContext {
  phone: string;
  code: string;
  confirmation: Confirmation | null;
  error: string | null;
  secondsToResend: number;
  user: AuthUser | null;
}

export type PhoneSignInEvent =
  | { type: 'phone.change'; phone: string }
  | { type: 'code.change'; code: string }
  | { type: 'send' }
  | { type: 'verify' }
  | { type: 'resend' }
  | { type: 'changeNumber' };

const CODE_PATTERN = /^\d{6}$/;

const e164Phone = ({ context }: { context: PhoneSignInContext }) => normalizeIndianPhone(context.phone)!;
const codeToConfirm = ({ context }: { context: PhoneSignInContext }) => ({
  confirmation: context.confirmation!,
  code: context.code,
});

function providerMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const phoneSignInMachine = setup({
  types: {
    context: {} as PhoneSignInContext,
    events: {} as PhoneSignInEvent,
  },
  actors: {
    sendCode: fromPromise<Confirmation | null, string>(async () => null),
    confirmCode: fromPromise<AuthUser, { confirmation: Confirmation; code: string }>(async () => {
      throw new Error('confirmCode not provided');
    }),
  },
  delays: { oneSecond: 1000 },
  guards: {
    phoneIsValid: ({ context }) => normalizeIndianPhone(context.phone) !== null,
    codeIsComplete: ({ context }) => CODE_PATTERN.test(context.code),
    hasConfirmation: ({ context }) => context.confirmation !== null,
    cooldownOver: ({ context }) => context.secondsToResend <= 1,
    lacksConfirmation: not('hasConfirmation'),
  },
  actions: {
    setPhone: assign(({ event }) => {
      assertEvent(event, 'phone.change');
      return { phone: event.phone, error: null };
    }),
    setCode: assign(({ event }) => {
      assertEvent(event, 'code.change');
      return { code: event.code.replace(/\D/g, '').slice(0, 6), error: null };
    }),
    rejectPhone: assign({ error: COMMON_MESSAGES.invalidPhone }),
    rejectCode: assign({ error: SITE_MESSAGES.enterCode }),
    rejectMissingConfirmation: assign({ error: COMMON_MESSAGES.confirmationResultInvalid }),
    storeConfirmation: assign((_, confirmation: Confirmation | null) => ({ confirmation, error: null, code: '' })),
    storeError: assign((_, error: unknown) => ({ error: providerMessage(error) })),
    storeUser: assign((_, user: AuthUser) => ({ user, error: null })),
    startCooldown: assign({ secondsToResend: RESEND_COOLDOWN_SECONDS }),
    tickCooldown: assign(({ context }) => ({ secondsToResend: Math.max(0, context.secondsToResend - 1) })),
    forgetConfirmation: assign({ confirmation: null, code: '', error: null }),
  },
}).createMachine({
  id: 'phoneSignIn',
  context: { phone: '', code: '', confirmation: null, error: null, secondsToResend: 0, user: null },
  initial: 'enteringPhone',
  states: {
    enteringPhone: {
      on: {
        'phone.change': { actions: 'setPhone' },
        send: [{ guard: 'phoneIsValid', target: 'sendingCode' }, { actions: 'rejectPhone' }],
      },
    },
    sendingCode: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: e164Phone,
        onDone: {
          target: 'awaitingCode',
          actions: [{ type: 'storeConfirmation', params: actorOutput<Confirmation | null> }, 'startCooldown'],
        },
        onError: {
          target: 'enteringPhone',
          actions: { type: 'storeError', params: actorError },
        },
      },
    },
    awaitingCode: {
      initial: 'coolingDown',
      on: {
        'code.change': { actions: 'setCode' },
        verify: [
          { guard: 'lacksConfirmation', actions: 'rejectMissingConfirmation' },
          { guard: 'codeIsComplete', target: 'verifying' },
          { actions: 'rejectCode' },
        ],
        changeNumber: { target: 'enteringPhone', actions: 'forgetConfirmation' },
      },
      states: {
        coolingDown: {
          after: {
            oneSecond: [
              { guard: 'cooldownOver', target: 'canResend', actions: 'tickCooldown' },
              { target: 'coolingDown', reenter: true, actions: 'tickCooldown' },
            ],
          },
        },
        canResend: {
          on: { resend: '#phoneSignIn.sendingCode' },
        },
      },
    },
    verifying: {
      invoke: {
        id: 'confirmCode',
        src: 'confirmCode',
        input: codeToConfirm,
        onDone: {
          target: 'signedIn',
          actions: { type: 'storeUser', params: actorOutput<AuthUser> },
        },
        onError: {
          target: 'awaitingCode.canResend',
          actions: { type: 'storeError', params: actorError },
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
