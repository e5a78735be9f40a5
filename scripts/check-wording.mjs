// The school addresses its readers as 您 on every page, in every message the server sends and in
// the demo content: this fails `npm run lint` when a 你 slips into the code or the seed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'apps', 'packages', 'e2e'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(tsx?|mjs|css|html)$/.test(file) && fs.existsSync(path.join(root, file)));

const found = [];
for (const file of files) {
  fs.readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.includes('你')) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
}
if (found.length > 0) {
  console.error(`请用“您”称呼读者（${found.length} 处“你”）：\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`wording: ${files.length} files address the reader as 您`);
