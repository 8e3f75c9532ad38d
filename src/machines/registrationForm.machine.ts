// The registration step on our backend: full name, email, phone, date of birth and gender,
// checked with the shared rules, then POST /users.
import * as v from 'valibot';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { RegistrationSchema, type Registration, type RegistrationField, type UserProfile } from '@domain/account';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import { changeField, validateFields, type FieldErrors } from '@domain/formFields';
import { COMMON_MESSAGES } from '@domain/messages/common';
import type { ToastKind } from '@domain/toast';
import { actorOutput } from './actorOutput';

export type RegistrationValues = Record<RegistrationField, string>;

export interface RegistrationFormContext {
  values: RegistrationValues;
  errors: FieldErrors<RegistrationField>;
  profile: UserProfile | null;
}

export type RegistrationFormEvent = { type: 'change'; field: RegistrationField; value: string } | { type: 'submit' };

type Reply = ApiResult<UserProfile>;

export const EMPTY_REGISTRATION: RegistrationValues = { fullName: '', email: '', phone: '', birthDate: '', gender: '' };

const initialContext = ({ input }: { input: { defaults: Partial<RegistrationValues> } }): RegistrationFormContext => ({
  values: { ...EMPTY_REGISTRATION, ...input.defaults },
  errors: {},
  profile: null,
});
const registrationOf = ({ context }: { context: RegistrationFormContext }) =>
  v.parse(RegistrationSchema, context.values);
const registeredProfile = ({ context }: { context: RegistrationFormContext }) => ({ profile: context.profile! });

export const registrationFormMachine = setup({
  types: {
    input: {} as { defaults: Partial<RegistrationValues> },
    context: {} as RegistrationFormContext,
    events: {} as RegistrationFormEvent,
    emitted: {} as { type: 'toast'; kind: ToastKind; text: string },
    output: {} as { profile: UserProfile },
  },
  actors: {
    register: fromPromise<ApiResult<UserProfile>, Registration>(async () => notProvided('register')),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateFields(RegistrationSchema, context.values)).length === 0,
    wasAccepted: (_, reply: ApiResult<UserProfile>) => reply.success,
  },
  actions: {
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'change');
      return changeField(RegistrationSchema, context.values, context.errors, event.field, event.value);
    }),
    showErrors: assign(({ context }) => ({
      errors: validateFields<RegistrationField>(RegistrationSchema, context.values),
    })),
    storeProfile: assign((_, reply: ApiResult<UserProfile>) => (reply.success ? { profile: reply.data } : {})),
    toastRefused: emit((_, reply: ApiResult<UserProfile>) => ({
      type: 'toast' as const,
      kind: 'error' as const,
      text: reply.success ? COMMON_MESSAGES.genericError : reply.message,
    })),
    toastFailed: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.genericError }),
  },
}).createMachine({
  id: 'registrationForm',
  context: initialContext,
  initial: 'editing',
  states: {
    editing: {
      on: {
        change: { actions: 'setValue' },
        submit: [{ guard: 'formIsValid', target: 'submitting' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      invoke: {
        id: 'register',
        src: 'register',
        input: registrationOf,
        onDone: [
          {
            guard: { type: 'wasAccepted', params: actorOutput<Reply> },
            target: 'registered',
            actions: { type: 'storeProfile', params: actorOutput<Reply> },
          },
          {
            target: 'editing',
            actions: { type: 'toastRefused', params: actorOutput<Reply> },
          },
        ],
        onError: { target: 'editing', actions: 'toastFailed' },
      },
    },
    registered: { type: 'final' },
  },
  output: registeredProfile,
});
