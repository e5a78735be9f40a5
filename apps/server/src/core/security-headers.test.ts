import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorToken, type TestApp } from '../testing/test-app.ts';
import { pdfBytes, pngBytes, upload } from '../modules/upload/upload-fixtures.ts';

/** Decision 0019: what every page, file and call carries, with the website mounted. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    renderPage: async () =>
      new Response('<html><body><script>window.x=1</script></body></html>', {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      }),
  });
});
afterAll(() => t.close());

const fetchPath = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'site-id': '11' } });
const directives = (policy: unknown) =>
  Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('response headers', () => {
  it('site pages: nosniff, framed only by the site, a policy the operator snippets live with', async () => {
    const page = await fetchPath('/list');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const policy = directives(page.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    // Statistics and online-service snippets are inline code and scripts from their https hosts.
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https:']);
    expect(policy['script-src']).not.toContain('http:');
    expect(policy['connect-src']).toContain('wss:');
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it('the console is never framed and runs only its own scripts', async () => {
    for (const url of ['/admin', '/admin/login', '/admin/site/info?x=1']) {
      const page = await fetchPath(url);
      expect(page.headers['x-frame-options']).toBe('DENY');
      const policy = directives(page.headers['content-security-policy']);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
    }
  });

  it('uploaded pictures open, documents download, and no uploaded file can run script', async () => {
    const learner = await t.tokenFor('13800000001');
    const picture = await upload(t.app, learner, 'a.png', pngBytes(5));
    const document = await upload(t.app, learner, '讲义.pdf', pdfBytes());
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
    const admin = await operatorToken(t.app);
    const consolePicture = await upload(t.app, admin, 'b.png', pngBytes(6), { url: '/system/admin/upload/picture' });
    expect((await fetchPath(consolePicture.data.url)).headers['content-disposition']).toBeUndefined();
  });

  it('API replies and unknown calls carry nosniff and refuse framing', async () => {
    for (const url of ['/apis/system/api/website/info/view', '/apis/no/such/call']) {
      const res = await fetchPath(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});
