// One person, Asha Rao, as each layer sees her: signed in, registering, registered, writing in.
// Tests override only the fields they are about.
import type { Registration, UserProfile } from '@domain/account';
import type { ContactMessageInput } from '@domain/contact';
import type { AuthUser } from '@domain/session';

export const ASHA = {
  uid: 'u1',
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  /** The 10-digit mobile number as typed (with the space people type). */
  mobile: '98450 12345',
  phoneE164: '+919845012345',
  birthDate: '1990-04-12',
} as const;

/** Values every form refuses. */
export const INVALID = { email: 'asha@', mobile: '12345' } as const;

export function anAuthUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    uid: ASHA.uid,
    displayName: ASHA.fullName,
    email: ASHA.email,
    phoneNumber: ASHA.phoneE164,
    photoURL: null,
    ...overrides,
  };
}

export function aRegistration(overrides: Partial<Registration> = {}): Registration {
  return {
    fullName: ASHA.fullName,
    email: ASHA.email,
    phone: ASHA.phoneE164,
    birthDate: ASHA.birthDate,
    gender: 'female',
    ...overrides,
  };
}

export function aUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return { uid: ASHA.uid, ...aRegistration(), photoKey: null, contactPreference: 'email', ...overrides };
}

export function aContactMessage(overrides: Partial<ContactMessageInput> = {}): ContactMessageInput {
  return {
    name: ASHA.fullName,
    email: ASHA.email,
    phone: ASHA.mobile,
    message: 'Do you deliver to Shillong?',
    ...overrides,
  };
}
