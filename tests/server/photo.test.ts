import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_SIDE, reencodePhoto } from '../../server/images/photo';

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
});
