import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_INPUT_PIXELS,
  PHOTO_STORED_SIZE,
  PHOTO_TYPES,
} from '@ln/contracts';
import sharp, { type Metadata } from 'sharp';

/** Why an upload was refused; the service turns it into a 400 on the field `file`. */
export class PhotoRejectedError extends Error {
  constructor(
    message: string,
    readonly invalidValue: unknown,
  ) {
    super(message);
    this.name = 'PhotoRejectedError';
  }
}

export const PHOTO_TYPE_MESSAGE = `must be an image of type ${PHOTO_TYPES.join(', ')}`;
export const PHOTO_SIZE_MESSAGE = `must be at most ${PHOTO_MAX_BYTES / (1024 * 1024)} MB`;

/** The type by the file's first bytes (its name and declared type are not trusted). */
export function sniffImageType(bytes: Buffer): (typeof PHOTO_TYPES)[number] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

const SHARP_FORMAT: Record<(typeof PHOTO_TYPES)[number], string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export interface StoredPhoto {
  content: Buffer;
  mimeType: 'image/webp';
  fileName: string;
  width: number;
  height: number;
}

/**
 * Checks and re-encodes an uploaded photo: JPEG, PNG or WebP by content; the declared pixel
 * count is checked before decoding (a small file can declare a huge image: a decompression
 * bomb), and sharp's own pixel limit guards the decode. The result is turned upright by its
 * EXIF orientation, fitted into PHOTO_STORED_SIZE² and written as WebP without any metadata
 * (EXIF, GPS, ICC comments): only pixels leave the upload.
 */
export async function normalisePhoto(input: Buffer): Promise<StoredPhoto> {
  if (input.length === 0) throw new PhotoRejectedError('must not be empty', null);
  if (input.length > PHOTO_MAX_BYTES) {
    throw new PhotoRejectedError(PHOTO_SIZE_MESSAGE, input.length);
  }
  const type = sniffImageType(input);
  if (!type) throw new PhotoRejectedError(PHOTO_TYPE_MESSAGE, 'unknown');
  const options = { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    // The header only, without the pixel limit, so a bomb is named by its declared size below.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejectedError('is not a readable image', type);
  }
  if (metadata.format !== SHARP_FORMAT[type]) {
    throw new PhotoRejectedError(PHOTO_TYPE_MESSAGE, metadata.format);
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels === 0 || pixels > PHOTO_MAX_INPUT_PIXELS) {
    throw new PhotoRejectedError(
      `must have at most ${PHOTO_MAX_INPUT_PIXELS / 1_000_000} million pixels`,
      `${metadata.width}x${metadata.height}`,
    );
  }
  try {
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize(PHOTO_STORED_SIZE, PHOTO_STORED_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      content: data,
      mimeType: 'image/webp',
      fileName: 'photo.webp',
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new PhotoRejectedError('is not a readable image', type);
  }
}
