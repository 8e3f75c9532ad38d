// The site's page manifest: one entry a page, in the router's order (the first pattern that
// matches wins). An entry holds the pattern the router matches, the link that leads there, the
// page's module, whether it is private and the page data its URL names; the router, the page
// modules, the known paths, the server's preloading and robots.txt are derived from it, and the
// head from it with the head builders of src/ui/seo/pageHead.ts. docs/architecture.md §5b.
import type { CheckoutStep } from './checkout';
import type { ItemCategory } from './contract/catalogue';
import { doctorFiltersFromSearch } from './doctorFilters';
import { pageFromSearch } from './pageNumber';
import type { ResourceRequest } from './resources';
import { doctorListRequest } from './searchRequests';

export const ROOT_PATH = '/';

/** What an entry says about its page besides its pattern and link. */
export interface PageEntry {
  /** The page's module, a file under src/ui/pages without its ending; loaded on demand. */
  module: string;
  /**
   * The page's title, for a page whose head is only its title (the page sets it with
   * usePageTitle, and the server writes it into the head). A page whose head is built from its
   * data (a description, JSON-LD) has a head builder in src/ui/seo/pageHead.ts instead.
   */
  title?: string;
  /** Props the router passes to the module beside the pattern's parameter. */
  props?: Readonly<Record<string, string>>;
  /** A page of one signed-in account: rendered in the browser only, never indexed. */
  private?: true;
  /**
   * The page data the URL names by itself (the path parameter, still URL-encoded, and the query
   * string): the same requests the page makes, loaded by the server before its first render.
   */
  pageData?: (param: string, search: string) => ResourceRequest[];
}

/** A page without parameters: its pattern is its link. */
function page<P extends string, E extends PageEntry>(pattern: P, entry: E) {
  return { pattern, href: pattern, ...entry } as const;
}

/** A page with one path parameter, last in the pattern; the link fills it in, encoded. */
function pageWith<P extends `${string}/:${string}`, E extends PageEntry>(pattern: P, entry: E) {
  return {
    pattern,
    href: (value: string) => pattern.replace(/:[A-Za-z]+$/, encodeURIComponent(value)),
    ...entry,
  } as const;
}

const PRIVATE = true;

export const ROUTES = {
  home: page(ROOT_PATH, { module: 'home/HomePage', pageData: () => [{ kind: 'home' }] }),
  store: page('/store', { module: 'store/StorePage' }),
  cart: page('/store/cart', { module: 'store/CartPage', private: PRIVATE }),
  wishlist: page('/store/wishlist', { module: 'store/WishlistPage', private: PRIVATE }),
  checkout: {
    pattern: '/store/checkout',
    /** A step of the checkout (?step=); without one, where the checkout resumes. */
    href: (step?: CheckoutStep) => (step === undefined ? '/store/checkout' : `/store/checkout?step=${step}`),
    module: 'store/CheckoutPage',
    private: PRIVATE,
  },
  storeCategory: page('/store/category', { module: 'store/CategoryPage', props: { kind: 'category' } }),
  storeConcern: page('/store/concern', { module: 'store/CategoryPage', props: { kind: 'concern' } }),
  storeBrand: pageWith('/store/brand/:brandName', { module: 'store/BrandPage' }),
  storeItem: pageWith('/store/:itemId', {
    module: 'store/ProductPage',
    pageData: (id) => [{ kind: 'storeItem', id }],
  }),
  doctors: page('/doctors', {
    module: 'doctors/DoctorsPage',
    pageData: (_param, search) => [
      {
        kind: 'doctorList',
        ...doctorListRequest({ filters: doctorFiltersFromSearch(search), page: pageFromSearch(search) }),
      },
    ],
  }),
  doctor: pageWith('/doctors/:doctorId', { module: 'doctors/DoctorPage', pageData: (id) => [{ kind: 'doctor', id }] }),
  blogs: page('/blogs', { module: 'blogs/BlogListPage' }),
  blogPost: pageWith('/blogs/:slug', {
    module: 'blogs/BlogPostPage',
    pageData: (slug) => [{ kind: 'blogPost', slug }],
  }),
  contact: page('/contact', { module: 'contact/ContactPage' }),
  terms: page('/terms', { module: 'policies/PolicyPage', props: { slug: 'terms' } }),
  privacy: page('/company/privacy', { module: 'policies/PolicyPage', props: { slug: 'privacy' } }),
  refund: page('/cancellation-and-refund-policy', { module: 'policies/PolicyPage', props: { slug: 'refund' } }),
  shipping: page('/shipment-policy', { module: 'policies/PolicyPage', props: { slug: 'shipping' } }),
  login: page('/login', { module: 'account/LoginPage', private: PRIVATE }),
  dashboard: page('/dashboard', { module: 'account/DashboardPage', private: PRIVATE }),
  orders: page('/dashboard/orders', { module: 'account/OrdersPage', private: PRIVATE }),
  desk: page('/dashboard/desk', { module: 'account/DeskPage', private: PRIVATE }),
  consultations: page('/dashboard/consultations', { module: 'account/ConsultationsPage', private: PRIVATE }),
  order: {
    pattern: '/dashboard/orders/:orderId',
    /** An order's page; `confirmed` when the shopper has just placed or paid for it. */
    href: (orderId: string, { confirmed = false }: { confirmed?: boolean } = {}) =>
      `/dashboard/orders/${encodeURIComponent(orderId)}${confirmed ? '?confirmed=1' : ''}`,
    module: 'account/OrderPage',
    private: PRIVATE,
  },
  ops: page('/ops', { module: 'ops/OpsPage', private: PRIVATE }),
  opsOrder: pageWith('/ops/orders/:orderId', { module: 'ops/OpsOrderPage', private: PRIVATE }),
  opsStock: page('/ops/stock', { module: 'ops/OpsStockPage', private: PRIVATE }),
  opsCoupons: page('/ops/coupons', { module: 'ops/OpsCouponsPage', private: PRIVATE }),
  opsDoctors: page('/ops/doctors', { module: 'ops/OpsDoctorsPage', private: PRIVATE }),
  opsConsultations: page('/ops/consultations', { module: 'ops/OpsConsultationsPage', private: PRIVATE }),
  opsAudit: page('/ops/audit', { module: 'ops/OpsAuditPage', private: PRIVATE }),
  smsSandbox: page('/sandbox/sms', { module: 'sandbox/SmsSandboxPage', private: PRIVATE }),
  search: {
    pattern: '/search',
    /** The results page for a query; without one, the empty search page. */
    href: (query?: string) => (query === undefined ? '/search' : `/search?q=${encodeURIComponent(query)}`),
    module: 'search/SearchPage',
  },
} as const;

export type RouteName = keyof typeof ROUTES;

/** The manifest as its derivations read it: every entry, in the router's order. */
export const PAGE_ENTRIES: Readonly<Record<RouteName, PageEntry & { pattern: string }>> = ROUTES;

/** The module shown for a path no entry matches. */
export const NOT_FOUND_MODULE = 'NotFoundPage';

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
