// Routes of spec §2 (and a blog post page); pages load on demand.
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ROUTE_PATTERNS } from '../../domain/routes';
import { PageLoading } from './Shell';

const HomePage = lazy(() => import('../pages/home/HomePage'));
const StorePage = lazy(() => import('../pages/store/StorePage'));
const ProductPage = lazy(() => import('../pages/store/ProductPage'));
const BrandPage = lazy(() => import('../pages/store/BrandPage'));
const CategoryPage = lazy(() => import('../pages/store/CategoryPage'));
const CartPage = lazy(() => import('../pages/store/CartPage'));
const DoctorsPage = lazy(() => import('../pages/doctors/DoctorsPage'));
const DoctorPage = lazy(() => import('../pages/doctors/DoctorPage'));
const BlogListPage = lazy(() => import('../pages/blogs/BlogListPage'));
const BlogPostPage = lazy(() => import('../pages/blogs/BlogPostPage'));
const ContactPage = lazy(() => import('../pages/contact/ContactPage'));
const PolicyPage = lazy(() => import('../pages/policies/PolicyPage'));
const LoginPage = lazy(() => import('../pages/account/LoginPage'));
const DashboardPage = lazy(() => import('../pages/account/DashboardPage'));
const SearchPage = lazy(() => import('../pages/search/SearchPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function Router() {
  return (
    <Suspense fallback={<PageLoading />}>
      <ScrollToTop />
      <Switch>
        <Route path={ROUTE_PATTERNS.home} component={HomePage} />
        <Route path={ROUTE_PATTERNS.store} component={StorePage} />
        <Route path={ROUTE_PATTERNS.storeCart} component={CartPage} />
        <Route path={ROUTE_PATTERNS.storeCategory}>{() => <CategoryPage kind="category" />}</Route>
        <Route path={ROUTE_PATTERNS.storeConcern}>{() => <CategoryPage kind="concern" />}</Route>
        <Route path={ROUTE_PATTERNS.storeBrand}>{(params) => <BrandPage brandName={params.brandName} />}</Route>
        <Route path={ROUTE_PATTERNS.storeItem}>{(params) => <ProductPage itemId={params.itemId} />}</Route>
        <Route path={ROUTE_PATTERNS.doctors} component={DoctorsPage} />
        <Route path={ROUTE_PATTERNS.doctor}>{(params) => <DoctorPage doctorId={params.doctorId} />}</Route>
        <Route path={ROUTE_PATTERNS.blogs} component={BlogListPage} />
        <Route path={ROUTE_PATTERNS.blogPost}>{(params) => <BlogPostPage slug={params.slug} />}</Route>
        <Route path={ROUTE_PATTERNS.contact} component={ContactPage} />
        <Route path={ROUTE_PATTERNS.terms}>{() => <PolicyPage slug="terms" />}</Route>
        <Route path={ROUTE_PATTERNS.privacy}>{() => <PolicyPage slug="privacy" />}</Route>
        <Route path={ROUTE_PATTERNS.refund}>{() => <PolicyPage slug="refund" />}</Route>
        <Route path={ROUTE_PATTERNS.shipping}>{() => <PolicyPage slug="shipping" />}</Route>
        <Route path={ROUTE_PATTERNS.login} component={LoginPage} />
        <Route path={ROUTE_PATTERNS.dashboard} component={DashboardPage} />
        <Route path={ROUTE_PATTERNS.search} component={SearchPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
