/**
 * Writes .br and .gz copies of the built text assets (build/client), so the server sends them
 * compressed without compressing on every request (@fastify/static `preCompressed`).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const textFile = /\.(js|css|html|svg|json|txt|webmanifest)$/;
let count = 0;

for (const entry of fs.readdirSync(root, { recursive: true })) {
  const file = path.join(root, String(entry));
  if (!textFile.test(file) || !fs.statSync(file).isFile()) continue;
  const bytes = fs.readFileSync(file);
  if (bytes.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} assets (.br, .gz)`);
