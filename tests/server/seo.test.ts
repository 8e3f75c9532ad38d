// The sitemap and robots.txt search engines read: every public page from the seeded data, with
// absolute URLs from PUBLIC_ORIGIN, and nothing private.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { parsePublicOrigin, ConfigError } from '../../server/config';
import { blogPosts, doctors, items } from '../../server/db/schema';
import { publicOrigin } from '../../server/http/publicOrigin';
import { sitemapIndexXml, urlsetXml } from '../../server/seo/documents';
import { itemEntries } from '../../server/services/sitemap';
import { useTestApp } from './testApp';

const ORIGIN = 'https://ojas.example';
const { app, database } = useTestApp({ env: { PUBLIC_ORIGIN: `${ORIGIN}/` } });

/** The document parsed as XML; fails the test when it is not well-formed. */
function parseXml(text: string): Document {
  const document = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const texts = (document: Document, tag: string) =>
  [...document.getElementsByTagName(tag)].map((element) => element.textContent ?? '');

describe('GET /sitemap.xml', () => {
  it('lists every public page of the seeded data with absolute URLs, and nothing private', async () => {
    const response = await app().inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const document = parseXml(response.body);
    expect(document.documentElement.tagName).toBe('urlset');
    const locs = texts(document, 'loc');
    expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);

    for (const path of [
      '/',
      '/store',
      '/store/category',
      '/store/concern',
      '/doctors',
      '/blogs',
      '/contact',
      '/terms',
      '/company/privacy',
    ])
      expect(locs).toContain(`${ORIGIN}${path}`);
    expect(locs).toContain(`${ORIGIN}/store/brand/Vedavana`);
    expect(locs.some((loc) => loc.startsWith(`${ORIGIN}/store/concern?c=`))).toBe(true);

    const db = database().db;
    const itemIds = (await db.select({ id: items.id }).from(items)).map((row) => row.id);
    const postIds = (await db.select({ id: blogPosts.id }).from(blogPosts)).map((row) => row.id);
    const people = await db.select({ id: doctors.id, status: doctors.status }).from(doctors);
    expect(itemIds.length).toBeGreaterThan(10);
    for (const id of itemIds) expect(locs).toContain(`${ORIGIN}/store/${id}`);
    for (const id of postIds) expect(locs).toContain(`${ORIGIN}/blogs/${id}`);
    const unverified = people.filter((doctor) => doctor.status !== 'verified');
    expect(unverified.length).toBeGreaterThan(0);
    for (const { id, status } of people)
      expect(locs.includes(`${ORIGIN}/doctors/${id}`), `${id} (${status})`).toBe(status === 'verified');

    for (const path of ['/login', '/dashboard', '/store/cart', '/store/checkout', '/search', '/api/'])
      expect(
        locs.some((loc) => loc === `${ORIGIN}${path}` || loc.startsWith(`${ORIGIN}${path}/`)),
        path,
      ).toBe(false);

    // Products and posts say when they changed.
    const product = [...document.getElementsByTagName('url')].find(
      (url) => url.getElementsByTagName('loc')[0]?.textContent === `${ORIGIN}/store/${itemIds[0]}`,
    );
    expect(Number.isNaN(Date.parse(product?.getElementsByTagName('lastmod')[0]?.textContent ?? ''))).toBe(false);
  });

  it('answers 304 to a request carrying its ETag', async () => {
    const first = await app().inject({ url: '/sitemap.xml' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toMatch(/public/);
    const again = await app().inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves its parts: the pages without products, and the products by number', async () => {
    const pages = parseXml((await app().inject({ url: '/sitemaps/pages.xml' })).body);
    const pageLocs = texts(pages, 'loc');
    expect(pageLocs).toContain(`${ORIGIN}/doctors`);
    expect(pageLocs.some((loc) => /\/store\/(?!brand|category|concern)[^/?]+$/.test(loc.slice(ORIGIN.length)))).toBe(
      false,
    );

    const productLocs = texts(parseXml((await app().inject({ url: '/sitemaps/items/1' })).body), 'loc');
    const count = (await database().db.select({ id: items.id }).from(items)).length;
    expect(productLocs).toHaveLength(count);
    expect((await app().inject({ url: '/sitemaps/items/2' })).statusCode).toBe(404);
    expect((await app().inject({ url: '/sitemaps/items/0' })).statusCode).toBe(400);
  });
});

describe('sitemap parts', () => {
  it('splits the products into parts of a fixed size, by id, without overlap', async () => {
    const db = database().db;
    const all = await db.select({ id: items.id }).from(items);
    const [first, second] = await Promise.all([itemEntries(db, 1, 5), itemEntries(db, 2, 5)]);
    expect(first).toHaveLength(5);
    expect(new Set([...first, ...second].map((entry) => entry.path)).size).toBe(10);
    const beyond = await itemEntries(db, Math.ceil(all.length / 5) + 1, 5);
    expect(beyond).toEqual([]);
  });

  it('writes a valid sitemap index and escapes what XML must not see raw', () => {
    const index = parseXml(sitemapIndexXml(ORIGIN, ['/sitemaps/pages.xml', '/sitemaps/items/1']));
    expect(index.documentElement.tagName).toBe('sitemapindex');
    expect(texts(index, 'loc')).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/items/1`]);
    const odd = parseXml(urlsetXml(ORIGIN, [{ path: '/store/concern?c=a&b=<x>"\'' }]));
    expect(texts(odd, 'loc')).toEqual([`${ORIGIN}/store/concern?c=a&b=<x>"'`]);
  });
});

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of private pages and the API, and names the sitemap', async () => {
    const response = await app().inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', `Sitemap: ${ORIGIN}/sitemap.xml`]));
    for (const path of [
      '/api/',
      '/login',
      '/dashboard',
      '/store/cart',
      '/store/checkout',
      '/dashboard/orders/',
      '/search',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    for (const path of ['/store', '/doctors', '/blogs', '/']) expect(lines).not.toContain(`Disallow: ${path}`);
  });
});

describe('the public origin', () => {
  it('is PUBLIC_ORIGIN when configured, else the request protocol and a well-formed host', () => {
    expect(publicOrigin({ protocol: 'http', host: 'evil.example' }, ORIGIN)).toBe(ORIGIN);
    expect(publicOrigin({ protocol: 'https', host: 'shop.example:8443' }, undefined)).toBe('https://shop.example:8443');
    expect(publicOrigin({ protocol: 'http', host: '[::1]:8080' }, undefined)).toBe('http://[::1]:8080');
    expect(publicOrigin({ protocol: 'http', host: 'a"><x' }, undefined)).toBe('http://localhost');
  });

  it('PUBLIC_ORIGIN must be an http(s) origin without a path', () => {
    expect(parsePublicOrigin(undefined)).toBeUndefined();
    expect(parsePublicOrigin(' https://ojas.example/ ')).toBe(ORIGIN);
    for (const bad of ['ojas.example', 'ftp://ojas.example', 'https://ojas.example/shop'])
      expect(() => parsePublicOrigin(bad), bad).toThrow(ConfigError);
  });

  it('once configured, is not changed by the Host a request names', async () => {
    const response = await app().inject({ url: '/robots.txt', headers: { host: 'other.example' } });
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
