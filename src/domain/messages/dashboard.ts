/**
 * The profile page (/dashboard) beyond the doctor section: its other screens (loading, signed
 * out, unregistered, unavailable), the side card, the details form, sign-in methods and the cards
 * that lead to other account pages. Page names are PAGE_TITLES (src/ui/seo/titles.ts).
 */
export const DASHBOARD_MESSAGES = {
  intro: 'Your details, photo and how you sign in.',
  loadingProfile: 'Loading your profile',
  loadingAccount: 'Loading your account…',
  logOut: 'Log out',
  loggingOut: 'Logging out…',
  signedOut: 'You are not logged in',
  signedOutDetail: 'Log in to see your profile, orders and consultations.',
  logIn: 'Log in',
  unregistered: 'Finish your registration',
  unregisteredDetail: 'You are signed in. Add a few details to complete your account and see your profile.',
  completeRegistration: 'Complete registration',
  unavailable: 'We could not load your account',
  summary: 'Account summary',
  details: 'Personal details',
  detailsSubtitle: 'Keep these up to date for orders and consultations.',
  saveChanges: 'Save changes',
  saving: 'Saving…',
  signInMethods: 'Sign-in methods',
  phoneNotUsed: 'Not used for sign-in',
  ordersSubtitle: 'Track orders, cancel before shipping and download invoices.',
  ordersLink: 'View your orders',
  consultationsSubtitle: "Join, reschedule or cancel, and read your doctor's notes.",
  consultationsLink: 'View your consultations',
  deskSubtitle: 'Your consultations, notes and recommendations, and your hours.',
  deskLink: 'Open your desk',
  opsSubtitle: 'Orders to pack and ship, refunds and the history of each order.',
  opsLink: "Open the operator's desk",
} as const;
