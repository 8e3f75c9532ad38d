import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@domain/images';
import { useTestApp } from './testApp';

const { app } = useTestApp();

describe('static image host', () => {
  it('serves a product image as WebP at each configured width, cacheable for a year', async () => {
    const item = (await app().inject({ url: '/api/store/items/query/0/1' })).json().data.items[0];
    for (const width of [IMAGE_WIDTHS[0], IMAGE_WIDTHS[2]]) {
      const response = await app().inject({ url: `/static/${item.photoLinks[0]}?w=${width}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
    }
  });

  it('refuses widths that are not configured, unknown keys and path tricks', async () => {
    const item = (await app().inject({ url: '/api/store/items/query/0/1' })).json().data.items[0];
    expect((await app().inject({ url: `/static/${item.photoLinks[0]}?w=333` })).statusCode).toBe(400);
    expect((await app().inject({ url: `/static/${item.photoLinks[0]}?q=0` })).statusCode).toBe(400);
    expect((await app().inject({ url: '/static/products/nothing-here-1' })).statusCode).toBe(404);
    expect((await app().inject({ url: '/static/../../etc/passwd' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await app().inject({ url: '/static/products/%2e%2e%2fsecret' })).statusCode).toBe(400);
  });

  it('serves one URL per image and width: other qualities are refused, other spellings redirected', async () => {
    const item = (await app().inject({ url: '/api/store/items/query/0/1' })).json().data.items[0];
    const key = item.photoLinks[0] as string;
    for (const q of ['1', '74', '76', '100', 'abc']) {
      const response = await app().inject({ url: `/static/${key}?w=${IMAGE_WIDTHS[0]}&q=${q}` });
      expect(response.statusCode, `q=${q}`).toBe(400);
    }
    const canonical = `/static/${key}?w=${IMAGE_WIDTHS[2]}`;
    for (const variant of [`/static/${key}`, `${canonical}&q=75`, `${canonical}&cachebust=1`, `${canonical}&w2=9`]) {
      const response = await app().inject({ url: variant });
      expect(response.statusCode, variant).toBe(301);
      expect(response.headers.location).toBe(canonical);
    }
    expect((await app().inject({ url: canonical })).statusCode).toBe(200);
  });
});
