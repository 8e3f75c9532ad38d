// The static host: /static/<key>?w=<configured width>, at the one default quality. Keys are
// never reused, so every answer is cacheable for a year.
import * as v from 'valibot';
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS } from '@domain/images';
import { notFound } from '../http/errors';
import { replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import type { ImageRenderer } from '../images/render';
import { TAGS } from '../openapi/tags';
import { publicRoute } from './declare';

const KeyParams = v.object({
  '*': v.pipe(v.string(), v.regex(/^[a-z0-9-]+(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/, 'unknown image'), v.maxLength(200)),
});
const QuerySchema = v.object({
  w: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.picklist([...IMAGE_WIDTHS], `w must be one of ${IMAGE_WIDTHS.join(', ')}`),
    ),
    String(IMAGE_WIDTHS[2]),
  ),
  q: v.optional(v.literal(String(DEFAULT_IMAGE_QUALITY), `q must be ${DEFAULT_IMAGE_QUALITY}, the one quality served`)),
});
const CANONICAL_REDIRECT = { content: { 'text/plain': { schema: { type: 'string' } } } };
const WEBP_IMAGE = {
  content: { 'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } } },
};

/** The one URL of an image at a width: a CDN in front caches each image once per width. */
const canonicalPath = (key: string, width: number) => `/static/${key}?w=${width}`;

/** Whether the query, as sent, is exactly `w=<width>`. */
const isCanonicalQuery = (url: string) => {
  const names = [...new URLSearchParams(url.split('?')[1] ?? '').keys()];
  return names.length === 1 && names[0] === 'w';
};

export function staticRoutes(app: ValibotApp, images: ImageRenderer): void {
  app.get(
    '/static/*',
    publicRoute(TAGS.images, {
      summary: 'A stored image as WebP at one of the configured widths',
      description: `Widths: ${IMAGE_WIDTHS.join(', ')}, quality ${DEFAULT_IMAGE_QUALITY}. Cacheable for a year: keys are never reused. Any other spelling of a valid request is redirected to \`?w=<width>\`.`,
      params: KeyParams,
      querystring: QuerySchema,
      response: {
        200: WEBP_IMAGE,
        301: CANONICAL_REDIRECT,
        ...replies({}, [400, 404]),
      },
    }),
    async (request, reply) => {
      const key = request.params['*'];
      const { w } = request.query;
      const image = await images.render(key, w, DEFAULT_IMAGE_QUALITY);
      if (!image) throw notFound('Image');
      // Any other spelling (no width, the quality spelled out, extra parameters) goes to the
      // canonical URL, so a cache in front never renders or stores an image twice.
      if (!isCanonicalQuery(request.raw.url ?? '')) return reply.redirect(canonicalPath(key, w), 301);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes);
    },
  );
}
