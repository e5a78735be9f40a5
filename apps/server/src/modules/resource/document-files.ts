import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where a document's files lie, on local disk under DATA_DIR/documents/<site>/<id>/: `original` (the
 * upload, moved here), `preview.pdf` (an Office file's conversion), `free-<n>.pdf` (its first n pages)
 * and `stamped-<user>.pdf` (a reader's stamped download). Served straight from the disk with ranges.
 */
export function createDocumentFiles(dataDir: string) {
  const root = path.join(dataDir, 'documents');
  const dirOf = (siteId: number, id: number) => path.join(root, String(siteId), String(id));
  return {
    dirOf,
    original: (siteId: number, id: number) => path.join(dirOf(siteId, id), 'original'),
    converted: (siteId: number, id: number) => path.join(dirOf(siteId, id), 'preview.pdf'),
    freePages: (siteId: number, id: number, pages: number) => path.join(dirOf(siteId, id), `free-${pages}.pdf`),
    stamped: (siteId: number, id: number, userId: number) => path.join(dirOf(siteId, id), `stamped-${userId}.pdf`),
    /** Takes an uploaded file as a document's original (moved, not copied). */
    async keep(siteId: number, id: number, file: string): Promise<void> {
      await fs.mkdir(dirOf(siteId, id), { recursive: true });
      await fs.rename(file, path.join(dirOf(siteId, id), 'original'));
    },
    /** Drops what was made from the original (conversions, cuts, stamped copies). */
    async dropMade(siteId: number, id: number): Promise<void> {
      const dir = dirOf(siteId, id);
      for (const name of await fs.readdir(dir).catch(() => [] as string[]))
        if (name !== 'original') await fs.rm(path.join(dir, name), { force: true });
    },
    exists: (file: string) =>
      fs.stat(file).then(
        (stat) => stat.isFile(),
        () => false,
      ),
  };
}

export type DocumentFiles = ReturnType<typeof createDocumentFiles>;
