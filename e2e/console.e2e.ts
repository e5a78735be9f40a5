import { courseContracts, userContracts } from '@school/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodeFromOutbox } from './support/accounts.ts';
import { api, htmlText, learnerToken, OPERATOR } from './support/api.ts';
import {
  consoleReady,
  consoleScreenshot,
  openFromMenu,
  partScreenshot,
  requestSmsCode,
  settled,
  signInToConsole,
  submitConsoleLogin,
  toast,
  windowScreenshot,
} from './support/console.ts';
import { startSchoolWithScratchRedis, type ScratchRedis } from './support/redis.ts';
import { open, ready, type School, screenshot } from './support/school.ts';

/**
 * Issues 4 and 5: what the operator does in the console pages (/admin) shows on the public site.
 * Every change here goes through the console's own forms, tables and modals in Chromium.
 */

let redis: ScratchRedis;
let school: School;
let stopSchool: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ school, redis, stop: stopSchool } = await startSchoolWithScratchRedis());
});
afterAll(() => stopSchool?.());

const header = (page: Page) => page.locator('header.site-header');

/** The open antd modal (or confirm dialog) whose title is `title`. */
const modal = (page: Page, title: string | RegExp) =>
  page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

/** The row of a console table holding `text`. */
const row = (page: Page, text: string) => page.locator('tr.ant-table-row').filter({ hasText: text });

describe('the operator console in Chromium', { timeout: 180_000 }, () => {
  it('the operator signs in, renames the site and adds a header nav item; the home page shows both', async () => {
    const siteName = '启航英语在线学堂';
    const navTitle = '暑期特训';
    const { context, page } = await school.newPage();

    // A console page sends a visitor to sign in; a wrong password is refused with the server's words.
    await open(page, '/admin/site/info');
    await page.waitForURL(/\/admin\/login\?redirect=%2Fadmin%2Fsite%2Finfo$/);
    await page.getByText('请使用运营账号登录').waitFor();
    await ready(page);
    await submitConsoleLogin(page, OPERATOR.loginName, 'not-the-password');
    await settled(toast(page, '账号或密码错误'));
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await consoleScreenshot(page, 'console-login-refused');
    await submitConsoleLogin(page, OPERATOR.loginName, OPERATOR.password);
    await page.waitForURL((url) => url.pathname === '/admin/site/info');
    await consoleReady(page, '站点信息');

    // 站点信息: the form arrives filled with the current site; rename it and save.
    const nameField = page.getByLabel('网站名称');
    await expect.poll(() => nameField.inputValue()).toBe('启航英语网校');
    await nameField.fill(siteName);
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await toast(page, '站点信息已保存').waitFor();
    await consoleScreenshot(page, 'console-site-info');

    // 头部导航: add an item at the front (排序 0) so it sits among the first ten.
    await openFromMenu(page, '站点设置', '头部导航');
    await page.getByRole('button', { name: '添加导航' }).click();
    const dialog = modal(page, '添加导航');
    await settled(dialog);
    await dialog.getByLabel('标题').fill(navTitle);
    await dialog.getByLabel('链接').fill('/list');
    await dialog.getByLabel('排序').fill('0');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await toast(page, '导航已添加').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, navTitle).getByText('/list').waitFor();
    await consoleScreenshot(page, 'console-site-nav');
    await context.close();

    // The public home page, server-rendered and in the browser, shows the new name and the new item.
    const served = await (await fetch(`${school.baseUrl}/`)).text();
    expect(htmlText(served)).toContain(siteName);
    expect(htmlText(served)).toContain(navTitle);
    const visitor = await school.newPage();
    await open(visitor.page, '/');
    await expect.poll(() => visitor.page.title()).toContain(siteName);
    await header(visitor.page)
      .getByRole('link', { name: `${siteName}首页` })
      .waitFor();
    const navLink = header(visitor.page).getByRole('navigation', { name: '主导航' }).getByRole('link', {
      name: navTitle,
      exact: true,
    });
    await navLink.waitFor({ state: 'visible' });
    await partScreenshot(header(visitor.page), 'console-home-header');
    await navLink.click();
    await visitor.page.waitForURL((url) => url.pathname === '/list');
    await visitor.context.close();
  });

  it('the operator uploads a picture as a new slide of the home carousel; the home page shows it', async () => {
    const slideTitle = '暑期口语集训营';
    const { context, page } = await signInToConsole(school, '/admin/site/banner', '轮播图');
    const picture = await bannerPicture(school, slideTitle);

    // The home carousel is the banner 首页轮播 (code index_banner) of group pc.
    const homeBanner = row(page, '首页轮播');
    await homeBanner.getByText('index_banner').waitFor();
    await homeBanner.getByRole('button', { name: '编辑' }).click();
    const dialog = modal(page, '编辑轮播图');
    await dialog.getByText(/轮播图片（\d+\/10）/).waitFor();
    await settled(dialog);
    const slides = dialog.locator('.ant-card');
    const before = await slides.count();
    expect(before).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: '添加图片' }).click();
    await expect.poll(() => slides.count()).toBe(before + 1);
    const slide = slides.last();
    await slide.getByText(`第 ${before + 1} 张`).waitFor();
    // 上传 sends the picture to the server, which fills in its address.
    await slide
      .locator('input[type=file]')
      .setInputFiles({ name: '暑期集训.png', mimeType: 'image/png', buffer: picture });
    await toast(page, '图片已上传').waitFor();
    const address = slide.getByLabel('图片地址');
    // The stored name carries the picture's width: its WebP copies lie beside it.
    await expect.poll(() => address.inputValue()).toMatch(/^\/files\/upload\/11\/\d{6}\/\d+_w\d+\.png$/);
    const slideImage = await address.inputValue();
    await slide.getByLabel('标题').fill(slideTitle);
    await slide.getByLabel('点击跳转').fill('/list');
    // The live preview beside the fields shows the picture.
    await expect.poll(() => slide.locator('img').first().getAttribute('src')).toBe(slideImage);
    await settled(dialog);
    await consoleScreenshot(page, 'console-banner-edit');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await toast(page, '轮播图已修改').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await homeBanner.getByText(`共 ${before + 1} 张`).waitFor();
    await consoleScreenshot(page, 'console-banner');
    await context.close();

    // The home carousel has the new slide, linking to /list.
    const visitor = await school.newPage();
    await open(visitor.page, '/');
    const carousel = visitor.page.locator('section.home-banner');
    const added = carousel.locator(`img[alt="${slideTitle}"]`);
    await added.first().waitFor({ state: 'attached' });
    expect(await added.first().getAttribute('src')).toBe(slideImage);
    expect(await added.first().getAttribute('srcset')).toContain(slideImage.replace(/\.png$/, '_320.webp 320w'));
    const link = carousel.locator(`a.home-banner__item:has(img[alt="${slideTitle}"])`).first();
    expect(await link.getAttribute('href')).toBe('/list');
    // One slide per item.
    expect(await carousel.locator('.home-banner__slide').count()).toBe(before + 1);
    // Its dot brings it on screen.
    await carousel.locator('.home-banner__dot').nth(before).click();
    await expect
      .poll(() => carousel.locator('.home-banner__slide--current img').first().getAttribute('alt'))
      .toBe(slideTitle);
    await settled(carousel);
    await partScreenshot(carousel, 'console-home-carousel');
    await visitor.context.close();
  });

  it('the operator adds a course to a home zone with the course picker; the home page shows it there', async () => {
    const zoneName = '少儿英语';
    const courseName = '美式发音纠正课';
    // Before: the course is not on the home page in that zone.
    const zones = await api(school).call(courseContracts.listZoneCourse, { zoneLocation: 1, courseLimit: 8 });
    const zoneBefore = zones.find((zone) => zone.zoneName === zoneName);
    expect(zoneBefore?.courseList.map((course) => course.courseName)).not.toContain(courseName);

    const { context, page } = await signInToConsole(school, '/admin/course/zone', '专区与专区课程');
    const zoneList = page
      .locator('.ant-card')
      .filter({ has: page.locator('.ant-card-head-title', { hasText: /^专区$/ }) });
    await zoneList.locator('tr.ant-table-row').filter({ hasText: zoneName }).click();
    const zoneCard = page
      .locator('.ant-card')
      .filter({ hasText: `${zoneName}（` })
      .first();
    await zoneCard.getByText(`${zoneName}（${zoneBefore?.courseList.length ?? 0} 门）`).waitFor();
    await zoneCard.getByRole('button', { name: '添加课程' }).click();

    // The picker: search the course by name, add it, then close.
    const picker = modal(page, `向“${zoneName}”添加课程`);
    await settled(picker);
    await picker.getByPlaceholder('课程名称').fill('发音');
    await picker.getByRole('button', { name: /搜\s*索/ }).click();
    const pickerRow = picker.locator('tr.ant-table-row').filter({ hasText: courseName });
    await pickerRow.waitFor();
    await settled(picker);
    await consoleScreenshot(page, 'console-zone-picker');
    await pickerRow.getByRole('button', { name: `添加 ${courseName}` }).click();
    await toast(page, `已添加“${courseName}”`).waitFor();
    await pickerRow.getByRole('button', { name: /已添加/ }).waitFor();
    await picker.getByRole('button', { name: /完\s*成/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await zoneCard.getByText(`${zoneName}（${(zoneBefore?.courseList.length ?? 0) + 1} 门）`).waitFor();
    await row(page, courseName).waitFor();
    await consoleScreenshot(page, 'console-zone');
    await context.close();

    // The home page's zone section lists the course.
    const visitor = await school.newPage();
    await open(visitor.page, '/');
    const section = visitor.page.locator('section.zone-section').filter({
      has: visitor.page.getByRole('heading', { name: zoneName, exact: true }),
    });
    await section.locator('.course-card').filter({ hasText: courseName }).waitFor();
    await partScreenshot(section, 'console-home-zone');
    await visitor.context.close();
  });

  it('a learner applies to teach, the operator approves on the audit page, and the learner gets the teacher menu and a message', async () => {
    const mobile = '13800000001';
    const token = await learnerToken(school, mobile);
    await api(school).call(
      userContracts.applyLecturer,
      {
        lecturerName: '李老师',
        lecturerPosition: '英语口语与听力讲师',
        introduce: '英语专业毕业，三年线上口语陪练经验，擅长情景对话与听力精听训练。',
        headImgUrl: '/files/site/11/banner-2.svg',
      },
      { token },
    );
    const unreadBefore = (await api(school).call(userContracts.countUnreadMessages, {}, { token })).num;

    const { context, page } = await signInToConsole(school, '/admin/user/lecturer', '讲师审核');
    const application = row(page, mobile);
    await application.getByText('李老师').waitFor();
    // The whole application in the drawer, then 通过 with an opinion.
    await application.getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '讲师申请' });
    await drawer.getByText('三年线上口语陪练经验', { exact: false }).waitFor();
    await settled(drawer);
    await consoleScreenshot(page, 'console-lecturer-drawer');
    await drawer.getByRole('button', { name: /通\s*过/ }).click();
    const dialog = modal(page, '通过“李老师”的讲师申请');
    await settled(dialog);
    await dialog.getByLabel('审核意见').fill('资料完整，欢迎加入');
    await dialog.getByRole('button', { name: '确认通过' }).click();
    await toast(page, '已通过，该用户已成为讲师').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await application.waitFor({ state: 'detached' });
    // It moved to the approved tab, with the opinion.
    await page.getByRole('tab', { name: '已通过' }).click();
    await row(page, mobile).getByText('资料完整，欢迎加入').waitFor();
    await consoleScreenshot(page, 'console-lecturer');
    await context.close();

    // The learner, signed in: the header badge counts the approval, the popover has the teacher menu.
    const learner = await school.newPage({ token });
    await open(learner.page, '/');
    const messages = header(learner.page).getByRole('link', { name: '消息' });
    await expect.poll(() => messages.textContent()).toBe(String(unreadBefore + 1));
    await header(learner.page).getByRole('link', { name: '个人中心' }).hover();
    await learner.page.getByText('教学管理').waitFor({ state: 'visible' });
    await learner.page.getByRole('link', { name: '点播管理' }).waitFor({ state: 'visible' });
    await learner.page.getByRole('link', { name: '讲师信息' }).waitFor({ state: 'visible' });
    await windowScreenshot(learner.page, 'console-learner-teacher-menu');
    await open(learner.page, '/account/message');
    await learner.page.getByRole('button', { name: /讲师申请已通过/ }).waitFor();
    await learner.context.close();
  });

  it('the operator broadcasts a site message after confirming; a learner finds it in my messages', async () => {
    const title = '国庆假期直播课调整通知';
    const content = '10 月 1 日至 7 日的直播课顺延一周，录播回放照常开放。';
    const { context, page } = await signInToConsole(school, '/admin/message/send', '站内消息');
    await page.getByLabel('标题').fill(title);
    await page.getByLabel('内容').fill(content);
    await page.getByRole('button', { name: /发\s*送/ }).click();

    // No mobiles: the whole school — confirmed first.
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确认群发给本校全部用户？' });
    await confirm.getByText(`消息“${title}”将发送给本校的每一位用户`, { exact: false }).waitFor();
    await settled(confirm);
    await consoleScreenshot(page, 'console-message-confirm');
    await confirm.getByRole('button', { name: '确认群发' }).click();
    await toast(page, /已群发给本校全部用户，共 \d+ 位/).waitFor();
    const sent = row(page, title);
    await sent.getByText('全校群发').waitFor();
    expect(await page.getByLabel('标题').inputValue()).toBe('');
    await consoleScreenshot(page, 'console-message');
    await context.close();

    const token = await learnerToken(school, '13800000004');
    const learner = await school.newPage({ token });
    await open(learner.page, '/account/message');
    await learner.page.getByRole('button', { name: title }).click();
    await learner.page.getByText(content).waitFor();
    await screenshot(learner.page, 'console-learner-message');
    await learner.context.close();
  });

  it('after a learner asks for a code, the operator reads it in the SMS outbox, and it signs the learner in', async () => {
    const mobile = '13912340066';
    // Someone else asks first, so the outbox holds more than the one the operator looks for.
    await requestSmsCode(school, redis, '13912340077', 'register');
    await requestSmsCode(school, redis, mobile, 'login');
    const sentCode = await smsCodeFromOutbox(school, mobile, 'login');

    const { context, page } = await signInToConsole(school, '/admin/message/sms', '短信发件箱（沙箱）');
    const rows = page.locator('tr.ant-table-row');
    await row(page, '13912340077').waitFor();
    expect(await rows.count()).toBeGreaterThan(1);
    await page.getByPlaceholder('输入完整手机号筛选').fill(mobile);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => rows.count()).toBe(1);
    const sms = rows.first();
    await sms.getByText(mobile, { exact: true }).waitFor();
    await sms.getByText('验证码登录').waitFor();
    const shown = (await sms.locator('code').first().textContent())?.trim() ?? '';
    expect(shown).toMatch(/^\d{6}$/);
    expect(shown).toBe(sentCode);
    await consoleScreenshot(page, 'console-sms');
    await context.close();

    // The code read off the console works: signing in by code (a new mobile is registered).
    const signedIn = await api(school).call(userContracts.loginByCode, { mobile, code: shown });
    expect(signedIn.token).toBeTruthy();
  });
});

/** A 1200×400 banner picture drawn by the browser itself, as an operator's designer would deliver it. */
async function bannerPicture(on: School, title: string): Promise<Buffer> {
  const { page, context } = await on.newPage();
  await page.setContent(
    `<div id="art" style="width:1200px;height:400px;display:flex;align-items:center;justify-content:center;
      background:linear-gradient(120deg,#ff8a3d,#e8452c);color:#fff;font:bold 56px sans-serif">${title}</div>`,
  );
  const png = await page.locator('#art').screenshot();
  await context.close();
  return png;
}
