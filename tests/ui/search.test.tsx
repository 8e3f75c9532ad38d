import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreItemPage } from '@domain/contract/catalogue';
import { SITE_MESSAGES } from '@domain/messages/site';
import type { ResourceRequest } from '@domain/resources';
import type { ItemSearchRequest } from '@machines/searchLadder.machine';
import { Navbar } from '@ui/components/Navbar';
import StorePage from '@ui/pages/store/StorePage';
import { aBrand, aCategory, aDoctor, aStoreItem, SEEDED } from '../support/builders/catalogue';
import { renderWithServices } from './renderWithServices';

const brands = [SEEDED.brands.vedavana, SEEDED.brands.sattvika].map((brandName) => aBrand(brandName));
const item = aStoreItem();
const doctor = aDoctor();
const categories = [aCategory()];
const loadResource = async (request: ResourceRequest): Promise<unknown> => {
  if (request.kind === 'brands') return brands;
  if (request.kind === 'itemCategories') return categories;
  if (request.kind === 'filteredItems') return { items: [item], total: 1, start: 0, limit: 21 } satisfies StoreItemPage;
  return undefined;
};
const PLACEHOLDER = {
  all: 'Search Products, Doctors, Category etc.',
  doctors: 'Search Doctors, specialty, language, etc.',
};

// The query arrives in one input event (as when pasted): typed key by key, a loaded machine can
// take longer than the 500 ms debounce between two keys and search a prefix too.
async function enterQuery(box: HTMLElement, query: string): Promise<void> {
  await userEvent.click(box);
  await userEvent.paste(query);
}
// How long a test waits for the debounced results: a bound, not a guess at the machine's speed.
const RESULTS_WAIT = 15_000;

describe('search box', () => {
  it('shows the products placeholder away from /doctors', () => {
    renderWithServices(<Navbar />, { path: '/store', loadResource });
    expect(screen.getByRole('combobox').getAttribute('placeholder')).toBe(PLACEHOLDER.all);
  });

  it('searches doctors only on /doctors', async () => {
    const asked: string[] = [];
    renderWithServices(<Navbar />, {
      path: '/doctors',
      loadResource,
      searchItems: async (request) => {
        asked.push(`items:${request.query}`);
        return [item];
      },
      searchDoctors: async (request) => {
        asked.push(`doctors:${request.query}`);
        return [doctor];
      },
    });
    const box = screen.getByRole('combobox');
    expect(box.getAttribute('placeholder')).toBe(PLACEHOLDER.doctors);
    await enterQuery(box, 'meera');
    const option = await screen.findByRole('option', { name: /Dr\. Meera Iyer/ }, { timeout: RESULTS_WAIT });
    expect(option.getAttribute('aria-label')).toContain('₹899');
    expect(asked).toEqual(['doctors:meera']);
    expect(screen.queryByRole('group', { name: 'Products' })).toBeNull();
  });

  it('is not shown on /search (nor is the desktop field)', () => {
    renderWithServices(<Navbar />, { path: '/search', loadResource });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryAllByRole('search')).toHaveLength(0);
  });

  it('ignores characters other than letters, digits and spaces, keeping what was typed', async () => {
    renderWithServices(<Navbar />, { path: '/', loadResource });
    const box = screen.getByRole<HTMLInputElement>('combobox');
    await userEvent.type(box, 'ashwa!-/ 2');
    expect(box.value).toBe('ashwa 2');
  });

  it('lists products with price, MRP and discount after the debounce, links to all results, and moves with the arrow keys', async () => {
    const asked: ItemSearchRequest[] = [];
    const { location } = renderWithServices(<Navbar />, {
      path: '/',
      loadResource,
      searchItems: async (request) => {
        asked.push(request);
        return request.prefixLength <= 2 ? [item] : [];
      },
      searchDoctors: async () => [doctor],
    });
    const box = screen.getByRole('combobox');
    await enterQuery(box, 'ashwagnda');
    const option = await screen.findByRole('option', { name: /Ashwagandha Tablets/ }, { timeout: RESULTS_WAIT });
    expect(asked.map((request) => request.prefixLength)).toEqual([3, 2]);
    expect(within(option).getByText('₹279')).toBeTruthy();
    expect(within(option).getByText('₹349').tagName).toBe('S');
    expect(within(option).getByText('20% OFF')).toBeTruthy();
    expect(within(option).getByText('Vedavana')).toBeTruthy();
    expect(screen.getByRole('option', { name: /Dr\. Meera Iyer/ })).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: /View all results/ }).getAttribute('href')).toBe('/search?q=ashwagnda');

    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(location.history?.at(-1)).toBe('/store/ashwagandha-tablets');
  });

  it('says why a product matched only through a synonym: for Acidity', async () => {
    renderWithServices(<Navbar />, {
      path: '/',
      loadResource,
      searchItems: async () => [{ ...item, matchedFor: 'Acidity' }],
      searchDoctors: async () => [],
    });
    await enterQuery(screen.getByRole('combobox'), 'acidity');
    const option = await screen.findByRole(
      'option',
      { name: /Ashwagandha Tablets, Vedavana, for Acidity/ },
      { timeout: RESULTS_WAIT },
    );
    expect(within(option).getByText(/for Acidity/)).toBeTruthy();
  });

  it('suggests the concern a symptom names beside the products, and opens its page', async () => {
    const asked: string[] = [];
    const { location } = renderWithServices(<Navbar />, {
      path: '/',
      loadResource,
      searchItems: async () => [{ ...item, matchedFor: 'Acidity' }],
      searchDoctors: async () => [],
      searchConcerns: async ({ query }) => {
        asked.push(query);
        return [
          {
            _id: 'digestion',
            name: 'Digestion',
            description: '',
            kind: 'concern',
            itemCount: 12,
            matchedFor: 'Acidity',
          },
        ];
      },
    });
    await enterQuery(screen.getByRole('combobox'), 'acidity');
    const concern = await screen.findByRole(
      'option',
      { name: 'Digestion, for Acidity, 12 products' },
      { timeout: RESULTS_WAIT },
    );
    expect(within(screen.getByRole('group', { name: 'Shop by concern' })).getByRole('option')).toBe(concern);
    expect(asked).toEqual(['acidity']);
    // The concern comes before the products when moving with the arrow keys.
    await userEvent.keyboard('{ArrowDown}');
    expect(concern.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(location.history?.at(-1)).toBe('/store/concern?c=digestion');
  });

  it('says No results found when nothing matches, and closes on Escape', async () => {
    renderWithServices(<Navbar />, {
      path: '/',
      loadResource,
      searchItems: async () => [],
      searchDoctors: async () => [],
    });
    const box = screen.getByRole('combobox');
    await enterQuery(box, 'zzzz');
    await screen.findByText(SITE_MESSAGES.noResults, undefined, { timeout: RESULTS_WAIT });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText(SITE_MESSAGES.noResults)).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the results panel by default on brand pages, offering the brands', async () => {
    renderWithServices(<Navbar />, { path: '/store/brand/Vedavana', loadResource });
    const listbox = await screen.findByRole('listbox', { name: 'Shop by brand' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Vedavana', 'Sattvika Herbals']);
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the brands as one row that expands, closed by its button or by Escape wherever the focus is', async () => {
    renderWithServices(<Navbar />, { path: '/store/brand/Vedavana', loadResource });
    await screen.findByRole('listbox', { name: 'Shop by brand' });
    const all = screen.getByRole('button', { name: 'All brands' });
    expect(all.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(all);
    expect(all.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Close brand list' }));
    expect(screen.queryByRole('listbox', { name: 'Shop by brand' })).toBeNull();
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the brands it opened by default on Escape, with the focus outside the box', async () => {
    renderWithServices(<Navbar />, { path: '/store/brand/Vedavana', loadResource });
    await screen.findByRole('listbox', { name: 'Shop by brand' });
    expect(document.activeElement).toBe(document.body);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox', { name: 'Shop by brand' })).toBeNull();
  });
});

describe('shop filters', () => {
  // The sidebar's panel is a lazy chunk of its own: its module is loaded here, and the page is
  // rendered in an awaited act, so React's retry after the panel's first suspension is flushed
  // (render's own act is not awaited).
  beforeAll(async () => {
    await import('@ui/pages/store/shop/StoreFilterPanel');
  });
  const renderStore = (options: Parameters<typeof renderWithServices>[1]) =>
    act(async () => renderWithServices(<StorePage />, options));

  it('puts a chosen brand and the sorting in the URL', async () => {
    const requests: ResourceRequest[] = [];
    const { location } = await renderStore({
      path: '/store',
      loadResource: async (request) => {
        requests.push(request);
        return loadResource(request);
      },
    });
    const brand = await screen.findAllByRole('checkbox', { name: 'Vedavana' });
    await userEvent.click(brand[0]!);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/store?brand=Vedavana'));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price-asc');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/store?brand=Vedavana&sort=price-asc'));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        kind: 'filteredItems',
        filters: { brands: ['Vedavana'], categories: [], sort: 'price-asc' },
        start: 0,
      }),
    );
    expect(screen.getByRole('button', { name: 'Remove filter Vedavana' })).toBeTruthy();
  });

  it('names a reversed price range and leaves the URL alone', async () => {
    const { location } = await renderStore({ path: '/store', loadResource });
    await screen.findAllByRole('checkbox', { name: 'Vedavana' });
    const [min] = screen.getAllByLabelText('Min ₹');
    const [max] = screen.getAllByLabelText('Max ₹');
    await userEvent.type(min!, '900');
    await userEvent.type(max!, '100');
    await userEvent.click(screen.getAllByRole('button', { name: 'Go' })[0]!);
    expect(screen.getByRole('alert').textContent).toBe(SITE_MESSAGES.priceRangeReversed);
    expect(location.history).toEqual(['/store']);
  });
});
