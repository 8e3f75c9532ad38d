// The static host: /static/<key>?w=<configured width>&q=<quality>. Keys are never reused, so
// every answer is cacheable for a year.
import * as v from 'valibot';
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS } from '../../src/domain/images';
import { notFound } from '../http/errors';
import { replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import type { ImageRenderer } from '../images/render';
import { TAGS } from '../openapi/tags';

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
  q: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'q must be 1-100'), v.transform(Number), v.minValue(1), v.maxValue(100)),
    String(DEFAULT_IMAGE_QUALITY),
  ),
});
const WEBP_IMAGE = {
  content: { 'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } } },
};

export function staticRoutes(app: ValibotApp, images: ImageRenderer): void {
  app.get(
    '/static/*',
    {
      schema: {
        summary: 'A stored image as WebP at one of the configured widths',
        description: `Widths: ${IMAGE_WIDTHS.join(', ')}. Cacheable for a year: keys are never reused.`,
        tags: [TAGS.images],
        params: KeyParams,
        querystring: QuerySchema,
        response: { 200: WEBP_IMAGE, ...replies({}, [400, 404]) },
      },
    },
    async (request, reply) => {
      const { w, q } = request.query;
      const image = await images.render(request.params['*'], w, q);
      if (!image) throw notFound('Image');
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes);
    },
  );
}
