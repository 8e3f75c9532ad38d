// The page data a URL names by itself, with no other data needed first (`pageData` of its entry
// in the page manifest): the server loads it before its first render pass instead of learning
// from that pass that the page asks for it. A test renders each page and checks that these are
// the requests it makes.
import { matchRoute } from './knownPaths';
import type { ResourceRequest } from './resources';
import { PAGE_ENTRIES } from './routes';

export function pageDataOfUrl(url: string): ResourceRequest[] {
  const [pathname = '/', search = ''] = url.split('?');
  const route = matchRoute(pathname);
  return route ? (PAGE_ENTRIES[route.name].pageData?.(route.param ?? '', search) ?? []) : [];
}
