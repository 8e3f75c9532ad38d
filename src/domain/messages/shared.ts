/** Labels that several forms and screens share: a person's details, and waits the shell shows. */
export const SHARED_MESSAGES = {
  fullName: 'Full name',
  email: 'Email address',
  mobile: 'Mobile number',
  mobileHint: '10-digit Indian mobile number',
  deliveryAddress: 'Delivery address',
  checkingSignIn: 'Checking your sign-in',
  loadingCart: 'Loading your cart',
} as const;
