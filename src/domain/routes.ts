// The site's routes: each entry holds the pattern the router matches and the link that leads
// there, so a path is written once. See docs/product.md for what each page shows.
import type { CheckoutStep } from './checkout';
import type { ItemCategory } from './contract/catalogue';

export const ROOT_PATH = '/';

/** A page without parameters: its pattern is its link. */
function page<P extends string>(pattern: P) {
  return { pattern, href: pattern } as const;
}

/** A page with one path parameter, last in the pattern; the link fills it in, encoded. */
function pageWith<P extends `${string}/:${string}`>(pattern: P) {
  return {
    pattern,
    href: (value: string) => pattern.replace(/:[A-Za-z]+$/, encodeURIComponent(value)),
  } as const;
}

export const ROUTES = {
  home: page(ROOT_PATH),
  store: page('/store'),
  cart: page('/store/cart'),
  checkout: {
    pattern: '/store/checkout',
    /** A step of the checkout (?step=); without one, where the checkout resumes. */
    href: (step?: CheckoutStep) => (step === undefined ? '/store/checkout' : `/store/checkout?step=${step}`),
  },
  storeCategory: page('/store/category'),
  storeConcern: page('/store/concern'),
  storeBrand: pageWith('/store/brand/:brandName'),
  storeItem: pageWith('/store/:itemId'),
  doctors: page('/doctors'),
  doctor: pageWith('/doctors/:doctorId'),
  blogs: page('/blogs'),
  blogPost: pageWith('/blogs/:slug'),
  contact: page('/contact'),
  terms: page('/terms'),
  privacy: page('/company/privacy'),
  refund: page('/cancellation-and-refund-policy'),
  shipping: page('/shipment-policy'),
  login: page('/login'),
  dashboard: page('/dashboard'),
  orders: page('/dashboard/orders'),
  desk: page('/dashboard/desk'),
  consultations: page('/dashboard/consultations'),
  order: {
    pattern: '/dashboard/orders/:orderId',
    /** An order's page; `confirmed` when the shopper has just placed or paid for it. */
    href: (orderId: string, { confirmed = false }: { confirmed?: boolean } = {}) =>
      `/dashboard/orders/${encodeURIComponent(orderId)}${confirmed ? '?confirmed=1' : ''}`,
  },
  search: {
    pattern: '/search',
    /** The results page for a query; without one, the empty search page. */
    href: (query?: string) => (query === undefined ? '/search' : `/search?q=${encodeURIComponent(query)}`),
  },
} as const;

/** A category's or a concern's products: its list page with the chip chosen (?c=). */
export function categoryHref(category: Pick<ItemCategory, '_id' | 'kind'>): string {
  const list = category.kind === 'concern' ? ROUTES.storeConcern : ROUTES.storeCategory;
  return `${list.href}?c=${encodeURIComponent(category._id)}`;
}

export interface NavLink {
  label: string;
  href: string;
}

export const FOOTER_SECTIONS: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Shop',
    links: [
      { label: 'Shop', href: ROUTES.store.href },
      { label: 'Shop by category', href: ROUTES.storeCategory.href },
      { label: 'Shop by concern', href: ROUTES.storeConcern.href },
      { label: 'Cart', href: ROUTES.cart.href },
      { label: 'Search', href: ROUTES.search.href() },
    ],
  },
  {
    title: 'Care',
    links: [
      { label: 'Consultation', href: ROUTES.doctors.href },
      { label: 'Blog', href: ROUTES.blogs.href },
      { label: 'Contact Us', href: ROUTES.contact.href },
      { label: 'Login', href: ROUTES.login.href },
      { label: 'Profile', href: ROUTES.dashboard.href },
    ],
  },
  {
    title: 'Policies',
    links: [
      { label: 'Terms of Use', href: ROUTES.terms.href },
      { label: 'Privacy Policy', href: ROUTES.privacy.href },
      { label: 'Refund Policy', href: ROUTES.refund.href },
      { label: 'Shipping Policy', href: ROUTES.shipping.href },
    ],
  },
];

export const MAIN_NAV: readonly NavLink[] = [
  { label: 'Home', href: ROUTES.home.href },
  { label: 'Shop', href: ROUTES.store.href },
  { label: 'Consultation', href: ROUTES.doctors.href },
  { label: 'Blog', href: ROUTES.blogs.href },
  { label: 'Contact Us', href: ROUTES.contact.href },
];

/** Policy pages: route and the policy slug the server stores. */
export const POLICY_PAGES = [
  { slug: 'terms', href: ROUTES.terms.href },
  { slug: 'privacy', href: ROUTES.privacy.href },
  { slug: 'refund', href: ROUTES.refund.href },
  { slug: 'shipping', href: ROUTES.shipping.href },
] as const;
export type PolicySlug = (typeof POLICY_PAGES)[number]['slug'];
