// Stock and prices on the operator's desk (/ops/stock). Its list (the desk list: operators only, a
// page of items searched by name and, when asked, only those low on stock) runs beside it; the
// operator saves an item's stock, selling price and MRP, and the list shows what the server kept
// (the storefront shows it on its next request).
import { assertEvent, emit, fromPromise, sendTo, setup } from 'xstate';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import type { OpsItem, OpsItemUpdateBody } from '@domain/contract/ops';
import { failureToast, replySucceeded, replyToast, type DeskToast } from '@domain/deskReplies';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { type OpsStockFilter } from '@domain/ops';
import { actorOutput, savedRecord } from './actorOutput';
import { deskListMachine } from './deskList.machine';

export interface OpsStockInput {
  uid: string;
  /** The list's first query. */
  filter: OpsStockFilter;
}

export type OpsStockEvent = { type: 'save'; itemId: string; body: OpsItemUpdateBody };

export const opsStockMachine = setup({
  types: {
    input: {} as OpsStockInput,
    context: {} as OpsStockInput,
    events: {} as OpsStockEvent,
    emitted: {} as DeskToast,
    children: {} as { list: 'deskList' },
  },
  actors: {
    deskList: deskListMachine,
    saveItem: fromPromise<ApiResult<OpsItem>, { itemId: string; body: OpsItemUpdateBody }>(async () =>
      notProvided('saveItem'),
    ),
  },
  guards: {
    saved: replySucceeded,
  },
  actions: {
    showSavedItem: sendTo('list', (_, item: OpsItem) => ({ type: 'replaceRow' as const, row: item })),
    toastReply: emit(replyToast<OpsItem>((item) => OPS_MESSAGES.itemSaved(item.name))),
    toastFailed: emit(failureToast(OPS_MESSAGES.itemFailed)),
  },
}).createMachine({
  id: 'opsStock',
  context: ({ input }) => input,
  invoke: {
    id: 'list',
    src: 'deskList',
    input: ({ context }) => ({ uid: context.uid, query: context.filter }),
  },
  initial: 'idle',
  states: {
    idle: {
      on: { save: { target: 'saving' } },
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
              { type: 'showSavedItem', params: savedRecord<OpsItem> },
              { type: 'toastReply', params: actorOutput<ApiResult<OpsItem>> },
            ],
          },
          { target: 'idle', actions: { type: 'toastReply', params: actorOutput<ApiResult<OpsItem>> } },
        ],
        onError: { target: 'idle', actions: 'toastFailed' },
      },
    },
  },
});
