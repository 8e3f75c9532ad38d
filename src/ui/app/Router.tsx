// The site's pages, one route a manifest entry (src/domain/routes.ts) in its order; pages load on
// demand.
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { matchRoute, ROUTE_NAMES } from '@domain/knownPaths';
import { NOT_FOUND_MODULE, PAGE_ENTRIES } from '@domain/routes';
import { pageModule, type PageComponent } from './pageModules';
import { PageLoading } from './Shell';

/** One lazy component a module: pages that share a module (the policies) share its component. */
const lazyPages = new Map<string, PageComponent>();
function lazyPage(module: string): PageComponent {
  const known = lazyPages.get(module);
  if (known) return known;
  const component = lazy(pageModule(module).load);
  lazyPages.set(module, component);
  return component;
}

const PAGE_ROUTES = ROUTE_NAMES.map((name) => {
  const { pattern, module, props } = PAGE_ENTRIES[name];
  return { name, pattern, Page: lazyPage(module), props };
});
const NotFoundPage = lazyPage(NOT_FOUND_MODULE);

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function Router() {
  const [location] = useLocation();
  // A boundary of its own for each page shown: a navigation that comes while the server's page is
  // still hydrating (a slow phone, a quick tap) replaces that page's boundary instead of hydrating
  // the next page against the first one's HTML, which React reports as a mismatch.
  const pageShown = matchRoute(location)?.name ?? NOT_FOUND_MODULE;
  return (
    <Suspense key={pageShown} fallback={<PageLoading />}>
      <ScrollToTop />
      <Switch>
        {PAGE_ROUTES.map(({ name, pattern, Page, props }) => (
          <Route key={name} path={pattern}>
            {(params) => <Page {...params} {...props} />}
          </Route>
        ))}
        <Route>{() => <NotFoundPage />}</Route>
      </Switch>
    </Suspense>
  );
}
