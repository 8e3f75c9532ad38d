// Input that once reached the database and gave 500s: it is refused with a clear 400 by the
// shared schemas, and nothing changes.
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { MAX_RUPEES } from '../../src/domain/contract/common';
import { PRODUCT_MESSAGES } from '../../src/domain/messages';
import { createAccount, type TestAccount } from '../support/authEmulator';
import { useTestApp } from './testApp';

const { app, database } = useTestApp();
let asha: TestAccount;

beforeAll(async () => {
  asha = await createAccount('Asha Rao');
});

describe('hostile input gets a clear 400', () => {
  it('refuses price filters beyond any real price', async () => {
    for (const body of [{ maxPrice: 21474836.48 }, { minPrice: 1e12 }, { minPrice: 0, maxPrice: MAX_RUPEES + 1 }]) {
      const response = await app().inject({ method: 'POST', url: '/api/store/items/filter/0/5', payload: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('must be at most') });
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
        payload: { fullName: 'Asha Rao', email: 'asha@example.com', phone: '98450 12345', birthDate, gender: 'female' },
      });
      expect(response.statusCode, birthDate).toBe(400);
      expect(response.json().message).toContain(PRODUCT_MESSAGES.invalidBirthDate);
    }
    expect((await database().db.select({ n: count() }).from(users))[0]!.n).toBe(before);
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
