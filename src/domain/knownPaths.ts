// Whether a path is one of the site's pages, read from the route table: the server answers
// anything else with 404 (and the same friendly page the browser shows).
import { ROUTES } from './routes';

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PAGE_PATTERNS = Object.values(ROUTES).map(
  ({ pattern }) =>
    new RegExp(
      `^${pattern
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeForRegExp(segment)))
        .join('/')}/?$`,
    ),
);

/** Whether `pathname` (no query string) is a page of the route table. */
export function isKnownPath(pathname: string): boolean {
  return PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}
