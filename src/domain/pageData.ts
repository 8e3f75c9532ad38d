// The page data a URL names by itself, with no other data needed first: the server loads it
// before its first render pass instead of learning from that pass that the page asks for it.
// Each request here is the one the page itself makes (a test renders each page and checks).
import { doctorFiltersFromSearch } from './doctorFilters';
import { matchRoute } from './knownPaths';
import { pageFromSearch } from './pageNumber';
import type { ResourceRequest } from './resources';
import { doctorListRequest } from './searchRequests';

export function pageDataOfUrl(url: string): ResourceRequest[] {
  const [pathname = '/', search = ''] = url.split('?');
  const route = matchRoute(pathname);
  const param = route?.param ?? '';
  switch (route?.name) {
    case 'home':
      return [{ kind: 'home' }];
    case 'storeItem':
      return [{ kind: 'storeItem', id: param }];
    case 'doctor':
      return [{ kind: 'doctor', id: param }];
    case 'blogPost':
      return [{ kind: 'blogPost', slug: param }];
    case 'doctors':
      return [
        {
          kind: 'doctorList',
          ...doctorListRequest({ filters: doctorFiltersFromSearch(search), page: pageFromSearch(search) }),
        },
      ];
    default:
      return [];
  }
}
