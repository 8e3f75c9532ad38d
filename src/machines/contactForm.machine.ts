// The contact form: edit, submit when every field is valid, then sent or back to editing.
import * as v from 'valibot';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { ContactMessageSchema, type ContactField, type ContactMessage } from '@domain/contact';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import { changeField, validateFields } from '@domain/formFields';
import { SITE_MESSAGES } from '@domain/messages/site';
import type { ToastKind } from '@domain/toast';
import { actorOutput } from './actorOutput';

export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export interface ContactFormContext {
  values: ContactValues;
  errors: ContactErrors;
}

export type ContactFormEvent =
  { type: 'change'; field: ContactField; value: string } | { type: 'submit' } | { type: 'writeAnother' };

export type ContactFormEmitted = { type: 'toast'; kind: ToastKind; text: string };

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' };

const validate = (values: ContactValues): ContactErrors => validateFields<ContactField>(ContactMessageSchema, values);
const messageOf = ({ context }: { context: ContactFormContext }) => v.parse(ContactMessageSchema, context.values);

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    emitted: {} as ContactFormEmitted,
  },
  actors: {
    sendMessage: fromPromise<ApiResult<{ _id: string }>, ContactMessage>(async () => notProvided('sendMessage')),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validate(context.values)).length === 0,
    wasAccepted: (_, result: ApiResult<unknown>) => result.success,
  },
  actions: {
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'change');
      return changeField(ContactMessageSchema, context.values, context.errors, event.field, event.value);
    }),
    showErrors: assign(({ context }) => ({ errors: validate(context.values) })),
    clearForm: assign({ values: EMPTY, errors: {} }),
    toastSent: emit({ type: 'toast', kind: 'success', text: SITE_MESSAGES.contactSent }),
    toastRefused: emit((_, reply: ApiResult<unknown>) => ({
      type: 'toast' as const,
      kind: 'error' as const,
      text: (!reply.success && reply.message) || SITE_MESSAGES.contactFailed,
    })),
    toastFailed: emit({ type: 'toast', kind: 'error', text: SITE_MESSAGES.contactFailed }),
  },
}).createMachine({
  id: 'contactForm',
  context: { values: EMPTY, errors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        change: { actions: 'setValue' },
        submit: [{ guard: 'formIsValid', target: 'sending' }, { actions: 'showErrors' }],
      },
    },
    sending: {
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: messageOf,
        onDone: [
          {
            guard: { type: 'wasAccepted', params: actorOutput<ApiResult<unknown>> },
            target: 'sent',
            actions: ['clearForm', 'toastSent'],
          },
          {
            target: 'editing',
            actions: { type: 'toastRefused', params: actorOutput<ApiResult<unknown>> },
          },
        ],
        onError: { target: 'editing', actions: 'toastFailed' },
      },
    },
    sent: {
      on: { writeAnother: 'editing' },
    },
  },
});
