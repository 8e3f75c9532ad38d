// Whether a path is one of the site's pages, read from the route table: the server answers
// anything else with 404 (and the same friendly page the browser shows).
import { ROUTES } from './routes';

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patternRegExp = ({ pattern }: { pattern: string }) =>
  new RegExp(
    `^${pattern
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeForRegExp(segment)))
      .join('/')}/?$`,
  );

const PAGE_PATTERNS = Object.values(ROUTES).map(patternRegExp);

/** Pages about the visitor's own account, cart or orders: the server never renders their content. */
const PRIVATE_PATTERNS = [
  ROUTES.cart,
  ROUTES.checkout,
  ROUTES.login,
  ROUTES.dashboard,
  ROUTES.orders,
  ROUTES.order,
  ROUTES.desk,
  ROUTES.consultations,
].map(patternRegExp);

/** Whether `pathname` (no query string) is a page of the route table. */
export function isKnownPath(pathname: string): boolean {
  return PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}

/** Whether `pathname` is a private page (rendered in the browser only). */
export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATTERNS.some((pattern) => pattern.test(pathname));
}
