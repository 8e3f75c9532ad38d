// The list every operator desk runs beside its own actions, with its I/O: the user's roles and
// the desk's own page loader (its query is the desk's filter, page start or nothing).
import { fromPromise } from 'xstate';
import type { ApiResult } from '@domain/contract/envelope';
import { deskListMachine } from '@machines/deskList.machine';
import { roleAccess, type RolesLoader } from './roleAccess';

export function deskList<Query>(loadRoles: RolesLoader, loadPage: (query: Query) => Promise<ApiResult<unknown>>) {
  return deskListMachine.provide({
    actors: {
      roleAccess: roleAccess(loadRoles),
      // The query is the one the desk handed the list: its own loader's type.
      loadPage: fromPromise(({ input }: { input: unknown }) => loadPage(input as Query)),
    },
  });
}
