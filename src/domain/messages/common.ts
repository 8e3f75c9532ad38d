// The product's own messages (docs/product.md §8), word for word: toasts, validation and progress.

export const COMMON_MESSAGES = {
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

/** A record the request names that does not exist: "Item not found". */
export const notFoundMessage = (what: string) => `${what} not found`;
