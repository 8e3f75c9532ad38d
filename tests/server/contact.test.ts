import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';
import { contactMessages } from '../../server/db/schema';
import { useTestApp } from './testApp';

// Behind a proxy on this machine, which tells each caller's address.
const { app, database } = useTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
const good = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98450 12345',
  message: 'Do you deliver to Shillong?',
};
const stored = async () => (await database().db.select({ n: count() }).from(contactMessages))[0]!.n;
const send = (payload: unknown, ip = '10.0.0.1') =>
  app().inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers: { 'x-forwarded-for': ip } });

describe('contact API', () => {
  it('stores a valid message in its normalised form', async () => {
    const before = await stored();
    const response = await send(good);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, data: { _id: expect.any(String) } });
    expect(await stored()).toBe(before + 1);
    const [row] = await database().db.select().from(contactMessages).orderBy(contactMessages.id);
    expect(row).toMatchObject({ name: 'Asha Rao', phone: '+919845012345' });
  });

  it('refuses bad input with the catalogue message and stores nothing', async () => {
    const before = await stored();
    const cases: [unknown, string][] = [
      [{ ...good, email: 'asha@' }, COMMON_MESSAGES.invalidEmail],
      [{ ...good, phone: '12345' }, COMMON_MESSAGES.invalidPhone],
      [{ ...good, name: '   ' }, SITE_MESSAGES.nameRequired],
      [{ ...good, message: 'hi' }, SITE_MESSAGES.messageTooShort],
      [{ ...good, message: 'x'.repeat(2001) }, SITE_MESSAGES.messageTooLong],
      [{ ...good, email: 42 }, 'email'],
      [[], 'name'],
    ];
    for (const [index, [payload, message]] of cases.entries()) {
      const response = await send(payload, `10.0.1.${index}`);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const tooBig = await app().inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...good, message: 'x'.repeat(300_000) },
      headers: { 'x-forwarded-for': '10.0.0.3' },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(await stored()).toBe(before);
  });

  it('limits how many messages one address sends per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await send(good, '10.0.0.9')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
