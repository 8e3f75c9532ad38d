// Every route of the site renders at phone and desktop widths, with no console errors and no
// serious or critical accessibility violations.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PRODUCT_NAME } from '@domain/product';
import { expectNoSeriousViolations } from './accessibility';
import { useBrowser, VIEWPORTS } from './browserFixture';

const baseURL = inject('baseURL');
const browser = useBrowser();

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`);
  return ((await response.json()) as { data: T }).data;
}

interface Fixtures {
  item: { _id: string; name: string };
  brand: string;
  doctor: { _id: string; firstName: string };
  post: { _id: string; title: string };
}
let fixtures: Fixtures;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Paths and headings; the ones naming seeded content are filled in once the server answers.
// Every page answers 200 but the unknown one, which answers 404 with the same friendly page.
const routes: { name: string; path: () => string; heading: () => RegExp; status?: number }[] = [
  { name: 'home', path: () => '/', heading: () => /Ayurvedic/i },
  { name: 'store', path: () => '/store', heading: () => /Shop/i },
  { name: 'product', path: () => `/store/${fixtures.item._id}`, heading: () => new RegExp(escape(fixtures.item.name)) },
  {
    name: 'brand',
    path: () => `/store/brand/${encodeURIComponent(fixtures.brand)}`,
    heading: () => new RegExp(escape(fixtures.brand)),
  },
  { name: 'category', path: () => '/store/category', heading: () => /category/i },
  { name: 'concern', path: () => '/store/concern', heading: () => /concern/i },
  { name: 'cart', path: () => '/store/cart', heading: () => /cart/i },
  { name: 'wishlist', path: () => '/store/wishlist', heading: () => /wishlist/i },
  { name: 'doctors', path: () => '/doctors', heading: () => /doctor/i },
  {
    name: 'doctor',
    path: () => `/doctors/${fixtures.doctor._id}`,
    heading: () => new RegExp(escape(fixtures.doctor.firstName)),
  },
  { name: 'blogs', path: () => '/blogs', heading: () => /Blog/i },
  {
    name: 'blog post',
    path: () => `/blogs/${fixtures.post._id}`,
    heading: () => new RegExp(escape(fixtures.post.title)),
  },
  { name: 'contact', path: () => '/contact', heading: () => /Contact Us/i },
  { name: 'terms', path: () => '/terms', heading: () => /Terms/i },
  { name: 'privacy', path: () => '/company/privacy', heading: () => /Privacy/i },
  { name: 'refund', path: () => '/cancellation-and-refund-policy', heading: () => /Refund/i },
  { name: 'shipping', path: () => '/shipment-policy', heading: () => /Shipping/i },
  { name: 'login', path: () => '/login', heading: () => /Login/i },
  { name: 'dashboard', path: () => '/dashboard', heading: () => /profile/i },
  { name: 'search', path: () => '/search?q=ashwagandha', heading: () => /Search results/i },
  { name: 'not found', path: () => '/no-such-page', heading: () => /could not find/i, status: 404 },
];

beforeAll(async () => {
  const [items, brands, doctors, posts] = await Promise.all([
    api<{ items: Fixtures['item'][] }>('/store/items/query/0/1'),
    api<{ brandName: string }[]>('/store/brand'),
    api<{ doctors: Fixtures['doctor'][] }>('/doctors/query/0/1'),
    api<Fixtures['post'][]>('/blogs'),
  ]);
  fixtures = { item: items.items[0]!, brand: brands[0]!.brandName, doctor: doctors.doctors[0]!, post: posts[0]! };
});

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  describe(`every route renders cleanly at ${viewportName} width (${viewport.width}×${viewport.height})`, () => {
    for (const route of routes) {
      it(route.name, async () => {
        const path = route.path();
        // The browser logs a page's own 404 as an error; for the unknown page that 404 is the point.
        const page = await browser.newPage(viewport, route.status ? { toleratedErrorSources: [path] } : {});
        const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
        expect(response?.status(), `${path}: HTTP status`).toBe(route.status ?? 200);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.first().waitFor({ state: 'visible' });
        await expect
          .poll(async () => (await heading.allInnerTexts()).join(' '), { message: path })
          .toMatch(route.heading());
        await expect.poll(() => heading.count(), { message: `${path}: h1 elements` }).toBe(1);
        await expect.poll(() => page.title(), { message: `${path}: title` }).toContain(PRODUCT_NAME);
        const overflow = () =>
          page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        await expect.poll(overflow, { message: `${path}: horizontal overflow in px` }).toBeLessThanOrEqual(1);
        await expectNoSeriousViolations(page, path);
      });
    }
  });
}
