/** The wishlist page and the wishlist under the cart. */
export const WISHLIST_MESSAGES = {
  empty: 'Tap the heart on a product to save it here.',
  signInPrompt: 'Sign in to keep the products you like in one place, on every device.',
  signIn: 'Sign in to see your wishlist',
} as const;
