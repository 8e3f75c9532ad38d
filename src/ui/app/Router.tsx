// The site's pages, matched by the route table's patterns; pages load on demand.
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ROUTES } from '../../domain/routes';
import { PageLoading } from './Shell';

const HomePage = lazy(() => import('../pages/home/HomePage'));
const StorePage = lazy(() => import('../pages/store/StorePage'));
const ProductPage = lazy(() => import('../pages/store/ProductPage'));
const BrandPage = lazy(() => import('../pages/store/BrandPage'));
const CategoryPage = lazy(() => import('../pages/store/CategoryPage'));
const CartPage = lazy(() => import('../pages/store/CartPage'));
const CheckoutPage = lazy(() => import('../pages/store/CheckoutPage'));
const DoctorsPage = lazy(() => import('../pages/doctors/DoctorsPage'));
const DoctorPage = lazy(() => import('../pages/doctors/DoctorPage'));
const BlogListPage = lazy(() => import('../pages/blogs/BlogListPage'));
const BlogPostPage = lazy(() => import('../pages/blogs/BlogPostPage'));
const ContactPage = lazy(() => import('../pages/contact/ContactPage'));
const PolicyPage = lazy(() => import('../pages/policies/PolicyPage'));
const LoginPage = lazy(() => import('../pages/account/LoginPage'));
const DashboardPage = lazy(() => import('../pages/account/DashboardPage'));
const OrdersPage = lazy(() => import('../pages/account/OrdersPage'));
const OrderPage = lazy(() => import('../pages/account/OrderPage'));
const DeskPage = lazy(() => import('../pages/account/DeskPage'));
const ConsultationsPage = lazy(() => import('../pages/account/ConsultationsPage'));
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
        <Route path={ROUTES.home.pattern} component={HomePage} />
        <Route path={ROUTES.store.pattern} component={StorePage} />
        <Route path={ROUTES.cart.pattern} component={CartPage} />
        <Route path={ROUTES.checkout.pattern} component={CheckoutPage} />
        <Route path={ROUTES.storeCategory.pattern}>{() => <CategoryPage kind="category" />}</Route>
        <Route path={ROUTES.storeConcern.pattern}>{() => <CategoryPage kind="concern" />}</Route>
        <Route path={ROUTES.storeBrand.pattern}>{(params) => <BrandPage brandName={params.brandName} />}</Route>
        <Route path={ROUTES.storeItem.pattern}>{(params) => <ProductPage itemId={params.itemId} />}</Route>
        <Route path={ROUTES.doctors.pattern} component={DoctorsPage} />
        <Route path={ROUTES.doctor.pattern}>{(params) => <DoctorPage doctorId={params.doctorId} />}</Route>
        <Route path={ROUTES.blogs.pattern} component={BlogListPage} />
        <Route path={ROUTES.blogPost.pattern}>{(params) => <BlogPostPage slug={params.slug} />}</Route>
        <Route path={ROUTES.contact.pattern} component={ContactPage} />
        <Route path={ROUTES.terms.pattern}>{() => <PolicyPage slug="terms" />}</Route>
        <Route path={ROUTES.privacy.pattern}>{() => <PolicyPage slug="privacy" />}</Route>
        <Route path={ROUTES.refund.pattern}>{() => <PolicyPage slug="refund" />}</Route>
        <Route path={ROUTES.shipping.pattern}>{() => <PolicyPage slug="shipping" />}</Route>
        <Route path={ROUTES.login.pattern} component={LoginPage} />
        <Route path={ROUTES.dashboard.pattern} component={DashboardPage} />
        <Route path={ROUTES.orders.pattern} component={OrdersPage} />
        <Route path={ROUTES.desk.pattern} component={DeskPage} />
        <Route path={ROUTES.consultations.pattern} component={ConsultationsPage} />
        <Route path={ROUTES.order.pattern}>{(params) => <OrderPage orderId={params.orderId} />}</Route>
        <Route path={ROUTES.search.pattern} component={SearchPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
