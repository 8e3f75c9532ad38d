import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot } from 'xstate';
import { SITE_MESSAGES } from '@domain/messages/site';
import {
  activeFilterCount,
  filtersFromSearch,
  NO_FILTERS,
  parsePriceInput,
  sameFilters,
  searchFromFilters,
  type StoreFilters,
} from '@domain/storeFilters';
import {
  storeFiltersMachine,
  type StoreFiltersContext,
  type StoreFiltersEmitted,
} from '@machines/storeFilters.machine';
import { describePath, generatePaths, replayPath } from '../support/paths';
import { createActor } from '../support/recordedActor';

const fromUrl: StoreFilters = { brands: ['Vedavana'], categories: [], minRating: 4, sort: 'relevance' };
const events = [
  { type: 'toggleBrand', brand: 'Vedavana' },
  { type: 'toggleCategory', category: 'digestion' },
  { type: 'setRating', minRating: 3 },
  { type: 'setRating', minRating: undefined },
  { type: 'setPriceRange', minPrice: 200, maxPrice: 499 },
  { type: 'editPrice', field: 'min', text: '900' },
  { type: 'editPrice', field: 'max', text: '100' },
  { type: 'editPrice', field: 'max', text: '12a' },
  { type: 'applyPrice' },
  { type: 'setSort', sort: 'price-asc' },
  { type: 'clear' },
  { type: 'openDrawer' },
  { type: 'closeDrawer' },
  { type: 'applyDrawer' },
  { type: 'sync', filters: { brands: [], categories: ['digestion'], sort: 'newest' } },
];
const input = { filters: fromUrl };

/** What tells states apart for the walk: toggling the same brand twice is not a new state. */
function signature(snapshot: AnyMachineSnapshot): string {
  const { applied, draft, price, priceError } = snapshot.context as StoreFiltersContext;
  const typed =
    price.min === '' && price.max === '' ? 'blank' : parsePriceInput(price.min, price.max).ok ? 'valid' : 'wrong';
  return JSON.stringify({
    value: snapshot.value,
    filtersInForce: activeFilterCount(applied),
    sorted: applied.sort !== NO_FILTERS.sort,
    draftDiffers: !sameFilters(draft, applied),
    typed,
    error: priceError !== null,
  });
}

describe('store filters machine (generated paths)', () => {
  const paths = generatePaths(storeFiltersMachine, { events, input, kind: 'shortest', serializeState: signature });

  it(`reaches the sidebar and the drawer (${paths.length} paths)`, () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['sidebar', 'drawer']));
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(path, {
        machine: storeFiltersMachine,
        input,
        // The walk merged states with one signature, so compare signatures, then check the rules.
        project: signature,
        check: (snapshot) => {
          const { applied: inForce, draft, price, priceError } = snapshot.context;
          // Filters in force are always ones the URL can carry and read back unchanged.
          expect(filtersFromSearch(searchFromFilters(inForce))).toEqual({ ...NO_FILTERS, ...inForce });
          // A named price error always describes the typed text; the filters never hold a reversed range.
          const parsed = parsePriceInput(price.min, price.max);
          if (priceError) expect(parsed).toEqual({ ok: false, error: priceError });
          for (const filters of [inForce, draft]) {
            if (filters.minPrice !== undefined && filters.maxPrice !== undefined)
              expect(filters.minPrice).toBeLessThanOrEqual(filters.maxPrice);
          }
          // The sidebar applies every choice at once; only the drawer holds a draft apart.
          if (snapshot.matches('sidebar')) expect(draft).toEqual(inForce);
        },
      });
    });
  }
});

describe('store filters machine', () => {
  const start = (filters: StoreFilters = fromUrl) => {
    const actor = createActor(storeFiltersMachine, { input: { filters } }).start();
    const emitted: StoreFilters[] = [];
    actor.on('apply', (event: StoreFiltersEmitted) => emitted.push(event.filters));
    return { actor, emitted };
  };

  it('applies each sidebar choice at once', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'toggleBrand', brand: 'Tulsivan Organics' });
    actor.send({ type: 'toggleBrand', brand: 'Vedavana' });
    actor.send({ type: 'toggleCategory', category: 'stress-and-sleep' });
    actor.send({ type: 'setRating', minRating: undefined });
    actor.send({ type: 'setSort', sort: 'price-desc' });
    expect(emitted.map(searchFromFilters)).toEqual([
      'brand=Vedavana&brand=Tulsivan+Organics&rating=4',
      'brand=Tulsivan+Organics&rating=4',
      'brand=Tulsivan+Organics&category=stress-and-sleep&rating=4',
      'brand=Tulsivan+Organics&category=stress-and-sleep',
      'brand=Tulsivan+Organics&category=stress-and-sleep&sort=price-desc',
    ]);
  });

  it('names a wrong price range and changes nothing', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'editPrice', field: 'min', text: '900' });
    actor.send({ type: 'editPrice', field: 'max', text: '100' });
    actor.send({ type: 'applyPrice' });
    expect(actor.getSnapshot().context.priceError).toBe(SITE_MESSAGES.priceRangeReversed);
    actor.send({ type: 'editPrice', field: 'max', text: '1,000' });
    expect(actor.getSnapshot().context.priceError).toBeNull(); // typing clears the message
    actor.send({ type: 'applyPrice' });
    expect(actor.getSnapshot().context.priceError).toBe(SITE_MESSAGES.priceNotWhole);
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().context.applied).toEqual(fromUrl);
    actor.send({ type: 'editPrice', field: 'max', text: '1000' });
    actor.send({ type: 'applyPrice' });
    expect(emitted).toEqual([{ ...fromUrl, minPrice: 900, maxPrice: 1000 }]);
  });

  it('gathers drawer choices in a draft: Show results applies them, closing drops them', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'openDrawer' });
    actor.send({ type: 'toggleCategory', category: 'digestion' });
    actor.send({ type: 'setPriceRange', minPrice: undefined, maxPrice: 199 });
    expect(emitted).toEqual([]);
    actor.send({ type: 'closeDrawer' });
    expect(actor.getSnapshot().context.draft).toEqual(fromUrl);
    expect(actor.getSnapshot().context.price).toEqual({ min: '', max: '' });
    actor.send({ type: 'openDrawer' });
    actor.send({ type: 'toggleCategory', category: 'digestion' });
    actor.send({ type: 'editPrice', field: 'min', text: '150' });
    actor.send({ type: 'applyDrawer' });
    expect(actor.getSnapshot().value).toBe('sidebar');
    expect(emitted).toEqual([{ ...fromUrl, categories: ['digestion'], minPrice: 150 }]);
  });

  it('gathers a rating and a typed price range in the drawer, naming a wrong range there', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'openDrawer' });
    actor.send({ type: 'setRating', minRating: 3 });
    actor.send({ type: 'editPrice', field: 'min', text: '500' });
    actor.send({ type: 'editPrice', field: 'max', text: '100' });
    actor.send({ type: 'applyPrice' });
    expect(actor.getSnapshot().context.priceError).toBe(SITE_MESSAGES.priceRangeReversed);
    actor.send({ type: 'editPrice', field: 'max', text: '900' });
    actor.send({ type: 'applyPrice' });
    expect(actor.getSnapshot().value).toBe('drawer');
    expect(actor.getSnapshot().context).toMatchObject({
      draft: { ...fromUrl, minRating: 3, minPrice: 500, maxPrice: 900 },
      applied: fromUrl,
      priceError: null,
    });
    expect(emitted).toEqual([]);
  });

  it('keeps the drawer open with the message when its price range is wrong', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'openDrawer' });
    actor.send({ type: 'editPrice', field: 'min', text: 'abc' });
    actor.send({ type: 'applyDrawer' });
    expect(actor.getSnapshot().value).toBe('drawer');
    expect(actor.getSnapshot().context.priceError).toBe(SITE_MESSAGES.priceNotWhole);
    expect(emitted).toEqual([]);
  });

  it('follows the URL (the back button), keeping a half-typed price unless the price moved', () => {
    const { actor } = start();
    actor.send({ type: 'editPrice', field: 'min', text: '3' });
    actor.send({ type: 'sync', filters: { ...fromUrl, brands: [] } });
    expect(actor.getSnapshot().context.price.min).toBe('3');
    actor.send({ type: 'sync', filters: { ...fromUrl, maxPrice: 499 } });
    expect(actor.getSnapshot().context.price).toEqual({ min: '', max: '499' });
    actor.send({ type: 'openDrawer' });
    actor.send({ type: 'sync', filters: NO_FILTERS });
    expect(actor.getSnapshot().value).toBe('sidebar');
    expect(actor.getSnapshot().context.draft).toEqual(NO_FILTERS);
  });

  it('clears every filter but keeps the sorting', () => {
    const { actor, emitted } = start({ ...fromUrl, sort: 'rating', minPrice: 100 });
    actor.send({ type: 'clear' });
    expect(emitted).toEqual([{ ...NO_FILTERS, sort: 'rating' }]);
  });
});

describe('store filters in the URL', () => {
  it('reads what it understands and drops the rest', () => {
    expect(
      filtersFromSearch(
        '?brand=Vedavana&brand=Vedavana&brand=&category=digestion&min=200&max=499&rating=4&sort=price-asc&page=2',
      ),
    ).toEqual({
      brands: ['Vedavana'],
      categories: ['digestion'],
      minPrice: 200,
      maxPrice: 499,
      minRating: 4,
      sort: 'price-asc',
    });
    expect(filtersFromSearch('min=abc&max=-5&rating=9&sort=cheapest')).toEqual(NO_FILTERS);
    expect(filtersFromSearch('min=900&max=100')).toEqual(NO_FILTERS);
    expect(searchFromFilters(NO_FILTERS)).toBe('');
  });

  it('checks typed prices: whole rupees, either end blank, minimum not above maximum', () => {
    expect(parsePriceInput('', '')).toEqual({ ok: true });
    expect(parsePriceInput(' 200 ', '')).toEqual({ ok: true, minPrice: 200 });
    expect(parsePriceInput('200', '200')).toEqual({ ok: true, minPrice: 200, maxPrice: 200 });
    expect(parsePriceInput('2.5', '')).toEqual({ ok: false, error: SITE_MESSAGES.priceNotWhole });
    expect(parsePriceInput('500', '100')).toEqual({ ok: false, error: SITE_MESSAGES.priceRangeReversed });
  });
});
