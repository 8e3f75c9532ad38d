// Each page's code, loaded on demand, and the module it comes from: the server reads the build
// manifest under that name to preload the chunks of the page it rendered, so the browser fetches
// them beside the entry script instead of after it.
import type { RouteName } from '../../domain/knownPaths';

const pageModule = <T>(source: string, load: () => Promise<{ default: T }>) => ({ source, load });

export const PAGE_MODULES = {
  home: pageModule('src/ui/pages/home/HomePage.tsx', () => import('../pages/home/HomePage')),
  store: pageModule('src/ui/pages/store/StorePage.tsx', () => import('../pages/store/StorePage')),
  product: pageModule('src/ui/pages/store/ProductPage.tsx', () => import('../pages/store/ProductPage')),
  brand: pageModule('src/ui/pages/store/BrandPage.tsx', () => import('../pages/store/BrandPage')),
  category: pageModule('src/ui/pages/store/CategoryPage.tsx', () => import('../pages/store/CategoryPage')),
  cart: pageModule('src/ui/pages/store/CartPage.tsx', () => import('../pages/store/CartPage')),
  checkout: pageModule('src/ui/pages/store/CheckoutPage.tsx', () => import('../pages/store/CheckoutPage')),
  doctors: pageModule('src/ui/pages/doctors/DoctorsPage.tsx', () => import('../pages/doctors/DoctorsPage')),
  doctor: pageModule('src/ui/pages/doctors/DoctorPage.tsx', () => import('../pages/doctors/DoctorPage')),
  blogs: pageModule('src/ui/pages/blogs/BlogListPage.tsx', () => import('../pages/blogs/BlogListPage')),
  blogPost: pageModule('src/ui/pages/blogs/BlogPostPage.tsx', () => import('../pages/blogs/BlogPostPage')),
  contact: pageModule('src/ui/pages/contact/ContactPage.tsx', () => import('../pages/contact/ContactPage')),
  policy: pageModule('src/ui/pages/policies/PolicyPage.tsx', () => import('../pages/policies/PolicyPage')),
  login: pageModule('src/ui/pages/account/LoginPage.tsx', () => import('../pages/account/LoginPage')),
  dashboard: pageModule('src/ui/pages/account/DashboardPage.tsx', () => import('../pages/account/DashboardPage')),
  orders: pageModule('src/ui/pages/account/OrdersPage.tsx', () => import('../pages/account/OrdersPage')),
  order: pageModule('src/ui/pages/account/OrderPage.tsx', () => import('../pages/account/OrderPage')),
  desk: pageModule('src/ui/pages/account/DeskPage.tsx', () => import('../pages/account/DeskPage')),
  consultations: pageModule(
    'src/ui/pages/account/ConsultationsPage.tsx',
    () => import('../pages/account/ConsultationsPage'),
  ),
  search: pageModule('src/ui/pages/search/SearchPage.tsx', () => import('../pages/search/SearchPage')),
  notFound: pageModule('src/ui/pages/NotFoundPage.tsx', () => import('../pages/NotFoundPage')),
};
export type PageModuleName = keyof typeof PAGE_MODULES;

/** The page module each route shows. */
export const ROUTE_PAGE_MODULES: Record<RouteName, PageModuleName> = {
  home: 'home',
  store: 'store',
  cart: 'cart',
  checkout: 'checkout',
  storeCategory: 'category',
  storeConcern: 'category',
  storeBrand: 'brand',
  storeItem: 'product',
  doctors: 'doctors',
  doctor: 'doctor',
  blogs: 'blogs',
  blogPost: 'blogPost',
  contact: 'contact',
  terms: 'policy',
  privacy: 'policy',
  refund: 'policy',
  shipping: 'policy',
  login: 'login',
  dashboard: 'dashboard',
  orders: 'orders',
  desk: 'desk',
  consultations: 'consultations',
  order: 'order',
  search: 'search',
};
