// For search engines: the sitemap of every public page (split into parts by a sitemap index when
// the catalogue passes the protocol's 50,000 URLs) and robots.txt. Replies carry an ETag of their
// bytes; a request naming it gets a bodiless 304.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { CACHE_POLICIES } from '../http/publicCache';
import { publicOrigin } from '../http/publicOrigin';
import { replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { TAGS } from '../openapi/tags';
import { robotsTxt, SITEMAP_PATH, sitemapIndexXml, urlsetXml } from '../seo/documents';
import { contentEntries, countItems, itemEntries, SITEMAP_MAX_URLS } from '../services/sitemap';
import { publicRoute } from './declare';

const PAGES_PART = '/sitemaps/pages.xml';
const itemsPart = (part: number) => `/sitemaps/items/${part}`;

const XML = { content: { 'application/xml': { schema: { type: 'string' } } } };
const TEXT = { content: { 'text/plain': { schema: { type: 'string' } } } };
const PartParams = v.object({
  part: v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'part must be a whole number from 1'), v.transform(Number)),
});

function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: string, type: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag).header('cache-control', CACHE_POLICIES.content).type(type);
  const wanted = request.headers['if-none-match'];
  if (wanted?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*'))
    return reply.code(304).send();
  return reply.send(body);
}

export function seoRoutes(app: ValibotApp, { db, origin }: { db: Db; origin: string | undefined }): void {
  app.get(
    SITEMAP_PATH,
    publicRoute(TAGS.seo, {
      summary: 'The sitemap of every public page, or a sitemap index of its parts for a large catalogue',
      description: `Absolute URLs from PUBLIC_ORIGIN (else the request's host). Up to ${SITEMAP_MAX_URLS} URLs it is one \`urlset\`; beyond, a \`sitemapindex\` of ${PAGES_PART} and ${itemsPart(1)}, ${itemsPart(2)}, …. Every reply of this group has an ETag and answers 304 to If-None-Match.`,
      response: { 200: XML },
    }),
    async (request, reply) => {
      const base = publicOrigin(request, origin);
      const [pages, itemCount] = await Promise.all([contentEntries(db), countItems(db)]);
      if (pages.length + itemCount <= SITEMAP_MAX_URLS) {
        const products = await itemEntries(db, 1);
        return sendWithEtag(request, reply, urlsetXml(base, [...pages, ...products]), 'application/xml');
      }
      const parts = Array.from({ length: Math.ceil(itemCount / SITEMAP_MAX_URLS) }, (_, index) => itemsPart(index + 1));
      return sendWithEtag(request, reply, sitemapIndexXml(base, [PAGES_PART, ...parts]), 'application/xml');
    },
  );

  app.get(
    PAGES_PART,
    publicRoute(TAGS.seo, {
      summary: 'The sitemap part of every public page but the products',
      response: { 200: XML },
    }),
    async (request, reply) =>
      sendWithEtag(
        request,
        reply,
        urlsetXml(publicOrigin(request, origin), await contentEntries(db)),
        'application/xml',
      ),
  );

  app.get(
    '/sitemaps/items/:part',
    publicRoute(TAGS.seo, {
      summary: `One sitemap part of the products (${SITEMAP_MAX_URLS} a part, by id)`,
      params: PartParams,
      response: { 200: XML, ...replies({}, [400, 404]) },
    }),
    async (request, reply) => {
      const entries = await itemEntries(db, request.params.part);
      if (entries.length === 0) throw notFound('Sitemap part');
      return sendWithEtag(request, reply, urlsetXml(publicOrigin(request, origin), entries), 'application/xml');
    },
  );

  app.get(
    '/robots.txt',
    publicRoute(TAGS.seo, {
      summary: 'What crawlers may read, and where the sitemap is',
      response: { 200: TEXT },
    }),
    async (request, reply) => sendWithEtag(request, reply, robotsTxt(publicOrigin(request, origin)), 'text/plain'),
  );
}
