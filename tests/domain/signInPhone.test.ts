import { describe, expect, it } from 'vitest';
import { keepsSignInPhone, withSignInPhone } from '@domain/account';
import { aRegistration, ASHA } from '../support/builders/people';

describe('the phone someone signed in with', () => {
  it('is the only registration phone for a phone sign-in; any phone goes otherwise', () => {
    expect(keepsSignInPhone(ASHA.phoneE164, ASHA.phoneE164)).toBe(true);
    expect(keepsSignInPhone('+919845099999', ASHA.phoneE164)).toBe(false);
    expect(keepsSignInPhone('+919845099999', null)).toBe(true);
  });

  it('replaces the phone in the details being edited, and only then', () => {
    const stored = aRegistration({ phone: '+919845099999' });
    expect(withSignInPhone(stored, ASHA.phoneE164)).toEqual({ ...stored, phone: ASHA.phoneE164 });
    expect(withSignInPhone(stored, null)).toBe(stored);
  });
});
