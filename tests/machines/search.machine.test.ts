import { describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { brandIndexOf } from '@adapters/search/brandIndex';
import { SEARCH_LIMITS, SEARCH_TIMING } from '@domain/constants';
import type { Brand, StoreItem } from '@domain/contract/catalogue';
import type { Doctor } from '@domain/contract/doctors';
import type { ApiResult } from '@domain/contract/envelope';
import type { ConcernSuggestion } from '@domain/contract/search';
import { acceptsSearchInput } from '@domain/search';
import {
  matchBrands,
  movedIndex,
  SEARCH_PLACEHOLDERS,
  searchOptions,
  type BrandIndex,
  searchRouteOf,
  showsSearchBox,
} from '@domain/searchOptions';
import {
  searchMachine,
  type ConcernSearchRequest,
  type DoctorSearchRequest,
  type SearchInput,
} from '@machines/search.machine';
import { searchLadderMachine, type ItemSearchRequest } from '@machines/searchLadder.machine';
import { replyOf, UNANSWERED } from '../support/apiReplies';
import { fakeActors } from '../support/fakeActors';
import { actorDone, actorFails, describePath, generatePaths, replayPath } from '../support/paths';
import { createActor } from '../support/recordedActor';

const brand = (brandName: string): Brand => ({
  _id: brandName.toLowerCase().replace(/[^a-z]+/g, '-'),
  brandName,
  photoUrl: 'brands/x.png',
  tagline: '',
  color: '#2e7d32',
});
const brands = ['Vedavana', 'Sattvika Herbals', 'Tejasvi Ayurveda', 'Devbhoomi Herbals', 'Tulsivan Organics'].map(
  brand,
);
const brandIndex = brandIndexOf(brands);
const item = { _id: 'ashwagandha-tablets', name: 'Ashwagandha Tablets' } as StoreItem;
const doctor = { _id: 'meera-iyer', firstName: 'Meera', secondName: 'Iyer' } as Doctor;
const concern: ConcernSuggestion = {
  _id: 'digestion',
  name: 'Digestion',
  description: '',
  kind: 'concern',
  itemCount: 4,
  matchedFor: 'Acidity',
};

// The brands load the first time the panel opens (or fail to, and load at the next opening).
const events = (snapshot: AnyMachineSnapshot) => [
  ...(snapshot.context.brandIndex === null
    ? [actorDone('loadBrands', brandIndex), actorFails('loadBrands', new Error('offline'))]
    : []),
  { type: 'input', value: 'vedavan' },
  { type: 'input', value: 'vedavan!' },
  { type: 'input', value: '' },
  { type: 'resize', width: 1440 },
  { type: 'resize', width: 390 },
  { type: 'route', scope: 'doctors', openByDefault: false },
  { type: 'route', scope: 'all', openByDefault: true },
  { type: 'open' },
  { type: 'close' },
  { type: 'move', by: 1 },
  actorDone('searchItems', [item]),
  actorDone('searchItems', []),
  actorFails('searchItems', new Error('offline')),
  actorDone('searchDoctors', replyOf([doctor])),
  actorDone('searchDoctors', UNANSWERED),
  actorFails('searchDoctors', new Error('offline')),
  // Concerns found or not: a failure ends like none found (the test below fails it on purpose).
  actorDone('searchConcerns', replyOf([concern])),
  actorDone('searchConcerns', replyOf([])),
];
const input: SearchInput = { width: 390, scope: 'all', openByDefault: false };
const fakes = fakeActors('loadBrands', 'searchItems', 'searchDoctors', 'searchConcerns');
const machine = searchMachine.provide({ actors: fakes.actors });

const queryState = (snapshot: AnyMachineSnapshot) => {
  const value = (snapshot.value as { query: unknown }).query;
  return typeof value === 'string' ? value : Object.keys(value as object)[0]!;
};

describe('search machine (generated paths)', () => {
  const paths = generatePaths(searchMachine, { events, input, kind: 'shortest' });
  // The panel and the query; the brands' region is checked on its own.
  const values = new Set(
    paths.map((path) => {
      const { panel, query } = path.state.value as Record<string, unknown>;
      return JSON.stringify({ panel, query });
    }),
  );
  const brandStates = new Set(paths.map((path) => (path.state.value as { brands: string }).brands));

  it(`reaches every state of the box: debounce, stall, results, skip on wide screens (${paths.length} paths, ${values.size} state values)`, () => {
    for (const query of ['idle', 'debouncing', 'skipped', 'shown']) {
      for (const panel of ['open', 'closed']) expect(values).toContain(JSON.stringify({ panel, query }));
    }
    expect(values).toContain(
      JSON.stringify({
        panel: 'open',
        query: { searching: { items: 'loading', concerns: 'loading', doctors: 'loading', progress: 'fresh' } },
      }),
    );
    expect(values).toContain(
      JSON.stringify({
        panel: 'open',
        query: { searching: { items: 'loading', concerns: 'loading', doctors: 'loading', progress: 'stalled' } },
      }),
    );
    expect(values).toContain(
      JSON.stringify({
        panel: 'open',
        query: { searching: { items: 'done', concerns: 'done', doctors: 'loading', progress: 'stalled' } },
      }),
    );
    expect([...brandStates].sort()).toEqual(['failed', 'loaded', 'loading', 'waiting']);
    // Every stalled state is reached through the stall delay, every search through the debounce.
    for (const path of paths) {
      const types = path.steps.map((step) => step.event.type);
      if (JSON.stringify(path.state.value).includes('stalled'))
        expect(types.some((type) => type.startsWith('xstate.after.stalled.'))).toBe(true);
      if (/searching|shown/.test(JSON.stringify(path.state.value)))
        expect(types.some((type) => type.startsWith('xstate.after.debounce.'))).toBe(true);
    }
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(path, {
        machine,
        fakes,
        input,
        check: (snapshot) => {
          const { query, width, scope, items, concerns, doctors, brandMatches, active } = snapshot.context;
          const state = queryState(snapshot);
          // Only accepted input is ever kept.
          expect(acceptsSearchInput(query)).toBe(true);
          if (state === 'searching' || state === 'shown') {
            expect(query.trim()).not.toBe('');
            expect(width).toBeLessThanOrEqual(SEARCH_TIMING.disabledAboveWidthPx);
          }
          if (state === 'skipped') expect(width).toBeGreaterThan(SEARCH_TIMING.disabledAboveWidthPx);
          if (state === 'idle' || state === 'skipped') {
            expect(items).toEqual([]);
            expect(concerns).toEqual([]);
            expect(doctors).toEqual([]);
          }
          if (state === 'idle') expect(query.trim()).toBe('');
          if (scope === 'doctors') expect(brandMatches).toEqual([]);
          if (scope === 'doctors' && state === 'shown') expect([...items, ...concerns]).toEqual([]);
          if (snapshot.matches({ panel: 'closed' })) expect(active).toBe(-1);
          expect(active).toBeLessThan(searchOptions(snapshot.context).length);
        },
      });
    });
  }
});

describe('search machine', () => {
  const io = () => {
    const itemCalls: { query: string; limit: number }[] = [];
    const doctorCalls: DoctorSearchRequest[] = [];
    const concernCalls: ConcernSearchRequest[] = [];
    const provided = searchMachine.provide({
      actors: {
        loadBrands: fromPromise(async (): Promise<BrandIndex | undefined> => brandIndex),
        searchItems: fromPromise(async ({ input }: { input: { query: string; limit: number } }) => {
          itemCalls.push(input);
          return [item];
        }) as never,
        searchDoctors: fromPromise(async ({ input }: { input: DoctorSearchRequest }) => {
          doctorCalls.push(input);
          return replyOf([doctor]);
        }),
        searchConcerns: fromPromise(async ({ input }: { input: ConcernSearchRequest }) => {
          concernCalls.push(input);
          return replyOf([concern]);
        }),
      },
    });
    return { itemCalls, doctorCalls, concernCalls, provided };
  };
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it(`searches only after ${SEARCH_TIMING.debounceMs} ms without typing, with the dropdown limits`, async () => {
    vi.useFakeTimers();
    const { itemCalls, doctorCalls, concernCalls, provided } = io();
    const actor = createActor(provided, { input }).start();
    actor.send({ type: 'input', value: 'ash' });
    await vi.advanceTimersByTimeAsync(SEARCH_TIMING.debounceMs - 1);
    actor.send({ type: 'input', value: 'ashwa' });
    await vi.advanceTimersByTimeAsync(SEARCH_TIMING.debounceMs - 1);
    expect(actor.getSnapshot().matches({ query: 'debouncing' })).toBe(true);
    expect(itemCalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(itemCalls).toEqual([{ query: 'ashwa', limit: SEARCH_LIMITS.dropdownItems }]);
    expect(doctorCalls).toEqual([{ query: 'ashwa', limit: SEARCH_LIMITS.dropdownDoctors }]);
    expect(concernCalls).toEqual([{ query: 'ashwa', limit: SEARCH_LIMITS.concerns }]);
    expect(actor.getSnapshot().matches({ query: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual([item]);
    expect(actor.getSnapshot().context.concerns).toEqual([concern]);
    expect(actor.getSnapshot().context.doctors).toEqual([doctor]);
    vi.useRealTimers();
  });

  it(`marks a search stalled only after ${SEARCH_TIMING.stalledMs} ms`, async () => {
    vi.useFakeTimers();
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'input', value: 'tulsi' });
    await vi.advanceTimersByTimeAsync(SEARCH_TIMING.debounceMs);
    expect(actor.getSnapshot().matches({ query: { searching: { progress: 'fresh' } } })).toBe(true);
    await vi.advanceTimersByTimeAsync(SEARCH_TIMING.stalledMs - 1);
    expect(actor.getSnapshot().matches({ query: { searching: { progress: 'fresh' } } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ query: { searching: { progress: 'stalled' } } })).toBe(true);
    vi.useRealTimers();
  });

  it('ignores input with anything but letters, digits and spaces, keeping the query', () => {
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'input', value: 'ashwa' });
    const before = actor.getSnapshot();
    for (const value of ['ashwa!', 'ashwa-', 'ash/wa', '<script>', 'ashwa😀']) {
      actor.send({ type: 'input', value });
      expect(actor.getSnapshot().context.query).toBe('ashwa');
      expect(actor.getSnapshot().value).toEqual(before.value);
    }
    actor.send({ type: 'input', value: 'Tulsī 2' });
    expect(actor.getSnapshot().context.query).toBe('Tulsī 2');
  });

  it('never searches a blank query', async () => {
    vi.useFakeTimers();
    const { itemCalls, doctorCalls, provided } = io();
    const actor = createActor(provided, { input }).start();
    actor.send({ type: 'input', value: 'tu' });
    actor.send({ type: 'input', value: '   ' });
    await vi.advanceTimersByTimeAsync(SEARCH_TIMING.debounceMs * 2);
    expect(actor.getSnapshot().matches({ query: 'idle' })).toBe(true);
    expect([...itemCalls, ...doctorCalls]).toEqual([]);
    vi.useRealTimers();
  });

  it(`skips the search on screens wider than ${SEARCH_TIMING.disabledAboveWidthPx} px`, async () => {
    vi.useFakeTimers();
    const { itemCalls, doctorCalls, provided } = io();
    const actor = createActor(provided, { input: { ...input, width: 1280 } }).start();
    actor.send({ type: 'input', value: 'tulsi' });
    await vi.advanceTimersByTimeAsync(SEARCH_TIMING.debounceMs * 2);
    expect(actor.getSnapshot().matches({ query: 'skipped' })).toBe(true);
    actor.send({ type: 'resize', width: SEARCH_TIMING.disabledAboveWidthPx });
    actor.send({ type: 'input', value: 'tulsi t' });
    await vi.advanceTimersByTimeAsync(SEARCH_TIMING.debounceMs);
    await settle();
    expect(actor.getSnapshot().matches({ query: 'shown' })).toBe(true);
    expect(itemCalls.map((call) => call.query)).toEqual(['tulsi t']);
    expect(doctorCalls).toHaveLength(1);
    vi.useRealTimers();
  });

  it('climbs the prefix ladder 3, 2, 1, 0 through the product search until something is found', async () => {
    vi.useFakeTimers();
    const asked: number[] = [];
    const ladder = searchLadderMachine.provide({
      actors: {
        fetchItems: fromPromise(
          async ({ input: request }: { input: ItemSearchRequest }): Promise<ApiResult<StoreItem[]>> => {
            asked.push(request.prefixLength);
            return replyOf(request.prefixLength === 0 ? [item] : []);
          },
        ),
      },
    });
    const actor = createActor(
      searchMachine.provide({
        actors: {
          loadBrands: fakeActors('loadBrands').actors.loadBrands,
          searchItems: ladder,
          searchDoctors: fromPromise(async (): Promise<ApiResult<Doctor[]>> => replyOf([])),
          searchConcerns: fromPromise(async (): Promise<ApiResult<ConcernSuggestion[]>> => replyOf([])),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'input', value: 'ashwagnda' });
    await vi.advanceTimersByTimeAsync(SEARCH_TIMING.debounceMs);
    for (let i = 0; i < 5; i += 1) await settle();
    expect(asked).toEqual([3, 2, 1, 0]);
    expect(actor.getSnapshot().matches({ query: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual([item]);
    vi.useRealTimers();
  });

  it('searches doctors only on /doctors, and searches again when the scope changes', async () => {
    vi.useFakeTimers();
    const { itemCalls, doctorCalls, concernCalls, provided } = io();
    const actor = createActor(provided, { input: { ...input, scope: 'doctors' } }).start();
    await settle();
    actor.send({ type: 'input', value: 'meera' });
    await vi.advanceTimersByTimeAsync(SEARCH_TIMING.debounceMs);
    await settle();
    expect([...itemCalls, ...concernCalls]).toEqual([]);
    expect(doctorCalls.map((call) => call.query)).toEqual(['meera']);
    expect(actor.getSnapshot().context.brandMatches).toEqual([]);
    actor.send({ type: 'route', scope: 'all', openByDefault: false });
    expect(actor.getSnapshot().matches({ query: 'debouncing' })).toBe(true);
    await vi.advanceTimersByTimeAsync(SEARCH_TIMING.debounceMs);
    await settle();
    expect(itemCalls.map((call) => call.query)).toEqual(['meera']);
    expect(concernCalls.map((call) => call.query)).toEqual(['meera']);
    vi.useRealTimers();
  });

  it('opens the panel by default on brand, category and concern pages, and closes it on Escape', () => {
    const actor = createActor(machine, { input: { ...input, openByDefault: true } }).start();
    expect(actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
    actor.send({ type: 'route', scope: 'all', openByDefault: false });
    expect(actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
    actor.send({ type: 'route', scope: 'all', openByDefault: true });
    expect(actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
    expect(createActor(machine, { input }).start().getSnapshot().matches({ panel: 'closed' })).toBe(true);
  });

  it('opens the closed panel when the box gets focus or an arrow key, with nothing highlighted', () => {
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
    actor.send({ type: 'close' });
    actor.send({ type: 'move', by: 1 });
    expect(actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
    expect(actor.getSnapshot().context.active).toBe(-1);
  });

  it('drops the search when the screen turns wide, searches again when it turns narrow, and otherwise only notes the width', async () => {
    vi.useFakeTimers();
    const fakes = fakeActors('loadBrands', 'searchItems', 'searchDoctors', 'searchConcerns');
    const actor = createActor(searchMachine.provide({ actors: fakes.actors }), { input }).start();
    const at = (width: number, state: string) => {
      expect(queryState(actor.getSnapshot())).toBe(state);
      expect(actor.getSnapshot().context.width).toBe(width);
    };
    actor.send({ type: 'input', value: 'tulsi' });
    await vi.advanceTimersByTimeAsync(SEARCH_TIMING.debounceMs);
    actor.send({ type: 'resize', width: 800 });
    at(800, 'searching');
    expect(fakes.isRunning('searchItems') && fakes.isRunning('searchDoctors')).toBe(true);
    actor.send({ type: 'resize', width: 1440 });
    at(1440, 'skipped');
    expect(fakes.isRunning('searchItems') || fakes.isRunning('searchDoctors')).toBe(false);
    actor.send({ type: 'resize', width: 1280 });
    at(1280, 'skipped');
    actor.send({ type: 'resize', width: 390 });
    at(390, 'debouncing');
    await vi.advanceTimersByTimeAsync(SEARCH_TIMING.debounceMs);
    expect(fakes.inputs('searchItems')).toEqual([
      { query: 'tulsi', limit: SEARCH_LIMITS.dropdownItems },
      { query: 'tulsi', limit: SEARCH_LIMITS.dropdownItems },
    ]);
    await fakes.resolve('searchItems', [item]);
    await fakes.resolve('searchDoctors', replyOf([doctor]));
    await fakes.resolve('searchConcerns', replyOf([concern]));
    at(390, 'shown');
    actor.send({ type: 'resize', width: 800 });
    at(800, 'shown');
    expect(actor.getSnapshot().context).toMatchObject({ items: [item], doctors: [doctor] });
    actor.send({ type: 'resize', width: 1440 });
    at(1440, 'skipped');
    expect(actor.getSnapshot().context).toMatchObject({ items: [], doctors: [] });
    vi.useRealTimers();
  });

  it('shows no products, concerns or doctors from a search that failed', async () => {
    vi.useFakeTimers();
    const fakes = fakeActors('loadBrands', 'searchItems', 'searchDoctors', 'searchConcerns');
    const actor = createActor(searchMachine.provide({ actors: fakes.actors }), { input }).start();
    actor.send({ type: 'input', value: 'meera' });
    await vi.advanceTimersByTimeAsync(SEARCH_TIMING.debounceMs);
    await fakes.reject('searchItems', new Error('offline'));
    await fakes.reject('searchDoctors', new Error('offline'));
    await fakes.reject('searchConcerns', new Error('offline'));
    expect(queryState(actor.getSnapshot())).toBe('shown');
    expect(actor.getSnapshot().context).toMatchObject({ query: 'meera', items: [], concerns: [], doctors: [] });
    vi.useRealTimers();
  });

  it('loads the brands when the panel first opens (at once where it opens by default), again after a failure', async () => {
    const fakes = fakeActors('loadBrands', 'searchItems', 'searchDoctors');
    const provided = searchMachine.provide({ actors: fakes.actors });
    const actor = createActor(provided, { input }).start();
    expect(fakes.isRunning('loadBrands')).toBe(false);
    actor.send({ type: 'open' });
    expect(fakes.isRunning('loadBrands')).toBe(true);
    await fakes.reject('loadBrands', new Error('offline'));
    expect(actor.getSnapshot().context.brandMatches).toEqual([]);
    actor.send({ type: 'close' });
    actor.send({ type: 'open' });
    await fakes.resolve('loadBrands', brandIndex);
    expect(actor.getSnapshot().context.brandMatches).toEqual(brands);
    actor.send({ type: 'close' });
    actor.send({ type: 'open' });
    expect(fakes.isRunning('loadBrands')).toBe(false);
    const brandPage = createActor(provided, { input: { ...input, openByDefault: true } }).start();
    expect(brandPage.getSnapshot().matches({ brands: 'loading' })).toBe(true);
    const arrowKey = createActor(provided, { input }).start();
    arrowKey.send({ type: 'move', by: 1 });
    expect(arrowKey.getSnapshot().matches({ brands: 'loading' })).toBe(true);
  });

  it('matches brands with fuse.js as the person types, and moves through the options with the arrow keys', async () => {
    const { provided } = io();
    const actor = createActor(provided, { input }).start();
    actor.send({ type: 'open' });
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().context.brandMatches).toEqual(brands); // a blank query offers every brand
    actor.send({ type: 'input', value: 'vedavan' });
    expect(actor.getSnapshot().context.brandMatches.map((entry) => entry.brandName)).toEqual(['Vedavana']);
    actor.send({ type: 'input', value: 'ashwagnda' });
    expect(actor.getSnapshot().context.brandMatches).toEqual([]);
    actor.send({ type: 'input', value: 'herbals' });
    expect(actor.getSnapshot().context.brandMatches.map((entry) => entry.brandName)).toEqual([
      'Sattvika Herbals',
      'Devbhoomi Herbals',
    ]);
    actor.send({ type: 'move', by: 1 });
    expect(actor.getSnapshot().context.active).toBe(0);
    actor.send({ type: 'move', by: 1 });
    actor.send({ type: 'move', by: 1 });
    expect(actor.getSnapshot().context.active).toBe(0);
    actor.send({ type: 'move', by: -1 });
    expect(actor.getSnapshot().context.active).toBe(1);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().context.active).toBe(-1);
  });
});

describe('search box rules', () => {
  it('knows each route: doctors only on /doctors, open by default on brand, category and concern pages, hidden on /search', () => {
    expect(searchRouteOf('/doctors')).toEqual({ scope: 'doctors', openByDefault: false });
    expect(searchRouteOf('/doctors/meera-iyer')).toEqual({ scope: 'all', openByDefault: false });
    expect(searchRouteOf('/store/brand/Vedavana')).toEqual({ scope: 'all', openByDefault: true });
    expect(searchRouteOf('/store/category')).toEqual({ scope: 'all', openByDefault: true });
    expect(searchRouteOf('/store/concern')).toEqual({ scope: 'all', openByDefault: true });
    expect(searchRouteOf('/store')).toEqual({ scope: 'all', openByDefault: false });
    expect(showsSearchBox('/search')).toBe(false);
    expect(showsSearchBox('/store')).toBe(true);
    expect(SEARCH_PLACEHOLDERS).toEqual({
      all: 'Search Products, Doctors, Category etc.',
      doctors: 'Search Doctors, specialty, language, etc.',
    });
  });

  it('lists brands, then the concern pages named, then products, then doctors; moving wraps around', () => {
    const options = searchOptions({
      brandMatches: [brands[0]!],
      concerns: [concern],
      items: [item],
      doctors: [doctor],
    });
    expect(options.map((option) => option.href)).toEqual([
      '/store/brand/Vedavana',
      '/store/concern?c=digestion',
      '/store/ashwagandha-tablets',
      '/doctors/meera-iyer',
    ]);
    expect(movedIndex(-1, 1, 3)).toBe(0);
    expect(movedIndex(-1, -1, 3)).toBe(2);
    expect(movedIndex(2, 1, 3)).toBe(0);
    expect(movedIndex(0, -1, 3)).toBe(2);
    expect(movedIndex(0, 1, 0)).toBe(-1);
    expect(matchBrands(brandIndex, 'a').length).toBeLessThanOrEqual(4);
    expect(matchBrands(null, '')).toEqual([]);
  });
});
