import { describe, expect, it } from 'vitest';
import { isKnownPath } from '../../src/domain/knownPaths';
import { ROUTES } from '../../src/domain/routes';

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
});
