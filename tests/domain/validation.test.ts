import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactMessageSchema } from '@domain/contact';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';
import { BirthDateSchema, EmailSchema, isAdult, isPlausibleBirthDate, normalizeIndianPhone } from '@domain/validation';

describe('validation rules', () => {
  it.each([
    ['9845012345', '+919845012345'],
    ['+91 98450 12345', '+919845012345'],
    ['91-9845012345', '+919845012345'],
    ['09845012345', '+919845012345'],
    ['6000000000', '+916000000000'],
  ])('accepts the Indian mobile number %s', (input, normalized) => {
    expect(normalizeIndianPhone(input)).toBe(normalized);
  });

  it.each(['12345', '5845012345', '98450123456', '+1 415 555 0100', 'phone', ''])(
    'rejects %s as a phone number',
    (input) => {
      expect(normalizeIndianPhone(input)).toBeNull();
    },
  );

  it('names a bad email with the catalogue message', () => {
    const result = v.safeParse(EmailSchema, 'asha@');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(COMMON_MESSAGES.invalidEmail);
    expect(v.safeParse(EmailSchema, ' asha@example.com ').output).toBe('asha@example.com');
  });

  it('counts someone as an adult from their 18th birthday on', () => {
    const today = new Date(2026, 10, 21);
    expect(isAdult('2008-11-21', today)).toBe(true);
    expect(isAdult('2008-11-22', today)).toBe(false);
    expect(isAdult('1990-02-30', today)).toBe(false);
    expect(isAdult('not-a-date', today)).toBe(false);
  });

  it('takes only real birth dates from 1900 to today, with the named messages', () => {
    const today = new Date(2026, 10, 21);
    expect(isPlausibleBirthDate('1900-01-01', today)).toBe(true);
    expect(isPlausibleBirthDate('2026-11-21', today)).toBe(true);
    for (const bad of [
      '1899-12-31',
      '0000-01-01',
      '0001-01-01',
      '0099-06-15',
      '2026-11-22',
      '2024-02-30',
      '1990-1-1',
    ]) {
      expect(isPlausibleBirthDate(bad, today), bad).toBe(false);
    }
    expect(isAdult('0001-01-01', today)).toBe(true); // plausibility is its own rule, checked first
    const message = (birthDate: string) => v.safeParse(BirthDateSchema, birthDate).issues?.[0]?.message;
    expect(message('0001-01-01')).toBe(SITE_MESSAGES.invalidBirthDate);
    expect(message('0000-01-01')).toBe(SITE_MESSAGES.invalidBirthDate);
    expect(message('2015-05-05')).toBe(COMMON_MESSAGES.mustBeAdult);
    expect(message('')).toBe(COMMON_MESSAGES.mustBeAdult);
    expect(message('1990-02-30')).toBe(COMMON_MESSAGES.mustBeAdult);
    expect(message('1990-05-05')).toBeUndefined();
  });

  it('parses a contact message to its stored form', () => {
    const parsed = v.parse(ContactMessageSchema, {
      name: ' Asha ',
      email: 'a@example.com',
      phone: '98450 12345',
      message: '  Please call me back.  ',
    });
    expect(parsed).toEqual({
      name: 'Asha',
      email: 'a@example.com',
      phone: '+919845012345',
      message: 'Please call me back.',
    });
  });
});
