// The static host: /static/<key>?w=<configured width>, at the one default quality. Keys are
// never reused, so every answer is cacheable for a year.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS } from '../../src/domain/images';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import type { ImageRenderer } from '../images/render';

const KeySchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9-]+(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/, 'unknown image'),
  v.maxLength(200),
);
const WidthSchema = v.pipe(
  v.string(),
  v.transform(Number),
  v.picklist([...IMAGE_WIDTHS], `w must be one of ${IMAGE_WIDTHS.join(', ')}`),
);
const QualitySchema = v.literal(
  String(DEFAULT_IMAGE_QUALITY),
  `q must be ${DEFAULT_IMAGE_QUALITY}, the one quality served`,
);
const QuerySchema = v.object({
  w: v.optional(WidthSchema, String(IMAGE_WIDTHS[2])),
  q: v.optional(QualitySchema),
});

/** The one URL of an image at a width: a CDN in front caches each image once per width. */
const canonicalPath = (key: string, width: number) => `/static/${key}?w=${width}`;

export function staticRoutes(app: FastifyInstance, images: ImageRenderer): void {
  app.get('/static/*', async (request, reply) => {
    const key = parseInput(KeySchema, (request.params as { '*': string })['*']);
    const query = request.query as Record<string, unknown>;
    const { w } = parseInput(QuerySchema, query);
    const image = await images.render(key, w, DEFAULT_IMAGE_QUALITY);
    if (!image) throw notFound('Image');
    // Any other spelling of a valid request (no width, the quality spelled out, extra
    // parameters) goes to the canonical URL, so a cache in front never stores it twice.
    const keys = Object.keys(query);
    if (keys.length !== 1 || keys[0] !== 'w') return reply.redirect(canonicalPath(key, w), 301);
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.bytes);
  });
}
