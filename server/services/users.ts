// Registered users, their roles, doctor applications and profile photos.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type {
  DoctorApplication,
  Permission,
  ProfileUpdate,
  Registration,
  UserProfile,
  UserRecord,
} from '../../src/domain/account';
import { UPLOAD_LIMITS } from '../../src/domain/account';
import type { Db } from '../db/client';
import { doctorApplications, media, uploadTickets, userRoles, users } from '../db/schema';
import type { EncodedPhoto } from '../images/photo';

type UserRow = typeof users.$inferSelect;

function toProfile(row: UserRow): UserProfile {
  return {
    uid: row.uid,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    birthDate: row.birthDate,
    gender: row.gender as UserProfile['gender'],
    photoKey: row.photoKey,
  };
}

export async function getUserRecord(db: Db, uid: string): Promise<UserRecord> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid));
  return { registered: Boolean(row), profile: row ? toProfile(row) : null };
}

/** The new profile, or undefined when this uid has registered already. */
export async function registerUser(db: Db, uid: string, registration: Registration): Promise<UserProfile | undefined> {
  const [row] = await db
    .insert(users)
    .values({ uid, ...registration })
    .onConflictDoNothing()
    .returning();
  return row ? toProfile(row) : undefined;
}

export type ProfileUpdateOutcome =
  | { kind: 'updated'; profile: UserProfile }
  | { kind: 'notRegistered' }
  /** The photo key names no image this user uploaded. */
  | { kind: 'foreignPhoto' };

export async function updateProfile(db: Db, uid: string, update: ProfileUpdate): Promise<ProfileUpdateOutcome> {
  return db.transaction(async (tx) => {
    if (update.photoKey) {
      const [photo] = await tx
        .select({ key: media.key })
        .from(media)
        .where(and(eq(media.key, update.photoKey), eq(media.uid, uid)));
      if (!photo) return { kind: 'foreignPhoto' };
    }
    const [row] = await tx
      .update(users)
      .set({ ...update, updatedAt: new Date() })
      .where(eq(users.uid, uid))
      .returning();
    return row ? { kind: 'updated', profile: toProfile(row) } : { kind: 'notRegistered' };
  });
}

export async function getPermission(db: Db, uid: string): Promise<Permission> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.uid, uid))
    .orderBy(userRoles.role);
  return { roles: rows.map((row) => row.role) };
}

/**
 * Files an application to be listed as a doctor; one open application per user. Undefined when
 * the user has not registered.
 */
export async function applyAsDoctor(db: Db, uid: string): Promise<DoctorApplication | undefined> {
  return db.transaction(async (tx) => {
    const [registered] = await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, uid));
    if (!registered) return undefined;
    await tx.insert(doctorApplications).values({ uid }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(doctorApplications)
      .where(and(eq(doctorApplications.uid, uid), eq(doctorApplications.status, 'pending')));
    return { _id: String(row!.id), status: row!.status, createdAt: row!.createdAt.toISOString() };
  });
}

export async function issueUploadTicket(
  db: Db,
  uid: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + UPLOAD_LIMITS.ticketLifetimeMs);
  await db.insert(uploadTickets).values({ token, uid, expiresAt });
  return { token, expiresAt };
}

/**
 * Stores a re-encoded photo against an upload ticket, which is then spent. Undefined when the
 * ticket is unknown, expired or spent.
 */
export async function storeUpload(
  db: Db,
  token: string,
  photo: EncodedPhoto,
  now = new Date(),
): Promise<{ key: string } | undefined> {
  return db.transaction(async (tx) => {
    // Spending the ticket and storing the image commit together: a ticket buys one image.
    const [ticket] = await tx
      .update(uploadTickets)
      .set({ usedAt: now })
      .where(and(eq(uploadTickets.token, token), isNull(uploadTickets.usedAt), gt(uploadTickets.expiresAt, now)))
      .returning();
    if (!ticket) return undefined;
    const key = `uploads/${ticket.uid}/${randomBytes(10).toString('hex')}`;
    await tx.insert(media).values({ key, contentType: photo.contentType, bytes: photo.bytes, uid: ticket.uid });
    await tx.update(uploadTickets).set({ mediaKey: key }).where(eq(uploadTickets.token, token));
    return { key };
  });
}
