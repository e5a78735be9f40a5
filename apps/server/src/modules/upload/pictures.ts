import type { Metadata } from 'sharp';
import { PictureRules, pictureVariantName, pictureVariantWidths, sizedPictureName } from '@school/contracts';
import { badRequest } from '../../core/errors.ts';
import type { FileStorage } from '../../core/storage.ts';

/**
 * Pictures are stored as they came, with WebP copies at the widths of the ladder beside them
 * (decision 0021), so a page can offer `srcset` and a phone never loads a 1920-pixel banner.
 * Uploads and the demo seed both store pictures through here.
 */

export interface PictureFile {
  bytes: Buffer;
  mimeType: string;
  /** File extension without the dot: png, jpg, webp, gif. */
  extension: string;
}

export interface StoredPicture {
  key: string;
  url: string;
  /** Width of the original in pixels (after its EXIF orientation); 0 when it has no copies. */
  width: number;
}

/** sharp, and libvips with it, loads with the first picture rather than at start (decision 0046). */
const loadSharp = async () => (await import('sharp')).default;

const isResized = (mimeType: string) => (PictureRules.resizedMimeTypes as readonly string[]).includes(mimeType);
const megapixels = PictureRules.maxPixels / 1_000_000;

/** Reads the picture's size from its header; refuses what cannot be read or is too large to decode. */
async function measure(bytes: Buffer): Promise<{ width: number; animated: boolean }> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Only the header is read here, so no limit yet: the size is judged below with a clear message.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest('图片已损坏，无法读取');
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw badRequest('图片已损坏，无法读取');
  if (width * height > PictureRules.maxPixels)
    throw badRequest(`图片像素过多，请缩小到 ${megapixels} 百万像素以内再上传`);
  return { width, animated: (metadata.pages ?? 1) > 1 };
}

async function webpCopy(bytes: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: PictureRules.maxPixels, autoOrient: true })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw badRequest('图片已损坏，无法读取');
  }
}

/**
 * Checks a picture and makes its copies, before anything is written: a picture that cannot be
 * decoded is refused whole. Animated pictures (GIF, animated WebP) keep their frames: no copies.
 */
export async function preparePicture(file: PictureFile): Promise<{ width: number; copies: Map<number, Buffer> }> {
  const { width, animated } = await measure(file.bytes);
  const copies = new Map<number, Buffer>();
  if (animated || !isResized(file.mimeType)) return { width: 0, copies };
  // One after another: each copy decodes the picture, and uploads should not take every core.
  for (const copyWidth of pictureVariantWidths(width)) copies.set(copyWidth, await webpCopy(file.bytes, copyWidth));
  return { width, copies };
}

export function createPictureStore(storage: FileStorage) {
  return {
    /**
     * Stores a picture under `<stem>.<ext>`, or `<stem>_w<W>.<ext>` with its WebP copies beside it
     * (local disk or the S3 bucket alike), and answers the original's key and address.
     */
    async put(stem: string, file: PictureFile): Promise<StoredPicture> {
      const { width, copies } = await preparePicture(file);
      const key = width ? sizedPictureName(stem, width, file.extension) : `${stem}.${file.extension}`;
      const url = await storage.put(key, file.bytes, file.mimeType);
      for (const [copyWidth, bytes] of copies)
        await storage.put(pictureVariantName(key, copyWidth), bytes, 'image/webp');
      return { key, url, width };
    },
  };
}

export type PictureStore = ReturnType<typeof createPictureStore>;
