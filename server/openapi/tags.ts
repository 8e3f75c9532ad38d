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
  Orders: 'Placing, paying, cancelling and reading store orders, and their tax invoices (bearer token)',
  Payments: "The payment gateway's webhooks and the local sandbox checkout",
};
