// Server-side rendering with the real SSR bundle over a seeded database: public pages come with
// their content and embedded data, private pages are the client shell with the runtime
// configuration, a failing render falls back to that shell, and no data can break out of the page.
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { DEFERRED_CHUNKS_ELEMENT_ID } from '@domain/contract/pageScript';
import { PAGE_STATE_ELEMENT_ID, PageStateSchema } from '@domain/contract/pageState';
import { NO_DOCTOR_FILTERS } from '@domain/doctorFilters';
import { PRIVATE_ROUTES, ROUTE_NAMES } from '@domain/knownPaths';
import { SITE_MESSAGES } from '@domain/messages/site';
import { formatRupees } from '@domain/money';
import { pageDataOfUrl } from '@domain/pageData';
import { resourceKey } from '@domain/resources';
import { ROUTES } from '@domain/routes';
import { doctorListRequest } from '@domain/searchRequests';
import { pageModule } from '@ui/app/pageModules';
import { documentShapesHtml } from '@ui/theme/documentShapes';
import { STYLE_KEY } from '@ui/theme/styleCache';
import { ensureSpaBuilt } from '../../scripts/lib/spaBuild';
import { items } from '../../server/db/schema';
import { COMPRESS_FROM_BYTES } from '../../server/http/keptBody';
import { APP_MODULE } from '../../server/http/pageChunks';
import { LOW_PRIORITY_SCRIPTS, MAX_CONCURRENT_RENDERS } from '../../server/http/pages';
import { useTestApp, type TestApp } from './testApp';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
await ensureSpaBuilt(PROJECT_ROOT);
const env = { SPA_DIR: path.join(PROJECT_ROOT, 'dist') };
const { app, database } = useTestApp({ env });
const failing = useTestApp({
  env,
  pageRenderer: async () => {
    throw new Error('the renderer broke');
  },
});

/** A renderer that holds every render until released: the renders running at once can be counted. */
let heldRenders = 0;
let releaseRenders: () => void = () => undefined;
const held = new Promise<void>((resolve) => {
  releaseRenders = resolve;
});
const slow = useTestApp({
  env,
  pageRenderer: async ({ url }) => {
    heldRenders += 1;
    await held;
    return { status: 200, head: '', hints: '', html: `<p>rendered ${url}</p>`, stateJson: '{}', pageModule: '' };
  },
});

const STATE = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`, 's');

/** The page's embedded state, parsed as the browser parses it. */
function stateOf(html: string) {
  const json = STATE.exec(html)?.[1];
  expect(json, 'embedded state').toBeDefined();
  return v.parse(PageStateSchema, JSON.parse(json!));
}

/** The text of the root element (what the server rendered), tags kept. */
function rootOf(html: string): string {
  return html.slice(html.indexOf('<div id="root">'), html.indexOf(`<script type="application/json"`));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function page(url: string, target: () => TestApp = app) {
  const response = await target().inject({ url });
  return { status: response.statusCode, html: response.body, headers: response.headers };
}

async function api<T>(url: string): Promise<T> {
  return (await app().inject({ url: `/api${url}` })).json<{ data: T }>().data;
}

describe('server-side rendering', () => {
  it('renders a product page with its name, price and image, and embeds its data', async () => {
    const [item] = (
      await api<{ items: { _id: string; name: string; sellingPrice: number; photoLinks: string[] }[] }>(
        '/store/items/query/0/1',
      )
    ).items;
    const { status, html, headers } = await page(`/store/${item!._id}`);
    expect(status).toBe(200);
    expect(headers['cache-control']).toContain('public');
    const root = rootOf(html);
    expect(root).toContain(escapeHtml(item!.name));
    expect(root).toContain(formatRupees(item!.sellingPrice));
    expect(root).toContain(item!.photoLinks[0]);
    expect(html).toMatch(new RegExp(`<style data-emotion="${STYLE_KEY} [^"]+" data-s="">`));
    const state = stateOf(html);
    expect(state.config.apiBase).toBeTruthy();
    expect(state.resources[resourceKey({ kind: 'storeItem', id: item!._id })]).toMatchObject({ name: item!.name });
  });

  it("defers the app's and the page's code until the first screen is shown, then at low priority; the shell preloads it at once", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(env.SPA_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    for (const [url, module] of [
      ['/blogs', pageModule('blogs/BlogListPage')],
      ['/terms', pageModule('policies/PolicyPage')],
      ['/no-such-page', pageModule('NotFoundPage')],
    ] as const) {
      const { html } = await page(url);
      const head = html.slice(0, html.indexOf('</head>'));
      const deferred = new RegExp(`<template id="${DEFERRED_CHUNKS_ELEMENT_ID}">(.*?)</template>`, 's').exec(head)?.[1];
      for (const source of [module.source, APP_MODULE])
        expect(deferred).toContain(
          `<link rel="modulepreload" ${LOW_PRIORITY_SCRIPTS} crossorigin href="/${manifest[source]!.file}">`,
        );
      for (const source of [module.source, APP_MODULE])
        expect(head.replace(deferred!, '')).not.toContain(manifest[source]!.file);
      const scripts = head.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(2);
      for (const script of scripts) expect(script).toContain(LOW_PRIORITY_SCRIPTS);
    }
    const shell = (await page(ROUTES.cart.href)).html;
    expect(shell).toContain('<script type="module"');
    expect(shell).toContain(`<link rel="modulepreload" crossorigin href="/${manifest[APP_MODULE]!.file}">`);
    expect(shell).not.toContain(DEFERRED_CHUNKS_ELEMENT_ID);
    expect(shell).not.toContain(LOW_PRIORITY_SCRIPTS);
  });

  it('lets a browser keep the hashed code for a year and ask again for every other file', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(env.SPA_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    for (const file of [manifest['index.html']!.file, manifest[APP_MODULE]!.file]) {
      const response = await app().inject({ url: `/${file}`, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
    const icon = await app().inject({ url: '/favicon-32.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it("keeps the page's script tiny: it imports nothing of the app before the first screen is shown", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(env.SPA_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const entry = manifest['index.html']!;
    const files = [entry.file, ...(entry.imports ?? []).map((name) => manifest[name]!.file)];
    const size = (chunks: string[]) =>
      chunks.reduce((sum, file) => sum + fs.statSync(path.join(env.SPA_DIR, file)).size, 0);
    expect(size(files)).toBeLessThan(8 * 1024);
    // The app it starts later: its own chunk and the chunks that one imports statically.
    const app = manifest[APP_MODULE]!;
    expect(size([app.file, ...(app.imports ?? []).map((name) => manifest[name]!.file)])).toBeGreaterThan(400 * 1024);
  });

  it("asks for a product's main photo before any script: its preload leads the head, none is left in the root", async () => {
    const [item] = (await api<{ items: { _id: string; photoLinks: string[] }[] }>('/store/items/query/0/1')).items;
    const { html } = await page(ROUTES.storeItem.href(item!._id));
    const head = html.slice(0, html.indexOf('</head>'));
    const photoPreload = head.indexOf('<link rel="preload" as="image"');
    expect(photoPreload).toBeGreaterThan(-1);
    expect(head.slice(photoPreload, head.indexOf('>', photoPreload))).toContain(`${item!.photoLinks[0]}?w=`);
    expect(head.slice(photoPreload)).toMatch(/^<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    const firstScript = head.search(/<(script type="module"|link rel="modulepreload")/);
    expect(firstScript).toBeGreaterThan(photoPreload);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).not.toContain('rel="preload"');
  });

  it("renders a doctor's page with the doctor's name", async () => {
    const [doctor] = (
      await api<{ doctors: { _id: string; firstName: string; secondName: string }[] }>('/doctors/query/0/1')
    ).doctors;
    const { status, html } = await page(`/doctors/${doctor!._id}`);
    expect(status).toBe(200);
    expect(rootOf(html)).toContain(escapeHtml(doctor!.firstName));
    expect(rootOf(html)).toContain(escapeHtml(doctor!.secondName));
    expect(stateOf(html).resources[resourceKey({ kind: 'doctor', id: doctor!._id })]).toBeDefined();
  });

  it('renders /doctors with the doctors its URL\'s filters ask for, embedded; "available today" is left to the browser', async () => {
    const [doctor] = (
      await api<{ doctors: { _id: string; firstName: string; secondName: string; languages: string[] }[] }>(
        '/doctors/query/0/1',
      )
    ).doctors;
    const language = doctor!.languages[0]!;
    const { html } = await page(`/doctors?language=${encodeURIComponent(language)}`);
    expect(rootOf(html)).toContain(escapeHtml(`Dr. ${doctor!.firstName} ${doctor!.secondName}`));
    const request = doctorListRequest({ filters: { ...NO_DOCTOR_FILTERS, language }, page: 1 });
    expect(stateOf(html).resources[resourceKey({ kind: 'doctorList', ...request })]).toMatchObject({
      doctors: expect.arrayContaining([expect.objectContaining({ _id: doctor!._id })]),
    });
    // Kept rendered pages are emptied only by writes, and the time of day announces nothing.
    const today = await page('/doctors?today=1');
    expect(rootOf(today.html)).not.toContain(escapeHtml(doctor!.secondName));
    expect(Object.keys(stateOf(today.html).resources).some((key) => key.includes('doctorList'))).toBe(false);
  });

  it('names by URL only data its page asks for (so loading it before the first pass is never wasted)', async () => {
    const [item] = (await api<{ items: { _id: string }[] }>('/store/items/query/0/1')).items;
    const [doctor] = (await api<{ doctors: { _id: string }[] }>('/doctors/query/0/1')).doctors;
    const [post] = await api<{ _id: string }[]>('/blogs');
    const urls = [
      '/',
      `/store/${item!._id}`,
      `/doctors/${doctor!._id}`,
      `/blogs/${post!._id}`,
      '/doctors?page=2&q=vata',
    ];
    for (const url of urls) {
      const named = pageDataOfUrl(url);
      expect(named, url).toHaveLength(1);
      // The page embeds what it asked for: each request the URL names is one of them.
      const embedded = Object.keys(stateOf((await page(url)).html).resources);
      for (const request of named) expect(embedded, url).toContain(resourceKey(request));
    }
  });

  it('renders a blog post with its title', async () => {
    const [post] = await api<{ _id: string; title: string }[]>('/blogs');
    const { status, html } = await page(`/blogs/${post!._id}`);
    expect(status).toBe(200);
    expect(rootOf(html)).toContain(escapeHtml(post!.title));
  });

  it('renders every other public page with data embedded', async () => {
    // Every public page without a parameter, and a search.
    const fixedPages = ROUTE_NAMES.filter(
      (name) => !PRIVATE_ROUTES.includes(name) && !ROUTES[name].pattern.includes(':'),
    ).map((name) => ROUTES[name].pattern);
    expect(fixedPages).toContain(ROUTES.contact.pattern);
    for (const url of [...fixedPages, ROUTES.search.href('ashwagandha')]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(rootOf(html).length, url).toBeGreaterThan(2000);
      stateOf(html);
    }
    const home = stateOf((await page('/')).html);
    expect(home.resources[resourceKey({ kind: 'home' })]).toBeDefined();
  });

  it('sends a rendered page compressed in the coding the browser prefers, and a 304 to one that has it', async () => {
    const url = ROUTES.home.href;
    const plain = await page(url);
    for (const [accepted, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await app().inject({ url, headers: { 'accept-encoding': accepted } });
      expect(response.headers['content-encoding'], accepted).toBe(coding);
      expect(response.rawPayload.length).toBeLessThan(plain.html.length / 4);
      expect(decode(response.rawPayload).toString()).toBe(plain.html);
      const again = await app().inject({
        url,
        headers: { 'accept-encoding': accepted, 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    // The client-rendered shell goes the same way: compressed once it is worth compressing.
    const shellBytes = (await app().inject({ url: ROUTES.cart.href })).rawPayload.length;
    const shell = await app().inject({ url: ROUTES.cart.href, headers: { 'accept-encoding': 'gzip' } });
    expect(shell.headers['content-encoding']).toBe(shellBytes >= COMPRESS_FROM_BYTES ? 'gzip' : undefined);
    const missing = await app().inject({ url: '/no-such-page', headers: { 'if-none-match': '*' } });
    expect(missing.statusCode).toBe(404);
  });

  it("renders with production React, MUI and Emotion whatever the server's NODE_ENV: class names the browser's own styles produce", async () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    const { html } = await page(ROUTES.home.href);
    const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' '));
    const emotionClasses = classes.filter((name) => name.startsWith(`${STYLE_KEY}-`));
    expect(emotionClasses.length).toBeGreaterThan(50);
    // A development build labels each class with its component (o-1x2y3z-MuiButton-root); the
    // browser's production build does not, so no server class would match a browser style.
    expect(emotionClasses.filter((name) => !new RegExp(`^${STYLE_KEY}-[a-z0-9]+$`).test(name))).toEqual([]);
  });

  it('answers an unknown route with 404 and the friendly page rendered', async () => {
    const { status, html, headers } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(headers['cache-control']).toBe('no-cache');
    expect(rootOf(html)).toContain(escapeHtml(SITE_MESSAGES.notFound));
  });

  it('answers a missing product with 404 and its missing state rendered', async () => {
    const { status, html } = await page('/store/no-such-product');
    expect(status).toBe(404);
    expect(rootOf(html)).toContain(escapeHtml(SITE_MESSAGES.productMissing));
    expect(stateOf(html).resources[resourceKey({ kind: 'storeItem', id: 'no-such-product' })]).toBeNull();
  });

  it('sends private pages as the client shell with the runtime configuration and nothing else', async () => {
    for (const url of ['/dashboard', '/store/cart', '/store/checkout', '/dashboard/orders/x', '/login']) {
      const { status, html, headers } = await page(url);
      expect(status, url).toBe(200);
      expect(headers['cache-control'], url).toBe('no-cache');
      expect(html, url).toContain('<div id="root"></div>');
      const state = stateOf(html);
      expect(state.resources, url).toEqual({});
      expect(state.config.firebase.projectId, url).toBeTruthy();
    }
  });

  it("opens every page's body with the shapes icons and stars are cut from, once, outside the app's root", async () => {
    for (const url of ['/', '/doctors', '/blogs', '/dashboard', '/no-such-page']) {
      const { html } = await page(url);
      const body = html.slice(html.indexOf('<body>') + '<body>'.length);
      expect(body.startsWith(documentShapesHtml()), url).toBe(true);
      expect(html.split(documentShapesHtml()), url).toHaveLength(2);
    }
  });

  it('falls back to the client shell (never a 500) when rendering throws', async () => {
    for (const [url, expected] of [
      ['/', 200],
      ['/store/x', 200],
      ['/nope', 404],
    ] as const) {
      const { status, html } = await page(url, failing.app);
      expect(status, url).toBe(expected);
      expect(html).toContain('<div id="root"></div>');
      expect(stateOf(html).config.apiBase).toBeTruthy();
    }
  });

  it('renders at most a few pages at once: past that, a page not rendered yet is the client shell at once', async () => {
    const urls = Array.from({ length: MAX_CONCURRENT_RENDERS }, (_, n) => `/store?page=${n + 1}`);
    const rendering = urls.map((url) => page(url, slow.app));
    await vi.waitFor(() => expect(heldRenders).toBe(MAX_CONCURRENT_RENDERS));
    const overflow = await page('/store?page=99', slow.app);
    expect(overflow.status).toBe(200);
    expect(overflow.html).toContain('<div id="root"></div>');
    expect(overflow.headers['cache-control']).toBe('no-cache');
    releaseRenders();
    for (const [n, reply] of (await Promise.all(rendering)).entries())
      expect(reply.html).toContain(`<p>rendered ${urls[n]}</p>`);
  });

  it('keeps a product name with markup inside the page: escaped in the HTML, the head and the embedded JSON', async () => {
    // A product no other test opens, so neither its reply nor its page is cached yet.
    const item = (await api<{ items: { _id: string }[] }>('/store/items/query/0/21')).items.at(-1)!;
    const hostile = 'Tulsi </script><script>window.pwned=1</script> & <!-- drops\u2028';
    await database().db.update(items).set({ name: hostile }).where(eq(items.id, item._id));
    const { status, html } = await page(`/store/${item._id}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>window.pwned');
    expect(html).not.toContain('<!-- drops');
    expect(rootOf(html)).toContain(escapeHtml('</script><script>window.pwned=1</script>'));
    expect(stateOf(html).resources[resourceKey({ kind: 'storeItem', id: item._id })]).toMatchObject({
      name: hostile,
    });
  });

  it("puts the product's own head in the page: title, description, canonical, Open Graph and JSON-LD", async () => {
    const [item] = (await api<{ items: { _id: string; name: string }[] }>('/store/items/query/0/1')).items;
    const { html } = await page(`/store/${item!._id}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<title>${escapeHtml(item!.name)}`);
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain(`<meta property="og:title" content="${escapeHtml(item!.name)}">`);
    expect(head).toMatch(/<meta property="og:image" content="http[^"]+">/);
    expect(head).toMatch(/<link rel="canonical" href="http[^"]+\/store\/[^"]+">/);
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string },
    );
    expect(jsonLd.map((entry) => entry['@type'])).toContain('Product');
  });
});
