// The groups the reference page lists operations under.
export const TAGS = {
  site: 'Site',
  store: 'Store',
  content: 'Content',
  doctors: 'Doctors',
  search: 'Search',
  contact: 'Contact',
  account: 'Account',
  images: 'Images',
  cart: 'Cart',
  wishlist: 'Wishlist',
  coupons: 'Coupons',
  orders: 'Orders',
  payments: 'Payments',
} as const;

export const TAG_DESCRIPTIONS: Record<(typeof TAGS)[keyof typeof TAGS], string> = {
  Site: 'Runtime configuration and health',
  Store: 'Brands, categories, items and reviews',
  Content: 'Home page, blog posts and policy pages',
  Doctors: 'Verified doctors',
  Search: 'Typo-tolerant autocomplete and blog search',
  Contact: 'The contact form',
  Account: 'Registration, profile, roles and photo uploads (bearer token)',
  Images: 'The static image host (outside /api)',
  Cart: "The signed-in shopper's cart (bearer token) and prices for an anonymous visitor's local cart",
  Wishlist: "The signed-in shopper's wishlist (bearer token)",
  Coupons: 'Coupons a shopper can apply to the cart',
  Orders: 'Placing, paying, cancelling and reading store orders, and their tax invoices (bearer token)',
  Payments: "The payment gateway's webhooks and the local sandbox checkout",
};
