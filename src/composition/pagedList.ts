// The paged list every operator desk with a list invokes, with its I/O: the user's roles and the
// desk's own page loader (its query is the desk's filter, page start or nothing).
import { fromPromise } from 'xstate';
import { pagedListMachine } from '@machines/pagedList.machine';
import { roleAccess, type RolesLoader } from './roleAccess';

export function pagedList<Query>(loadRoles: RolesLoader, loadPage: (query: Query) => Promise<unknown>) {
  return pagedListMachine.provide({
    actors: {
      roleAccess: roleAccess(loadRoles),
      // The query is the one the desk handed the list: its own loader's type.
      loadPage: fromPromise(({ input }: { input: unknown }) => loadPage(input as Query)),
    },
  });
}
