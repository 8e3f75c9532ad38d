// The role check every desk machine invokes, with its I/O: the user's roles from the server.
import { fromPromise } from 'xstate';
import type { Permission } from '@domain/account';
import { roleAccessMachine } from '@machines/roleAccess.machine';

export function roleAccess(loadRoles: (uid: string) => Promise<Permission | undefined>) {
  return roleAccessMachine.provide({
    actors: { loadRoles: fromPromise(({ input }: { input: string }) => loadRoles(input)) },
  });
}
