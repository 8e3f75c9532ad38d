// The SMS sandbox's page (/sandbox/sms): what the sandbox was asked to send, newest first, after
// the roles (an operator, anyone else, or unavailable), both in the invoked paged list; Refresh
// loads it again. When text messages go to MSG91 the server has no sandbox, and the page says so.
import { assign, setup } from 'xstate';
import type { SandboxSms } from '@domain/contract/smsSandbox';
import { actorOutput } from './actorOutput';
import { listEndedAs, loadedPage, pagedListInput, pagedListMachine, type PagedList } from './pagedList.machine';

export interface SmsSandboxInput {
  uid: string;
}

export interface SmsSandboxContext extends SmsSandboxInput {
  /** The sandbox's messages; null until they have loaded. */
  messages: SandboxSms[] | null;
}

export type SmsSandboxEvent = { type: 'retry' } | { type: 'refresh' };

export const smsSandboxMachine = setup({
  types: {
    input: {} as SmsSandboxInput,
    context: {} as SmsSandboxContext,
    events: {} as SmsSandboxEvent,
  },
  actors: {
    /** The roles, then the sandbox's messages (null when the server has none). */
    pagedList: pagedListMachine,
  },
  guards: {
    /** The server answered that it has no sandbox (text messages go to MSG91). */
    hasNoSandbox: (_, list: PagedList) => list.kind === 'loaded' && list.page === null,
    listLoaded: listEndedAs('loaded'),
    listRefused: listEndedAs('refused'),
  },
  actions: {
    storeMessages: assign((_, list: PagedList) => ({ messages: loadedPage<SandboxSms[]>(list) })),
  },
}).createMachine({
  id: 'smsSandbox',
  context: ({ input }) => ({ ...input, messages: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'pagedList',
        src: 'pagedList',
        input: ({ context }) => pagedListInput(context.uid, undefined, context.messages !== null),
        onDone: [
          { guard: { type: 'hasNoSandbox', params: actorOutput<PagedList> }, target: 'noSandbox' },
          {
            guard: { type: 'listLoaded', params: actorOutput<PagedList> },
            target: 'ready',
            actions: { type: 'storeMessages', params: actorOutput<PagedList> },
          },
          { guard: { type: 'listRefused', params: actorOutput<PagedList> }, target: 'notAnOperator' },
          { target: 'unavailable' },
        ],
      },
    },
    ready: {
      on: { refresh: { target: 'loading' } },
    },
    noSandbox: {},
    notAnOperator: {},
    unavailable: {
      on: { retry: { target: 'loading' } },
    },
  },
});
