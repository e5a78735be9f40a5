import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, createTestApp, type TestApp } from '../testing/test-app.ts';

/** Small public files come from memory for ten seconds after their first read (core/kept-files.ts). */
const clock = createFakeClock();
let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  root = path.join(t.config.dataDir, 'files', 'kept-test');
  fs.mkdirSync(root, { recursive: true });
});
afterAll(() => t.close());

const fetchFile = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

/** Reads the file until the memory holds it: a read of a deleted file that still answers 200 came from memory. */
async function readUntilKept(url: string, file: string) {
  for (let i = 0; i < 50; i++) {
    await fetchFile(url);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const body = fs.readFileSync(file);
    fs.rmSync(file);
    const kept = await fetchFile(url);
    fs.writeFileSync(file, body);
    if (kept.statusCode === 200) return kept;
  }
  throw new Error(`${url} was never kept`);
}

describe('a small public file', () => {
  it('is answered from memory with the headers the disk copy has, until ten seconds pass', async () => {
    const file = path.join(root, 'logo.svg');
    fs.writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const url = '/files/kept-test/logo.svg';
    const fromDisk = await fetchFile(url);
    expect(fromDisk.statusCode).toBe(200);

    const fromMemory = await readUntilKept(url, file);
    expect(fromMemory.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const header of ['content-type', 'etag', 'last-modified', 'cache-control', 'content-security-policy'])
      expect(fromMemory.headers[header], header).toBe(fromDisk.headers[header]);
    expect(fromMemory.headers['x-content-type-options']).toBe('nosniff');

    const revalidated = await fetchFile(url, { 'if-none-match': String(fromDisk.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const head = await fetchFile(url, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(fromDisk.body.length));

    // A changed file is read again once its ten seconds are over.
    fs.writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" id="new"/>');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await fetchFile(url)).body).not.toContain('new');
    clock.advance(10_001);
    expect((await fetchFile(url)).body).toContain('new');
  });

  it('keeps a document a download', async () => {
    const file = path.join(root, 'notes.txt');
    fs.writeFileSync(file, 'word list');
    const kept = await readUntilKept('/files/kept-test/notes.txt', file);
    expect(kept.headers['content-disposition']).toBe('attachment; filename="notes.txt"');
    expect(kept.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('leaves ranges, large files and odd names to the disk', async () => {
    const large = path.join(root, 'large.png');
    fs.writeFileSync(large, Buffer.alloc(200 * 1024, 1));
    await fetchFile('/files/kept-test/large.png');
    await new Promise((resolve) => setTimeout(resolve, 50));
    fs.rmSync(large);
    expect((await fetchFile('/files/kept-test/large.png')).statusCode).toBe(404);

    const file = path.join(root, 'range.svg');
    fs.writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await readUntilKept('/files/kept-test/range.svg', file);
    const part = await fetchFile('/files/kept-test/range.svg', { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('<svg');

    // Dot files are never kept (whatever the disk answers for them).
    const hidden = path.join(root, '.hidden.svg');
    fs.writeFileSync(hidden, '<svg/>');
    await fetchFile('/files/kept-test/.hidden.svg');
    await new Promise((resolve) => setTimeout(resolve, 50));
    fs.rmSync(hidden);
    expect((await fetchFile('/files/kept-test/.hidden.svg')).statusCode).toBe(404);
  });
});
