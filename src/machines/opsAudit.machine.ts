// The desk's audit log (/ops/audit): a page of the log, newest first, after the roles (an operator,
// anyone else, or unavailable), both in the invoked paged list; Newer and Older load another page.
import { assertEvent, assign, setup } from 'xstate';
import type { AuditPage } from '@domain/contract/ops';
import { actorOutput } from './actorOutput';
import { listEndedAs, loadedPage, pagedListInput, pagedListMachine, type PagedList } from './pagedList.machine';

export interface OpsAuditInput {
  uid: string;
  /** The first entry shown, counted from the newest. */
  start: number;
}

export interface OpsAuditContext extends OpsAuditInput {
  page: AuditPage | null;
}

export type OpsAuditEvent = { type: 'retry' } | { type: 'page'; start: number };

export const opsAuditMachine = setup({
  types: {
    input: {} as OpsAuditInput,
    context: {} as OpsAuditContext,
    events: {} as OpsAuditEvent,
  },
  actors: {
    /** The roles, then a page of the log from entry `start`. */
    pagedList: pagedListMachine,
  },
  guards: {
    listLoaded: listEndedAs('loaded'),
    listRefused: listEndedAs('refused'),
  },
  actions: {
    storeStart: assign(({ event }) => {
      assertEvent(event, 'page');
      return { start: event.start };
    }),
    storePage: assign((_, list: PagedList) => ({ page: loadedPage<AuditPage>(list) })),
  },
}).createMachine({
  id: 'opsAudit',
  context: ({ input }) => ({ ...input, page: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'pagedList',
        src: 'pagedList',
        input: ({ context }) => pagedListInput(context.uid, context.start, context.page !== null),
        onDone: [
          {
            guard: { type: 'listLoaded', params: actorOutput<PagedList> },
            target: 'ready',
            actions: { type: 'storePage', params: actorOutput<PagedList> },
          },
          { guard: { type: 'listRefused', params: actorOutput<PagedList> }, target: 'notAnOperator' },
          { target: 'unavailable' },
        ],
      },
      on: {
        page: { target: 'loading', reenter: true, actions: 'storeStart' },
      },
    },
    ready: {
      on: {
        page: { target: 'loading', actions: 'storeStart' },
      },
    },
    notAnOperator: {},
    unavailable: {
      on: { retry: { target: 'loading' } },
    },
  },
});
