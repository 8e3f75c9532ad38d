// A page of an operator desk's list: the desk's role is checked first (skipped once a page of the
// list has loaded), then the page asked for by `query` is loaded, and the machine ends loaded
// (with the page), refused (the user is not an operator) or unavailable (the roles or the page
// could not be loaded). Every operator desk with a list invokes it again for each page or filter.
import { assign, fromPromise, setup } from 'xstate';
import { actorOutput } from './actorOutput';
import { accessEndedAs, operatorAccess, roleAccessMachine, type RoleAccess } from './roleAccess.machine';

export interface PagedListInput {
  uid: string;
  /** What to load: the desk's filter, page start or nothing; handed to `loadPage` as it is. */
  query: unknown;
  /** The role was granted before (a page has loaded): the check is not asked again. */
  roleChecked: boolean;
}

/** How the load ended. */
export type PagedList<Page = unknown> = { kind: 'loaded'; page: Page } | { kind: 'refused' } | { kind: 'unavailable' };

export interface PagedListContext extends PagedListInput {
  list: PagedList;
}

/** A guard for the desk that invokes this machine: the load ended as `kind`. */
export const listEndedAs =
  (kind: PagedList['kind']) =>
  (_: unknown, list: PagedList): boolean =>
    list.kind === kind;

/** The page a load ended with (of the type the desk's own `loadPage` answers); null without one. */
export const loadedPage = <Page>(list: PagedList): Page | null => (list.kind === 'loaded' ? (list.page as Page) : null);

/** The invoking desk's input: its user, what to load, and whether a page of it loaded before. */
export const pagedListInput = (uid: string, query: unknown, loadedBefore: boolean): PagedListInput => ({
  uid,
  query,
  roleChecked: loadedBefore,
});

export const pagedListMachine = setup({
  types: {
    input: {} as PagedListInput,
    context: {} as PagedListContext,
    output: {} as PagedList,
  },
  actors: {
    roleAccess: roleAccessMachine,
    /** The page `query` asks for; undefined when it could not be loaded. */
    loadPage: fromPromise<unknown, unknown>(async () => undefined),
  },
  guards: {
    roleChecked: ({ context }) => context.roleChecked,
    accessGranted: accessEndedAs('granted'),
    accessRefused: accessEndedAs('refused'),
    gotPage: (_, page: unknown) => page !== undefined,
  },
  actions: {
    endRefused: assign({ list: { kind: 'refused' } }),
    endLoaded: assign((_, page: unknown) => ({ list: { kind: 'loaded' as const, page } })),
  },
}).createMachine({
  id: 'pagedList',
  context: ({ input }) => ({ ...input, list: { kind: 'unavailable' } }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'roleChecked', target: 'loading' }, { target: 'checkingRole' }],
    },
    checkingRole: {
      invoke: {
        id: 'roleAccess',
        src: 'roleAccess',
        input: operatorAccess,
        onDone: [
          { guard: { type: 'accessGranted', params: actorOutput<RoleAccess> }, target: 'loading' },
          {
            guard: { type: 'accessRefused', params: actorOutput<RoleAccess> },
            target: 'refused',
            actions: 'endRefused',
          },
          { target: 'unavailable' },
        ],
      },
    },
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }: { context: PagedListContext }) => context.query,
        onDone: [
          {
            guard: { type: 'gotPage', params: actorOutput<unknown> },
            target: 'loaded',
            actions: { type: 'endLoaded', params: actorOutput<unknown> },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
      },
    },
    loaded: { type: 'final' },
    refused: { type: 'final' },
    unavailable: { type: 'final' },
  },
  output: ({ context }) => context.list,
});
