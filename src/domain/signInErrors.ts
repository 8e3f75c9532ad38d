// Sign-in failures in words a person understands. The identity provider (Firebase Auth) fails
// with a code such as 'auth/invalid-verification-code'; each code the phone and Google flows can
// produce has a plain message here, the product's own where it names one ('Invalid phone number',
// 'User not found'). An unknown code gets the general message (and the adapter logs it).
import { COMMON_MESSAGES } from './messages/common';
import { SIGN_IN_MESSAGES } from './messages/signIn';
import { SITE_MESSAGES } from './messages/site';

const BY_CODE: Readonly<Record<string, string>> = {
  // Phone
  'auth/invalid-phone-number': COMMON_MESSAGES.invalidPhone,
  'auth/missing-phone-number': COMMON_MESSAGES.invalidPhone,
  'auth/invalid-verification-code': SIGN_IN_MESSAGES.wrongCode,
  'auth/missing-verification-code': SITE_MESSAGES.enterCode,
  'auth/code-expired': SIGN_IN_MESSAGES.codeExpired,
  'auth/invalid-verification-id': SIGN_IN_MESSAGES.sessionExpired,
  'auth/missing-verification-id': SIGN_IN_MESSAGES.sessionExpired,
  'auth/session-expired': SIGN_IN_MESSAGES.sessionExpired,
  'auth/quota-exceeded': SIGN_IN_MESSAGES.noMoreCodes,
  'auth/captcha-check-failed': SIGN_IN_MESSAGES.robotCheck,
  'auth/invalid-app-credential': SIGN_IN_MESSAGES.robotCheck,
  'auth/missing-app-credential': SIGN_IN_MESSAGES.robotCheck,
  'auth/recaptcha-not-enabled': SIGN_IN_MESSAGES.robotCheck,
  // Google
  'auth/popup-closed-by-user': SIGN_IN_MESSAGES.googleClosed,
  'auth/cancelled-popup-request': SIGN_IN_MESSAGES.googleClosed,
  'auth/user-cancelled': SIGN_IN_MESSAGES.googleClosed,
  'auth/popup-blocked': SIGN_IN_MESSAGES.googleBlocked,
  'auth/account-exists-with-different-credential': SIGN_IN_MESSAGES.emailTaken,
  'auth/email-already-in-use': SIGN_IN_MESSAGES.emailTaken,
  'auth/credential-already-in-use': SIGN_IN_MESSAGES.googleTaken,
  'auth/provider-already-linked': SIGN_IN_MESSAGES.googleAlreadyLinked,
  'auth/invalid-credential': SIGN_IN_MESSAGES.general,
  // Both
  'auth/too-many-requests': SIGN_IN_MESSAGES.tooManyAttempts,
  'auth/network-request-failed': SIGN_IN_MESSAGES.offline,
  'auth/timeout': SIGN_IN_MESSAGES.offline,
  'auth/internal-error': SIGN_IN_MESSAGES.general,
  'auth/user-disabled': SIGN_IN_MESSAGES.accountDisabled,
  'auth/user-not-found': COMMON_MESSAGES.userNotFound,
  'auth/operation-not-allowed': SIGN_IN_MESSAGES.methodUnavailable,
  'auth/unauthorized-domain': SIGN_IN_MESSAGES.methodUnavailable,
  'auth/web-storage-unsupported': SIGN_IN_MESSAGES.storageBlocked,
  'auth/user-token-expired': SIGN_IN_MESSAGES.signInAgain,
  'auth/requires-recent-login': SIGN_IN_MESSAGES.signInAgain,
};

/** The plain message for a provider's error code; null when the code is not one we know. */
export function signInErrorText(code: string): string | null {
  return BY_CODE[code] ?? null;
}
