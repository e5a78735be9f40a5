import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PictureRules } from '@school/contracts';
import type { FileStorage } from '../../core/storage.ts';
import { createPictureStore } from '../../modules/upload/index.ts';

/**
 * Where the demo seed puts its files: in the configured storage (DATA_DIR/files or the S3 bucket),
 * like uploads. Drawn art becomes a PNG at twice its drawn size and is stored through the upload
 * module's picture store, so it gets the same WebP copies and `srcset` as an operator's upload.
 * Marks and QR codes stay SVG: they scale to any size without copies.
 *
 * Drawing and resizing the ~40 pictures takes seconds, and every test file seeds a school, so the
 * files a drawing produced are kept in the system's temp folder under a hash of everything they
 * depend on (the SVG, the ladder, sharp's version): the same drawing is never made twice.
 */
const keptDir = path.join(os.tmpdir(), 'school-seed-pictures');
const DENSITY = 144; // against SVG's 72 dpi: twice the drawn width, sharp on high-density screens

/** The files of one drawing, the original first. */
interface KeptFile {
  /** The stored key minus the stem, e.g. `_w2400.png` or `_w2400_640.webp`. */
  suffix: string;
  mimeType: string;
}

async function readKept(hash: string): Promise<(KeptFile & { bytes: Buffer })[] | undefined> {
  try {
    const dir = path.join(keptDir, hash);
    const list = JSON.parse(await fs.readFile(path.join(dir, 'files.json'), 'utf8')) as KeptFile[];
    return await Promise.all(
      list.map(async (file, index) => ({ ...file, bytes: await fs.readFile(path.join(dir, String(index))) })),
    );
  } catch {
    return undefined;
  }
}

async function keep(hash: string, files: (KeptFile & { bytes: Buffer })[]): Promise<void> {
  // Written aside and renamed into place, so a parallel seed never reads half a drawing.
  const dir = path.join(keptDir, hash);
  const partial = `${dir}.${process.pid}.${Date.now()}`;
  await fs.mkdir(partial, { recursive: true });
  for (const [index, file] of files.entries()) await fs.writeFile(path.join(partial, String(index)), file.bytes);
  await fs.writeFile(
    path.join(partial, 'files.json'),
    JSON.stringify(files.map(({ suffix, mimeType }) => ({ suffix, mimeType }))),
  );
  await fs.rename(partial, dir).catch(() => fs.rm(partial, { recursive: true, force: true }));
}

export function createSeedFiles(storage: FileStorage) {
  return {
    svg: (stem: string, svg: string) => storage.put(`${stem}.svg`, Buffer.from(svg), 'image/svg+xml'),

    async picture(stem: string, svg: string): Promise<string> {
      const hash = createHash('sha256')
        .update(JSON.stringify([svg, DENSITY, PictureRules.ladder, sharp.versions.sharp]))
        .digest('hex');
      const kept = await readKept(hash);
      if (kept?.[0]) {
        const urls = [];
        for (const file of kept) urls.push(await storage.put(stem + file.suffix, file.bytes, file.mimeType));
        return urls[0]!;
      }
      const written: (KeptFile & { bytes: Buffer })[] = [];
      const recording: FileStorage = {
        ...storage,
        put(key, bytes, mimeType) {
          written.push({ suffix: key.slice(stem.length), mimeType, bytes });
          return storage.put(key, bytes, mimeType);
        },
      };
      const png = await sharp(Buffer.from(svg), { density: DENSITY }).png().toBuffer();
      const { key, url } = await createPictureStore(recording).put(stem, {
        bytes: png,
        mimeType: 'image/png',
        extension: 'png',
      });
      // The original first: its address is the one the seed links.
      const original = key.slice(stem.length);
      written.sort((a, b) => Number(b.suffix === original) - Number(a.suffix === original));
      await keep(hash, written).catch(() => undefined);
      return url;
    },
  };
}

export type SeedFiles = ReturnType<typeof createSeedFiles>;
