import { describe, expect, it } from 'vitest';
import { isKnownPath, matchRoute } from '@domain/knownPaths';
import { ROUTES } from '@domain/routes';

describe('known paths', () => {
  it('are the pages of the route table, with their parameters filled in', () => {
    for (const path of [
      '/',
      '/store',
      '/store/cart',
      ROUTES.storeItem.href('ashwagandha-tablets'),
      ROUTES.storeBrand.href('Himalaya Wellness'),
      ROUTES.doctor.href('dr-meera-iyer'),
      '/blogs/',
      '/company/privacy',
      '/search',
    ]) {
      expect(isKnownPath(path), path).toBe(true);
    }
  });

  it('exclude everything else', () => {
    for (const path of ['/nope', '/store/a/b', '/doctors/x/y', '/company', '/admin', '/blogs/a/b/c', '//x']) {
      expect(isKnownPath(path), path).toBe(false);
    }
  });

  it("name the page in the router's order, with its parameter as the router passes it (encoded)", () => {
    expect(matchRoute('/store/cart')).toEqual({ name: 'cart' });
    expect(matchRoute('/store/category')).toEqual({ name: 'storeCategory' });
    expect(matchRoute('/store/ashwagandha-tablets')).toEqual({ name: 'storeItem', param: 'ashwagandha-tablets' });
    expect(matchRoute(ROUTES.storeBrand.href('Himalaya Wellness'))).toEqual({
      name: 'storeBrand',
      param: 'Himalaya%20Wellness',
    });
    expect(matchRoute('/dashboard/orders/o-1')).toEqual({ name: 'order', param: 'o-1' });
    expect(matchRoute('/nope')).toBeUndefined();
  });
});
