// Uploaded photos are never stored as sent: the format is read from the bytes (the header a
// client sends proves nothing), then each is decoded and re-encoded as WebP, upright and at most
// PHOTO_MAX_SIDE pixels a side, which also drops its metadata (location, camera).
import sharp from 'sharp';
import { UPLOAD_LIMITS } from '@domain/account';

export const PHOTO_MAX_SIDE = 1200;
const MAX_INPUT_PIXELS = 40_000_000;
const PHOTO_QUALITY = 90;

/** The media types a photo may arrive as (the upload message names them). */
export type PhotoType = (typeof UPLOAD_LIMITS.contentTypes)[number];

const isPhotoType = (type: string): type is PhotoType =>
  (UPLOAD_LIMITS.contentTypes as readonly string[]).includes(type);

export interface EncodedPhoto {
  bytes: Buffer;
  contentType: 'image/webp';
  /** What the bytes were. */
  sourceType: PhotoType;
}

/** The photo type the bytes are, or undefined for anything else (SVG, TIFF, HEIC, text…). */
export async function photoTypeOf(upload: Buffer): Promise<PhotoType | undefined> {
  try {
    const { format, compression } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // AVIF is the AV1 kind of HEIF; HEIC (HEVC) is not taken.
    const type = `image/${format === 'heif' && compression === 'av1' ? 'avif' : format}`;
    return isPhotoType(type) ? type : undefined;
  } catch {
    return undefined;
  }
}

/** The re-encoded photo, or undefined when the bytes are not a photo in one of the formats taken. */
export async function reencodePhoto(upload: Buffer): Promise<EncodedPhoto | undefined> {
  const sourceType = await photoTypeOf(upload);
  if (!sourceType) return undefined;
  try {
    const bytes = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: PHOTO_QUALITY })
      .toBuffer();
    return { bytes, contentType: 'image/webp', sourceType };
  } catch {
    return undefined;
  }
}
