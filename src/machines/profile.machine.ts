// The profile in the dashboard: edit and save with the registration rules; a new photo is
// uploaded then saved; "Become a doctor" prefixes the display name and files an application.
import * as v from 'valibot';
import { assign, emit, fromPromise, not, setup, type DoneActorEvent } from 'xstate';
import {
  ProfileUpdateSchema,
  RegistrationSchema,
  UPLOAD_LIMITS,
  type DoctorApplication,
  type ProfileUpdate,
  type RegistrationField,
  type UserProfile,
} from '../domain/account';
import type { ApiResult } from '../domain/contract/envelope';
import { doctorDisplayName } from '../domain/doctor';
import { MESSAGES, PRODUCT_MESSAGES } from '../domain/messages';
import type { AuthUser } from '../domain/session';
import type { ToastKind } from '../domain/toast';
import { changeField, validateFields, type FieldErrors } from './formFields';
import type { RegistrationValues } from './registrationForm.machine';

export interface PhotoFile {
  type: string;
  size: number;
}

export interface ProfileContext {
  uid: string;
  displayName: string | null;
  values: RegistrationValues;
  /** The values as last saved: a new photo is saved with these, not with unsaved edits. */
  saved: RegistrationValues;
  errors: FieldErrors<RegistrationField>;
  photoKey: string | null;
  photo: PhotoFile | null;
}

export type ProfileEvent =
  | { type: 'change'; field: RegistrationField; value: string }
  | { type: 'save' }
  | { type: 'photo.selected'; file: PhotoFile }
  | { type: 'becomeDoctor' };

export type ProfileEmitted =
  | { type: 'toast'; kind: ToastKind; text: string; id?: string }
  | { type: 'profile.saved'; profile: UserProfile }
  | { type: 'user.updated'; user: AuthUser };

/** Progress and outcome of one operation share a toast id, so "Uploading ..." turns into its result. */
const SAVE_TOAST = 'profile-save';
const UPLOAD_TOAST = 'profile-upload';

type SaveReply = DoneActorEvent<ApiResult<UserProfile>>;
type FileReply = DoneActorEvent<ApiResult<DoctorApplication>>;

function valuesOf(profile: UserProfile): RegistrationValues {
  return {
    fullName: profile.fullName,
    email: profile.email,
    phone: profile.phone,
    birthDate: profile.birthDate,
    gender: profile.gender,
  };
}

export const profileMachine = setup({
  types: {
    input: {} as { profile: UserProfile; displayName: string | null },
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    emitted: {} as ProfileEmitted,
  },
  actors: {
    saveProfile: fromPromise<ApiResult<UserProfile>, { uid: string; update: ProfileUpdate }>(async () => ({
      success: false,
      message: 'saveProfile not provided',
    })),
    uploadPhoto: fromPromise<string, PhotoFile>(async () => {
      throw new Error('uploadPhoto not provided');
    }),
    setDisplayName: fromPromise<AuthUser, string>(async () => {
      throw new Error('setDisplayName not provided');
    }),
    applyAsDoctor: fromPromise<ApiResult<DoctorApplication>, string>(async () => ({
      success: false,
      message: 'applyAsDoctor not provided',
    })),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateFields(RegistrationSchema, context.values)).length === 0,
    wasSaved: (_, reply: ApiResult<UserProfile>) => reply.success,
    wasFiled: (_, reply: ApiResult<DoctorApplication>) => reply.success,
    isImage: ({ event }) =>
      event.type === 'photo.selected' && (UPLOAD_LIMITS.contentTypes as readonly string[]).includes(event.file.type),
    isSmallEnough: ({ event }) => event.type === 'photo.selected' && event.file.size <= UPLOAD_LIMITS.maxBytes,
  },
  actions: {
    setValue: assign(({ context, event }) =>
      event.type === 'change'
        ? changeField(RegistrationSchema, context.values, context.errors, event.field, event.value)
        : {},
    ),
    showErrors: assign(({ context }) => ({
      errors: validateFields<RegistrationField>(RegistrationSchema, context.values),
    })),
    keepPhoto: assign(({ event }) => (event.type === 'photo.selected' ? { photo: event.file } : {})),
    storePhotoKey: assign((_, photoKey: string) => ({ photoKey, photo: null })),
    storeSaved: assign((_, reply: ApiResult<UserProfile>) =>
      reply.success ? { values: valuesOf(reply.data), saved: valuesOf(reply.data), photoKey: reply.data.photoKey } : {},
    ),
    storeSavedPhoto: assign((_, reply: ApiResult<UserProfile>) =>
      reply.success ? { saved: valuesOf(reply.data), photoKey: reply.data.photoKey } : {},
    ),
    toastSaving: emit({ type: 'toast', kind: 'loading', text: MESSAGES.updatingProfile, id: SAVE_TOAST }),
    toastSaved: emit({ type: 'toast', kind: 'success', text: MESSAGES.profileUpdated, id: SAVE_TOAST }),
    toastSaveFailed: emit({ type: 'toast', kind: 'error', text: MESSAGES.errorUpdatingProfile, id: SAVE_TOAST }),
    toastUploading: emit({ type: 'toast', kind: 'loading', text: MESSAGES.uploading, id: UPLOAD_TOAST }),
    toastUploaded: emit({ type: 'toast', kind: 'success', text: MESSAGES.uploadSuccessful, id: UPLOAD_TOAST }),
    toastUploadFailed: emit({ type: 'toast', kind: 'error', text: MESSAGES.errorUploadingFile, id: UPLOAD_TOAST }),
    toastNotImage: emit({ type: 'toast', kind: 'error', text: PRODUCT_MESSAGES.uploadNotImage }),
    toastTooLarge: emit({ type: 'toast', kind: 'error', text: PRODUCT_MESSAGES.uploadTooLarge }),
    toastApplied: emit({ type: 'toast', kind: 'success', text: PRODUCT_MESSAGES.doctorApplicationFiled }),
    toastGenericError: emit({ type: 'toast', kind: 'error', text: MESSAGES.genericError }),
    announceSaved: emit((_, reply: ApiResult<UserProfile>) => ({
      type: 'profile.saved' as const,
      profile: (reply as { data: UserProfile }).data,
    })),
    announceUser: emit((_, user: AuthUser) => ({ type: 'user.updated' as const, user })),
    storeDisplayName: assign((_, user: AuthUser) => ({ displayName: user.displayName })),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    uid: input.profile.uid,
    displayName: input.displayName,
    values: valuesOf(input.profile),
    saved: valuesOf(input.profile),
    errors: {},
    photoKey: input.profile.photoKey,
    photo: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        change: { actions: 'setValue' },
        save: [{ guard: 'formIsValid', target: 'saving' }, { actions: 'showErrors' }],
        'photo.selected': [
          { guard: not('isImage'), actions: 'toastNotImage' },
          { guard: not('isSmallEnough'), actions: 'toastTooLarge' },
          { target: 'uploading', actions: 'keepPhoto' },
        ],
        becomeDoctor: 'becomingDoctor',
      },
    },
    saving: {
      entry: 'toastSaving',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({
          uid: context.uid,
          update: v.parse(ProfileUpdateSchema, { ...context.values, photoKey: context.photoKey }),
        }),
        onDone: [
          {
            guard: { type: 'wasSaved', params: ({ event }: { event: SaveReply }) => event.output },
            target: 'editing',
            actions: [
              { type: 'storeSaved', params: ({ event }: { event: SaveReply }) => event.output },
              'toastSaved',
              { type: 'announceSaved', params: ({ event }: { event: SaveReply }) => event.output },
            ],
          },
          { target: 'editing', actions: 'toastSaveFailed' },
        ],
        onError: { target: 'editing', actions: 'toastSaveFailed' },
      },
    },
    uploading: {
      entry: 'toastUploading',
      invoke: {
        id: 'uploadPhoto',
        src: 'uploadPhoto',
        input: ({ context }) => context.photo!,
        onDone: {
          target: 'savingPhoto',
          actions: [
            { type: 'storePhotoKey', params: ({ event }: { event: DoneActorEvent<string> }) => event.output },
            'toastUploaded',
          ],
        },
        onError: { target: 'editing', actions: 'toastUploadFailed' },
      },
    },
    savingPhoto: {
      entry: 'toastSaving',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({
          uid: context.uid,
          update: { ...(context.saved as ProfileUpdate), photoKey: context.photoKey },
        }),
        onDone: [
          {
            guard: { type: 'wasSaved', params: ({ event }: { event: SaveReply }) => event.output },
            target: 'editing',
            actions: [
              { type: 'storeSavedPhoto', params: ({ event }: { event: SaveReply }) => event.output },
              'toastSaved',
              { type: 'announceSaved', params: ({ event }: { event: SaveReply }) => event.output },
            ],
          },
          { target: 'editing', actions: 'toastSaveFailed' },
        ],
        onError: { target: 'editing', actions: 'toastSaveFailed' },
      },
    },
    becomingDoctor: {
      initial: 'renaming',
      states: {
        // The display-name rule of spec §1 (a UI rule), then the application the server verifies.
        renaming: {
          invoke: {
            id: 'setDisplayName',
            src: 'setDisplayName',
            input: ({ context }) => doctorDisplayName(context.displayName),
            onDone: {
              target: 'filing',
              actions: [
                { type: 'storeDisplayName', params: ({ event }: { event: DoneActorEvent<AuthUser> }) => event.output },
                { type: 'announceUser', params: ({ event }: { event: DoneActorEvent<AuthUser> }) => event.output },
              ],
            },
            onError: { target: '#profile.editing', actions: 'toastGenericError' },
          },
        },
        filing: {
          invoke: {
            id: 'applyAsDoctor',
            src: 'applyAsDoctor',
            input: ({ context }) => context.uid,
            onDone: [
              {
                guard: { type: 'wasFiled', params: ({ event }: { event: FileReply }) => event.output },
                target: '#profile.editing',
                actions: 'toastApplied',
              },
              { target: '#profile.editing', actions: 'toastGenericError' },
            ],
            onError: { target: '#profile.editing', actions: 'toastGenericError' },
          },
        },
      },
    },
  },
});
