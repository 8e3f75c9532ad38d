// The list of an operator desk, for as long as the desk is shown: the operator role is checked
// first, then the page its `query` asks for is loaded; in `ready` another query (a filter, another
// page) or a reload (after the desk changed a row, or Refresh) loads again, and a saved row can
// replace the one shown. A page the server says is not there (`not_found`: no such order, no SMS
// sandbox) is null. Anyone but an operator ends in `refused`; roles or a page that could not be
// loaded in `unavailable`, whose retry starts again from the roles. The desk invokes it once
// (id `list`) and keeps only its own actions on the rows; the page reads the list's snapshot.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { FAILURE_CODES, failedWith, notProvided, type ApiResult } from '@domain/contract/envelope';
import { replaceRow, type Row, type RowPage } from '@domain/rows';
import { actorOutput, savedRecord } from './actorOutput';
import { accessEndedAs, operatorAccess, roleAccessMachine, type RoleAccess } from './roleAccess.machine';

export interface DeskListInput {
  uid: string;
  /** What to load: the desk's filter, page start or nothing; handed to `loadPage` as it is. */
  query: unknown;
}

export interface DeskListContext extends DeskListInput {
  /** The page last loaded (of the type the desk's own `loadPage` answers; null when not there); undefined before the first. */
  page: unknown;
}

export type DeskListEvent =
  { type: 'filter'; query: unknown } | { type: 'reload' } | { type: 'retry' } | { type: 'replaceRow'; row: Row };

export const deskListMachine = setup({
  types: {
    input: {} as DeskListInput,
    context: {} as DeskListContext,
    events: {} as DeskListEvent,
  },
  actors: {
    roleAccess: roleAccessMachine,
    /** The page `query` asks for, or why it could not be loaded. */
    loadPage: fromPromise<ApiResult<unknown>, unknown>(async () => notProvided('loadPage')),
  },
  guards: {
    accessGranted: accessEndedAs('granted'),
    accessRefused: accessEndedAs('refused'),
    gotPage: (_, reply: ApiResult<unknown>) => reply.success,
    pageNotThere: (_, reply: ApiResult<unknown>) => failedWith(reply, FAILURE_CODES.notFound),
  },
  actions: {
    storeQuery: assign(({ event }) => {
      assertEvent(event, 'filter');
      return { query: event.query };
    }),
    storePage: assign((_, page: unknown) => ({ page })),
    storeNoPage: assign({ page: null }),
    replaceRow: assign(({ context, event }) => {
      assertEvent(event, 'replaceRow');
      // Only a desk whose pages are rows (`RowPage`) sends it; a page not there (null) has none.
      const page = context.page as RowPage | null;
      return page ? { page: { ...page, items: replaceRow(page.items, event.row) } } : {};
    }),
  },
}).createMachine({
  id: 'deskList',
  context: ({ input }) => ({ ...input, page: undefined }),
  initial: 'checkingRole',
  states: {
    checkingRole: {
      invoke: {
        id: 'roleAccess',
        src: 'roleAccess',
        input: operatorAccess,
        onDone: [
          { guard: { type: 'accessGranted', params: actorOutput<RoleAccess> }, target: 'loading' },
          { guard: { type: 'accessRefused', params: actorOutput<RoleAccess> }, target: 'refused' },
          { target: 'unavailable' },
        ],
      },
      on: {
        filter: { actions: 'storeQuery' },
      },
    },
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }: { context: DeskListContext }) => context.query,
        onDone: [
          {
            guard: { type: 'gotPage', params: actorOutput<ApiResult<unknown>> },
            target: 'ready',
            actions: { type: 'storePage', params: savedRecord<unknown> },
          },
          {
            guard: { type: 'pageNotThere', params: actorOutput<ApiResult<unknown>> },
            target: 'ready',
            actions: 'storeNoPage',
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
      },
      on: {
        filter: { target: 'loading', reenter: true, actions: 'storeQuery' },
      },
    },
    ready: {
      on: {
        filter: { target: 'loading', actions: 'storeQuery' },
        reload: { target: 'loading' },
        replaceRow: { actions: 'replaceRow' },
      },
    },
    refused: {},
    unavailable: {
      on: { retry: { target: 'checkingRole' } },
    },
  },
});
