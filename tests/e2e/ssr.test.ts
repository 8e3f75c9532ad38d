// Server-rendered public pages in a real browser: their content is there with JavaScript off (what a
// crawler or a link preview sees), and with JavaScript on the page hydrates without a mismatch,
// without asking for the runtime configuration or the data it embedded, and stays interactive.
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { StoreItemPage } from '@domain/contract/catalogue';
import type { BlogPostSummary } from '@domain/contract/content';
import { doctorTitle, type DoctorPage } from '@domain/contract/doctors';
import type { Home } from '@domain/contract/home';
import { formatRupees } from '@domain/money';
import { ROUTES } from '@domain/routes';
import { iconShapeId, STAR_ROWS } from '@ui/theme/documentShapes';
import { STYLE_KEY } from '@ui/theme/styleCache';
import { holdRequests, useBrowser, VIEWPORTS, waitForHydration } from './browserFixture';

const baseURL = inject('baseURL');
const browser = useBrowser();

async function api<T>(path: string): Promise<T> {
  return ((await (await fetch(`${baseURL}/api${path}`)).json()) as { data: T }).data;
}

interface ServerRenderedPage {
  name: string;
  /** The page's path. */
  path: () => Promise<string>;
  /** A heading the server renders from the page's data. */
  heading: () => Promise<string>;
  /** The API path of the data the page embeds (the browser must not ask for it again). */
  dataPath?: () => Promise<string>;
  /** What shows once the page's machines run in the browser (after hydration). */
  settled?: (page: Page) => Promise<void>;
}

const firstItem = async () => (await api<StoreItemPage>('/store/items/query/0/1')).items[0]!;
const firstPost = async () => (await api<BlogPostSummary[]>('/blogs'))[0]!;
const firstDoctor = async () => (await api<DoctorPage>('/doctors/query/0/1')).doctors[0]!;
/** A word of the first product's name: /search?q= with it finds that product. */
const searchWord = async () => (await firstItem()).name.split(' ')[0]!;

const PAGES: ServerRenderedPage[] = [
  {
    name: 'home',
    path: async () => '/',
    heading: async () => (await api<Home>('/home')).featuredItems[0]!.name,
    dataPath: async () => '/api/home',
  },
  {
    name: 'a product',
    path: async () => `/store/${(await firstItem())._id}`,
    heading: async () => (await firstItem()).name,
    dataPath: async () => `/api/store/items/${(await firstItem())._id}`,
  },
  {
    // The list is embedded; only each doctor's next free slot loads in the browser.
    name: 'the doctors page',
    path: async () => '/doctors',
    heading: async () => doctorTitle(await firstDoctor()),
    dataPath: async () => '/api/doctors/query/0/50',
    settled: async (page) => {
      await page
        .getByText(/^(Next free: |No free slot)/)
        .first()
        .waitFor();
    },
  },
  {
    name: 'search results',
    path: async () => `/search?q=${encodeURIComponent(await searchWord())}`,
    heading: async () => (await firstItem()).name,
    dataPath: async () => '/api/search/store',
  },
  {
    name: 'the blog',
    path: async () => '/blogs',
    heading: async () => (await firstPost()).title,
    dataPath: async () => '/api/search/blogs',
  },
  {
    name: 'a blog post',
    path: async () => `/blogs/${(await firstPost())._id}`,
    heading: async () => (await firstPost()).title,
    dataPath: async () => `/api/blogs/${(await firstPost())._id}`,
  },
];

/** The cart button's label once the navbar is hydrated and the sign-in state known. */
const cartLabel = (page: Page) => page.getByRole('link', { name: /^Cart/ }).first().getAttribute('aria-label');

/** Opens the page with JavaScript on, noting every request and every hydration complaint. */
async function openHydrated(path: string) {
  const page = await browser.newPage(VIEWPORTS.phone);
  const requests: string[] = [];
  const hydrationErrors: string[] = [];
  page.on('request', (request: Request) => requests.push(new URL(request.url()).pathname));
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  await page.goto(`${baseURL}${path}`);
  await waitForHydration(page);
  await expect.poll(() => cartLabel(page)).toBe('Cart, 0 items');
  await page.waitForLoadState('networkidle');
  return { page, requests, hydrationErrors };
}

/**
 * The classes of our style cache that an element wears with no rule in any of the page's style
 * sheets (the browser inserts the rules of a composed component's outer layers only when worn).
 */
const classesWithoutRules = (page: Page) =>
  page.evaluate((key) => {
    const ruled = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule)
          for (const [, name] of rule.selectorText.matchAll(/\.([\w-]+)/g)) ruled.add(name!);
        if (rule instanceof CSSGroupingRule) walk(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    const worn = new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
    // `${key}-0` is Emotion's class for no styles at all: it has no rule anywhere.
    return [...worn].filter((name) => name.startsWith(`${key}-`) && name !== `${key}-0` && !ruled.has(name));
  }, STYLE_KEY);

describe('server-rendered pages', () => {
  for (const entry of PAGES) {
    it(`${entry.name}: the content is in the page with JavaScript off`, async () => {
      const page = await browser.newPage(VIEWPORTS.phone, { javaScriptEnabled: false });
      await page.goto(`${baseURL}${await entry.path()}`);
      await page
        .getByRole('heading', { name: await entry.heading(), exact: true })
        .first()
        .waitFor();
    });

    it(`${entry.name}: hydrates with no mismatch and no second fetch of its data or the configuration`, async () => {
      const { page, requests, hydrationErrors } = await openHydrated(await entry.path());
      await page
        .getByRole('heading', { name: await entry.heading(), exact: true })
        .first()
        .waitFor();
      await entry.settled?.(page);
      expect(hydrationErrors).toEqual([]);
      expect(requests).not.toContain('/api/config');
      if (entry.dataPath) expect(requests).not.toContain(await entry.dataPath());
    });
  }

  it("a shared product URL's HTML carries its Open Graph tags, JSON-LD, name, price and image before any script runs", async () => {
    const item = await firstItem();
    // What a link preview (WhatsApp, X) reads: the HTML alone, no script run.
    const html = await (await fetch(`${baseURL}/store/${item._id}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<meta property="og:title" content="${item.name}">`);
    expect(head).toMatch(/<meta property="og:image" content="http[^"]+">/);
    expect(head).toContain('<meta property="product:price:amount"');
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string; name?: string },
    );
    expect(jsonLd.find((entry) => entry['@type'] === 'Product')).toMatchObject({ name: item.name });
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain(item.name);
    expect(body).toContain(formatRupees(item.sellingPrice));
    expect(body).toContain(item.photoLinks[0]);
  });

  it("the browser names its styles as the server did: a button re-rendered after hydration keeps the server's style", async () => {
    const item = await firstItem();
    const { page } = await openHydrated(`/store/${item._id}`);
    const addToCart = page.getByRole('button', { name: `Add ${item.name} to cart` }).first();
    // Disabled in the server's HTML, enabled once the cart is known: React has rendered it again.
    await expect.poll(() => addToCart.isEnabled()).toBe(true);
    const unsent = await addToCart.evaluate((button, key) => {
      const sent =
        document.querySelector(`style[data-emotion^="${key} "]`)?.getAttribute('data-emotion')?.split(' ') ?? [];
      return [...button.classList].filter(
        (name) => name.startsWith(`${key}-`) && !sent.includes(name.slice(key.length + 1)),
      );
    }, STYLE_KEY);
    expect(unsent).toEqual([]);
  });

  it('every class of ours an element wears has its rules: on the first load and from page to page', async () => {
    const item = await firstItem();
    const { page } = await openHydrated('/store');
    await expect.poll(() => classesWithoutRules(page)).toEqual([]);
    await page.locator(`a[href="/store/${item._id}"]`).first().click();
    await page.getByRole('heading', { level: 1, name: item.name }).waitFor();
    await page
      .getByRole('button', { name: `Add ${item.name} to cart` })
      .first()
      .waitFor();
    await expect.poll(() => classesWithoutRules(page)).toEqual([]);
    await page.getByRole('link', { name: /^Cart/ }).first().click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => page.url()).toMatch(/\/cart$/);
    await expect.poll(() => classesWithoutRules(page)).toEqual([]);
  });

  it("every shape an icon or a star is cut from is in the page's document: on the first load and from page to page", async () => {
    const { page } = await openHydrated('/');
    /** The clip paths the page's elements (and their ::before and ::after) are cut from, and those the document lacks. */
    const missingShapes = () =>
      page.evaluate(() => {
        const cut = new Set<string>();
        for (const element of document.querySelectorAll('body *'))
          for (const style of [
            getComputedStyle(element),
            getComputedStyle(element, '::before'),
            getComputedStyle(element, '::after'),
          ]) {
            const id = /url\("?#([^")]+)"?\)/.exec(style.clipPath)?.[1];
            if (id) cut.add(id);
          }
        return {
          cut: [...cut],
          missing: [...cut].filter((id) => document.getElementById(id)?.localName !== 'clipPath'),
        };
      });
    await expect.poll(async () => (await missingShapes()).cut).toContain(STAR_ROWS.filled);
    expect((await missingShapes()).missing).toEqual([]);
    await page.locator(`main a[href="${ROUTES.doctors.href}"]`).first().click();
    await expect.poll(async () => (await missingShapes()).cut).toContain(iconShapeId('experience'));
    expect((await missingShapes()).missing).toEqual([]);
  });

  it('a product page stays interactive after hydration: add to cart works', async () => {
    const item = await firstItem();
    const { page } = await openHydrated(`/store/${item._id}`);
    await page
      .getByRole('button', { name: `Add ${item.name} to cart` })
      .first()
      .click();
    await expect.poll(() => cartLabel(page), { timeout: 10_000 }).toBe('Cart, 1 item');
  });

  it('a search sent while the first page is still hydrating opens the results, with no mismatch', async () => {
    const page = await browser.newPage(VIEWPORTS.desktop);
    // The home page's own code is held back, so its part of the page is still the server's HTML
    // (the navbar around it has hydrated) when the search is sent.
    const { release } = await holdRequests(page, /\/assets\/HomePage-[\w-]+\.js$/);
    await page.goto(`${baseURL}/`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => cartLabel(page), { timeout: 15_000 }).toMatch(/^Cart, \d+ items?$/);
    const field = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox', { name: 'Search' });
    await field.fill('triphala');
    await field.press('Enter');
    await page.waitForURL(`${baseURL}/search?q=triphala`);
    release();
    await page
      .getByRole('list', { name: 'Matching products' })
      .getByRole('link', { name: /Triphala/ })
      .first()
      .waitFor();
  });

  it("a tap on the server's HTML before the app's code has run is answered once it has", async () => {
    const page = await browser.newPage(VIEWPORTS.phone);
    // The app's code is held back until the tap is made, so the tap surely comes first.
    const { release } = await holdRequests(page, /\/assets\/main-[\w-]+\.js$/);
    await page.goto(`${baseURL}/store`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Filters' }).click();
    release();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    await expect.poll(() => page.url()).toBe(`${baseURL}/store`);
  });
});
