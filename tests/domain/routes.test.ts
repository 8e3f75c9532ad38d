import { describe, expect, it } from 'vitest';
import { categoryHref, FOOTER_SECTIONS, MAIN_NAV, POLICY_PAGES, ROUTES } from '@domain/routes';

describe('route table', () => {
  it('builds links from the same entry the router matches', () => {
    expect(ROUTES.storeItem.pattern).toBe('/store/:itemId');
    expect(ROUTES.storeItem.href('tulsi drops')).toBe('/store/tulsi%20drops');
    expect(ROUTES.storeBrand.href('Saumya/Botanicals')).toBe('/store/brand/Saumya%2FBotanicals');
    expect(ROUTES.doctor.href('d-1')).toBe('/doctors/d-1');
    expect(ROUTES.blogPost.href('a-b')).toBe('/blogs/a-b');
    expect(ROUTES.cart).toMatchObject({ pattern: '/store/cart', href: '/store/cart' });
  });

  it('links the search page with or without a query', () => {
    expect(ROUTES.search.pattern).toBe('/search');
    expect(ROUTES.search.href()).toBe('/search');
    expect(ROUTES.search.href('ashwa gandha')).toBe('/search?q=ashwa%20gandha');
  });

  it('links a category or a concern to its list page with it chosen', () => {
    expect(categoryHref({ _id: 'oils & massage', kind: 'category' })).toBe('/store/category?c=oils%20%26%20massage');
    expect(categoryHref({ _id: 'sleep', kind: 'concern' })).toBe('/store/concern?c=sleep');
  });

  it('builds the navigation lists from the table', () => {
    const hrefs = [...MAIN_NAV, ...FOOTER_SECTIONS.flatMap((section) => section.links)].map((link) => link.href);
    const known = new Set<string>(Object.values(ROUTES).map((route) => route.pattern));
    expect(hrefs.every((href) => known.has(href))).toBe(true);
    expect(POLICY_PAGES.map((page) => page.href)).toEqual([
      ROUTES.terms.href,
      ROUTES.privacy.href,
      ROUTES.refund.href,
      ROUTES.shipping.href,
    ]);
  });
});
