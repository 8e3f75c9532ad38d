// Whether a path is one of the site's pages, read from the route table: the server answers
// anything else with 404 (and the same friendly page the browser shows).
import { PAGE_ENTRIES, type RouteName } from './routes';

export interface MatchedRoute {
  name: RouteName;
  /** The path parameter as the router gives it to the page: still URL-encoded. */
  param?: string;
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The manifest's entries, in its (the router's) order. */
export const ROUTE_NAMES = Object.keys(PAGE_ENTRIES) as RouteName[];

const PAGE_PATTERNS = ROUTE_NAMES.map((name) => ({
  name,
  regExp: new RegExp(
    `^${PAGE_ENTRIES[name].pattern
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '([^/]+)' : escapeForRegExp(segment)))
      .join('/')}/?$`,
  ),
}));

/**
 * The page of the route table that `pathname` (no query string) shows, in the router's order
 * (the first pattern that matches wins, as in its Switch); undefined for an unknown path.
 */
export function matchRoute(pathname: string): MatchedRoute | undefined {
  for (const { name, regExp } of PAGE_PATTERNS) {
    const found = regExp.exec(pathname);
    if (found) return found[1] === undefined ? { name } : { name, param: found[1] };
  }
  return undefined;
}

/** Whether `pathname` (no query string) is a page of the route table. */
export function isKnownPath(pathname: string): boolean {
  return matchRoute(pathname) !== undefined;
}

/** Pages of one signed-in account (`private` in the manifest): never in a search engine's index or sitemap. */
export const PRIVATE_ROUTES: readonly RouteName[] = ROUTE_NAMES.filter((name) => PAGE_ENTRIES[name].private);

/** Whether `pathname` is a private page: rendered in the browser only, never on the server. */
export function isPrivatePath(pathname: string): boolean {
  const route = matchRoute(pathname);
  return route !== undefined && PRIVATE_ROUTES.includes(route.name);
}
