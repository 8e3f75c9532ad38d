// Input that once reached the database and gave 500s: it is refused with a clear 400 by the
// shared schemas, and nothing changes.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_RUPEES } from '@domain/contract/common';
import { SITE_MESSAGES } from '@domain/messages/site';
import { contactMessages, users } from '../../server/db/schema';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { aRegistration } from '../support/builders/people';
import { useTestApp } from './testApp';

const { app, database } = useTestApp();
let asha: TestAccount;

beforeAll(async () => {
  asha = await createAccount('Asha Rao');
});

describe('hostile input gets a clear 400', () => {
  it('refuses price filters beyond any real price, and ratings finer than a tenth of a star', async () => {
    for (const body of [{ maxPrice: 21474836.48 }, { minPrice: 1e12 }, { minPrice: 0, maxPrice: MAX_RUPEES + 1 }]) {
      const response = await app().inject({ method: 'POST', url: '/api/store/items/filter/0/5', payload: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('must be at most') });
    }
    for (const minRating of [5e-324, 1e-300, 4.55]) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/store/items/filter/0/5',
        payload: { minRating },
      });
      expect(response.statusCode, String(minRating)).toBe(400);
      expect(response.json().message).toContain('minRating has at most one decimal');
    }
    const widest = await app().inject({
      method: 'POST',
      url: '/api/store/items/filter/0/5',
      payload: { minPrice: 0, maxPrice: MAX_RUPEES },
    });
    expect(widest.statusCode).toBe(200);
  });

  it('refuses birth dates that are not real and plausible, storing nobody', async () => {
    const before = (await database().db.select({ n: count() }).from(users))[0]!.n;
    for (const birthDate of ['0000-01-01', '0001-01-01', '1899-12-31', '2999-01-01']) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/users',
        headers: { authorization: `Bearer ${asha.idToken}` },
        payload: aRegistration({ birthDate }),
      });
      expect(response.statusCode, birthDate).toBe(400);
      expect(response.json().message).toContain(SITE_MESSAGES.invalidBirthDate);
    }
    expect((await database().db.select({ n: count() }).from(users))[0]!.n).toBe(before);
  });

  it('refuses control characters in any text, which PostgreSQL cannot store, changing nothing', async () => {
    const registration = aRegistration();
    const signedIn = { authorization: `Bearer ${asha.idToken}` };
    expect(
      (await app().inject({ method: 'POST', url: '/api/users', headers: signedIn, payload: registration })).statusCode,
    ).toBe(201);
    const contact = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '98450 12345',
      message: 'Where is my order?',
    };
    const requests = [
      { method: 'POST', url: '/api/contact', payload: { ...contact, name: 'Nul\u0000Name' } },
      { method: 'POST', url: '/api/contact', payload: { ...contact, message: 'Where is\u0000 my order?' } },
      { method: 'POST', url: '/api/contact', payload: { ...contact, message: 'Where is\u001b my order?' } },
      { method: 'POST', url: '/api/contact', payload: { ...contact, message: 'Where is \ud800my order?' } },
      { method: 'PUT', url: `/api/users/${asha.uid}`, payload: { ...registration, fullName: 'Asha\u0000Rao' } },
      { method: 'POST', url: '/api/store/items/filter/0/5', payload: { brands: ['Veda\u0000vana'] } },
      { method: 'POST', url: '/api/store/items/querybycategory/0/5', payload: { categories: ['sleep\u0000'] } },
      { method: 'GET', url: '/api/search/blogs?query=sleep%00' },
    ] as const;
    const stored = async () => ({
      messages: (await database().db.select({ n: count() }).from(contactMessages))[0]!.n,
      profile: await database().db.select().from(users).where(eq(users.uid, asha.uid)),
    });
    const before = await stored();
    for (const request of requests) {
      const response = await app().inject({ ...request, headers: signedIn });
      const name = `${request.method} ${request.url} ${JSON.stringify('payload' in request ? request.payload : '')}`;
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message, name).toContain(SITE_MESSAGES.controlCharacters);
    }
    expect(await stored()).toEqual(before);
  });
});

describe('private replies', () => {
  it('are never stored by a cache, whatever their status', async () => {
    const calls = [
      { method: 'GET' as const, url: `/api/users/${asha.uid}`, token: asha.idToken },
      { method: 'GET' as const, url: `/api/users/${asha.uid}`, token: undefined },
      { method: 'GET' as const, url: '/api/users/someone-else', token: asha.idToken },
      { method: 'GET' as const, url: `/api/permission/${asha.uid}`, token: asha.idToken },
    ];
    for (const { method, url, token } of calls) {
      const response = await app().inject({
        method,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.headers['cache-control'], `${method} ${url} ${response.statusCode}`).toBe('no-store');
    }
    const publicReply = await app().inject({ url: '/api/store/brand' });
    expect(publicReply.headers['cache-control']).not.toBe('no-store');
  });

  it('name a uid longer than the route allows with a 400, not a 414', async () => {
    const long = 'a'.repeat(300);
    const response = await app().inject({
      url: `/api/users/${long}`,
      headers: { authorization: `Bearer ${asha.idToken}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('uid') });
    const anonymous = await app().inject({ url: `/api/users/${long}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
