// The operator's order queue (/ops). Its list (the desk list: operators only, the orders of one
// status tab with every tab's count, newest first, searched by order number, phone or name and
// paged) runs beside it; another tab, search or page forgets the selection. The operator selects
// orders that can be packed and packs them in one go, after which the queue loads again.
import { assertEvent, assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { failureToast, type DeskToast } from '@domain/deskReplies';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { MAX_BULK_PACK, type OpsQueueFilter } from '@domain/ops';
import { actorOutput } from './actorOutput';
import { deskListMachine } from './deskList.machine';

export interface OpsQueueInput {
  uid: string;
  /** The list's first query. */
  filter: OpsQueueFilter;
}

/** What a bulk pack did: how many orders were packed, and why the others were not. */
export interface PackOutcome {
  packed: number;
  refusals: string[];
}

export interface OpsQueueContext extends OpsQueueInput {
  /** The orders chosen for the next bulk pack. */
  selected: string[];
}

export type OpsQueueEvent =
  { type: 'filter'; filter: OpsQueueFilter } | { type: 'toggle'; orderId: string } | { type: 'packSelected' };

export const opsQueueMachine = setup({
  types: {
    input: {} as OpsQueueInput,
    context: {} as OpsQueueContext,
    events: {} as OpsQueueEvent,
    emitted: {} as DeskToast,
    children: {} as { list: 'deskList' },
  },
  actors: {
    deskList: deskListMachine,
    packOrders: fromPromise<PackOutcome, string[]>(async () => {
      throw new Error('packOrders not provided');
    }),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    canSelectMore: ({ context, event }) => {
      assertEvent(event, 'toggle');
      return context.selected.includes(event.orderId) || context.selected.length < MAX_BULK_PACK;
    },
  },
  actions: {
    listFilter: sendTo('list', ({ event }) => {
      assertEvent(event, 'filter');
      return { type: 'filter' as const, query: event.filter };
    }),
    reloadList: sendTo('list', { type: 'reload' }),
    toggleSelection: assign(({ context, event }) => {
      assertEvent(event, 'toggle');
      return {
        selected: context.selected.includes(event.orderId)
          ? context.selected.filter((id) => id !== event.orderId)
          : [...context.selected, event.orderId],
      };
    }),
    clearSelection: assign({ selected: [] }),
    toastPackOutcome: emit(({ context }, outcome: PackOutcome) => ({
      type: 'toast' as const,
      kind: outcome.refusals.length === 0 ? ('success' as const) : ('error' as const),
      text:
        outcome.refusals.length === 0
          ? OPS_MESSAGES.packed(outcome.packed)
          : OPS_MESSAGES.packRefused(outcome.packed, context.selected.length, outcome.refusals.join(' ')),
    })),
    toastPackFailed: emit(failureToast(OPS_MESSAGES.packFailed)),
  },
}).createMachine({
  id: 'opsQueue',
  context: ({ input }) => ({ ...input, selected: [] }),
  invoke: {
    id: 'list',
    src: 'deskList',
    input: ({ context }) => ({ uid: context.uid, query: context.filter }),
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        filter: { actions: ['clearSelection', 'listFilter'] },
        toggle: { guard: 'canSelectMore', actions: 'toggleSelection' },
        packSelected: { guard: 'hasSelection', target: 'packing' },
      },
    },
    packing: {
      invoke: {
        id: 'packOrders',
        src: 'packOrders',
        input: ({ context }) => context.selected,
        onDone: {
          target: 'idle',
          actions: [{ type: 'toastPackOutcome', params: actorOutput<PackOutcome> }, 'clearSelection', 'reloadList'],
        },
        onError: { target: 'idle', actions: ['toastPackFailed', 'clearSelection', 'reloadList'] },
      },
    },
  },
});
