// One-time upload links, the photos stored through them, the per-user limits on both, and the
// removal of photos nobody uses. A user's uploads are changed under that user's lock, so the
// limits hold for concurrent requests and a photo chosen for a profile is never swept meanwhile.
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, isNotNull, lt, min, sql } from 'drizzle-orm';
import { UPLOAD_LIMITS } from '@domain/account';
import type { Db, Tx } from '../db/client';
import { blogPosts, brands, doctors, items, media, orderItems, uploadTickets, users } from '../db/schema';
import type { EncodedPhoto } from '../images/photo';
import { startSweep } from './sweeps';

/** Holds this user's upload lock until the transaction ends. */
export async function lockUploadsOf(tx: Tx, uid: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`uploads:${uid}`}, 0))`);
}

async function storedImages(tx: Tx, uid: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(media).where(eq(media.uid, uid));
  return row!.n;
}

export type TicketOutcome =
  | { kind: 'issued'; token: string; expiresAt: Date }
  /** Too many open links; the oldest expires after retryAfterMs. */
  | { kind: 'tooManyOpen'; retryAfterMs: number }
  | { kind: 'tooManyStored' };

export async function issueUploadTicket(db: Db, uid: string, now = new Date()): Promise<TicketOutcome> {
  return db.transaction(async (tx) => {
    await lockUploadsOf(tx, uid);
    if ((await storedImages(tx, uid)) >= UPLOAD_LIMITS.maxStoredImages) return { kind: 'tooManyStored' };
    const [open] = await tx
      .select({ n: count(), firstExpiry: min(uploadTickets.expiresAt) })
      .from(uploadTickets)
      .where(and(eq(uploadTickets.uid, uid), isNull(uploadTickets.usedAt), gt(uploadTickets.expiresAt, now)));
    if (open!.n >= UPLOAD_LIMITS.maxOpenTickets)
      return { kind: 'tooManyOpen', retryAfterMs: new Date(open!.firstExpiry!).getTime() - now.getTime() };
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + UPLOAD_LIMITS.ticketLifetimeMs);
    await tx.insert(uploadTickets).values({ token, uid, expiresAt });
    return { kind: 'issued', token, expiresAt };
  });
}

export type StoreOutcome =
  | { kind: 'stored'; key: string }
  /** The link is unknown, expired or spent. */
  | { kind: 'invalidLink' }
  | { kind: 'tooManyStored' };

/** Stores a re-encoded photo against an upload link, which is then spent; a refusal spends nothing. */
export async function storeUpload(db: Db, token: string, photo: EncodedPhoto, now = new Date()): Promise<StoreOutcome> {
  return db.transaction(async (tx) => {
    const usable = and(eq(uploadTickets.token, token), isNull(uploadTickets.usedAt), gt(uploadTickets.expiresAt, now));
    const [ticket] = await tx.select({ uid: uploadTickets.uid }).from(uploadTickets).where(usable);
    if (!ticket) return { kind: 'invalidLink' };
    await lockUploadsOf(tx, ticket.uid);
    if ((await storedImages(tx, ticket.uid)) >= UPLOAD_LIMITS.maxStoredImages) return { kind: 'tooManyStored' };
    const key = `uploads/${ticket.uid}/${randomBytes(10).toString('hex')}`;
    // Spending the link and storing the image commit together: a link buys one image.
    const [spent] = await tx.update(uploadTickets).set({ usedAt: now, mediaKey: key }).where(usable).returning();
    if (!spent) return { kind: 'invalidLink' };
    await tx
      .insert(media)
      .values({ key, contentType: photo.contentType, bytes: photo.bytes, uid: ticket.uid, createdAt: now });
    return { kind: 'stored', key };
  });
}

/** Everything in the schema that names an image: an image named here is in use. */
const referenced = sql`(
  EXISTS (SELECT 1 FROM ${users} WHERE ${users.photoKey} = ${media.key})
  OR EXISTS (SELECT 1 FROM ${doctors} WHERE ${doctors.photoKey} = ${media.key})
  OR EXISTS (SELECT 1 FROM ${items} WHERE ${media.key} = ANY(${items.photoKeys}))
  OR EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.photoKey} = ${media.key})
  OR EXISTS (SELECT 1 FROM ${brands} WHERE ${brands.logoKey} = ${media.key})
  OR EXISTS (SELECT 1 FROM ${blogPosts} WHERE ${blogPosts.coverKey} = ${media.key})
)`;

/**
 * Removes uploaded photos older than a day that nothing uses, and upload links that expired more
 * than a day ago. Returns the removed photos' keys.
 */
export async function sweepUnusedUploads(db: Db, now = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - UPLOAD_LIMITS.unusedImageLifetimeMs);
  const unused = and(isNotNull(media.uid), lt(media.createdAt, cutoff), sql`NOT ${referenced}`);
  const owners = await db.selectDistinct({ uid: media.uid }).from(media).where(unused);
  const removed: string[] = [];
  for (const { uid } of owners) {
    // Under the owner's lock, so a profile update choosing one of these photos goes first or after.
    const keys = await db.transaction(async (tx) => {
      await lockUploadsOf(tx, uid!);
      return tx
        .delete(media)
        .where(and(eq(media.uid, uid!), unused))
        .returning({ key: media.key });
    });
    removed.push(...keys.map((row) => row.key));
  }
  await db.delete(uploadTickets).where(lt(uploadTickets.expiresAt, cutoff));
  return removed;
}

/** Sweeps every `everyMs` in the running server; returns how to stop (after a sweep under way). */
export function startUploadSweeper(
  db: Db,
  everyMs: number,
  onSwept: (keys: string[]) => void,
  onError: (error: unknown) => void,
): () => Promise<void> {
  return startSweep(db, {
    name: 'unused-uploads',
    everyMs,
    run: () => sweepUnusedUploads(db),
    onDone: onSwept,
    onError,
  });
}
