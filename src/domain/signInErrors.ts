// Sign-in failures in words a person understands. The identity provider (Firebase Auth) fails
// with a code such as 'auth/invalid-verification-code'; each code the phone and Google flows can
// produce has a plain message here, the product's own where it names one ('Invalid phone number',
// 'User not found'). An unknown code gets the general message (and the adapter logs it).
import { MESSAGES, PRODUCT_MESSAGES } from './messages';

export const SIGN_IN_MESSAGES = {
  general: 'Sign-in did not work this time. Please try again.',
  wrongCode: 'That code is not right. Check the SMS and try again.',
  codeExpired: 'That code has expired. Ask for a new code and try again.',
  sessionExpired: 'This sign-in took too long. Ask for a new code and try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  noMoreCodes: 'We cannot send more codes right now. Please try again later.',
  robotCheck: 'We could not check that you are not a robot. Reload the page and try again.',
  offline: 'We could not reach the sign-in service. Check your connection and try again.',
  googleClosed: 'The Google window was closed before you finished signing in.',
  googleBlocked: 'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
  emailTaken:
    'An account already uses this email with another sign-in method. Sign in with your mobile number, then link Google from your profile.',
  googleTaken: 'This Google account is already linked to another account.',
  googleAlreadyLinked: 'Google is already linked to your account.',
  accountDisabled: 'This account has been disabled. Please contact us.',
  methodUnavailable: 'This sign-in method is not available right now. Please use another.',
  storageBlocked: 'Signing in needs cookies and site data. Allow them for this site and try again.',
  signInAgain: 'Please sign in again.',
} as const;

const BY_CODE: Readonly<Record<string, string>> = {
  // Phone
  'auth/invalid-phone-number': MESSAGES.invalidPhone,
  'auth/missing-phone-number': MESSAGES.invalidPhone,
  'auth/invalid-verification-code': SIGN_IN_MESSAGES.wrongCode,
  'auth/missing-verification-code': PRODUCT_MESSAGES.enterCode,
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
  'auth/user-not-found': MESSAGES.userNotFound,
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
