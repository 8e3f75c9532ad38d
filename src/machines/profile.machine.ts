// The profile in the dashboard: edit and save with the registration rules, and how the user wants
// to hear from us (their contact preference, saved with the details); a new photo is uploaded then
// saved; "Become a doctor" prefixes the display name and files an application.
// Where the user's doctor application stands, and whether they are a doctor, comes from the server
// (their permission, asked once here and read by the whole profile, desk link included), as on the
// doctor's desk, never from the display name.
import * as v from 'valibot';
import { assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import {
  ProfileUpdateSchema,
  RegistrationSchema,
  UPLOAD_LIMITS,
  type DoctorApplication,
  type Permission,
  type ProfileUpdate,
  type RegistrationField,
  type UserProfile,
} from '@domain/account';
import type { ContactPreference } from '@domain/contactPreferences';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import { doctorDisplayName } from '@domain/doctor';
import { changeField, validateFields, type FieldErrors } from '@domain/formFields';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';
import type { AuthUser } from '@domain/session';
import type { ToastKind } from '@domain/toast';
import { actorOutput } from './actorOutput';
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
  /** The values being saved (the edits, or the saved values with a new photo). */
  sent: RegistrationValues;
  errors: FieldErrors<RegistrationField>;
  /** How the user wants to hear from us: as chosen, as last saved, and as being saved (like the values). */
  contactPreference: ContactPreference;
  savedPreference: ContactPreference;
  sentPreference: ContactPreference;
  photoKey: string | null;
  photo: PhotoFile | null;
  /**
   * The user's roles and latest doctor application as the server records them (no roles and no
   * application until it answers, and when it cannot); an application filed here replaces theirs.
   */
  permission: Permission;
}

export type ProfileEvent =
  | { type: 'change'; field: RegistrationField; value: string }
  | { type: 'contactPreference.chosen'; preference: ContactPreference }
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

const FIELDS: readonly RegistrationField[] = ['fullName', 'email', 'phone', 'birthDate', 'gender'];

function valuesOf(profile: UserProfile): RegistrationValues {
  return {
    fullName: profile.fullName,
    email: profile.email,
    phone: profile.phone,
    birthDate: profile.birthDate,
    gender: profile.gender,
  };
}

/** After a save: what the server saved, except fields edited since (a photo saves without them). */
function shownAfterSave(
  values: RegistrationValues,
  sent: RegistrationValues,
  server: RegistrationValues,
): RegistrationValues {
  return Object.fromEntries(
    FIELDS.map((field) => [field, values[field] === sent[field] ? server[field] : values[field]]),
  ) as RegistrationValues;
}

const initialContext = ({
  input,
}: {
  input: { profile: UserProfile; displayName: string | null };
}): ProfileContext => ({
  uid: input.profile.uid,
  displayName: input.displayName,
  values: valuesOf(input.profile),
  saved: valuesOf(input.profile),
  sent: valuesOf(input.profile),
  errors: {},
  contactPreference: input.profile.contactPreference,
  savedPreference: input.profile.contactPreference,
  sentPreference: input.profile.contactPreference,
  photoKey: input.profile.photoKey,
  photo: null,
  permission: { roles: [], application: null },
});
const updateOf = ({ context }: { context: ProfileContext }) => ({
  uid: context.uid,
  update: v.parse(ProfileUpdateSchema, {
    ...context.sent,
    contactPreference: context.sentPreference,
    photoKey: context.photoKey,
  }),
});
const selectedPhoto = ({ context }: { context: ProfileContext }) => context.photo!;
const doctorName = ({ context }: { context: ProfileContext }) => doctorDisplayName(context.displayName);
const profileUid = ({ context }: { context: ProfileContext }) => context.uid;

export const profileMachine = setup({
  types: {
    input: {} as { profile: UserProfile; displayName: string | null },
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    emitted: {} as ProfileEmitted,
  },
  actors: {
    /** The user's roles and latest doctor application; undefined when they could not be loaded. */
    loadPermission: fromPromise<Permission | undefined, string>(async () => undefined),
    saveProfile: fromPromise<ApiResult<UserProfile>, { uid: string; update: ProfileUpdate }>(async () =>
      notProvided('saveProfile'),
    ),
    uploadPhoto: fromPromise<ApiResult<string>, PhotoFile>(async () => notProvided('uploadPhoto')),
    setDisplayName: fromPromise<AuthUser, string>(async () => {
      throw new Error('setDisplayName not provided');
    }),
    applyAsDoctor: fromPromise<ApiResult<DoctorApplication>, string>(async () => notProvided('applyAsDoctor')),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateFields(RegistrationSchema, context.values)).length === 0,
    wasSaved: (_, reply: ApiResult<UserProfile>) => reply.success,
    wasUploaded: (_, reply: ApiResult<string>) => reply.success,
    wasFiled: (_, reply: ApiResult<DoctorApplication>) => reply.success,
    isImage: ({ event }) => {
      assertEvent(event, 'photo.selected');
      return (UPLOAD_LIMITS.contentTypes as readonly string[]).includes(event.file.type);
    },
    isSmallEnough: ({ event }) => {
      assertEvent(event, 'photo.selected');
      return event.file.size <= UPLOAD_LIMITS.maxBytes;
    },
    isNotImage: not('isImage'),
    isTooLarge: not('isSmallEnough'),
  },
  actions: {
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'change');
      return changeField(RegistrationSchema, context.values, context.errors, event.field, event.value);
    }),
    setPreference: assign(({ event }) => {
      assertEvent(event, 'contactPreference.chosen');
      return { contactPreference: event.preference };
    }),
    showErrors: assign(({ context }) => ({
      errors: validateFields<RegistrationField>(RegistrationSchema, context.values),
    })),
    keepPhoto: assign(({ event }) => {
      assertEvent(event, 'photo.selected');
      return { photo: event.file };
    }),
    sendEdits: assign(({ context }) => ({ sent: context.values, sentPreference: context.contactPreference })),
    sendSavedValues: assign(({ context }) => ({ sent: context.saved, sentPreference: context.savedPreference })),
    storePhotoKey: assign((_, reply: ApiResult<string>) =>
      reply.success ? { photoKey: reply.data, photo: null } : {},
    ),
    storeSaved: assign(({ context }, reply: ApiResult<UserProfile>) => {
      if (!reply.success) return {};
      const server = valuesOf(reply.data);
      const savedPreference = reply.data.contactPreference;
      return {
        values: shownAfterSave(context.values, context.sent, server),
        saved: server,
        // A choice made since the save was sent stays shown.
        contactPreference:
          context.contactPreference === context.sentPreference ? savedPreference : context.contactPreference,
        savedPreference,
        photoKey: reply.data.photoKey,
      };
    }),
    toastSaving: emit({ type: 'toast', kind: 'loading', text: COMMON_MESSAGES.updatingProfile, id: SAVE_TOAST }),
    toastSaved: emit({ type: 'toast', kind: 'success', text: COMMON_MESSAGES.profileUpdated, id: SAVE_TOAST }),
    toastSaveFailed: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.errorUpdatingProfile, id: SAVE_TOAST }),
    toastUploading: emit({ type: 'toast', kind: 'loading', text: COMMON_MESSAGES.uploading, id: UPLOAD_TOAST }),
    toastUploaded: emit({ type: 'toast', kind: 'success', text: COMMON_MESSAGES.uploadSuccessful, id: UPLOAD_TOAST }),
    toastUploadFailed: emit({
      type: 'toast',
      kind: 'error',
      text: COMMON_MESSAGES.errorUploadingFile,
      id: UPLOAD_TOAST,
    }),
    // The server's own reason: too many uploads open or stored, too large, not an image.
    toastUploadRefused: emit((_, reply: ApiResult<string>) => ({
      type: 'toast' as const,
      kind: 'error' as const,
      text: reply.success ? COMMON_MESSAGES.errorUploadingFile : reply.message,
      id: UPLOAD_TOAST,
    })),
    toastNotImage: emit({ type: 'toast', kind: 'error', text: SITE_MESSAGES.uploadNotImage }),
    toastTooLarge: emit({ type: 'toast', kind: 'error', text: SITE_MESSAGES.uploadTooLarge }),
    toastApplied: emit({ type: 'toast', kind: 'success', text: SITE_MESSAGES.doctorApplicationFiled }),
    toastGenericError: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.genericError }),
    announceSaved: emit((_, reply: ApiResult<UserProfile>) => ({
      type: 'profile.saved' as const,
      profile: (reply as { data: UserProfile }).data,
    })),
    announceUser: emit((_, user: AuthUser) => ({ type: 'user.updated' as const, user })),
    storeDisplayName: assign((_, user: AuthUser) => ({ displayName: user.displayName })),
    // An application filed here is newer than what a slow first answer says.
    storePermission: assign(({ context }, answer: Permission | undefined) => ({
      permission: {
        roles: answer?.roles ?? [],
        application: context.permission.application ?? answer?.application ?? null,
      },
    })),
    storeFiledApplication: assign(({ context }, reply: ApiResult<DoctorApplication>) =>
      reply.success ? { permission: { ...context.permission, application: reply.data } } : {},
    ),
  },
}).createMachine({
  id: 'profile',
  context: initialContext,
  // Asked once, alongside whatever the form does; without an answer nobody counts as an applicant
  // or a doctor.
  invoke: {
    id: 'loadPermission',
    src: 'loadPermission',
    input: profileUid,
    onDone: { actions: { type: 'storePermission', params: actorOutput<Permission | undefined> } },
    // Needed though empty: an invoked actor's error that no transition takes stops the whole
    // profile machine (XState v5); a failed load leaves the permission as it was instead.
    onError: {},
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        change: { actions: 'setValue' },
        'contactPreference.chosen': { actions: 'setPreference' },
        save: [{ guard: 'formIsValid', target: 'saving', actions: 'sendEdits' }, { actions: 'showErrors' }],
        'photo.selected': [
          { guard: 'isNotImage', actions: 'toastNotImage' },
          { guard: 'isTooLarge', actions: 'toastTooLarge' },
          { target: 'uploading', actions: 'keepPhoto' },
        ],
        becomeDoctor: 'becomingDoctor',
      },
    },
    // One save for both the edits and a new photo (saved with the last saved values).
    saving: {
      entry: 'toastSaving',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: updateOf,
        onDone: [
          {
            guard: { type: 'wasSaved', params: actorOutput<ApiResult<UserProfile>> },
            target: 'editing',
            actions: [
              { type: 'storeSaved', params: actorOutput<ApiResult<UserProfile>> },
              'toastSaved',
              { type: 'announceSaved', params: actorOutput<ApiResult<UserProfile>> },
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
        input: selectedPhoto,
        onDone: [
          {
            guard: { type: 'wasUploaded', params: actorOutput<ApiResult<string>> },
            target: 'saving',
            actions: [
              { type: 'storePhotoKey', params: actorOutput<ApiResult<string>> },
              'toastUploaded',
              'sendSavedValues',
            ],
          },
          {
            target: 'editing',
            actions: { type: 'toastUploadRefused', params: actorOutput<ApiResult<string>> },
          },
        ],
        onError: { target: 'editing', actions: 'toastUploadFailed' },
      },
    },
    becomingDoctor: {
      initial: 'renaming',
      states: {
        // The "doctor " display-name prefix (a UI rule), then the application the server verifies.
        renaming: {
          invoke: {
            id: 'setDisplayName',
            src: 'setDisplayName',
            input: doctorName,
            onDone: {
              target: 'filing',
              actions: [
                { type: 'storeDisplayName', params: actorOutput<AuthUser> },
                { type: 'announceUser', params: actorOutput<AuthUser> },
              ],
            },
            onError: { target: '#profile.editing', actions: 'toastGenericError' },
          },
        },
        filing: {
          invoke: {
            id: 'applyAsDoctor',
            src: 'applyAsDoctor',
            input: profileUid,
            onDone: [
              {
                guard: { type: 'wasFiled', params: actorOutput<ApiResult<DoctorApplication>> },
                target: '#profile.editing',
                actions: [
                  { type: 'storeFiledApplication', params: actorOutput<ApiResult<DoctorApplication>> },
                  'toastApplied',
                ],
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
