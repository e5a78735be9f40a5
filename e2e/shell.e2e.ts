import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signInElsewhere } from './support/accounts.ts';
import { screenshot, startSchool, type School } from './support/school.ts';

let school: School;
beforeAll(async () => {
  school = await startSchool();
});
afterAll(() => school?.stop());

describe('the school shell in Chromium', () => {
  it('renders the home page server-side with the seeded header, nav, banners and footer', async () => {
    const html = await (await fetch(`${school.baseUrl}/`)).text();
    expect(html).toContain('启航英语网校');
    expect(html).toContain('全部课程');
    expect(html).toContain('400-800-1234');

    const { context, page } = await school.newPage();
    await page.goto('/');
    await expect.poll(() => page.title()).toContain('启航英语网校');
    const header = page.locator('header').first();
    await header.getByText('全部课程', { exact: true }).waitFor();
    // The 11th and later nav items live in the "more" popover.
    expect(await header.getByText('讲师招募', { exact: true }).isVisible()).toBe(false);
    await header.getByText('更多', { exact: true }).hover();
    await page.getByText('讲师招募', { exact: true }).waitFor({ state: 'visible' });
    await page.getByText('模拟测试', { exact: true }).waitFor({ state: 'visible' });

    // The seeded banners are pictures like uploaded ones: the original and its WebP widths.
    const banner = page.locator('.home-banner img').first();
    await banner.waitFor();
    expect(await banner.getAttribute('srcset')).toMatch(/\.webp \d+w/);
    const footer = page.locator('footer').first();
    await footer.getByText('沪ICP备2026000011号-1').waitFor();
    await footer.getByText('中华人民共和国教育部').waitFor();
    await footer.getByText('学校简介').waitFor();
    await screenshot(page, 'home');
    await context.close();
  });

  it('keeps the home page for visitors and sends it compressed; a signed-in reader gets a fresh render', async () => {
    const visit = (headers: Record<string, string> = {}) =>
      fetch(`${school.baseUrl}/?from=shell-check`, { headers: { 'accept-encoding': 'br', ...headers } });
    const first = await visit();
    const again = await visit();
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    expect(again.headers.get('x-page-cache')).toBe('HIT');
    expect(again.headers.get('content-encoding')).toBe('br');
    const html = await again.text();
    expect(html).toBe(await first.text());
    expect(html).toContain('启航英语网校');
    expect(Number(again.headers.get('content-length'))).toBeLessThan(html.length / 4);

    const token = await signInElsewhere(school, '13800000001', DEMO_PASSWORD);
    const signedIn = await visit({ cookie: `RC_WEB_TOKEN=${token}` });
    expect(signedIn.headers.get('x-page-cache')).toBe('BYPASS');
    const signedInHtml = await signedIn.text();
    expect(signedInHtml).toContain('header-user__messages');
    expect(html).not.toContain('header-user__messages');
  });

  it('shows the 404 page for an unknown address', async () => {
    const response = await fetch(`${school.baseUrl}/no-such-page`);
    expect(response.status).toBe(404);
    const { context, page } = await school.newPage();
    await page.goto('/no-such-page');
    await page.getByText('页面找不到了', { exact: false }).first().waitFor();
    await page.getByRole('link', { name: '返回首页' }).waitFor();
    await screenshot(page, 'not-found');
    await context.close();
  });

  it('sends a visitor from an account page to login', async () => {
    const { context, page } = await school.newPage();
    await page.goto('/account/info');
    await page.waitForURL(/\/login/);
    await screenshot(page, 'login');
    await context.close();
  });

  it('shows a signed-in learner the account layout with the side menu', async () => {
    const token = await signInElsewhere(school, '13800000001', DEMO_PASSWORD);
    const { context, page } = await school.newPage({ token });
    await page.goto('/account/info');
    expect(new URL(page.url()).pathname).toBe('/account/info');
    await page.getByText('英语学习者小李').first().waitFor();
    await page.getByText('个人信息').first().waitFor();
    await screenshot(page, 'account-info');
    await context.close();
  });
});
