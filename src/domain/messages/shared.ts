/** Labels that several forms and screens share: a person's details, and waits the shell shows. */
export const SHARED_MESSAGES = {
  fullName: 'Full name',
  email: 'Email address',
  mobile: 'Mobile number',
  mobileHint: '10-digit Indian mobile number',
  /** The mobile field's hint when it shows, read-only, the number the person signed in with. */
  signInMobileHint: 'The number you signed in with',
  /** The contact form's email hint. */
  replyEmailHint: 'We reply to this address.',
  deliveryAddress: 'Delivery address',
  checkingSignIn: 'Checking your sign-in',
  loadingCart: 'Loading your cart',
} as const;
