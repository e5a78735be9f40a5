import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseContracts,
  examContracts,
  API_PREFIX,
  apiUrl,
  courseReaderContracts,
  examReaderContracts,
  readerContracts,
  userContracts,
} from '@school/contracts';
import { api, learnerToken } from './support/api.ts';
import { open, type School, screenshot, startSchool } from './support/school.ts';

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
    await open(page, '/');
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

  it('keeps the home page and sends it compressed; a signed-in reader gets the same kept page', async () => {
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

    const token = await learnerToken(school, '13800000001');
    const signedIn = await visit({ cookie: `RC_WEB_TOKEN=${token}` });
    expect(signedIn.headers.get('x-page-cache')).toBe('HIT');
    // The visitor's page, byte for byte: nothing of the reader's own (their name may be there as a post's author).
    expect(await signedIn.text()).toBe(html);
    expect(html).not.toContain(token);
  });

  it('shows the 404 page for an unknown address', async () => {
    const response = await fetch(`${school.baseUrl}/no-such-page`);
    expect(response.status).toBe(404);
    const { context, page } = await school.newPage();
    await open(page, '/no-such-page');
    await page.getByText('页面找不到了', { exact: false }).first().waitFor();
    await page.getByRole('link', { name: '返回首页' }).waitFor();
    await screenshot(page, 'not-found');
    await context.close();
  });

  it('sends a visitor from an account page to login', async () => {
    const { context, page } = await school.newPage();
    await open(page, '/account/info');
    await page.waitForURL(/\/login/);
    await screenshot(page, 'login');
    await context.close();
  });

  it('shows a signed-in learner a placeholder, never 登录/注册, until the browser has read them', async () => {
    const token = await learnerToken(school, '13800000001');
    const { context, page } = await school.newPage({ token });
    const hydrated = page.locator('html[data-hydrated]');
    // The page as the server sent it, before any script of ours ran: not marked as taken over by React
    // (the journeys wait for the mark before they click).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    const header = page.locator('header.site-header');
    await header.locator('.header-user__pending').waitFor({ state: 'visible' });
    expect(await header.getByRole('button', { name: '登录' }).isVisible()).toBe(false);
    expect(await header.locator('.vip-button').isVisible()).toBe(false);
    expect(await hydrated.count()).toBe(0);
    await page.unroute('**/assets/*.js');
    await open(page, '/');
    expect(await hydrated.count()).toBe(1);
    await header.getByText('英语学习者小李').waitFor();
    expect(await header.locator('.header-user__pending').count()).toBe(0);
    await screenshot(page, 'home-signed-in');
    await context.close();
  });

  it('shows a signed-in learner the account layout with the side menu, also on a phone', async () => {
    const token = await learnerToken(school, '13800000001');
    const { context, page } = await school.newPage({ token });
    await open(page, '/account/info');
    expect(new URL(page.url()).pathname).toBe('/account/info');
    await page.locator('.account-welcome').getByText('英语学习者小李').waitFor();
    await page.getByLabel('昵称').waitFor();
    const menu = page.getByRole('navigation', { name: '个人中心' });
    await menu.getByRole('link', { name: '我的消息' }).waitFor();
    await menu.getByRole('link', { name: '我的关注' }).waitFor();
    await screenshot(page, 'account-info');
    await context.close();

    const { context: phone, page: phonePage } = await school.newPage({ token, phone: true });
    // Every /apis call a page makes after its document: at most two, the reader and the page's own
    // (decision 0089).
    const calls: string[] = [];
    phonePage.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith(`${API_PREFIX}/`)) calls.push(`${request.method()} ${url.pathname}`);
    });
    const [course] = (await api(school).call(courseContracts.listCourse, { pageSize: 1 })).list;
    const [paper] = (await api(school).call(examContracts.listPaperInfo, { pageSize: 1 })).list;
    for (const [address, name, pageCall] of [
      ['/', 'home-signed-in-390', undefined],
      ['/list', 'list-signed-in-390', undefined],
      [`/view/${course!.id}`, 'course-signed-in-390', `POST ${apiUrl(courseReaderContracts.viewCourseReader.url)}`],
      [`/exam/view/${paper!.id}`, 'paper-signed-in-390', `POST ${apiUrl(examReaderContracts.viewPaperReader.url)}`],
      ['/account/info', 'account-info-390', `POST ${apiUrl(userContracts.viewResearch.url)}`],
      ['/account/message', 'account-message-390', `POST ${apiUrl(userContracts.listMessages.url)}`],
    ] as const) {
      calls.length = 0;
      await open(phonePage, address);
      // The reader is known (on a phone the header shows the avatar only).
      await phonePage.locator('header.site-header').getByRole('link', { name: '个人中心' }).waitFor();
      expect(calls.toSorted(), address).toEqual(
        [`POST ${apiUrl(readerContracts.viewReader.url)}`, ...(pageCall ? [pageCall] : [])].toSorted(),
      );
      // The page fits the phone's width: nothing to scroll sideways (the nav scrolls inside itself).
      const widths = await phonePage.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths).toEqual({ page: 390, screen: 390 });
      await screenshot(phonePage, name);
    }
    await open(phonePage, '/account/info');
    await phonePage.locator('.account-welcome').getByText('英语学习者小李').waitFor();
    await phone.close();

    const { context: visitorPhone, page: loginPage } = await school.newPage({ phone: true });
    await open(loginPage, '/login');
    await loginPage.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(await loginPage.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await screenshot(loginPage, 'login-390');
    await visitorPhone.close();
  });
});
