import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_MAX_PIXELS } from '@app/shared';
import type { PhotoRow } from '../../db/schema/index.js';
import { DomainError } from '../../kernel/errors.js';
import type { Storage } from '../../platform/storage.js';

export type { PhotoRow };
export type PhotoSize = 'thumb' | 'full';
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

export const photoKey = (storageKey: string, size: PhotoSize) => `photos/${storageKey}/${size}.webp`;

export interface ProcessedPhoto { full: Buffer; thumb: Buffer; width: number; height: number }

/**
 * Decides by content, not by name, whether the bytes are an image we take; refuses decompression bombs from the
 * header before decoding; re-encodes into our own variants. sharp writes no metadata unless asked: EXIF, GPS,
 * camera and XMP data are gone from every stored file.
 */
export async function processPhoto(original: Buffer): Promise<ProcessedPhoto> {
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' as const };
  const input = isHeic(original) ? await decodeHeic(original) : original;
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so the real size can be judged before any decoding.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError('photo_type');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new DomainError('photo_type');
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > PHOTO_MAX_PIXELS) throw new DomainError('photo_too_large');
  try {
    const full = await sharp(input, options).rotate().resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    const thumb = await sharp(input, options).rotate().resize(400, 400, { fit: 'cover', position: 'attention' }).webp({ quality: 78 }).toBuffer();
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch {
    throw new DomainError('photo_type');
  }
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']);
/** An ISO-BMFF "ftyp" box with a HEIF brand: iPhone photos. sharp's libvips has no HEVC decoder, libheif (wasm) has. */
export const isHeic = (buffer: Buffer) => buffer.length > 12 && buffer.toString('latin1', 4, 8) === 'ftyp' && HEIC_BRANDS.has(buffer.toString('latin1', 8, 12).replace('\0', ' ').trim());

/** Decodes a HEIC photo to a lossless PNG for the normal pipeline; the size is checked before any pixel is decoded. */
async function decodeHeic(buffer: Buffer): Promise<Buffer> {
  const { default: decode } = await import('heic-decode');
  let images: Awaited<ReturnType<typeof decode.all>>;
  try {
    images = await decode.all({ buffer });
  } catch {
    throw new DomainError('photo_type');
  }
  try {
    const primary = images[0];
    if (!primary) throw new DomainError('photo_type');
    if (primary.width * primary.height > PHOTO_MAX_PIXELS) throw new DomainError('photo_too_large');
    const { width, height, data } = await primary.decode();
    return await sharp(Buffer.from(data.buffer), { raw: { width, height, channels: 4 } }).png().toBuffer();
  } finally {
    images.dispose();
  }
}

/** Stores both variants under a fresh unguessable key; returns the key. */
export async function storePhoto(storage: Storage, processed: ProcessedPhoto): Promise<string> {
  const storageKey = randomBytes(16).toString('hex');
  await storage.put(photoKey(storageKey, 'full'), processed.full);
  await storage.put(photoKey(storageKey, 'thumb'), processed.thumb);
  return storageKey;
}

export async function removePhotoFiles(storage: Storage, storageKey: string) {
  await Promise.all((['full', 'thumb'] as const).map((size) => storage.remove(photoKey(storageKey, size))));
}
