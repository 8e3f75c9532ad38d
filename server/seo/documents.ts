// The sitemap and robots.txt as text: absolute URLs from the public origin, XML escaped.
import { PRIVATE_ROUTES } from '@domain/knownPaths';
import { ROUTES } from '@domain/routes';
import type { SitemapEntry } from '../services/sitemap';

export const SITEMAP_PATH = '/sitemap.xml';
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

const lines = (parts: string[]) => `${parts.join('\n')}\n`;

export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  return lines([
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${XMLNS}">`,
    ...entries.map(
      ({ path, lastmod }) =>
        `<url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
  ]);
}

export function sitemapIndexXml(origin: string, paths: readonly string[]): string {
  return lines([
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${XMLNS}">`,
    ...paths.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`),
    '</sitemapindex>',
  ]);
}

/** Where a route's fixed part ends: `/dashboard/orders/:orderId` → `/dashboard/orders/`. */
const fixedPrefix = (pattern: string) => pattern.split(':')[0]!;

/** Crawlers may read every public page; private pages, search results and the API are off limits. */
export function robotsTxt(origin: string): string {
  const disallowed = [
    ...new Set([...PRIVATE_ROUTES.map((name) => fixedPrefix(ROUTES[name].pattern)), ROUTES.search.pattern, '/api/']),
  ];
  return lines([
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
  ]);
}
