// Serves stored source images at the configured widths as WebP, keeping recent renders in memory.
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { media } from '../db/schema';

export interface RenderedImage {
  bytes: Buffer;
  contentType: string;
}

export interface ImageRenderer {
  render(key: string, width: number, quality: number): Promise<RenderedImage | undefined>;
  /** Drops the renders of removed images. */
  forget(keys: readonly string[]): void;
}

const CACHE_BYTES = 64 * 1024 * 1024;

export function createImageRenderer(db: Db): ImageRenderer {
  const cache = new LRUCache<string, RenderedImage>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (image) => image.bytes.length || 1,
  });
  const inFlight = new Map<string, Promise<RenderedImage | undefined>>();

  async function renderUncached(key: string, width: number, quality: number): Promise<RenderedImage | undefined> {
    const [source] = await db.select({ bytes: media.bytes }).from(media).where(eq(media.key, key));
    if (!source) return undefined;
    const bytes = await sharp(source.bytes, { density: 144 })
      .resize({ width, withoutEnlargement: false })
      .webp({ quality })
      .toBuffer();
    return { bytes, contentType: 'image/webp' };
  }

  return {
    async render(key, width, quality) {
      const cacheKey = `${key}|${width}|${quality}`;
      const cached = cache.get(cacheKey);
      if (cached) return cached;
      let pending = inFlight.get(cacheKey);
      if (!pending) {
        pending = renderUncached(key, width, quality).finally(() => inFlight.delete(cacheKey));
        inFlight.set(cacheKey, pending);
      }
      const image = await pending;
      if (image) cache.set(cacheKey, image);
      return image;
    },
    forget(keys) {
      const removed = new Set(keys);
      for (const cacheKey of [...cache.keys()]) if (removed.has(cacheKey.split('|')[0]!)) cache.delete(cacheKey);
    },
  };
}
