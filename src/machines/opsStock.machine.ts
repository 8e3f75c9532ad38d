// Stock and prices on the operator's desk (/ops/stock). After the roles (operators only) it loads
// a page of items, searched by name and, when asked, only those low on stock; the operator saves
// an item's stock, selling price and MRP, and the list shows what the server kept (the storefront
// shows it on its next request).
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { ApiResult } from '../domain/contract/envelope';
import type { OpsItem, OpsItemPage, OpsItemUpdateBody } from '../domain/contract/ops';
import { OPS_MESSAGES, type OpsStockFilter } from '../domain/ops';
import type { ToastKind } from '../domain/toast';
import { actorOutput } from './actorOutput';
import { accessEndedAs, operatorAccess, roleAccessMachine, type RoleAccess } from './roleAccess.machine';

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
    roleAccess: roleAccessMachine,
    /** A page of items; undefined when it could not be loaded. */
    loadItems: fromPromise<OpsItemPage | undefined, OpsStockFilter>(async () => undefined),
    saveItem: fromPromise<ApiResult<OpsItem>, { itemId: string; body: OpsItemUpdateBody }>(async () => ({
      success: false,
      code: 'unanswered',
      message: 'saveItem not provided',
    })),
  },
  guards: {
    accessGranted: accessEndedAs('granted'),
    accessRefused: accessEndedAs('refused'),
    gotItems: (_, page: OpsItemPage | undefined) => page !== undefined,
    saved: (_, reply: ApiResult<OpsItem>) => reply.success,
  },
  actions: {
    storeFilter: assign(({ event }) => {
      assertEvent(event, 'filter');
      return { filter: event.filter };
    }),
    storePage: assign((_, page: OpsItemPage | undefined) => ({ page: page ?? null })),
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
        id: 'loadItems',
        src: 'loadItems',
        input: ({ context }) => context.filter,
        onDone: [
          {
            guard: { type: 'gotItems', params: actorOutput<OpsItemPage | undefined> },
            target: 'ready',
            actions: { type: 'storePage', params: actorOutput<OpsItemPage | undefined> },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
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
      on: { retry: { target: 'checkingRole' } },
    },
  },
});
