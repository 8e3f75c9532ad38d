// The pages' names, for the document title the browser sets (usePageTitle) and the head the
// server writes: one list, so both always agree.
import type { PolicySlug } from '@domain/routes';

export const PAGE_TITLES = {
  shop: 'Shop',
  category: 'Shop by category',
  concern: 'Shop by concern',
  product: 'Product',
  productMissing: 'Product not found',
  cart: 'Your cart',
  wishlist: 'Your wishlist',
  checkout: 'Checkout',
  consultation: 'Consultation',
  doctor: 'Doctor',
  doctorMissing: 'Doctor not found',
  blog: 'Blog',
  articleMissing: 'Article not found',
  contact: 'Contact Us',
  search: 'Search',
  login: 'Login',
  register: 'Complete your registration',
  dashboard: 'Your profile',
  orders: 'Your orders',
  order: 'Your order',
  desk: "Doctor's desk",
  consultations: 'Your consultations',
  ops: "Operator's desk",
  opsOrder: 'Order on the desk',
  opsStock: 'Stock and prices',
  opsCoupons: 'Coupons',
  opsDoctors: 'Doctor applications',
  opsConsultations: "The day's consultations",
  opsAudit: 'Audit log',
  smsSandbox: 'SMS sandbox',
  notFound: 'Page not found',
} as const;

/** The policies' names as the footer calls them. */
export const POLICY_NAMES: Record<PolicySlug, string> = {
  terms: 'Terms of Use',
  privacy: 'Privacy Policy',
  refund: 'Refund Policy',
  shipping: 'Shipping Policy',
};

/** The search page's title: the query when there is one. */
export function searchTitle(query: string): string {
  return query ? `Search: ${query}` : PAGE_TITLES.search;
}

/**
 * The title of a page about one thing (a product, a doctor, a post): its name once loaded, the
 * "not found" title when it does not exist, the page's generic name while loading.
 */
export function thingTitle(name: string | undefined, missing: boolean, titles: { generic: string; missing: string }) {
  if (name !== undefined) return name;
  return missing ? titles.missing : titles.generic;
}
