import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SIGN_IN_MESSAGES } from '@domain/messages/signIn';
import { signInErrorText } from '@domain/signInErrors';

describe('sign-in errors in plain words', () => {
  it('gives each provider code of the phone and Google flows a plain message', () => {
    expect(signInErrorText('auth/invalid-verification-code')).toBe(
      'That code is not right. Check the SMS and try again.',
    );
    expect(signInErrorText('auth/network-request-failed')).toBe(SIGN_IN_MESSAGES.offline);
    expect(signInErrorText('auth/popup-closed-by-user')).toBe(SIGN_IN_MESSAGES.googleClosed);
    expect(signInErrorText('auth/credential-already-in-use')).toBe(SIGN_IN_MESSAGES.googleTaken);
  });

  it("keeps the product's own messages where it names one", () => {
    expect(signInErrorText('auth/invalid-phone-number')).toBe(COMMON_MESSAGES.invalidPhone);
    expect(signInErrorText('auth/user-not-found')).toBe(COMMON_MESSAGES.userNotFound);
  });

  it('knows no unknown code, and no message shows a provider code', () => {
    expect(signInErrorText('auth/something-new')).toBeNull();
    for (const text of Object.values(SIGN_IN_MESSAGES)) expect(text).not.toMatch(/auth\/|Firebase/);
  });
});
