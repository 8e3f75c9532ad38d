// Photo uploads: the format read from the bytes, the per-user limits on open links and stored
// photos, and the removal of photos nobody uses, with real emulator tokens.
import { and, count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '@domain/account';
import { SITE_MESSAGES } from '@domain/messages/site';
import {
  blogPosts,
  brands,
  doctors,
  items,
  media,
  orderItems,
  orders,
  uploadTickets,
  users,
} from '../../server/db/schema';
import { createImageRenderer } from '../../server/images/render';
import { issueUploadTicket, startUploadSweeper, sweepUnusedUploads } from '../../server/services/uploads';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { aRegistration } from '../support/builders/people';
import { useTestApp } from './testApp';

const { app, database } = useTestApp();
const db = () => database().db;
const DAY_MS = 24 * 60 * 60_000;

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f5d3a' } })
    .png()
    .toBuffer();
const tiff = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#2f5d3a' } })
    .tiff()
    .toBuffer();
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
);

const newTicket = (account: TestAccount) =>
  app().inject({ method: 'POST', url: '/api/uploads', headers: { authorization: `Bearer ${account.idToken}` } });
const ticketUrl = async (account: TestAccount) => `/api${(await newTicket(account)).json().data.uploadUrl as string}`;
const upload = (url: string, body: Buffer, contentType: string) =>
  app().inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

const storedCount = async (uid?: string) =>
  (
    await db()
      .select({ n: count() })
      .from(media)
      .where(uid ? eq(media.uid, uid) : undefined)
  )[0]!.n;
const openTickets = async (uid: string) =>
  (
    await db()
      .select({ n: count() })
      .from(uploadTickets)
      .where(and(eq(uploadTickets.uid, uid), isNull(uploadTickets.usedAt)))
  )[0]!.n;

/** Stores `n` photos for a user straight in the database, uploaded at `createdAt`. */
async function storePhotos(uid: string, n: number, createdAt = new Date()): Promise<string[]> {
  const bytes = await png();
  const keys = Array.from({ length: n }, (_, index) => `uploads/${uid}/${createdAt.getTime().toString(16)}${index}`);
  await db()
    .insert(media)
    .values(keys.map((key) => ({ key, contentType: 'image/webp', bytes, uid, createdAt })));
  return keys;
}

describe('the format of an upload is read from its bytes', () => {
  let asha: TestAccount;
  beforeAll(async () => {
    asha = await createAccount('Asha Rao');
  });

  it('takes a PNG whatever Content-Type it is sent with, and stores it re-encoded as WebP', async () => {
    for (const contentType of ['image/jpeg', 'application/octet-stream']) {
      const stored = await upload(await ticketUrl(asha), await png(), contentType);
      expect(stored.statusCode, contentType).toBe(200);
      const [row] = await db()
        .select()
        .from(media)
        .where(eq(media.key, stored.json().data.key as string));
      const meta = await sharp(row!.bytes).metadata();
      expect([row!.contentType, meta.format, meta.width, meta.height]).toEqual(['image/webp', 'webp', 64, 48]);
    }
  });

  it('refuses text, SVG and TIFF sent as photos and keeps the link for a real one', async () => {
    for (const [body, contentType] of [
      [Buffer.from('definitely not a picture'), 'image/png'],
      [svg, 'image/png'],
      [await tiff(), 'image/jpeg'],
    ] as const) {
      const url = await ticketUrl(asha);
      const before = await storedCount();
      const refused = await upload(url, body, contentType);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(SITE_MESSAGES.uploadNotImage);
      expect(await storedCount()).toBe(before);
      // The link was not spent: a real photo still goes through it.
      expect((await upload(url, await png(), 'image/png')).statusCode).toBe(200);
    }
  });
});

describe('per-user upload limits', () => {
  it(`opens at most ${UPLOAD_LIMITS.maxOpenTickets} unused links at once, even when asked concurrently`, async () => {
    const ravi = await createAccount('Ravi Menon');
    const replies = await Promise.all(Array.from({ length: UPLOAD_LIMITS.maxOpenTickets + 7 }, () => newTicket(ravi)));
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(UPLOAD_LIMITS.maxOpenTickets);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
    const refused = replies.find((reply) => reply.statusCode === 429)!;
    expect(refused.json()).toEqual({
      success: false,
      code: 'rate_limited',
      message: SITE_MESSAGES.uploadsInProgress,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(UPLOAD_LIMITS.ticketLifetimeMs / 1000);
    expect(await openTickets(ravi.uid)).toBe(UPLOAD_LIMITS.maxOpenTickets);

    // Using a link frees its place.
    const url = `/api${replies.find((reply) => reply.statusCode === 201)!.json().data.uploadUrl as string}`;
    expect((await upload(url, await png(), 'image/png')).statusCode).toBe(200);
    expect((await newTicket(ravi)).statusCode).toBe(201);
    expect((await newTicket(ravi)).statusCode).toBe(429);
  });

  it('does not count expired links', async () => {
    const meera = await createAccount('Meera Iyer');
    const longAgo = new Date(Date.now() - 2 * UPLOAD_LIMITS.ticketLifetimeMs);
    for (let i = 0; i < UPLOAD_LIMITS.maxOpenTickets; i += 1) await issueUploadTicket(db(), meera.uid, longAgo);
    expect((await newTicket(meera)).statusCode).toBe(201);
  });

  it(`keeps at most ${UPLOAD_LIMITS.maxStoredImages} photos per user: no new link, and an open link stores nothing`, async () => {
    const kiran = await createAccount('Kiran Shah');
    await storePhotos(kiran.uid, UPLOAD_LIMITS.maxStoredImages - 1);
    const url = await ticketUrl(kiran);
    expect((await upload(url, await png(), 'image/png')).statusCode).toBe(200);
    const refused = await newTicket(kiran);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, code: 'conflict', message: SITE_MESSAGES.uploadsStored });
    expect(await storedCount(kiran.uid)).toBe(UPLOAD_LIMITS.maxStoredImages);
  });

  it('refuses a photo through a link opened before the limit was reached, and keeps the link', async () => {
    const dev = await createAccount('Dev Patel');
    const early = await ticketUrl(dev);
    await storePhotos(dev.uid, UPLOAD_LIMITS.maxStoredImages);
    const refused = await upload(early, await png(), 'image/png');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SITE_MESSAGES.uploadsStored);
    expect(await storedCount(dev.uid)).toBe(UPLOAD_LIMITS.maxStoredImages);
    expect(await openTickets(dev.uid)).toBe(1);
  });
});

describe('removing photos nobody uses', () => {
  it('removes uploads older than a day that nothing in the schema names, and expired links', async () => {
    const owner = await createAccount('Owner');
    const now = new Date();
    const old = new Date(now.getTime() - DAY_MS - 60_000);
    const [unused, profilePhoto, doctorPhoto, itemPhoto, orderPhoto, brandLogo, blogCover] = await storePhotos(
      owner.uid,
      7,
      old,
    );
    const [recent] = await storePhotos(owner.uid, 1, new Date(now.getTime() - DAY_MS + 60_000));
    await db()
      .insert(users)
      .values({ uid: owner.uid, ...aRegistration({ email: 'owner@example.com' }), photoKey: profilePhoto });
    await db().update(doctors).set({ photoKey: doctorPhoto! });
    const [item] = await db().select({ id: items.id, photoKeys: items.photoKeys }).from(items).limit(1);
    await db()
      .update(items)
      .set({ photoKeys: [...item!.photoKeys, itemPhoto!] })
      .where(eq(items.id, item!.id));
    await db().insert(orders).values({
      id: 'order-sweep',
      uid: owner.uid,
      paymentMethod: 'cod',
      mrpTotalPaise: 100,
      subtotalPaise: 100,
      taxPaise: 0,
      totalPaise: 100,
      address: {},
      cartFingerprint: 'sweep',
    });
    await db().insert(orderItems).values({
      orderId: 'order-sweep',
      itemId: item!.id,
      name: 'x',
      packSize: 'x',
      photoKey: orderPhoto!,
      unitPaise: 100,
      mrpPaise: 100,
      gstRate: 12,
      hsn: '30049011',
      quantity: 1,
    });
    await db().update(brands).set({ logoKey: brandLogo! });
    await db().update(blogPosts).set({ coverKey: blogCover! });
    const seeded = await storedCount();
    await issueUploadTicket(
      db(),
      owner.uid,
      new Date(now.getTime() - DAY_MS - UPLOAD_LIMITS.ticketLifetimeMs - 60_000),
    );
    await issueUploadTicket(db(), owner.uid, now);

    expect(await sweepUnusedUploads(db(), now)).toEqual([unused]);
    const left = (await db().select({ key: media.key }).from(media).where(eq(media.uid, owner.uid))).map((r) => r.key);
    expect(left.sort()).toEqual(
      [profilePhoto, doctorPhoto, itemPhoto, orderPhoto, brandLogo, blogCover, recent].sort(),
    );
    // The seeded catalogue's images (no uploader) are never swept.
    expect(await storedCount()).toBe(seeded - 1);
    expect(await openTickets(owner.uid)).toBe(1);
    expect(await sweepUnusedUploads(db(), now)).toEqual([]);
  });

  it('runs in the server on a timer, and the removed photo is no longer served', async () => {
    const owner = await createAccount('Timer Owner');
    const [unused] = await storePhotos(owner.uid, 1, new Date(Date.now() - DAY_MS - 60_000));
    const images = createImageRenderer(db());
    expect(await images.render(unused!, 160, 75)).toBeDefined();
    const swept = await new Promise<string[]>((resolve, reject) => {
      const stop = startUploadSweeper(
        db(),
        20,
        (keys) => {
          images.forget(keys);
          void stop().then(() => resolve(keys));
        },
        reject,
      );
    });
    expect(swept).toContain(unused);
    expect(await images.render(unused!, 160, 75)).toBeUndefined();
  });
});
