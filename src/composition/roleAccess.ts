// The role check every desk machine invokes, with its I/O: the user's roles from the server.
import { fromPromise } from 'xstate';
import type { Permission } from '@domain/account';
import type { ApiResult } from '@domain/contract/envelope';
import { roleAccessMachine } from '@machines/roleAccess.machine';

/** The user's roles, or why they could not be loaded. */
export type RolesLoader = (uid: string) => Promise<ApiResult<Permission>>;

export function roleAccess(loadRoles: RolesLoader) {
  return roleAccessMachine.provide({
    actors: { loadRoles: fromPromise(({ input }: { input: string }) => loadRoles(input)) },
  });
}
