// The sign-in and account machines (phone and Google sign-in, registration, the profile) with
// their I/O: loaded with the login page or the dashboard, not with every page.
import { fromPromise } from 'xstate';
import type { AuthAdapter } from '@adapters/auth/firebaseAuth';
import type { AccountApi } from '@adapters/http/account';
import type { ResourceLoader } from '@adapters/http/resources';
import type { ProfileUpdate, Registration } from '@domain/account';
import { RECAPTCHA_CONTAINER_ID } from '@domain/constants';
import { googleAccountMachine } from '@machines/googleAccount.machine';
import { phoneSignInMachine, type Confirmation } from '@machines/phoneSignIn.machine';
import { profileMachine, type PhotoFile } from '@machines/profile.machine';
import { registrationFormMachine } from '@machines/registrationForm.machine';

export function phoneSignIn(auth: AuthAdapter) {
  return phoneSignInMachine.provide({
    actors: {
      sendCode: fromPromise(({ input }: { input: string }) => auth.sendPhoneCode(input, RECAPTCHA_CONTAINER_ID)),
      confirmCode: fromPromise(({ input }: { input: { confirmation: Confirmation; code: string } }) =>
        auth.confirmPhoneCode(input.confirmation, input.code),
      ),
    },
  });
}

export function googleAccount(auth: AuthAdapter) {
  return googleAccountMachine.provide({
    actors: {
      signInWithGoogle: fromPromise(() => auth.signInWithGoogle()),
      linkGoogle: fromPromise(() => auth.linkGoogle()),
    },
  });
}

export function registrationForm(account: AccountApi) {
  return registrationFormMachine.provide({
    actors: { register: fromPromise(({ input }: { input: Registration }) => account.register(input)) },
  });
}

export function profile(auth: AuthAdapter, account: AccountApi, loadResource: ResourceLoader) {
  return profileMachine.provide({
    actors: {
      // The profile keeps what it had when the roles could not be loaded: any failure is undefined.
      loadPermission: fromPromise(async ({ input }: { input: string }) => {
        const reply = await loadResource({ kind: 'permission', uid: input });
        return reply.success ? reply.data : undefined;
      }),
      saveProfile: fromPromise(({ input }: { input: { uid: string; update: ProfileUpdate } }) =>
        account.updateProfile(input.uid, input.update),
      ),
      uploadPhoto: fromPromise(({ input }: { input: PhotoFile }) => account.uploadPhoto(input as Blob)),
      setDisplayName: fromPromise(({ input }: { input: string }) => auth.setDisplayName(input)),
      applyAsDoctor: fromPromise(({ input }: { input: string }) => account.applyAsDoctor(input)),
    },
  });
}
