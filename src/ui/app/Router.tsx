// The site's pages, matched by the route table's patterns; pages load on demand.
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ROUTES } from '../../domain/routes';
import { PAGE_MODULES } from './pageModules';
import { PageLoading } from './Shell';

const HomePage = lazy(PAGE_MODULES.home.load);
const StorePage = lazy(PAGE_MODULES.store.load);
const ProductPage = lazy(PAGE_MODULES.product.load);
const BrandPage = lazy(PAGE_MODULES.brand.load);
const CategoryPage = lazy(PAGE_MODULES.category.load);
const CartPage = lazy(PAGE_MODULES.cart.load);
const CheckoutPage = lazy(PAGE_MODULES.checkout.load);
const DoctorsPage = lazy(PAGE_MODULES.doctors.load);
const DoctorPage = lazy(PAGE_MODULES.doctor.load);
const BlogListPage = lazy(PAGE_MODULES.blogs.load);
const BlogPostPage = lazy(PAGE_MODULES.blogPost.load);
const ContactPage = lazy(PAGE_MODULES.contact.load);
const PolicyPage = lazy(PAGE_MODULES.policy.load);
const LoginPage = lazy(PAGE_MODULES.login.load);
const DashboardPage = lazy(PAGE_MODULES.dashboard.load);
const OrdersPage = lazy(PAGE_MODULES.orders.load);
const OrderPage = lazy(PAGE_MODULES.order.load);
const DeskPage = lazy(PAGE_MODULES.desk.load);
const ConsultationsPage = lazy(PAGE_MODULES.consultations.load);
const SearchPage = lazy(PAGE_MODULES.search.load);
const NotFoundPage = lazy(PAGE_MODULES.notFound.load);

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
