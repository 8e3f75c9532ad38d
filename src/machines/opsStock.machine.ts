// Stock and prices on the operator's desk (/ops/stock). After the roles (operators only) it loads
// a page of items, searched by name and, when asked, only those low on stock; the operator saves
// an item's stock, selling price and MRP, and the list shows what the server kept (the storefront
// shows it on its next request).
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { ApiResult } from '@domain/contract/envelope';
import type { OpsItem, OpsItemPage, OpsItemUpdateBody } from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { type OpsStockFilter } from '@domain/ops';
import type { ToastKind } from '@domain/toast';
import { actorOutput } from './actorOutput';
import { listEndedAs, loadedPage, pagedListInput, pagedListMachine, type PagedList } from './pagedList.machine';

export interface OpsStockInput {
  uid: string;
  filter: OpsStockFilter;
}

export interface OpsStockContext extends OpsStockInput {
  page: OpsItemPage | null;
}

export type OpsStockEvent =
  | { type: 'retry' }
  | { type: 'filter'; filter: OpsStockFilter }
  | { type: 'save'; itemId: string; body: OpsItemUpdateBody };

export type OpsStockEmitted = { type: 'toast'; kind: ToastKind; text: string };

export const opsStockMachine = setup({
  types: {
    input: {} as OpsStockInput,
    context: {} as OpsStockContext,
    events: {} as OpsStockEvent,
    emitted: {} as OpsStockEmitted,
  },
  actors: {
    pagedList: pagedListMachine,
    saveItem: fromPromise<ApiResult<OpsItem>, { itemId: string; body: OpsItemUpdateBody }>(async () => ({
      success: false,
      code: 'unanswered',
      message: 'saveItem not provided',
    })),
  },
  guards: {
    listLoaded: listEndedAs('loaded'),
    listRefused: listEndedAs('refused'),
    saved: (_, reply: ApiResult<OpsItem>) => reply.success,
  },
  actions: {
    storeFilter: assign(({ event }) => {
      assertEvent(event, 'filter');
      return { filter: event.filter };
    }),
    storePage: assign((_, list: PagedList) => ({ page: loadedPage<OpsItemPage>(list) })),
    storeItem: assign(({ context }, reply: ApiResult<OpsItem>) => ({
      page:
        context.page && reply.success
          ? {
              ...context.page,
              items: context.page.items.map((item) => (item._id === reply.data._id ? reply.data : item)),
            }
          : context.page,
    })),
    toastSaved: emit((_, reply: ApiResult<OpsItem>) => ({
      type: 'toast' as const,
      kind: 'success' as const,
      text: reply.success ? OPS_MESSAGES.itemSaved(reply.data.name) : OPS_MESSAGES.itemFailed,
    })),
    toastRefused: emit((_, reply: ApiResult<OpsItem>) => ({
      type: 'toast' as const,
      kind: 'error' as const,
      text: reply.success ? OPS_MESSAGES.itemFailed : reply.message,
    })),
    toastFailed: emit({ type: 'toast', kind: 'error', text: OPS_MESSAGES.itemFailed }),
  },
}).createMachine({
  id: 'opsStock',
  context: ({ input }) => ({ ...input, page: null }),
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
      initial: 'idle',
      states: {
        idle: {
          on: {
            filter: { target: '#opsStock.loading', actions: 'storeFilter' },
            save: { target: 'saving' },
          },
        },
        saving: {
          invoke: {
            id: 'saveItem',
            src: 'saveItem',
            input: ({ event }) => {
              assertEvent(event, 'save');
              return { itemId: event.itemId, body: event.body };
            },
            onDone: [
              {
                guard: { type: 'saved', params: actorOutput<ApiResult<OpsItem>> },
                target: 'idle',
                actions: [
                  { type: 'storeItem', params: actorOutput<ApiResult<OpsItem>> },
                  { type: 'toastSaved', params: actorOutput<ApiResult<OpsItem>> },
                ],
              },
              { target: 'idle', actions: { type: 'toastRefused', params: actorOutput<ApiResult<OpsItem>> } },
            ],
            onError: { target: 'idle', actions: 'toastFailed' },
          },
        },
      },
    },
    notAnOperator: {},
    unavailable: {
      on: { retry: { target: 'loading' } },
    },
  },
});
