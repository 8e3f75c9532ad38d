// The signed-in user's notification centre, one for the whole app: the bell in the navbar and the
// list on the dashboard show it. Signed out it is empty; signed in it loads a page of messages with
// the unread count, asks again every little while (a message that just arrived shows), pages on
// request, and marks messages read (the list and the count change when the server says so; a
// failure says so and keeps the list).
import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import type { NotificationEntry, NotificationPage, NotificationReadReply } from '@domain/contract/notifications';
import { CENTRE_PAGE_SIZE, CENTRE_REFRESH_MS } from '@domain/notificationCentre';
import { actorOutput, savedRecord } from './actorOutput';

export interface NotificationCentreContext {
  uid: string | null;
  items: NotificationEntry[];
  unread: number;
  total: number;
  /** The first message of the page shown. */
  start: number;
  /** The messages being marked read. */
  marking: string[];
  /** Whether the last "mark read" failed. */
  markFailed: boolean;
}

export type NotificationCentreEvent =
  | { type: 'session.signedIn'; uid: string }
  | { type: 'session.signedOut' }
  | { type: 'notifications.page'; start: number }
  | { type: 'notifications.refresh' }
  | { type: 'notifications.markRead'; ids: string[] };

const EMPTY = { uid: null, items: [], unread: 0, total: 0, start: 0, marking: [], markFailed: false };

export const notificationCentreMachine = setup({
  types: {
    context: {} as NotificationCentreContext,
    events: {} as NotificationCentreEvent,
  },
  actors: {
    watchSession: fromCallback<EventObject>(() => () => undefined),
    loadNotifications: fromPromise<ApiResult<NotificationPage>, { uid: string; start: number; limit: number }>(
      async () => notProvided('loadNotifications'),
    ),
    markRead: fromPromise<ApiResult<NotificationReadReply>, { uid: string; ids: string[] }>(async () =>
      notProvided('markRead'),
    ),
  },
  delays: { refreshInterval: CENTRE_REFRESH_MS },
  guards: {
    isOtherUser: ({ context, event }) => {
      assertEvent(event, 'session.signedIn');
      return event.uid !== context.uid;
    },
    gotPage: (_, reply: ApiResult<NotificationPage>) => reply.success,
    markedRead: (_, reply: ApiResult<NotificationReadReply>) => reply.success,
  },
  actions: {
    storeUid: assign(({ event }) => {
      assertEvent(event, 'session.signedIn');
      return { ...EMPTY, uid: event.uid };
    }),
    forgetCentre: assign(EMPTY),
    storeStart: assign(({ event }) => {
      assertEvent(event, 'notifications.page');
      return { start: Math.max(0, event.start) };
    }),
    storePage: assign((_, page: NotificationPage) => ({
      items: page.items,
      unread: page.unread,
      total: page.total,
      start: page.start,
    })),
    storeMarking: assign(({ event }) => {
      assertEvent(event, 'notifications.markRead');
      return { marking: event.ids, markFailed: false };
    }),
    applyRead: assign(({ context }, reply: NotificationReadReply) => ({
      items: context.items.map((item) => (context.marking.includes(item._id) ? { ...item, read: true } : item)),
      unread: reply.unread,
      marking: [],
    })),
    noteMarkFailed: assign({ marking: [], markFailed: true }),
  },
}).createMachine({
  id: 'notificationCentre',
  context: EMPTY,
  invoke: { id: 'watchSession', src: 'watchSession' },
  initial: 'signedOut',
  states: {
    signedOut: {
      entry: 'forgetCentre',
      on: { 'session.signedIn': { target: 'signedIn', actions: 'storeUid' } },
    },
    signedIn: {
      on: {
        'session.signedOut': 'signedOut',
        'session.signedIn': { guard: 'isOtherUser', target: 'signedIn', reenter: true, actions: 'storeUid' },
        'notifications.page': { target: '.loading', actions: 'storeStart' },
      },
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadNotifications',
            src: 'loadNotifications',
            input: ({ context }) => ({ uid: context.uid!, start: context.start, limit: CENTRE_PAGE_SIZE }),
            onDone: [
              {
                guard: { type: 'gotPage', params: actorOutput<ApiResult<NotificationPage>> },
                target: 'ready',
                actions: { type: 'storePage', params: savedRecord<NotificationPage> },
              },
              { target: 'failed' },
            ],
            onError: 'failed',
          },
        },
        ready: {
          after: { refreshInterval: 'loading' },
          on: {
            'notifications.refresh': 'loading',
            'notifications.markRead': { target: 'marking', actions: 'storeMarking' },
          },
        },
        marking: {
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ context }) => ({ uid: context.uid!, ids: context.marking }),
            onDone: [
              {
                guard: { type: 'markedRead', params: actorOutput<ApiResult<NotificationReadReply>> },
                target: 'ready',
                actions: { type: 'applyRead', params: savedRecord<NotificationReadReply> },
              },
              { target: 'ready', actions: 'noteMarkFailed' },
            ],
            onError: { target: 'ready', actions: 'noteMarkFailed' },
          },
        },
        failed: {
          after: { refreshInterval: 'loading' },
          on: { 'notifications.refresh': 'loading' },
        },
      },
    },
  },
});
