// The operator's order queue (/ops). It asks for the signed-in user's roles first (never the
// display name); an operator gets the orders of one status tab (with every tab's count), newest
// first, searched by order number, phone or name and paged; anyone else is told the desk is for
// operators. The operator selects orders that can be packed and packs them in one go, after which
// the queue loads again.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { OpsOrderPage } from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { MAX_BULK_PACK, type OpsQueueFilter } from '@domain/ops';
import type { ToastKind } from '@domain/toast';
import { actorOutput } from './actorOutput';
import { listEndedAs, loadedPage, pagedListInput, pagedListMachine, type PagedList } from './pagedList.machine';

export interface OpsQueueInput {
  uid: string;
  filter: OpsQueueFilter;
}

/** What a bulk pack did: how many orders were packed, and why the others were not. */
export interface PackOutcome {
  packed: number;
  refusals: string[];
}

export interface OpsQueueContext extends OpsQueueInput {
  page: OpsOrderPage | null;
  /** The orders chosen for the next bulk pack. */
  selected: string[];
}

export type OpsQueueEvent =
  | { type: 'retry' }
  | { type: 'filter'; filter: OpsQueueFilter }
  | { type: 'toggle'; orderId: string }
  | { type: 'packSelected' };

export type OpsQueueEmitted = { type: 'toast'; kind: ToastKind; text: string };

export const opsQueueMachine = setup({
  types: {
    input: {} as OpsQueueInput,
    context: {} as OpsQueueContext,
    events: {} as OpsQueueEvent,
    emitted: {} as OpsQueueEmitted,
  },
  actors: {
    pagedList: pagedListMachine,
    packOrders: fromPromise<PackOutcome, string[]>(async () => {
      throw new Error('packOrders not provided');
    }),
  },
  guards: {
    listLoaded: listEndedAs('loaded'),
    listRefused: listEndedAs('refused'),
    hasSelection: ({ context }) => context.selected.length > 0,
    canSelectMore: ({ context, event }) => {
      assertEvent(event, 'toggle');
      return context.selected.includes(event.orderId) || context.selected.length < MAX_BULK_PACK;
    },
  },
  actions: {
    storeFilter: assign(({ event }) => {
      assertEvent(event, 'filter');
      return { filter: event.filter, selected: [] };
    }),
    storePage: assign((_, list: PagedList) => ({ page: loadedPage<OpsOrderPage>(list) })),
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
    toastPackFailed: emit({ type: 'toast', kind: 'error', text: OPS_MESSAGES.packFailed }),
  },
}).createMachine({
  id: 'opsQueue',
  context: ({ input }) => ({ ...input, page: null, selected: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'pagedList',
        src: 'pagedList',
        input: ({ context }) => pagedListInput(context.uid, context.filter, context.page !== null),
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
        filter: { target: 'loading', reenter: true, actions: 'storeFilter' },
      },
    },
    ready: {
      on: {
        filter: { target: 'loading', actions: 'storeFilter' },
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
          target: 'loading',
          actions: [{ type: 'toastPackOutcome', params: actorOutput<PackOutcome> }, 'clearSelection'],
        },
        onError: { target: 'loading', actions: ['toastPackFailed', 'clearSelection'] },
      },
    },
    notAnOperator: {},
    unavailable: {
      on: { retry: { target: 'loading' } },
    },
  },
});
