// Whether the signed-in user may use a desk: their roles are loaded, and the machine ends granted
// (they hold the desk's role), refused (they do not; their roles and application come with it, for
// a desk that says more) or unavailable (the roles could not be loaded). Every operator desk
// machine invokes it for the operator role, the doctor's desk for the doctor role.
import { assign, fromPromise, setup } from 'xstate';
import { hasRole, type Permission, type Role } from '@domain/account';
import type { ApiResult } from '@domain/contract/envelope';
import { actorOutput } from './actorOutput';

export interface RoleAccessInput {
  uid: string;
  /** The role the desk asks for. */
  role: Role;
}

/** How the check ended. */
export type RoleAccess = { kind: 'granted' } | { kind: 'refused'; permission: Permission } | { kind: 'unavailable' };

export interface RoleAccessContext extends RoleAccessInput {
  access: RoleAccess;
}

/** A guard for the machine that invokes this one: the check ended as `kind`. */
export const accessEndedAs =
  (kind: RoleAccess['kind']) =>
  (_: unknown, access: RoleAccess): boolean =>
    access.kind === kind;

export const roleAccessMachine = setup({
  types: {
    input: {} as RoleAccessInput,
    context: {} as RoleAccessContext,
    output: {} as RoleAccess,
  },
  actors: {
    /** The user's roles, or why they could not be loaded. */
    loadRoles: fromPromise<ApiResult<Permission>, string>(async () => ({
      success: false,
      code: 'unanswered',
      message: 'loadRoles is provided by the composition root',
    })),
  },
  guards: {
    holdsRole: ({ context }, reply: ApiResult<Permission>) => reply.success && hasRole(reply.data, context.role),
    gotRoles: (_, reply: ApiResult<Permission>) => reply.success,
  },
  actions: {
    storeRefusal: assign((_, reply: ApiResult<Permission>) =>
      reply.success ? { access: { kind: 'refused' as const, permission: reply.data } } : {},
    ),
    endGranted: assign({ access: { kind: 'granted' } }),
  },
}).createMachine({
  id: 'roleAccess',
  context: ({ input }) => ({ ...input, access: { kind: 'unavailable' } }),
  initial: 'checkingRole',
  states: {
    checkingRole: {
      invoke: {
        id: 'loadRoles',
        src: 'loadRoles',
        input: ({ context }) => context.uid,
        onDone: [
          {
            guard: { type: 'holdsRole', params: actorOutput<ApiResult<Permission>> },
            target: 'granted',
            actions: 'endGranted',
          },
          {
            guard: { type: 'gotRoles', params: actorOutput<ApiResult<Permission>> },
            target: 'refused',
            actions: { type: 'storeRefusal', params: actorOutput<ApiResult<Permission>> },
          },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable' },
      },
    },
    granted: { type: 'final' },
    refused: { type: 'final' },
    unavailable: { type: 'final' },
  },
  output: ({ context }) => context.access,
});

/** The invoking desk's input for the operator desks: the signed-in user, asked for the operator role. */
export const operatorAccess = ({ context }: { context: { uid: string } }): RoleAccessInput => ({
  uid: context.uid,
  role: 'operator',
});

/** The doctor's desk's input: the signed-in user, asked for the doctor role. */
export const doctorAccess = ({ context }: { context: { uid: string } }): RoleAccessInput => ({
  uid: context.uid,
  role: 'doctor',
});

/** The roles and application of a user the check refused (undefined otherwise). */
export const refusedPermission = (access: RoleAccess): Permission | undefined =>
  access.kind === 'refused' ? access.permission : undefined;
