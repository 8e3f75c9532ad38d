// Routes of spec §2; the root path constant is '/'.

export const ROOT_PATH = '/';

export const ROUTES = {
  home: ROOT_PATH,
  store: '/store',
  storeItem: (itemId: string) => `/store/${encodeURIComponent(itemId)}`,
  storeBrand: (brandName: string) => `/store/brand/${encodeURIComponent(brandName)}`,
  storeCategory: '/store/category',
  storeConcern: '/store/concern',
  cart: '/store/cart',
  doctors: '/doctors',
  doctor: (doctorId: string) => `/doctors/${encodeURIComponent(doctorId)}`,
  blogs: '/blogs',
  blogPost: (slug: string) => `/blogs/${encodeURIComponent(slug)}`,
  contact: '/contact',
  terms: '/terms',
  privacy: '/company/privacy',
  refund: '/cancellation-and-refund-policy',
  shipping: '/shipment-policy',
  login: '/login',
  dashboard: '/dashboard',
  search: (query: string) => `/search?q=${encodeURIComponent(query)}`,
} as const;

/** Route patterns, as the router matches them. */
export const ROUTE_PATTERNS = {
  home: '/',
  store: '/store',
  storeCart: '/store/cart',
  storeCategory: '/store/category',
  storeConcern: '/store/concern',
  storeBrand: '/store/brand/:brandName',
  storeItem: '/store/:itemId',
  doctors: '/doctors',
  doctor: '/doctors/:doctorId',
  blogs: '/blogs',
  blogPost: '/blogs/:slug',
  contact: '/contact',
  terms: '/terms',
  privacy: '/company/privacy',
  refund: '/cancellation-and-refund-policy',
  shipping: '/shipment-policy',
  login: '/login',
  dashboard: '/dashboard',
  search: '/search',
} as const;

export interface NavLink {
  label: string;
  href: string;
}

export const FOOTER_SECTIONS: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Shop',
    links: [
      { label: 'Shop', href: ROUTES.store },
      { label: 'Shop by category', href: ROUTES.storeCategory },
      { label: 'Shop by concern', href: ROUTES.storeConcern },
      { label: 'Cart', href: ROUTES.cart },
      { label: 'Search', href: '/search' },
    ],
  },
  {
    title: 'Care',
    links: [
      { label: 'Consultation', href: ROUTES.doctors },
      { label: 'Blog', href: ROUTES.blogs },
      { label: 'Contact Us', href: ROUTES.contact },
      { label: 'Login', href: ROUTES.login },
      { label: 'Profile', href: ROUTES.dashboard },
    ],
  },
  {
    title: 'Policies',
    links: [
      { label: 'Terms of Use', href: ROUTES.terms },
      { label: 'Privacy Policy', href: ROUTES.privacy },
      { label: 'Refund Policy', href: ROUTES.refund },
      { label: 'Shipping Policy', href: ROUTES.shipping },
    ],
  },
];

export const MAIN_NAV: readonly NavLink[] = [
  { label: 'Home', href: ROUTES.home },
  { label: 'Shop', href: ROUTES.store },
  { label: 'Consultation', href: ROUTES.doctors },
  { label: 'Blog', href: ROUTES.blogs },
  { label: 'Contact Us', href: ROUTES.contact },
];

/** Policy pages: route and the policy slug the server stores. */
export const POLICY_PAGES = [
  { slug: 'terms', href: ROUTES.terms },
  { slug: 'privacy', href: ROUTES.privacy },
  { slug: 'refund', href: ROUTES.refund },
  { slug: 'shipping', href: ROUTES.shipping },
] as const;
export type PolicySlug = (typeof POLICY_PAGES)[number]['slug'];
