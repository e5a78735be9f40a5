import { API_DOCS_PATH, systemContracts } from '@school/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, operatorToken } from './support/api.ts';
import { open, type School, startSchool } from './support/school.ts';

/**
 * Decision 0050: the policy lets only the page's own inline scripts run. A wrong hash breaks nothing
 * on the server, only in the browser (the page never hydrates), so this looks in Chromium.
 */
let school: School;
const keptFor = process.env.PAGE_CACHE_SECONDS;
beforeAll(async () => {
  // A page is kept long enough for the second visit below to meet it however slow the machine is.
  process.env.PAGE_CACHE_SECONDS = '600';
  school = await startSchool({ env: { RENDER_WORKERS: '2' } });
});
afterAll(async () => {
  await school?.stop();
  if (keptFor === undefined) delete process.env.PAGE_CACHE_SECONDS;
  else process.env.PAGE_CACHE_SECONDS = keptFor;
});

/** A page that records what the policy refused (the browser reports it as an event and a console error). */
async function watchedPage() {
  const { context, page } = await school.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy refused ${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  return { context, page, refused };
}

const scriptSrcOf = (policy: string | null | undefined) =>
  (policy ?? '').split(';').find((part) => part.trim().startsWith('script-src')) ?? '';

const hydrated = (page: Page) => page.locator('html[data-hydrated]').count();

describe('the content security policy in Chromium', () => {
  it('the home page hydrates, fresh and kept, with nothing refused', async () => {
    for (const expected of ['MISS', 'HIT']) {
      const { context, page, refused } = await watchedPage();
      const response = await open(page, '/?from=csp-check');
      expect(response?.headers()['x-page-cache']).toBe(expected);
      const scriptSrc = scriptSrcOf(response?.headers()['content-security-policy']);
      expect(scriptSrc).toMatch(/'sha256-/);
      expect(scriptSrc).not.toMatch(/'unsafe-inline'|https:/);
      expect(await hydrated(page)).toBe(1);
      expect(refused).toEqual([]);
      await context.close();
    }
  });

  it("the operator's statistics code runs on the site's pages", async () => {
    const { siteId: _site, ...info } = await api(school).call(systemContracts.getWebsiteInfo);
    await api(school).call(
      systemContracts.updateWebsiteInfo,
      {
        ...info,
        isEnableStatistics: 1,
        statisticsCode: '<script>\r\nwindow.__statistics = (window.__statistics || 0) + 1;\r\n</script>',
      },
      { token: await operatorToken(school) },
    );
    const { context, page, refused } = await watchedPage();
    await open(page, '/');
    await expect.poll(() => page.evaluate(() => (window as { __statistics?: number }).__statistics)).toBe(1);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('the console sign-in page hydrates with nothing refused', async () => {
    const { context, page, refused } = await watchedPage();
    await open(page, '/admin/login');
    expect(await hydrated(page)).toBe(1);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('the API documentation loads under its own policy', async () => {
    const { context, page, refused } = await watchedPage();
    const response = await page.goto(`${API_DOCS_PATH}/`);
    expect(scriptSrcOf(response?.headers()['content-security-policy']).trim()).toBe("script-src 'self'");
    await page.locator('.swagger-ui .info .title').waitFor();
    await page.locator('.opblock').first().waitFor();
    expect(refused).toEqual([]);
    await context.close();
  });
});
