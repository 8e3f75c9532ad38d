// Registered users, their roles, doctor applications and profile photos.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type {
  DoctorApplication,
  Permission,
  ProfileUpdate,
  Registration,
  UserProfile,
  UserRecord,
} from '../../src/domain/account';
import { UPLOAD_LIMITS } from '../../src/domain/account';
import { PRODUCT_MESSAGES } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { doctorApplications, media, uploadTickets, userRoles, users } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';

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

export async function registerUser(db: Db, uid: string, registration: Registration): Promise<UserProfile> {
  const [row] = await db
    .insert(users)
    .values({ uid, ...registration })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, PRODUCT_MESSAGES.alreadyRegistered);
  return toProfile(row);
}

export async function updateProfile(db: Db, uid: string, update: ProfileUpdate): Promise<UserProfile> {
  return db.transaction(async (tx) => {
    if (update.photoKey) {
      const [photo] = await tx
        .select({ key: media.key })
        .from(media)
        .where(and(eq(media.key, update.photoKey), eq(media.uid, uid)));
      if (!photo) throw badRequest('photoKey is not an image you uploaded');
    }
    const [row] = await tx
      .update(users)
      .set({ ...update, updatedAt: new Date() })
      .where(eq(users.uid, uid))
      .returning();
    if (!row) throw new HttpError(404, PRODUCT_MESSAGES.notRegistered);
    return toProfile(row);
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

/** Files an application to be listed as a doctor; one open application per user. */
export async function applyAsDoctor(db: Db, uid: string): Promise<DoctorApplication> {
  return db.transaction(async (tx) => {
    const [registered] = await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, uid));
    if (!registered) throw new HttpError(404, PRODUCT_MESSAGES.notRegistered);
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

const PHOTO_MAX_SIDE = 1200;

/** Stores an uploaded image once, re-encoded, against a ticket that is then spent. */
export async function acceptUpload(db: Db, token: string, body: Buffer, now = new Date()): Promise<{ key: string }> {
  let encoded: Buffer;
  try {
    encoded = await sharp(body, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    throw badRequest(PRODUCT_MESSAGES.uploadNotImage);
  }
  return db.transaction(async (tx) => {
    // Spending the ticket and storing the image commit together: a ticket buys one image.
    const [ticket] = await tx
      .update(uploadTickets)
      .set({ usedAt: now })
      .where(and(eq(uploadTickets.token, token), isNull(uploadTickets.usedAt), gt(uploadTickets.expiresAt, now)))
      .returning();
    if (!ticket) throw new HttpError(404, PRODUCT_MESSAGES.uploadLinkInvalid);
    const key = `uploads/${ticket.uid}/${randomBytes(10).toString('hex')}`;
    await tx.insert(media).values({ key, contentType: 'image/webp', bytes: encoded, uid: ticket.uid });
    await tx.update(uploadTickets).set({ mediaKey: key }).where(eq(uploadTickets.token, token));
    return { key };
  });
}
