// The shop's filters. The URL holds the filters in force ('sync' brings them in when the URL
// changes, as with the back button); the machine holds what the person is choosing. In the
// sidebar (desktop) a choice applies at once; in the drawer (phones) choices gather in a draft
// until 'Show results', and closing the drawer drops them. A typed price range applies only
// when it is valid; otherwise it is named wrong and nothing changes. Sorting applies at once.
// Applying emits 'apply' with the filters; the page puts them in the URL.
import { assertEvent, assign, emit, setup } from 'xstate';
import type { ItemSort } from '@domain/contract/catalogue';
import { NO_FILTERS, parsePriceInput, type StoreFilters } from '@domain/storeFilters';

export interface PriceText {
  min: string;
  max: string;
}

export interface StoreFiltersContext {
  /** The filters in force (the URL's). */
  applied: StoreFilters;
  /** The filters being chosen. */
  draft: StoreFilters;
  price: PriceText;
  priceError: string | null;
}

export type StoreFiltersEvent =
  | { type: 'sync'; filters: StoreFilters }
  | { type: 'toggleBrand'; brand: string }
  | { type: 'toggleCategory'; category: string }
  | { type: 'setRating'; minRating: number | undefined }
  | { type: 'setPriceRange'; minPrice: number | undefined; maxPrice: number | undefined }
  | { type: 'editPrice'; field: keyof PriceText; text: string }
  | { type: 'applyPrice' }
  | { type: 'setSort'; sort: ItemSort }
  | { type: 'clear' }
  | { type: 'openDrawer' }
  | { type: 'closeDrawer' }
  | { type: 'applyDrawer' };

export type StoreFiltersEmitted = { type: 'apply'; filters: StoreFilters };

function priceTextOf(filters: StoreFilters): PriceText {
  return { min: filters.minPrice?.toString() ?? '', max: filters.maxPrice?.toString() ?? '' };
}

function toggled(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];
}

function withPrice(filters: StoreFilters, minPrice: number | undefined, maxPrice: number | undefined): StoreFilters {
  const { minPrice: _min, maxPrice: _max, ...rest } = filters;
  return { ...rest, ...(minPrice !== undefined ? { minPrice } : {}), ...(maxPrice !== undefined ? { maxPrice } : {}) };
}

const initialContext = ({ input }: { input: { filters: StoreFilters } }): StoreFiltersContext => ({
  applied: input.filters,
  draft: input.filters,
  price: priceTextOf(input.filters),
  priceError: null,
});

export const storeFiltersMachine = setup({
  types: {
    input: {} as { filters: StoreFilters },
    context: {} as StoreFiltersContext,
    events: {} as StoreFiltersEvent,
    emitted: {} as StoreFiltersEmitted,
  },
  guards: {
    priceIsValid: ({ context }) => parsePriceInput(context.price.min, context.price.max).ok,
  },
  actions: {
    syncFromUrl: assign(({ context, event }) => {
      assertEvent(event, 'sync');
      // Keep a half-typed price unless the URL's price itself changed.
      const priceMoved =
        event.filters.minPrice !== context.applied.minPrice || event.filters.maxPrice !== context.applied.maxPrice;
      return {
        applied: event.filters,
        draft: event.filters,
        ...(priceMoved ? { price: priceTextOf(event.filters), priceError: null } : {}),
      };
    }),
    toggleBrand: assign(({ context, event }) => {
      assertEvent(event, 'toggleBrand');
      return { draft: { ...context.draft, brands: toggled(context.draft.brands, event.brand) } };
    }),
    toggleCategory: assign(({ context, event }) => {
      assertEvent(event, 'toggleCategory');
      return { draft: { ...context.draft, categories: toggled(context.draft.categories, event.category) } };
    }),
    setRating: assign(({ context, event }) => {
      assertEvent(event, 'setRating');
      const { minRating: _old, ...rest } = context.draft;
      return { draft: event.minRating === undefined ? rest : { ...rest, minRating: event.minRating } };
    }),
    setPriceRange: assign(({ context, event }) => {
      assertEvent(event, 'setPriceRange');
      const draft = withPrice(context.draft, event.minPrice, event.maxPrice);
      return { draft, price: priceTextOf(draft), priceError: null };
    }),
    editPrice: assign(({ context, event }) => {
      assertEvent(event, 'editPrice');
      return { price: { ...context.price, [event.field]: event.text }, priceError: null };
    }),
    takePrice: assign(({ context }) => {
      const parsed = parsePriceInput(context.price.min, context.price.max);
      if (!parsed.ok) return {};
      const draft = withPrice(context.draft, parsed.minPrice, parsed.maxPrice);
      return { draft, price: priceTextOf(draft), priceError: null };
    }),
    namePriceError: assign(({ context }) => {
      const parsed = parsePriceInput(context.price.min, context.price.max);
      return { priceError: parsed.ok ? null : parsed.error };
    }),
    setSort: assign(({ context, event }) => {
      assertEvent(event, 'setSort');
      return { applied: { ...context.applied, sort: event.sort }, draft: { ...context.draft, sort: event.sort } };
    }),
    clearDraft: assign(({ context }) => ({
      draft: { ...NO_FILTERS, sort: context.draft.sort },
      price: { min: '', max: '' },
      priceError: null,
    })),
    dropDraft: assign(({ context }) => ({
      draft: context.applied,
      price: priceTextOf(context.applied),
      priceError: null,
    })),
    applyDraft: assign(({ context }) => ({ applied: context.draft })),
    emitApplied: emit(({ context }) => ({ type: 'apply' as const, filters: context.applied })),
  },
}).createMachine({
  id: 'storeFilters',
  context: initialContext,
  initial: 'sidebar',
  on: {
    setSort: { actions: ['setSort', 'emitApplied'] },
  },
  states: {
    sidebar: {
      on: {
        sync: { actions: 'syncFromUrl' },
        toggleBrand: { actions: ['toggleBrand', 'applyDraft', 'emitApplied'] },
        toggleCategory: { actions: ['toggleCategory', 'applyDraft', 'emitApplied'] },
        setRating: { actions: ['setRating', 'applyDraft', 'emitApplied'] },
        setPriceRange: { actions: ['setPriceRange', 'applyDraft', 'emitApplied'] },
        editPrice: { actions: 'editPrice' },
        applyPrice: [
          { guard: 'priceIsValid', actions: ['takePrice', 'applyDraft', 'emitApplied'] },
          { actions: 'namePriceError' },
        ],
        clear: { actions: ['clearDraft', 'applyDraft', 'emitApplied'] },
        openDrawer: 'drawer',
      },
    },
    drawer: {
      on: {
        // The URL moved under the drawer (the back button): show what it says, drawer closed.
        sync: { target: 'sidebar', actions: 'syncFromUrl' },
        toggleBrand: { actions: 'toggleBrand' },
        toggleCategory: { actions: 'toggleCategory' },
        setRating: { actions: 'setRating' },
        setPriceRange: { actions: 'setPriceRange' },
        editPrice: { actions: 'editPrice' },
        applyPrice: [{ guard: 'priceIsValid', actions: 'takePrice' }, { actions: 'namePriceError' }],
        clear: { actions: 'clearDraft' },
        applyDrawer: [
          { guard: 'priceIsValid', target: 'sidebar', actions: ['takePrice', 'applyDraft', 'emitApplied'] },
          { actions: 'namePriceError' },
        ],
        closeDrawer: { target: 'sidebar', actions: 'dropDraft' },
      },
    },
  },
});
