// Accounts with real Firebase ID tokens from the Auth Emulator.
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';
import { doctorApplications, media, userRoles, users } from '../../server/db/schema';
import { createAccount, createPhoneAccount, expiredToken, type TestAccount } from '../support/authEmulator';
import { useTestApp } from './testApp';

const { app, database } = useTestApp();
let asha: TestAccount;
let ravi: TestAccount;

const registration = {
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  phone: '98450 12345',
  birthDate: '1990-04-12',
  gender: 'female',
};
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  app().inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const userCount = async () => (await database().db.select({ n: count() }).from(users))[0]!.n;

beforeAll(async () => {
  [asha, ravi] = await Promise.all([createAccount('Asha Rao'), createAccount('Ravi Menon')]);
});

describe('who may call a uid route', () => {
  const routes = (uid: string): [method: 'GET' | 'PUT' | 'POST', url: string][] => [
    ['GET', `/api/users/${uid}`],
    ['PUT', `/api/users/${uid}`],
    ['GET', `/api/permission/${uid}`],
    ['POST', `/api/users/${uid}/doctor-application`],
  ];

  it('answers 401 without a token, with a garbage token and with an expired token', async () => {
    for (const [method, url] of routes(asha.uid)) {
      for (const token of [
        undefined,
        'not-a-token-at-all-but-long-enough',
        'a'.repeat(40),
        expiredToken(asha.idToken),
      ]) {
        const response = await call(method, url, token, method === 'GET' ? undefined : registration);
        expect(response.statusCode, `${method} ${url} with ${token?.slice(0, 12)}`).toBe(401);
        expect(response.json()).toEqual({
          success: false,
          code: 'unauthenticated',
          message: SITE_MESSAGES.signInRequired,
        });
      }
    }
  });

  it("answers 403 for someone else's token and changes nothing", async () => {
    const before = await userCount();
    for (const [method, url] of routes(asha.uid)) {
      const response = await call(method, url, ravi.idToken, method === 'GET' ? undefined : registration);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await userCount()).toBe(before);
  });
});

describe('registration', () => {
  it('reports an unregistered user, refuses bad registrations without storing anything, then registers', async () => {
    expect((await call('GET', `/api/users/${asha.uid}`, asha.idToken)).json()).toEqual({
      success: true,
      data: { registered: false, profile: null },
    });
    const before = await userCount();
    const today = new Date();
    const seventeen = `${today.getFullYear() - 17}-01-01`;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...registration, birthDate: seventeen }, COMMON_MESSAGES.mustBeAdult],
      [{ ...registration, email: 'asha@' }, COMMON_MESSAGES.invalidEmail],
      [{ ...registration, phone: '12345' }, COMMON_MESSAGES.invalidPhone],
      [{ ...registration, gender: 'unknown' }, SITE_MESSAGES.chooseOption],
      [{ ...registration, fullName: ' ' }, SITE_MESSAGES.nameRequired],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/api/users', asha.idToken, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await userCount()).toBe(before);

    const created = await call('POST', '/api/users', asha.idToken, registration);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ uid: asha.uid, phone: '+919845012345', gender: 'female' });
    const again = await call('POST', '/api/users', asha.idToken, registration);
    expect(again.statusCode).toBe(409);
    expect((await call('GET', `/api/users/${asha.uid}`, asha.idToken)).json().data.registered).toBe(true);
  });

  it('updates the profile with the same rules', async () => {
    const updated = await call('PUT', `/api/users/${asha.uid}`, asha.idToken, {
      ...registration,
      fullName: 'Asha R. Rao',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.fullName).toBe('Asha R. Rao');
    const bad = await call('PUT', `/api/users/${asha.uid}`, asha.idToken, { ...registration, email: 'nope' });
    expect(bad.statusCode).toBe(400);
    const [row] = await database().db.select().from(users).where(eq(users.uid, asha.uid));
    expect(row?.email).toBe('asha@example.com');
    expect((await call('PUT', `/api/users/${ravi.uid}`, ravi.idToken, registration)).statusCode).toBe(404);
  });
});

describe('the registration phone of someone who signed in by phone', () => {
  it('is the phone they signed in with: another is refused on registering and on updating, storing nothing', async () => {
    const signedIn = await createPhoneAccount();
    const mobile = signedIn.phone.slice(3);
    const details = { ...registration, email: `${mobile}@example.com` };
    const before = await userCount();
    const other = await call('POST', '/api/users', signedIn.idToken, { ...details, phone: '98450 99999' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      success: false,
      code: 'invalid_input',
      message: SITE_MESSAGES.phoneNotSignInPhone,
    });
    expect(await userCount()).toBe(before);

    const created = await call('POST', '/api/users', signedIn.idToken, { ...details, phone: mobile });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.phone).toBe(signedIn.phone);

    const changed = await call('PUT', `/api/users/${signedIn.uid}`, signedIn.idToken, {
      ...details,
      phone: '98450 99999',
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe(SITE_MESSAGES.phoneNotSignInPhone);
    const [row] = await database().db.select().from(users).where(eq(users.uid, signedIn.uid));
    expect(row?.phone).toBe(signedIn.phone);
    const kept = await call('PUT', `/api/users/${signedIn.uid}`, signedIn.idToken, {
      ...details,
      phone: signedIn.phone,
    });
    expect(kept.statusCode).toBe(200);
  });
});

describe('one account per email address', () => {
  it('refuses an email address another account has, whatever its case, on registering and on updating', async () => {
    const [first, second] = await Promise.all([createAccount('First'), createAccount('Second')]);
    expect(
      (await call('POST', '/api/users', first.idToken, { ...registration, email: 'shared@example.com' })).statusCode,
    ).toBe(201);
    const before = await userCount();
    const taken = await call('POST', '/api/users', second.idToken, { ...registration, email: ' Shared@Example.COM ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, code: 'conflict', message: SITE_MESSAGES.emailTaken });
    expect(await userCount()).toBe(before);

    expect(
      (await call('POST', '/api/users', second.idToken, { ...registration, email: 'second@example.com' })).statusCode,
    ).toBe(201);
    const update = await call('PUT', `/api/users/${second.uid}`, second.idToken, {
      ...registration,
      email: 'SHARED@example.com',
    });
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toBe(SITE_MESSAGES.emailTaken);
    const [row] = await database().db.select().from(users).where(eq(users.uid, second.uid));
    expect(row?.email).toBe('second@example.com');
    // Changing the case of one's own address is no conflict.
    const own = await call('PUT', `/api/users/${first.uid}`, first.idToken, {
      ...registration,
      email: 'Shared@example.com',
    });
    expect(own.statusCode).toBe(200);
  });

  it('lets exactly one of several simultaneous registrations with one address through', async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, (_, i) => createAccount(`Racer ${i}`)));
    const replies = await Promise.all(
      accounts.map((account) =>
        call('POST', '/api/users', account.idToken, { ...registration, email: 'race@example.com' }),
      ),
    );
    const codes = replies.map((reply) => reply.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    for (const reply of replies.filter((r) => r.statusCode === 409))
      expect(reply.json().message).toBe(SITE_MESSAGES.emailTaken);
  });
});

describe('roles and doctor applications', () => {
  it('takes roles from the database, never from the display name', async () => {
    const doctorNamed = await createAccount('doctor Kiran Shah');
    expect((await call('GET', `/api/permission/${doctorNamed.uid}`, doctorNamed.idToken)).json().data).toEqual({
      roles: [],
      application: null,
    });
    await database().db.insert(userRoles).values({ uid: doctorNamed.uid, role: 'doctor' });
    expect((await call('GET', `/api/permission/${doctorNamed.uid}`, doctorNamed.idToken)).json().data).toEqual({
      roles: ['doctor'],
      application: null,
    });
  });

  it('files one pending doctor application per user', async () => {
    const first = await call('POST', `/api/users/${asha.uid}/doctor-application`, asha.idToken);
    const second = await call('POST', `/api/users/${asha.uid}/doctor-application`, asha.idToken);
    expect(first.statusCode).toBe(201);
    expect(second.json().data).toEqual(first.json().data);
    expect(first.json().data.status).toBe('pending');
    const rows = await database().db.select().from(doctorApplications).where(eq(doctorApplications.uid, asha.uid));
    expect(rows).toHaveLength(1);
    expect((await call('GET', `/api/permission/${asha.uid}`, asha.idToken)).json().data).toEqual({
      roles: [],
      application: first.json().data,
    });
  });

  it("gives the user's latest application with its real status: rejected, then pending again", async () => {
    const applicant = await createAccount('Ritika Jain');
    const registering = await call('POST', '/api/users', applicant.idToken, {
      ...registration,
      email: `${applicant.uid.toLowerCase()}@example.com`,
      phone: '98450 77777',
    });
    expect(registering.statusCode, registering.body).toBe(201);
    const filed = (await call('POST', `/api/users/${applicant.uid}/doctor-application`, applicant.idToken)).json().data;
    await database()
      .db.update(doctorApplications)
      .set({ status: 'rejected', decidedAt: new Date() })
      .where(eq(doctorApplications.uid, applicant.uid));
    const permission = () => call('GET', `/api/permission/${applicant.uid}`, applicant.idToken);
    expect((await permission()).json().data).toEqual({ roles: [], application: { ...filed, status: 'rejected' } });
    const again = (await call('POST', `/api/users/${applicant.uid}/doctor-application`, applicant.idToken)).json().data;
    expect(again._id).not.toBe(filed._id);
    expect((await permission()).json().data.application).toEqual({ ...again, status: 'pending' });
  });

  it('refuses an application from a user who already has the doctor role, and files nothing', async () => {
    const doctor = await createAccount('Meera Iyer');
    const registering = await call('POST', '/api/users', doctor.idToken, {
      ...registration,
      email: `${doctor.uid.toLowerCase()}@example.com`,
      phone: '98450 66666',
    });
    expect(registering.statusCode, registering.body).toBe(201);
    await database().db.insert(userRoles).values({ uid: doctor.uid, role: 'doctor' });
    const applying = await call('POST', `/api/users/${doctor.uid}/doctor-application`, doctor.idToken);
    expect(applying.statusCode).toBe(409);
    expect(applying.json()).toEqual({ success: false, code: 'conflict', message: SITE_MESSAGES.alreadyDoctor });
    expect(await database().db.select().from(doctorApplications).where(eq(doctorApplications.uid, doctor.uid))).toEqual(
      [],
    );
    expect((await call('GET', `/api/permission/${doctor.uid}`, doctor.idToken)).json().data).toEqual({
      roles: ['doctor'],
      application: null,
    });
  });
});

describe('photo uploads', () => {
  const png = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f5d3a' } })
      .png()
      .toBuffer();
  const upload = async (url: string, body: Buffer, contentType = 'image/png') =>
    app().inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });
  const ticket = async (token = asha.idToken) =>
    `/api${(await call('POST', '/api/uploads', token)).json().data.uploadUrl as string}`;

  it('stores one re-encoded image per one-time URL and lets the owner use it as a photo', async () => {
    const url = await ticket();
    const stored = await upload(url, await png());
    expect(stored.statusCode).toBe(200);
    const key = stored.json().data.key as string;
    expect(key.startsWith(`uploads/${asha.uid}/`)).toBe(true);
    expect((await upload(url, await png())).statusCode).toBe(404);
    const served = await app().inject({ url: `/static/${key}?w=160` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const withPhoto = await call('PUT', `/api/users/${asha.uid}`, asha.idToken, { ...registration, photoKey: key });
    expect(withPhoto.json().data.photoKey).toBe(key);
    // Someone else cannot claim it.
    await call('POST', '/api/users', ravi.idToken, { ...registration, email: 'ravi@example.com' });
    expect(
      (await call('PUT', `/api/users/${ravi.uid}`, ravi.idToken, { ...registration, photoKey: key })).statusCode,
    ).toBe(400);
  });

  it('refuses non-images, oversized bodies and unknown links, storing nothing', async () => {
    const before = (await database().db.select({ n: count() }).from(media))[0]!.n;
    expect((await call('POST', '/api/uploads')).statusCode).toBe(401);
    const notImage = await upload(await ticket(), Buffer.from('definitely not a picture'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe(SITE_MESSAGES.uploadNotImage);
    const huge = await upload(await ticket(), Buffer.alloc(5 * 1024 * 1024 + 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(SITE_MESSAGES.uploadTooLarge);
    expect((await upload('/api/uploads/abcdefghijklmnopqrstuvwxyzABCDEF', await png())).statusCode).toBe(404);
    expect((await upload('/api/uploads/short', await png())).statusCode).toBe(400);
    expect((await database().db.select({ n: count() }).from(media))[0]!.n).toBe(before);
  });
});
