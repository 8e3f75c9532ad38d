// The desk's audit log (/ops/audit): the roles first (an operator, anyone else, or unavailable),
// then a page of the log, newest first; Newer and Older load another page.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AuditPage } from '../domain/contract/ops';
import { actorOutput } from './actorOutput';
import { accessEndedAs, operatorAccess, roleAccessMachine, type RoleAccess } from './roleAccess.machine';

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
    roleAccess: roleAccessMachine,
    /** A page of the log from this entry; undefined when it could not be loaded. */
    loadEntries: fromPromise<AuditPage | undefined, number>(async () => undefined),
  },
  guards: {
    accessGranted: accessEndedAs('granted'),
    accessRefused: accessEndedAs('refused'),
    gotEntries: (_, page: AuditPage | undefined) => page !== undefined,
  },
  actions: {
    storeStart: assign(({ event }) => {
      assertEvent(event, 'page');
      return { start: event.start };
    }),
    storePage: assign((_, page: AuditPage | undefined) => ({ page: page ?? null })),
  },
}).createMachine({
  id: 'opsAudit',
  context: ({ input }) => ({ ...input, page: null }),
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
        id: 'loadEntries',
        src: 'loadEntries',
        input: ({ context }) => context.start,
        onDone: [
          {
            guard: { type: 'gotEntries', params: actorOutput<AuditPage | undefined> },
            target: 'ready',
            actions: { type: 'storePage', params: actorOutput<AuditPage | undefined> },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
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
      on: { retry: { target: 'checkingRole' } },
    },
  },
});
