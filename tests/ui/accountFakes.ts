// The session and the account machines for UI tests, with the identity provider and the
// account API replaced by what the test supplies. Anything not supplied keeps the machine's
// unprovided default.
import { fromCallback, fromPromise } from 'xstate';
import type { DoctorApplication, Permission, ProfileUpdate, Registration, UserProfile } from '@domain/account';
import type { ApiResult } from '@domain/contract/envelope';
import type { AuthUser } from '@domain/session';
import { googleAccountMachine } from '@machines/googleAccount.machine';
import { phoneSignInMachine, type Confirmation } from '@machines/phoneSignIn.machine';
import { profileMachine, type PhotoFile } from '@machines/profile.machine';
import { registrationCheckMachine, type UserRecordReply } from '@machines/registrationCheck.machine';
import { registrationFormMachine } from '@machines/registrationForm.machine';
import { sessionMachine, type SessionEvent } from '@machines/session.machine';

export interface AccountIo {
  /** Who the identity provider reports as signed in (nobody by default). */
  user?: AuthUser | null;
  /** What GET /users/{uid} answers (200, not registered, by default). */
  userRecord?: UserRecordReply;
  sendCode?: (phoneE164: string) => Promise<Confirmation | null>;
  confirmCode?: (input: { confirmation: Confirmation; code: string }) => Promise<AuthUser>;
  signInWithGoogle?: () => Promise<AuthUser>;
  linkGoogle?: () => Promise<AuthUser>;
  register?: (registration: Registration) => Promise<ApiResult<UserProfile>>;
  /** What GET /permission/{uid} answers the profile (roles and the latest doctor application). */
  loadPermission?: (uid: string) => Promise<Permission | undefined>;
  saveProfile?: (input: { uid: string; update: ProfileUpdate }) => Promise<ApiResult<UserProfile>>;
  uploadPhoto?: (file: PhotoFile) => Promise<ApiResult<string>>;
  setDisplayName?: (displayName: string) => Promise<AuthUser>;
  applyAsDoctor?: (uid: string) => Promise<ApiResult<DoctorApplication>>;
}

const NOT_REGISTERED: UserRecordReply = { status: 200, record: { registered: false, profile: null } };

export function fakeSession(io: AccountIo) {
  return sessionMachine.provide({
    actors: {
      watchAuthState: fromCallback<SessionEvent>(({ sendBack }) => {
        sendBack({ type: 'auth.changed', user: io.user ?? null });
      }),
      fetchIdToken: fromPromise(async () => 'test-token'),
      signOut: fromPromise<void>(async () => undefined),
      registrationCheck: registrationCheckMachine.provide({
        actors: { fetchUserRecord: fromPromise(async () => io.userRecord ?? NOT_REGISTERED) },
      }),
    },
  });
}

export function fakeAccountMachines(io: AccountIo) {
  return {
    phoneSignIn: phoneSignInMachine.provide({
      actors: {
        ...(io.sendCode && { sendCode: fromPromise(({ input }: { input: string }) => io.sendCode!(input)) }),
        ...(io.confirmCode && {
          confirmCode: fromPromise(({ input }: { input: { confirmation: Confirmation; code: string } }) =>
            io.confirmCode!(input),
          ),
        }),
      },
    }),
    googleAccount: googleAccountMachine.provide({
      actors: {
        ...(io.signInWithGoogle && { signInWithGoogle: fromPromise(() => io.signInWithGoogle!()) }),
        ...(io.linkGoogle && { linkGoogle: fromPromise(() => io.linkGoogle!()) }),
      },
    }),
    registrationForm: registrationFormMachine.provide({
      actors: {
        ...(io.register && { register: fromPromise(({ input }: { input: Registration }) => io.register!(input)) }),
      },
    }),
    profile: profileMachine.provide({
      actors: {
        ...(io.loadPermission && {
          loadPermission: fromPromise(({ input }: { input: string }) => io.loadPermission!(input)),
        }),
        ...(io.saveProfile && {
          saveProfile: fromPromise(({ input }: { input: { uid: string; update: ProfileUpdate } }) =>
            io.saveProfile!(input),
          ),
        }),
        ...(io.uploadPhoto && {
          uploadPhoto: fromPromise(({ input }: { input: PhotoFile }) => io.uploadPhoto!(input)),
        }),
        ...(io.setDisplayName && {
          setDisplayName: fromPromise(({ input }: { input: string }) => io.setDisplayName!(input)),
        }),
        ...(io.applyAsDoctor && {
          applyAsDoctor: fromPromise(({ input }: { input: string }) => io.applyAsDoctor!(input)),
        }),
      },
    }),
  };
}
