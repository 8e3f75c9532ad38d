// Every user-facing message the product names (docs/product.md lists them), named once.

export const MESSAGES = {
  // registration check
  tokenNotAvailable: 'Token not available',
  userNotAuthenticated: 'User not authenticated',
  userFetchFailed: 'Failed to fetch user data after multiple attempts',
  // session
  confirmationResultInvalid: 'Confirmation Result Invalid',
  userNotFound: 'User not found',
  // validation
  invalidEmail: 'Invalid email address',
  invalidPhone: 'Invalid phone number',
  mustBeAdult: 'You must be 18 years or older',
  // success toasts
  itemAddedToCart: 'Item added to cart',
  itemRemovedFromCart: 'Item removed from cart',
  quantityUpdated: 'Quantity updated',
  itemAddedToWishlist: 'Item added to wishlist',
  itemRemovedFromWishlist: 'Item removed from wishlist',
  couponApplied: 'Coupon applied',
  couponRemoved: 'Coupon removed',
  newAddressAdded: 'New address added',
  linkCopied: 'Link copied to clipboard',
  paymentCompleted: 'Payment completed successfully',
  consultationBooked: 'Consultation booked successfully',
  consultationCancelled: 'Consultation cancelled',
  consultationRescheduled: 'Consultation rescheduled',
  profileUpdated: 'Profile updated successfully',
  uploadSuccessful: 'Upload successful',
  // error toasts
  errorAddingToCart: 'Error adding item to cart',
  errorRemovingFromCart: 'Error removing item from cart',
  itemOutOfStock: 'Item is out of stock',
  errorUpdatingQuantity: 'Error updating quantity',
  errorAddingToWishlist: 'Error adding item to wishlist',
  errorRemovingFromWishlist: 'Error removing item from wishlist',
  errorApplyingCoupon: 'Error applying coupon',
  errorRemovingCoupon: 'Error removing coupon',
  errorAddingAddress: 'Error adding new address',
  errorCopyingToClipboard: 'Error copying to clipboard',
  selectShippingAddress: 'Please select a shipping address',
  paymentError: 'An error occurred during payment. Please Try Again',
  paymentCancelled: 'Payment was cancelled by the user.',
  errorBookingConsultation: 'Error booking consultation',
  errorCancellingConsultation: 'Error cancelling consultation',
  errorReschedulingConsultation: 'Error rescheduling consultation',
  selectTimeSlot: 'Please select a time slot',
  selectConsultationMode: 'Please select a consultation mode',
  noSlotsForDay: 'No slots available for this day. Please select another.',
  slotAlreadyBooked: 'Slot already booked',
  genericError: 'An error occurred. Please Try Again',
  errorUpdatingProfile: 'Error updating profile',
  errorUploadingFile: 'Error uploading file',
  // progress
  uploading: 'Uploading ...',
  updatingProfile: 'Updating profile ....',
} as const;

export type MessageKey = keyof typeof MESSAGES;

// Further messages and product copy the UI needs; kept here so there is one catalogue.
export const PRODUCT_MESSAGES = {
  contactSent: 'Thank you! Your message has been sent. We will reply within one business day.',
  contactFailed: 'Your message could not be sent. Please try again.',
  nameRequired: 'Please enter your name',
  invalidBirthDate: 'Please enter a real date of birth',
  controlCharacters: 'Please remove the invisible control characters',
  messageTooShort: 'Please write at least 10 characters',
  messageTooLong: 'Please keep your message under 2000 characters',
  loadFailed: 'We could not load this page. Please check your connection and try again.',
  notFound: 'We could not find that page.',
  productMissing: 'This product is not in our shop. It may have been removed, or the link may be mistyped.',
  doctorMissing:
    'This doctor is not listed with us. They may no longer take consultations here, or the link may be mistyped.',
  articleMissing: 'This article is not on our blog. It may have moved, or the link may be mistyped.',
  productUnavailable: 'This product is not available',
  productUnavailableDetail: 'It may no longer be sold here, or the connection dropped while loading it.',
  doctorUnavailable: 'This doctor’s page is not available',
  doctorUnavailableDetail: 'The doctor may no longer be taking consultations, or the connection dropped while loading.',
  articleUnavailable: 'This article is not available',
  articleUnavailableDetail: 'It may have moved, or the connection dropped while loading it.',
  noResults: 'No results found',
  viewAllResults: 'View all results',
  searchEverythingPlaceholder: 'Search Products, Doctors, Category etc.',
  searchDoctorsPlaceholder: 'Search Doctors, specialty, language, etc.',
  priceNotWhole: 'Enter prices in whole rupees, using digits only',
  priceRangeReversed: 'The minimum price must not be more than the maximum',
  chooseOption: 'Please choose an option',
  enterCode: 'Enter the 6-digit code',
  alreadyRegistered: 'This account is already registered',
  notRegistered: 'Please complete your registration first',
  signInRequired: 'Please sign in to continue',
  notYourAccount: 'You can only see and change your own account',
  roleRequired: 'Your account does not have access to this',
  uploadTooLarge: 'The photo must be 5 MB or smaller',
  uploadNotImage: 'Please choose a JPEG, PNG, WebP, GIF or AVIF image',
  uploadLinkInvalid: 'This upload link has expired or was already used',
  uploadsInProgress: 'You have too many photo uploads in progress. Please try again in a few minutes.',
  uploadsStored: 'You have uploaded too many photos today. Please try again tomorrow.',
  phoneNotSignInPhone: 'Your mobile number must be the one you signed in with',
  emailTaken: 'This email address is already registered to another account',
  doctorApplicationFiled: 'Your doctor application is pending verification',
  alreadyDoctor: 'You are already a verified doctor',
  googleLinked: 'Your Google account is now linked',
  serverBusy: 'We are very busy right now. Please try again in a moment.',
  /** The button on a fully booked day that selects the next day with a free slot ('Tue, 1 Dec'). */
  nextAvailableDay: (day: string) => `Next available: ${day}`,
  correctFields: (count: number) =>
    count === 1 ? 'Please correct the highlighted field.' : `Please correct the ${count} highlighted fields.`,
} as const;

/**
 * The profile's doctor mark and section, by the user's doctor standing (doctorStanding in
 * domain/desk.ts): a verified doctor, a pending applicant, or someone who may apply.
 */
export const DOCTOR_PROFILE_MESSAGES = {
  verifiedMark: 'Verified doctor',
  applicantMark: 'Doctor applicant',
  verifiedSection: 'Doctor on Ojas',
  verified: 'You are a verified doctor',
  verifiedDetail: 'Patients can book consultations with you.',
  applySection: 'Become a doctor',
  applicant: 'You are listed as a doctor applicant',
  applicantDetail: 'We verify your registration before you appear in consultations. We will be in touch.',
  invitation:
    'Are you a registered Ayurvedic practitioner? Apply to offer consultations on Ojas. Every application is verified.',
  apply: 'Apply as a doctor',
  applying: 'Applying…',
} as const;

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

/**
 * The doctor's desk (/dashboard/desk): where a user without the desk stands, the agenda, recording
 * an outcome, recommending products and the hours. Its toasts are DESK_MESSAGES (domain/desk.ts).
 */
export const DOCTOR_DESK_MESSAGES = {
  loading: 'Loading your desk',
  pending: 'Your doctor application is pending',
  pendingDetail: 'We verify your registration before you appear in consultations. Your desk opens once it is verified.',
  rejected: 'Your doctor application was not approved',
  rejectedDetail:
    'We could not verify your registration. Write to us from the contact page to have it looked at again.',
  notADoctor: 'The desk is for verified doctors',
  notADoctorDetail: 'Registered Ayurvedic practitioners can apply from their profile to offer consultations.',
  verified: 'Verified doctor: patients can book you',
  today: 'Today',
  noneToday: 'No consultations today.',
  upcoming: 'Upcoming',
  noneUpcoming: 'No upcoming consultations.',
  concern: 'Concern:',
  noConcern: 'Not given',
  notes: 'Notes',
  notesShown: 'Notes:',
  recordOutcome: 'Record outcome',
  recordFrom: (startsAt: string) => `You can record the outcome from ${startsAt}, when it starts.`,
  outcome: 'Outcome',
  outcomeFor: (patientName: string) => `Outcome for ${patientName}`,
  completed: 'Completed',
  noShow: 'No-show',
  saveOutcome: 'Save outcome',
  recommended: 'Recommended products',
  findProduct: 'Find a product',
  find: 'Find',
  productsFound: 'Products found',
  productsRecommended: 'Products recommended',
  recommend: (productName: string) => `Recommend ${productName}`,
  add: 'Add',
  hours: 'Your hours',
  hoursSubtitle: 'India time. Booked consultations stay where they are.',
  weeklyHours: 'Weekly hours',
  weeklyHoursGroup: (number: number) => `Weekly hours ${number}`,
  day: 'Day',
  removeWeekly: (weekday: string) => `Remove ${weekday} hours`,
  addWeekly: 'Add weekly hours',
  overrides: 'Date overrides',
  overrideGroup: (number: number) => `Date override ${number}`,
  date: 'Date',
  dayOff: 'Day off',
  removeOverride: (date: string) => `Remove the override of ${date}`,
  addDate: 'Add a date',
  from: 'From',
  to: 'To',
  saveHours: 'Save hours',
} as const;

/** An order's page, the shopper's and the operator's alike: its timeline and its refunds. */
export const ORDER_PAGE_MESSAGES = {
  timeline: 'Order status',
  shipment: (carrier: string, trackingNumber: string) => `${carrier}, tracking number ${trackingNumber}`,
  refunds: 'Refunds',
} as const;

/**
 * The operator's desk (/ops and an order on it): the queue, an order's moves, shipping, refunds and
 * history. Its toasts and form corrections are OPS_MESSAGES (domain/ops.ts).
 */
export const OPS_DESK_MESSAGES = {
  loading: 'Loading the desk',
  loadingOrder: 'Loading the order',
  notAnOperator: "The desk is for the shop's operators",
  notAnOperatorDetail: 'Ask an operator to grant you the role if you run the shop.',
  missing: 'There is no order with this number.',
  allOrders: 'All orders',
  queue: 'Order queue',
  byStatus: 'Orders by status',
  pages: 'Pages',
  newer: 'Newer',
  older: 'Older',
  shown: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
  search: 'Order number, phone or name',
  find: 'Find',
  noOrders: 'No orders here.',
  select: (order: string) => `Select order ${order}`,
  packSelected: (count: number) => `Pack selected (${count})`,
  packing: 'Packing…',
  packable: 'Only confirmed orders can be packed; select up to one page at a time.',
  orderTitle: (order: string) => `Order ${order}`,
  placedOn: (date: string) => `Placed on ${date}`,
  customer: 'Customer',
  items: 'Items',
  payment: 'Payment',
  paymentState: {
    captured: (amount: string) => `${amount} captured`,
    failed: (amount: string) => `${amount} failed`,
    refunded: (amount: string) => `${amount} refunded`,
  },
  noPayment: 'No payment captured',
  status: 'Status',
  moves: 'Move the order on',
  noMoves: 'Nothing more to do with this order.',
  pack: 'Pack',
  ship: 'Ship',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
  cancelTitle: 'Cancel this order?',
  keep: 'Keep the order',
  cancelPaid: 'The customer is refunded in full and the stock goes back.',
  cancelUnpaid: 'The stock goes back.',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  note: 'Note (optional)',
  confirmShip: 'Ship the order',
  shipping: 'Shipping…',
  close: 'Close',
  refunds: 'Refunds',
  noRefunds: 'No refunds.',
  refundable: (amount: string) => `Up to ${amount} can be refunded.`,
  nothingToRefund: 'Nothing left to refund.',
  refundAmount: 'Amount (₹)',
  refundReason: 'Reason',
  startRefund: 'Refund',
  refunding: 'Refunding…',
  newRefund: 'New refund',
  refundFull: 'Refund everything left',
  refundStatus: { pending: 'Pending', processed: 'Processed', failed: 'Failed' },
  history: 'History',
  byOperator: (name: string) => `by ${name}`,
} as const;

/** The wishlist page and the wishlist under the cart. */
export const WISHLIST_LABELS = {
  empty: 'Tap the heart on a product to save it here.',
  signInPrompt: 'Sign in to keep the products you like in one place, on every device.',
  signIn: 'Sign in to see your wishlist',
} as const;

/** Labels that several forms and screens share: a person's details, and waits the shell shows. */
export const SHARED_LABELS = {
  fullName: 'Full name',
  email: 'Email address',
  mobile: 'Mobile number',
  mobileHint: '10-digit Indian mobile number',
  deliveryAddress: 'Delivery address',
  checkingSignIn: 'Checking your sign-in',
  loadingCart: 'Loading your cart',
} as const;
