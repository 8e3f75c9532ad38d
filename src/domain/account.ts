// A registered user's profile on our backend, and the rules for registering and updating it.
import * as v from 'valibot';
import { CONTACT_PREFERENCES } from './contactPreferences';
import { SITE_MESSAGES } from './messages/site';
import { BirthDateSchema, EmailSchema, IndianPhoneSchema, PersonNameSchema } from './validation';

export const GENDERS = ['female', 'male', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

export const REGISTRATION_FIELDS = ['fullName', 'email', 'phone', 'birthDate', 'gender'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export const RegistrationSchema = v.object({
  fullName: PersonNameSchema,
  email: EmailSchema,
  phone: IndianPhoneSchema,
  birthDate: BirthDateSchema,
  gender: v.picklist(GENDERS, SITE_MESSAGES.chooseOption),
});
export type Registration = v.InferOutput<typeof RegistrationSchema>;

/**
 * Someone who signed in by phone has proved that number, so it is their registration phone; a
 * different one is refused. Both are in E.164 form (the schema normalises the typed one).
 */
export function keepsSignInPhone(phone: string, signInPhone: string | null): boolean {
  return signInPhone === null || phone === signInPhone;
}

/** Details as their owner edits them: with the phone they signed in with, when they did by phone. */
export function withSignInPhone<T extends { phone: string }>(details: T, signInPhone: string | null): T {
  return signInPhone === null ? details : { ...details, phone: signInPhone };
}

/** A profile update: the registration fields, a photo uploaded by this user (or none) and, when given, how they want to hear from us. */
export const ProfileUpdateSchema = v.object({
  ...RegistrationSchema.entries,
  contactPreference: v.optional(v.picklist(CONTACT_PREFERENCES, SITE_MESSAGES.chooseOption)),
  photoKey: v.optional(
    v.nullable(
      v.pipe(v.string(), v.regex(/^uploads\/[A-Za-z0-9_-]+\/[a-z0-9]+$/, 'photoKey is not an uploaded image')),
    ),
  ),
});
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>;

export const UserProfileSchema = v.object({
  uid: v.string(),
  fullName: v.string(),
  email: v.string(),
  phone: v.string(),
  birthDate: v.string(),
  gender: v.picklist(GENDERS),
  photoKey: v.nullable(v.string()),
  contactPreference: v.picklist(CONTACT_PREFERENCES),
});
export type UserProfile = v.InferOutput<typeof UserProfileSchema>;

/** GET /users/{uid}: whether the signed-in user has registered, with the profile when so. */
export const UserRecordSchema = v.object({
  registered: v.boolean(),
  profile: v.nullable(UserProfileSchema),
});
export type UserRecord = v.InferOutput<typeof UserRecordSchema>;

export const ROLES = ['doctor', 'admin', 'operator'] as const;
export type Role = (typeof ROLES)[number];
export const DoctorApplicationSchema = v.object({
  _id: v.string(),
  status: v.picklist(['pending', 'verified', 'rejected']),
  createdAt: v.string(),
  /** Why an operator rejected it (null or left out otherwise). */
  reason: v.optional(v.nullable(v.string())),
});
export type DoctorApplication = v.InferOutput<typeof DoctorApplicationSchema>;

/** The user's roles, and their latest application to be listed as a doctor (null when none). */
export const PermissionSchema = v.object({
  roles: v.array(v.picklist(ROLES)),
  application: v.nullable(DoctorApplicationSchema),
});
export type Permission = v.InferOutput<typeof PermissionSchema>;

/** Whether the user holds `role` (false when the roles could not be loaded). */
export function hasRole(permission: Permission | undefined, role: Role): boolean {
  return permission?.roles.includes(role) === true;
}

/**
 * Photo uploads: images only (the format is read from the bytes), 5 MB at most; the server
 * re-encodes them. Per user, a few upload links may be open at once and a day's worth of photos
 * kept: a photo nobody uses is removed a day after it was uploaded.
 */
export const UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  ticketLifetimeMs: 10 * 60_000,
  /** Unused, unexpired upload links per user. */
  maxOpenTickets: 5,
  /** Stored photos per user, used or not. */
  maxStoredImages: 20,
  /** How long a photo nobody uses is kept. */
  unusedImageLifetimeMs: 24 * 60 * 60_000,
} as const;

export const UploadTicketSchema = v.object({ uploadUrl: v.string(), expiresAt: v.string() });
export type UploadTicket = v.InferOutput<typeof UploadTicketSchema>;
export const UploadResultSchema = v.object({ key: v.string() });

/** Phone sign-in: wait this long before another code can be sent. */
export const RESEND_COOLDOWN_SECONDS = 30;

/** The country code assumed for a phone number typed without one. */
export const DEFAULT_COUNTRY_CODE = '+91';
