import { describe, expect, it } from 'vitest';
import { ownScriptHashes, scriptHash } from './script-hashes.mjs';

const bytes = (html: string) => new TextEncoder().encode(html);
const NONCE = 'a1b2c3';

describe('the hashes of a page’s own inline scripts, read from its bytes', () => {
  it('hashes each script with the nonce as the browser reads its text: Chinese, emoji and line ends', () => {
    const own = [
      'window.__ctx = {"title":"雅思 7 分全科系统班 🎓"};',
      'first();\r\nsecond();\rthird();',
      'const a = "<\\/div>";',
    ];
    const page = `<!doctype html><html><head><title>课程 — 首页</title>
<script nonce="${NONCE}">${own[0]}</script></head><body><p>价格 ¥1187.90</p>
<script nonce="${NONCE}" type="module">${own[1]}</script><p>é ü</p><script nonce="${NONCE}">${own[2]}</SCRIPT >`;
    expect(ownScriptHashes(bytes(page), NONCE).sort()).toEqual(own.map(scriptHash).sort());
  });

  it('leaves out scripts without the nonce, with another nonce, and those that load a file', () => {
    const page = `<script>alert("没有")</script><script nonce="other">alert(1)</script>
<script nonce="${NONCE}" src="/assets/entry.js"></script><script nonce="${NONCE}">own()</script>`;
    expect(ownScriptHashes(bytes(page), NONCE)).toEqual([scriptHash('own()')]);
  });

  it('reads a page that is part of a larger buffer', () => {
    const whole = bytes(`xxxx<script nonce="${NONCE}">inner("页")</script>yyyy`);
    expect(ownScriptHashes(whole.subarray(4, whole.length - 4), NONCE)).toEqual([scriptHash('inner("页")')]);
  });
});
