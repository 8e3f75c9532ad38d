import { describe, expect, it } from 'vitest';
import {
  RegistrationSchema,
  type DoctorApplication,
  type Permission,
  type ProfileUpdate,
  type UserProfile,
} from '@domain/account';
import type { ApiResult } from '@domain/contract/envelope';
import { validateFields } from '@domain/formFields';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';
import type { AuthUser } from '@domain/session';
import { profileMachine } from '@machines/profile.machine';
import { aUserProfile } from '../support/builders/people';
import { fakeActors } from '../support/fakeActors';
import { describeGeneratedPaths } from '../support/machineSuite';
import { actorDone, actorFails } from '../support/paths';
import { createActor } from '../support/recordedActor';

const profile = aUserProfile();
const doctorUser: AuthUser = {
  uid: 'u1',
  displayName: 'doctor Asha Rao',
  email: null,
  phoneNumber: null,
  photoURL: null,
};
const photo = { type: 'image/png', size: 2048 };
const events = [
  { type: 'change', field: 'email', value: 'asha@' },
  { type: 'change', field: 'email', value: 'asha.rao@example.com' },
  { type: 'contactPreference.chosen', preference: 'sms' },
  { type: 'save' },
  actorDone('saveProfile', { success: true, data: { ...profile, email: 'asha.rao@example.com' } }),
  actorDone('saveProfile', { success: false, code: 'conflict', message: 'nope' }),
  actorFails('saveProfile', new Error('offline')),
  { type: 'photo.selected', file: photo },
  { type: 'photo.selected', file: { type: 'application/pdf', size: 10 } },
  { type: 'photo.selected', file: { type: 'image/jpeg', size: 6 * 1024 * 1024 } },
  actorDone('uploadPhoto', { success: true, data: 'uploads/u1/abc123' }),
  actorDone('uploadPhoto', { success: false, code: 'conflict', message: SITE_MESSAGES.uploadsStored }),
  actorFails('uploadPhoto', new Error('offline')),
  { type: 'becomeDoctor' },
  actorDone('setDisplayName', doctorUser),
  actorFails('setDisplayName', new Error('offline')),
  actorDone('applyAsDoctor', { success: false, code: 'conflict', message: 'Already applied' }),
  actorDone('applyAsDoctor', {
    success: true,
    data: { _id: '1', status: 'pending', createdAt: '2026-11-21T00:00:00.000Z' },
  }),
  actorFails('applyAsDoctor', new Error('offline')),
];
const input = { profile, displayName: 'Asha Rao' };
const fakes = fakeActors('loadPermission', 'saveProfile', 'uploadPhoto', 'setDisplayName', 'applyAsDoctor');
const machine = profileMachine.provide({ actors: fakes.actors });

describeGeneratedPaths('profile machine (generated paths)', {
  logic: profileMachine,
  machine,
  fakes,
  events,
  input,
  kind: 'shortest',
  reaches: ['editing', 'saving', 'uploading', { becomingDoctor: 'renaming' }, { becomingDoctor: 'filing' }],
  runsWhile: {
    saveProfile: 'saving',
    uploadPhoto: 'uploading',
    setDisplayName: { becomingDoctor: 'renaming' },
    applyAsDoctor: { becomingDoctor: 'filing' },
  },
  check: (snapshot) => {
    // Only valid values are ever saved; edits are saved only when the whole form is valid.
    if (snapshot.matches('saving')) {
      expect(validateFields(RegistrationSchema, snapshot.context.sent)).toEqual({});
      if (snapshot.context.sent === snapshot.context.values) expect(snapshot.context.errors).toEqual({});
    }
    if (snapshot.matches('uploading')) expect(snapshot.context.photo).toEqual(photo);
  },
});

describe('profile rules', () => {
  const run = () => {
    const actor = createActor(machine, { input }).start();
    const emitted: unknown[] = [];
    actor.on('*', (event) => emitted.push(event));
    return { actor, emitted };
  };

  it('saves the contact preference with the details, and keeps a choice made while saving', async () => {
    const { actor } = run();
    actor.send({ type: 'contactPreference.chosen', preference: 'sms' });
    actor.send({ type: 'save' });
    expect(fakes.inputs('saveProfile').at(-1)).toMatchObject({ update: { contactPreference: 'sms' } });
    // Ignored while saving: the choice is made again once the form is back.
    actor.send({ type: 'contactPreference.chosen', preference: 'none' });
    await fakes.resolve('saveProfile', { success: true, data: { ...profile, contactPreference: 'sms' } });
    expect(actor.getSnapshot().context.contactPreference).toBe('sms');
    expect(actor.getSnapshot().context.savedPreference).toBe('sms');
  });

  it('a photo saved meanwhile carries the saved preference, not an unsaved choice', async () => {
    const { actor } = run();
    actor.send({ type: 'contactPreference.chosen', preference: 'none' });
    actor.send({ type: 'photo.selected', file: photo });
    await fakes.resolve('uploadPhoto', { success: true, data: 'uploads/u1/abc123' });
    expect(fakes.inputs('saveProfile').at(-1)).toMatchObject({ update: { contactPreference: 'email' } });
    await fakes.resolve('saveProfile', { success: true, data: { ...profile, photoKey: 'uploads/u1/abc123' } });
    expect(actor.getSnapshot().context.contactPreference).toBe('none');
    expect(actor.getSnapshot().context.savedPreference).toBe('email');
  });

  it('shows progress then the outcome in one toast, and announces the saved profile', async () => {
    const { actor, emitted } = run();
    actor.send({ type: 'save' });
    const saved = { ...profile, fullName: 'Asha R.' };
    await fakes.resolve('saveProfile', { success: true, data: saved });
    expect(emitted).toEqual([
      { type: 'toast', kind: 'loading', text: COMMON_MESSAGES.updatingProfile, id: 'profile-save' },
      { type: 'toast', kind: 'success', text: COMMON_MESSAGES.profileUpdated, id: 'profile-save' },
      { type: 'profile.saved', profile: saved },
    ]);
  });

  it('keeps the edits and turns the progress toast into an error when saving fails', async () => {
    const { actor, emitted } = run();
    actor.send({ type: 'change', field: 'fullName', value: 'Asha R.' });
    actor.send({ type: 'save' });
    await fakes.reject('saveProfile', new Error('offline'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.fullName).toBe('Asha R.');
    expect(actor.getSnapshot().context.saved.fullName).toBe('Asha Rao');
    expect(emitted).toEqual([
      { type: 'toast', kind: 'loading', text: COMMON_MESSAGES.updatingProfile, id: 'profile-save' },
      { type: 'toast', kind: 'error', text: COMMON_MESSAGES.errorUpdatingProfile, id: 'profile-save' },
    ]);
  });

  it('files no application when the display name cannot be changed, and says something went wrong', async () => {
    const { actor, emitted } = run();
    actor.send({ type: 'becomeDoctor' });
    await fakes.reject('setDisplayName', new Error('offline'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(fakes.isRunning('applyAsDoctor')).toBe(false);
    expect(actor.getSnapshot().context.displayName).toBe('Asha Rao');
    expect(emitted).toEqual([{ type: 'toast', kind: 'error', text: COMMON_MESSAGES.genericError }]);
  });

  it('says something went wrong when the application is refused or cannot be filed', async () => {
    for (const answer of ['refused', 'failed'] as const) {
      const { actor, emitted } = run();
      actor.send({ type: 'becomeDoctor' });
      await fakes.resolve('setDisplayName', doctorUser);
      expect(actor.getSnapshot().value).toEqual({ becomingDoctor: 'filing' });
      expect(fakes.inputs('applyAsDoctor').at(-1)).toBe('u1');
      if (answer === 'refused')
        await fakes.resolve('applyAsDoctor', { success: false, code: 'conflict', message: 'Already applied' });
      else await fakes.reject('applyAsDoctor', new Error('offline'));
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.displayName).toBe('doctor Asha Rao');
      expect(emitted).toEqual([
        { type: 'user.updated', user: doctorUser },
        { type: 'toast', kind: 'error', text: COMMON_MESSAGES.genericError },
      ]);
    }
  });

  it('uploads a photo, then saves it into the profile', async () => {
    const { actor, emitted } = run();
    actor.send({ type: 'photo.selected', file: photo });
    await fakes.resolve('uploadPhoto', { success: true, data: 'uploads/u1/abc123' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.sent).toEqual(actor.getSnapshot().context.saved);
    expect(actor.getSnapshot().context.photoKey).toBe('uploads/u1/abc123');
    expect(emitted.slice(0, 3)).toEqual([
      { type: 'toast', kind: 'loading', text: COMMON_MESSAGES.uploading, id: 'profile-upload' },
      { type: 'toast', kind: 'success', text: COMMON_MESSAGES.uploadSuccessful, id: 'profile-upload' },
      { type: 'toast', kind: 'loading', text: COMMON_MESSAGES.updatingProfile, id: 'profile-save' },
    ]);
  });

  it("says the server's reason when it refuses an upload (its limits), and the generic error when it cannot be reached", async () => {
    for (const refusal of [SITE_MESSAGES.uploadsInProgress, SITE_MESSAGES.uploadsStored]) {
      const { actor, emitted } = run();
      actor.send({ type: 'photo.selected', file: photo });
      await fakes.resolve('uploadPhoto', { success: false, code: 'conflict', message: refusal });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.photoKey).toBeNull();
      expect(emitted.at(-1)).toEqual({ type: 'toast', kind: 'error', text: refusal, id: 'profile-upload' });
    }
    const { actor, emitted } = run();
    actor.send({ type: 'photo.selected', file: photo });
    await fakes.reject('uploadPhoto', new Error('offline'));
    expect(emitted.at(-1)).toEqual({
      type: 'toast',
      kind: 'error',
      text: COMMON_MESSAGES.errorUploadingFile,
      id: 'profile-upload',
    });
  });

  it('saves a new photo with the last saved values, never with unsaved wrong edits', async () => {
    const updates: unknown[] = [];
    const { fromPromise } = await import('xstate');
    const actor = createActor(
      profileMachine.provide({
        actors: {
          uploadPhoto: fromPromise(async (): Promise<ApiResult<string>> => ({
            success: true,
            data: 'uploads/u1/abc123',
          })),
          saveProfile: fromPromise(
            async ({
              input: request,
            }: {
              input: { uid: string; update: ProfileUpdate };
            }): Promise<ApiResult<UserProfile>> => {
              updates.push(request.update);
              return { success: true, data: { ...profile, photoKey: 'uploads/u1/abc123' } };
            },
          ),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'change', field: 'email', value: 'asha@' });
    actor.send({ type: 'photo.selected', file: photo });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(updates).toEqual([
      {
        fullName: 'Asha Rao',
        email: 'asha@example.com',
        phone: '+919845012345',
        birthDate: '1990-04-12',
        gender: 'female',
        contactPreference: 'email',
        photoKey: 'uploads/u1/abc123',
      },
    ]);
    expect(actor.getSnapshot().context.values.email).toBe('asha@');
  });

  it('refuses files that are not images or are over 5 MB before uploading', () => {
    const { actor, emitted } = run();
    actor.send({ type: 'photo.selected', file: { type: 'text/plain', size: 10 } });
    actor.send({ type: 'photo.selected', file: { type: 'image/png', size: 5 * 1024 * 1024 + 1 } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(emitted).toEqual([
      { type: 'toast', kind: 'error', text: SITE_MESSAGES.uploadNotImage },
      { type: 'toast', kind: 'error', text: SITE_MESSAGES.uploadTooLarge },
    ]);
  });

  it("reads the user's roles and doctor application from the server, never from the display name", async () => {
    const pending: DoctorApplication = { _id: '7', status: 'pending', createdAt: '2026-11-20T00:00:00.000Z' };
    const none: Permission = { roles: [], application: null };
    const answers: [string, Permission | undefined | Error, Permission][] = [
      ['an application', { roles: [], application: pending }, { roles: [], application: pending }],
      ['a doctor', { roles: ['doctor'], application: null }, { roles: ['doctor'], application: null }],
      ['none', none, none],
      ['no answer', undefined, none],
      ['a failure', new Error('offline'), none],
    ];
    for (const [, answer, permission] of answers) {
      const { actor, emitted } = run();
      expect(actor.getSnapshot().context.permission).toEqual(none);
      expect(fakes.inputs('loadPermission').at(-1)).toBe('u1');
      if (answer instanceof Error) await fakes.reject('loadPermission', answer);
      else await fakes.resolve('loadPermission', answer);
      expect(actor.getSnapshot().status).toBe('active');
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.permission).toEqual(permission);
      expect(emitted).toEqual([]);
    }
  });

  it('keeps the application it filed, even when the first answer about it comes later, and takes the roles', async () => {
    const filed: DoctorApplication = { _id: '8', status: 'pending', createdAt: '2026-11-21T00:00:00.000Z' };
    const { actor } = run();
    actor.send({ type: 'becomeDoctor' });
    await fakes.resolve('setDisplayName', doctorUser);
    await fakes.resolve('applyAsDoctor', { success: true, data: filed });
    expect(actor.getSnapshot().context.permission).toEqual({ roles: [], application: filed });
    await fakes.resolve('loadPermission', { roles: ['admin'], application: null });
    expect(actor.getSnapshot().context.permission).toEqual({ roles: ['admin'], application: filed });
  });

  it("prefixes 'doctor ' to the display name, then files the application", async () => {
    const names: string[] = [];
    const { fromPromise } = await import('xstate');
    const actor = createActor(
      profileMachine.provide({
        actors: {
          setDisplayName: fromPromise(async ({ input: name }: { input: string }): Promise<AuthUser> => {
            names.push(name);
            return { ...doctorUser, displayName: name };
          }),
          applyAsDoctor: fromPromise(async (): Promise<ApiResult<DoctorApplication>> => ({
            success: true,
            data: { _id: '1', status: 'pending', createdAt: '2026-11-21T00:00:00.000Z' },
          })),
        },
      }),
      { input },
    ).start();
    const emitted: unknown[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.send({ type: 'becomeDoctor' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(names).toEqual(['doctor Asha Rao']);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(emitted).toContainEqual({ type: 'toast', kind: 'success', text: SITE_MESSAGES.doctorApplicationFiled });
  });
});
