// The SMS sandbox's page (/sandbox/sms): the roles first (an operator, anyone else, or
// unavailable), then what the sandbox was asked to send, newest first; Refresh loads it again.
// When text messages go to MSG91 the server has no sandbox, and the page says so.
import { assign, fromPromise, setup } from 'xstate';
import type { SandboxSms } from '@domain/contract/smsSandbox';
import { actorOutput } from './actorOutput';
import { accessEndedAs, operatorAccess, roleAccessMachine, type RoleAccess } from './roleAccess.machine';

export interface SmsSandboxInput {
  uid: string;
}

export interface SmsSandboxContext extends SmsSandboxInput {
  messages: SandboxSms[];
}

export type SmsSandboxEvent = { type: 'retry' } | { type: 'refresh' };

/** The messages; null when the server has no sandbox (text messages go to MSG91); undefined when they could not be loaded. */
type Loaded = SandboxSms[] | null | undefined;

export const smsSandboxMachine = setup({
  types: {
    input: {} as SmsSandboxInput,
    context: {} as SmsSandboxContext,
    events: {} as SmsSandboxEvent,
  },
  actors: {
    roleAccess: roleAccessMachine,
    loadMessages: fromPromise<Loaded, void>(async () => undefined),
  },
  guards: {
    accessGranted: accessEndedAs('granted'),
    accessRefused: accessEndedAs('refused'),
    gotMessages: (_, loaded: Loaded) => Array.isArray(loaded),
    hasNoSandbox: (_, loaded: Loaded) => loaded === null,
  },
  actions: {
    storeMessages: assign((_, loaded: Loaded) => ({ messages: loaded ?? [] })),
  },
}).createMachine({
  id: 'smsSandbox',
  context: ({ input }) => ({ ...input, messages: [] }),
  initial: 'checkingRole',
  states: {
    checkingRole: {
      invoke: {
        id: 'roleAccess',
        src: 'roleAccess',
        input: operatorAccess,
        onDone: [
          { guard: { type: 'accessGranted', params: actorOutput<RoleAccess> }, target: 'loading' },
          { guard: { type: 'accessRefused', params: actorOutput<RoleAccess> }, target: 'notAnOperator' },
          { target: 'unavailable' },
        ],
      },
    },
    loading: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        onDone: [
          {
            guard: { type: 'gotMessages', params: actorOutput<Loaded> },
            target: 'ready',
            actions: { type: 'storeMessages', params: actorOutput<Loaded> },
          },
          { guard: { type: 'hasNoSandbox', params: actorOutput<Loaded> }, target: 'noSandbox' },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
      },
    },
    ready: {
      on: { refresh: { target: 'loading' } },
    },
    noSandbox: {},
    notAnOperator: {},
    unavailable: {
      on: { retry: { target: 'checkingRole' } },
    },
  },
});
