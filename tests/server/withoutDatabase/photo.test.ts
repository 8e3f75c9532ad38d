import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_SIDE, photoTypeOf, reencodePhoto } from '../../../server/images/photo';

describe('uploaded photo re-encoding', () => {
  it('stores WebP no larger than the maximum side, keeping the proportions', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#2f5d3a' } })
      .jpeg()
      .toBuffer();
    const photo = await reencodePhoto(wide);
    expect(photo?.contentType).toBe('image/webp');
    const meta = await sharp(photo!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', PHOTO_MAX_SIDE, PHOTO_MAX_SIDE / 2]);
  });

  it('never enlarges a small photo', async () => {
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const meta = await sharp((await reencodePhoto(small))!.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it('yields nothing for bytes that are not an image', async () => {
    expect(await reencodePhoto(Buffer.from('definitely not a picture'))).toBeUndefined();
  });

  it('reads the format from the bytes: the five photo formats, nothing else', async () => {
    const base = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#2f5d3a' } });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
    );
    const found = {
      jpeg: await photoTypeOf(await base().jpeg().toBuffer()),
      png: await photoTypeOf(await base().png().toBuffer()),
      webp: await photoTypeOf(await base().webp().toBuffer()),
      gif: await photoTypeOf(await base().gif().toBuffer()),
      avif: await photoTypeOf(await base().avif().toBuffer()),
      tiff: await photoTypeOf(await base().tiff().toBuffer()),
      svg: await photoTypeOf(svg),
      text: await photoTypeOf(Buffer.from('definitely not a picture')),
    };
    expect(found).toEqual({
      jpeg: 'image/jpeg',
      png: 'image/png',
      webp: 'image/webp',
      gif: 'image/gif',
      avif: 'image/avif',
      tiff: undefined,
      svg: undefined,
      text: undefined,
    });
    expect((await reencodePhoto(await base().png().toBuffer()))?.sourceType).toBe('image/png');
    expect(await reencodePhoto(svg)).toBeUndefined();
  });
});
