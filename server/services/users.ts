// Registered users, their roles, doctor applications and profile photos.
import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  DoctorApplication,
  Permission,
  ProfileUpdate,
  Registration,
  Role,
  UserProfile,
  UserRecord,
} from '@domain/account';
import type { Db } from '../db/client';
import { violatesUnique } from '../db/errors';
import { doctorApplications, media, userRoles, users } from '../db/schema';
import { lockUploadsOf } from './uploads';

/** A profile as the contract names it, read straight from its columns by selects and returnings alike. */
const profileColumns = {
  uid: users.uid,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  birthDate: users.birthDate,
  // Stored as text; registering and updating take only the contract's genders.
  gender: sql<UserProfile['gender']>`${users.gender}`,
  photoKey: users.photoKey,
  contactPreference: users.contactPreference,
};

export async function getUserRecord(db: Db, uid: string): Promise<UserRecord> {
  const [profile] = await db.select(profileColumns).from(users).where(eq(users.uid, uid));
  return { registered: Boolean(profile), profile: profile ?? null };
}

/** The index that keeps one account per email address, whatever its case (server/db/schema.ts). */
const UNIQUE_EMAIL = 'users_email_lower_unique';

/** Runs a write that may meet the unique email index; the index, not a prior read, decides races. */
async function unlessEmailTaken<T>(write: () => Promise<T>): Promise<T | { kind: 'emailTaken' }> {
  try {
    return await write();
  } catch (error) {
    if (violatesUnique(error, UNIQUE_EMAIL)) return { kind: 'emailTaken' };
    throw error;
  }
}

export type RegistrationOutcome =
  | { kind: 'registered'; profile: UserProfile }
  | { kind: 'alreadyRegistered' }
  /** Another account has this email address. */
  | { kind: 'emailTaken' };

export async function registerUser(db: Db, uid: string, registration: Registration): Promise<RegistrationOutcome> {
  return unlessEmailTaken(async (): Promise<RegistrationOutcome> => {
    const [profile] = await db
      .insert(users)
      .values({ uid, ...registration })
      .onConflictDoNothing({ target: users.uid })
      .returning(profileColumns);
    return profile ? { kind: 'registered', profile } : { kind: 'alreadyRegistered' };
  });
}

export type ProfileUpdateOutcome =
  | { kind: 'updated'; profile: UserProfile }
  | { kind: 'notRegistered' }
  /** The photo key names no image this user uploaded. */
  | { kind: 'foreignPhoto' }
  /** Another account has this email address. */
  | { kind: 'emailTaken' };

export async function updateProfile(db: Db, uid: string, update: ProfileUpdate): Promise<ProfileUpdateOutcome> {
  return unlessEmailTaken(() =>
    db.transaction(async (tx): Promise<ProfileUpdateOutcome> => {
      if (update.photoKey) {
        // Under the uploads lock, so the sweeper cannot remove the photo while it is chosen.
        await lockUploadsOf(tx, uid);
        const [photo] = await tx
          .select({ key: media.key })
          .from(media)
          .where(and(eq(media.key, update.photoKey), eq(media.uid, uid)));
        if (!photo) return { kind: 'foreignPhoto' };
      }
      const [profile] = await tx
        .update(users)
        .set({ ...update, updatedAt: new Date() })
        .where(eq(users.uid, uid))
        .returning(profileColumns);
      return profile ? { kind: 'updated', profile } : { kind: 'notRegistered' };
    }),
  );
}

/** Whether the user holds the role now (the guard asks on every request of a role's routes). */
export async function holdsRole(db: Db, uid: string, role: Role): Promise<boolean> {
  const [row] = await db
    .select({ uid: userRoles.uid })
    .from(userRoles)
    .where(and(eq(userRoles.uid, uid), eq(userRoles.role, role)));
  return row !== undefined;
}

export async function getPermission(db: Db, uid: string): Promise<Permission> {
  const [rows, [application]] = await Promise.all([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.uid, uid)).orderBy(userRoles.role),
    db
      .select()
      .from(doctorApplications)
      .where(eq(doctorApplications.uid, uid))
      .orderBy(desc(doctorApplications.id))
      .limit(1),
  ]);
  return { roles: rows.map((row) => row.role), application: application ? toApplication(application) : null };
}

const toApplication = (row: typeof doctorApplications.$inferSelect): DoctorApplication => ({
  _id: String(row.id),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  reason: row.reason,
});

export type DoctorApplicationOutcome =
  | { kind: 'filed'; application: DoctorApplication }
  | { kind: 'notRegistered' }
  /** The user has the doctor role already (verified, or a seeded doctor): there is nothing to apply for. */
  | { kind: 'alreadyDoctor' };

/** Files an application to be listed as a doctor; one open application per user. */
export async function applyAsDoctor(db: Db, uid: string): Promise<DoctorApplicationOutcome> {
  return db.transaction(async (tx): Promise<DoctorApplicationOutcome> => {
    const [registered] = await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, uid));
    if (!registered) return { kind: 'notRegistered' };
    const [doctor] = await tx
      .select({ uid: userRoles.uid })
      .from(userRoles)
      .where(and(eq(userRoles.uid, uid), eq(userRoles.role, 'doctor')));
    if (doctor) return { kind: 'alreadyDoctor' };
    await tx.insert(doctorApplications).values({ uid }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(doctorApplications)
      .where(and(eq(doctorApplications.uid, uid), eq(doctorApplications.status, 'pending')));
    return { kind: 'filed', application: toApplication(row!) };
  });
}
