// Sign-in failures in words a person understands.

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
