// Uploaded photos are never stored as sent: each is decoded and re-encoded as WebP, upright and at
// most PHOTO_MAX_SIDE pixels a side, which also drops its metadata (location, camera).
import sharp from 'sharp';

export const PHOTO_MAX_SIDE = 1200;
const MAX_INPUT_PIXELS = 40_000_000;
const PHOTO_QUALITY = 90;

export interface EncodedPhoto {
  bytes: Buffer;
  contentType: 'image/webp';
}

/** The re-encoded photo, or undefined when the bytes are not an image sharp can read. */
export async function reencodePhoto(upload: Buffer): Promise<EncodedPhoto | undefined> {
  try {
    const bytes = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: PHOTO_QUALITY })
      .toBuffer();
    return { bytes, contentType: 'image/webp' };
  } catch {
    return undefined;
  }
}
