// The brand index the search box matches typed text against: fuse.js over the brands' names,
// within the fuzzy threshold. A module of its own so fuse.js loads with the brands, on the box's
// first use, and not with every page.
import Fuse from 'fuse.js/basic';
import { BRAND_FUZZY_THRESHOLD } from '@domain/constants';
import type { Brand } from '@domain/contract/catalogue';
import { DROPDOWN_BRANDS, type BrandIndex } from '@domain/searchOptions';

export function brandIndexOf(brands: readonly Brand[]): BrandIndex {
  const fuse = new Fuse(brands, { keys: ['brandName'], threshold: BRAND_FUZZY_THRESHOLD });
  return {
    brands,
    search: (text) => fuse.search(text, { limit: DROPDOWN_BRANDS }).map((result) => result.item),
  };
}
