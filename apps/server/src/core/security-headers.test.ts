import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContracts, uploadContracts } from '@school/contracts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { pdfBytes, pngBytes, uploadAs } from '../modules/upload/upload-fixtures.ts';
import type { RenderPage } from './web.ts';

/**
 * Decisions 0019 and 0050: what every page, file and call carries, with the website mounted. The
 * stand-in for React Router writes its inline scripts with the render's nonce, as entry.server.tsx
 * and root.tsx do, plus one script without it: what a visitor's content might slip into a page.
 */
const SLIPPED_IN = 'alert(document.cookie)';
let renders = 0;
const renderPage: RenderPage = async (request, { nonce }) => {
  renders += 1;
  const html = `<!doctype html><html><head><script nonce="${nonce}">document.documentElement.dataset.x='1'</script>
<link rel="modulepreload" href="/assets/entry.client.js" nonce="${nonce}"></head>
<body><p>${new URL(request.url).pathname}</p><script>${SLIPPED_IN}</script>
<script nonce="${nonce}">window.__reactRouterContext = {"render":${renders}};</script>
<script type="module" nonce="${nonce}">import "/assets/entry.client.js";</script>
<script nonce="${nonce}" src="/assets/other.js"></script></body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ renderPage });
});
afterAll(() => t.close());

const fetchPath = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'site-id': '11', ...headers } });
const directives = (policy: unknown) =>
  Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
/** The code of every inline script in the page, as the browser's parser cuts it. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes!))
    .map(([, , code]) => code!);

/** Every inline script of the page runs under its policy, except the one the page did not write. */
function expectOwnScriptsOnly(html: string, policy: unknown) {
  const scriptSrc = directives(policy)['script-src'] ?? [];
  const scripts = inlineScripts(html);
  expect(scripts).toHaveLength(4);
  for (const code of scripts) {
    expect(scriptSrc.includes(hashOf(code)), code).toBe(code !== SLIPPED_IN);
  }
}

describe('response headers', () => {
  it('site pages: nosniff, framed only by the site, and only the scripts the page wrote itself run', async () => {
    const page = await fetchPath('/list');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const policy = directives(page.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['script-src']![0]).toBe("'self'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain('https:');
    expect(policy['script-src']).not.toContain('http:');
    expect(policy['script-src']!.some((source: string) => source.startsWith("'nonce-"))).toBe(false);
    expectOwnScriptsOnly(page.body, page.headers['content-security-policy']);
    expect(policy['connect-src']).toContain('wss:');
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it('a kept page goes out to every reader with a policy its scripts run under', async () => {
    const first = await fetchPath('/kept?x=1', { 'accept-encoding': 'identity' });
    const before = renders;
    const again = await fetchPath('/kept?x=1', { cookie: 'RC_WEB_TOKEN=abc' });
    expect([first.headers['x-page-cache'], again.headers['x-page-cache'], renders]).toEqual(['MISS', 'HIT', before]);
    expect(again.body).toBe(first.body);
    for (const page of [first, again]) expectOwnScriptsOnly(page.body, page.headers['content-security-policy']);
    // Another render is another page, with policy of its own.
    const other = await fetchPath('/kept?x=2');
    expectOwnScriptsOnly(other.body, other.headers['content-security-policy']);
    expect(other.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
  });

  it('the console is never framed and runs only its own scripts', async () => {
    for (const url of ['/admin', '/admin/login', '/admin/site/info?x=1']) {
      const page = await fetchPath(url);
      expect(page.headers['x-frame-options']).toBe('DENY');
      const policy = directives(page.headers['content-security-policy']);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expectOwnScriptsOnly(page.body, page.headers['content-security-policy']);
      expect(policy['connect-src']).toEqual(["'self'"]);
    }
  });

  it("the operator's statistics code runs: its inline code by hash, the hosts it names", async () => {
    // Baidu Tongji's snippet as pasted (Windows line ends), and CNZZ's script tag.
    const baiduCode =
      '\r\nvar _hmt = _hmt || [];\r\n(function() {\r\n  var hm = document.createElement("script");\r\n' +
      '  hm.src = "https://hm.baidu.com/hm.js?0123456789abcdef";\r\n  var s = document.getElementsByTagName("script")[0];\r\n' +
      '  s.parentNode.insertBefore(hm, s);\r\n})();\r\n';
    const statisticsCode = `<script>${baiduCode}</script>\n<script type="text/javascript" src="https://s4.cnzz.com/z_stat.php?id=1&web_id=1"></script>`;
    const info = await t.call(systemContracts.getWebsiteInfo);
    const settings = {
      ...info.data,
      siteId: undefined,
      statisticsCode,
      onlineServiceCode: '<script src="https://kefu.example.com/chat.js"></script>',
    };

    const off = await t.call(
      systemContracts.updateWebsiteInfo,
      { ...settings, isEnableStatistics: 0, isEnableOnlineService: 0 },
      { as: 'operator' },
    );
    expect(off.code).toBe(200);
    const without = directives((await fetchPath('/')).headers['content-security-policy']);
    expect(without['script-src']).not.toContain('hm.baidu.com');

    const on = await t.call(
      systemContracts.updateWebsiteInfo,
      { ...settings, isEnableStatistics: 1, isEnableOnlineService: 0 },
      { as: 'operator' },
    );
    expect(on.code).toBe(200);
    const page = await fetchPath('/');
    const scriptSrc = directives(page.headers['content-security-policy'])['script-src'];
    expect(scriptSrc).toEqual(
      expect.arrayContaining(['hm.baidu.com', 's4.cnzz.com', hashOf(baiduCode.replaceAll('\r\n', '\n'))]),
    );
    expect(scriptSrc).not.toContain('kefu.example.com');
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expectOwnScriptsOnly(page.body, page.headers['content-security-policy']);
    // The console runs no snippet.
    expect(directives((await fetchPath('/admin')).headers['content-security-policy'])['script-src']).not.toContain(
      'hm.baidu.com',
    );

    const chat = await t.call(
      systemContracts.updateWebsiteInfo,
      { ...settings, isEnableStatistics: 0, isEnableOnlineService: 1 },
      { as: 'operator' },
    );
    expect(chat.code).toBe(200);
    const withChat = directives((await fetchPath('/')).headers['content-security-policy'])['script-src'] ?? [];
    expect([withChat.includes('kefu.example.com'), withChat.includes('hm.baidu.com')]).toEqual([true, false]);
  });

  it('the API documentation has a policy of its own and still loads', async () => {
    const docs = await fetchPath('/apis/docs/');
    expect(docs.statusCode).toBe(200);
    const policy = directives(docs.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // Swagger UI's page runs only script files, and they are there.
    expect(inlineScripts(docs.body).filter((code) => code.trim())).toEqual([]);
    const files = [...docs.body.matchAll(/<script src="\.\/([^"]+)"/g)].map(([, file]) => file!);
    expect(files).toContain('static/swagger-initializer.js');
    for (const file of files) {
      const script = await fetchPath(`/apis/docs/${file}`);
      expect([file, script.statusCode, script.headers['content-type']]).toEqual([
        file,
        200,
        expect.stringMatching(/javascript/),
      ]);
      expect(script.headers['content-security-policy']).toBe(docs.headers['content-security-policy']);
    }
    const spec = await fetchPath('/apis/docs/json');
    expect([spec.statusCode, spec.json<{ openapi: string }>().openapi]).toEqual([200, expect.stringMatching(/^3\./)]);
  });

  it('uploaded pictures open, documents download, and no uploaded file can run script', async () => {
    const picture = await uploadAs(t, 'learner', 'a.png', pngBytes(5));
    const document = await uploadAs(t, 'learner', '讲义.pdf', pdfBytes());
    const shown = await fetchPath(picture.data.url);
    expect([shown.statusCode, shown.headers['content-disposition']]).toEqual([200, undefined]);
    const downloaded = await fetchPath(document.data.url);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment; filename="\d+\.pdf"$/);
    for (const response of [shown, downloaded]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const policy = directives(response.headers['content-security-policy']);
      expect(policy['default-src']).toEqual(["'none'"]);
      expect(policy).toHaveProperty('sandbox');
    }
    const consolePicture = await uploadAs(t, 'operator', 'b.png', pngBytes(6), {
      contract: uploadContracts.uploadPicture,
    });
    expect((await fetchPath(consolePicture.data.url)).headers['content-disposition']).toBeUndefined();
  });

  it('API replies and unknown calls carry nosniff and refuse framing', async () => {
    // The raw replies' headers, of a known and an unknown address.
    for (const url of ['/apis/system/api/website/info/view', '/apis/no/such/call']) {
      const res = await fetchPath(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});
