// The static host: /static/<key>?w=<configured width>&q=<quality>. Keys are never reused, so
// every answer is cacheable for a year.
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
const QuerySchema = v.object({
  w: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.picklist([...IMAGE_WIDTHS], `w must be one of ${IMAGE_WIDTHS.join(', ')}`),
    ),
    String(IMAGE_WIDTHS[2]),
  ),
  q: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'q must be 1-100'), v.transform(Number), v.minValue(1), v.maxValue(100)),
    String(DEFAULT_IMAGE_QUALITY),
  ),
});

export function staticRoutes(app: FastifyInstance, images: ImageRenderer): void {
  app.get('/static/*', async (request, reply) => {
    const key = parseInput(KeySchema, (request.params as { '*': string })['*']);
    const { w, q } = parseInput(QuerySchema, request.query);
    const image = await images.render(key, w, q);
    if (!image) throw notFound('Image');
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.bytes);
  });
}
