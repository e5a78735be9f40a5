import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityContracts, courseContracts, examContracts, liveContracts } from '@school/contracts';
import { gradeContracts } from '@school/contracts';
import { api, learnerToken, operatorToken } from './support/api.ts';
import { wcagViolations } from './support/axe.ts';
import { signInToConsole } from './support/console.ts';
import { signedInOnly, sitePages } from './support/site-pages.ts';
import { open, screenshot, screenshotDir, type School, startSchool } from './support/school.ts';

/**
 * The phone guard: every public and learner page (and the teacher's pages, as the demo lecturer sees
 * them) opened in a 390×844 phone window with touch and a pixel ratio of 3, once with a phone
 * browser's user agent and once with WeChat's. Each page must fit 390 px (nothing sticking out
 * sideways) and wrap no text one character per line; in the phone pass it must also have no WCAG 2.1
 * A/AA violation. Every problem
 * of every page is gathered and reported at once, so that the whole list can be worked through.
 *
 * Left out: the console (/admin, made for a desktop; console-layout.tsx says so on a phone), and the
 * pages that only send the reader on: /myStudy (to sign in or the study centre), /exam/startExam without
 * a paper and /exam/exercise without one (to the paper list). Pages whose id is optional are opened
 * without it (the section placeholders: classes, resources, library are under construction).
 */

const PHONE_WIDTH = 390;
const PHONE = { deviceScaleFactor: 3 };
const WECHAT = {
  deviceScaleFactor: 3,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'Mobile/15E148 MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN',
};

let school: School;
beforeAll(async () => {
  school = await startSchool();
});
afterAll(() => school?.stop());

/** The console (/admin) is made for a desktop. */
const addresses = sitePages.filter((address) => !address.startsWith('/admin'));
const signInPages = ['/login', '/login?t=code', '/login?t=qrcode', '/register', '/reset'];
/** A learner's own pages; the other account pages are the teacher's, opened as the demo lecturer. */
const learnersOwn = [
  '/account/info',
  '/account/message',
  '/account/order',
  '/account/study',
  '/account/course',
  '/account/grades/my',
  '/account/exams/myExam',
  '/account/exams/myExamination',
  '/account/error/problem',
  '/account/notes',
  '/account/collection',
  '/account/attention',
  '/account/feedback',
  '/account/reset',
];
const learnerPages = addresses.filter(
  (address) => signedInOnly(address) && (!address.startsWith('/account/') || learnersOwn.includes(address)),
);
const teacherPages = addresses.filter((address) => address.startsWith('/account/') && !learnersOwn.includes(address));
const publicPages = addresses.filter((address) => !signedInOnly(address));

/** Pages of one course, teacher, post, paper … of the demo school, which the home page or the API names. */
async function demoAddresses(): Promise<string[]> {
  const home = await (await fetch(`${school.baseUrl}/`)).text();
  const homeLinks = [...home.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  const linked = [/^\/lecturer\/\d+$/, /^\/terrace\/\d+$/, /^\/view\/service\?id=\d+$/, /^\/view\/\d+$/].map(
    (pattern) => {
      const address = homeLinks.find((href) => pattern.test(href));
      if (!address) throw new Error(`the home page links to no page like ${pattern}`);
      return address;
    },
  );
  const services = homeLinks.filter((href) => /^\/view\/service\?id=\d+$/.test(href));
  const [org] = await api(school).call(courseContracts.adminListOrg, {}, { token: await operatorToken(school) });
  const [post] = (await api(school).call(communityContracts.listBlog)).list;
  const [info] = await api(school).call(communityContracts.listRecommendArticle);
  const [question] = (await api(school).call(communityContracts.listQuestion)).list;
  const [paper] = (await api(school).call(examContracts.listPaperInfo)).list;
  const [grade] = (await api(school).call(gradeContracts.pagePublicGrades, {})).list;
  const [live] = await api(school).call(liveContracts.listLivePlans, {});
  const [resource] = (await api(school).call(courseContracts.listCourse, { courseCategory: 3, pageSize: 1 })).list;
  const [document] = (await api(school).call(courseContracts.listCourse, { courseCategory: 4, pageSize: 1 })).list;
  if (!org || !post || !info || !question || !paper || !live || !resource || !document)
    throw new Error('the demo school lacks an organisation, post, paper, live lesson, resource or document');
  return [
    ...new Set([...linked, ...services]),
    `/schoolProfile/${org.id}`,
    `/blog/article/${post.id}`,
    `/blog/blogger/${post.bloggerId}`,
    `/info/detail/${info.id}`,
    `/question/view/${question.id}`,
    `/exam/view/${paper.id}`,
    `/grade/view/${grade!.id}`,
    `/exam/startExam?examId=${paper.id}`,
    `/preview/course/${post.id}`,
    `/live/detail/${live.courseId}`,
    `/live/detail/${live.courseId}?periodId=${live.periodId}`,
    `/preview/live/${post.id}`,
    `/resource/detail/${resource.id}`,
    `/library/view/${document.id}`,
    `/preview/resource/${post.id}`,
    `/preview/library/${post.id}`,
  ];
}

/**
 * What does not fit a phone on the page as it is now: the page's width, the outermost elements that
 * stick out past either side (content inside a box that scrolls or clips is that box's business), and
 * text wrapped one character per line.
 */
function layoutProblems(width: number): string[] {
  const problems: string[] = [];
  const name = (element: Element) => {
    const classes = [...element.classList].slice(0, 2).join('.');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>${text ? ` "${text}"` : ''}`;
  };
  const pageWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (pageWidth > width) problems.push(`the page is ${pageWidth} px wide`);

  const sticksOut: string[] = [];
  const visit = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.display === 'none') return;
    const box = element.getBoundingClientRect();
    const shown = box.width > 1 && box.height > 1 && style.visibility !== 'hidden';
    if (shown && (box.right > width + 1 || (box.left < -1 && box.right > 0))) {
      sticksOut.push(`${name(element)} spans ${Math.round(box.left)}…${Math.round(box.right)} px`);
      return;
    }
    const isRoot = element === document.documentElement || element === document.body;
    if (!isRoot && style.overflowX !== 'visible') return;
    for (const child of element.children) visit(child);
  };
  visit(document.documentElement);
  problems.push(...sticksOut.slice(0, 6));
  if (sticksOut.length > 6) problems.push(`… and ${sticksOut.length - 6} more elements sticking out`);

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const wrapped = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    const parent = node.parentElement;
    if (text.length < 2 || !parent || wrapped.has(parent)) continue;
    const style = getComputedStyle(parent);
    const parentBox = parent.getBoundingClientRect();
    // Visually hidden text (a 1 px box for screen readers) is not read by eye.
    if (style.visibility === 'hidden' || parentBox.width <= 1 || parentBox.height <= 1) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = new Set(
      [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
    );
    const box = range.getBoundingClientRect();
    if (lines.size >= 2 && box.width < 2 * parseFloat(style.fontSize)) {
      wrapped.add(parent);
      problems.push(
        `${name(parent)} wraps one character per line (${lines.size} lines in ${Math.round(box.width)} px)`,
      );
    }
  }
  return problems;
}

/** Opens each address in one page of the context and returns every problem found, prefixed with its address. */
async function guard(context: BrowserContext, addresses: string[], axe: boolean): Promise<string[]> {
  const page = await context.newPage();
  const found: string[] = [];
  for (const address of addresses) {
    const problems = await guardPage(page, address, axe);
    found.push(...problems.map((problem) => `${address}: ${problem}`));
  }
  await page.close();
  return found;
}

async function guardPage(page: Page, address: string, axe: boolean): Promise<string[]> {
  const response = await open(page, address).catch((error: Error) => error);
  if (response instanceof Error) return [`did not load: ${response.message.split('\n')[0]}`];
  const status = response?.status() ?? 0;
  if (status >= (address === '/no-such-page' ? 500 : 400)) return [`answered ${status}`];
  const landed = decodeURI(new URL(page.url()).pathname);
  if (landed !== address.split('?')[0]) return [`sent the reader on to ${landed}`];
  // The home carousel fades between slides: look at it at rest.
  await page.waitForTimeout(address === '/' ? 800 : 100);
  return [...(await page.evaluate(layoutProblems, PHONE_WIDTH)), ...(axe ? await wcagViolations(page) : [])];
}

/**
 * `axe`: run the WCAG checks too. `teacher`: read the lecturer's back office too. The WeChat pass leaves
 * both to the phone pass: no page but the pay dialog reads the user agent (checked below), so a page lays
 * out in WeChat as in the phone browser; the WeChat pass reads what a WeChat reader opens, the visitor's
 * and the learner's pages, and keeps CI inside its time.
 */
async function guardEveryPage(
  window: BrowserContextOptions,
  name: string,
  { axe, teacher }: { axe: boolean; teacher: boolean },
): Promise<string[]> {
  const started = Date.now();
  // The visitor, the learner and the lecturer are different users, so their pages are read side by side.
  const readers: [string | undefined, string[]][] = [
    [undefined, [...publicPages, ...signInPages, ...(await demoAddresses())]],
    ['13800000001', learnerPages],
    ...(teacher ? [['13800000002', teacherPages] as [string, string[]]] : []),
  ];
  const found = (
    await Promise.all(
      readers.map(async ([mobile, pages]) => {
        const token = mobile ? await learnerToken(school, mobile) : undefined;
        const reader = await school.newPage({ phone: true, window, ...(token ? { token } : {}) });
        const problems = await guard(reader.context, pages, axe);
        await reader.context.close();
        return problems;
      }),
    )
  ).flat();
  // The list stays readable when the run is cut short or the failure message is clipped.
  const seconds = Math.round((Date.now() - started) / 1000);
  fs.writeFileSync(path.join(screenshotDir, `phone-guard-${name}.txt`), [`${seconds} s`, ...found].join('\n'));
  return found;
}

describe('the shell at 390 px and 1200 px', { timeout: 300_000 }, () => {
  it('opens the menu drawer on a phone, with 课程分类, and keeps a gutter at 1200 px', async () => {
    const course = (await demoAddresses()).find((address) => /^\/view\/\d+$/.test(address))!;
    const { context, page } = await school.newPage({ phone: true, window: PHONE });
    for (const [address, name] of [
      ['/', 'home'],
      ['/list', 'list'],
      [course, 'course'],
    ] as const) {
      await open(page, address);
      await screenshot(page, `phone-guard-${name}-390`);
    }
    await open(page, '/');
    const toggle = page.getByRole('button', { name: '菜单' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('heading', { name: '课程分类' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(screenshotDir, 'phone-guard-drawer-390.png') });
    await drawer.locator('summary').first().click();
    await drawer
      .getByRole('link', { name: /^全部.+课程$/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/list');
    await drawer.waitFor({ state: 'hidden' });
    // From 320 to 430 px the header fits: the menu, the logo and the reader's area share the first line.
    for (const width of [320, 430]) {
      await page.setViewportSize({ width, height: 844 });
      await open(page, '/');
      const header = await page.evaluate(() => {
        const middles = ['.site-nav-menu__toggle', '.site-header__logo', '.site-header__actions'].map((selector) => {
          const box = document.querySelector(selector)!.getBoundingClientRect();
          return box.top + box.height / 2;
        });
        return {
          width: document.documentElement.scrollWidth,
          oneLine: Math.max(...middles) - Math.min(...middles) < 2,
        };
      });
      expect(header).toEqual({ width, oneLine: true });
      await page.screenshot({ path: path.join(screenshotDir, `phone-guard-header-${width}.png`) });
    }
    await context.close();

    const desktop = await school.newPage({ window: { viewport: { width: 1200, height: 900 } } });
    for (const [address, name] of [
      ['/', 'home'],
      ['/list', 'list'],
      [course, 'course'],
    ] as const) {
      await open(desktop.page, address);
      await screenshot(desktop.page, `phone-guard-${name}-1200`);
      const edges = await desktop.page.evaluate(() =>
        ['.site-footer__main', '.course-card', '.site-header__bar']
          .map((selector) => document.querySelector(selector)?.getBoundingClientRect())
          .filter((box) => box !== undefined)
          .map((box) => ({ left: box.left, right: document.documentElement.clientWidth - box.right })),
      );
      expect(edges.length, address).toBeGreaterThan(1);
      for (const edge of edges) expect(Math.min(edge.left, edge.right), address).toBeGreaterThanOrEqual(16);
      expect(await desktop.page.evaluate(() => document.documentElement.scrollWidth), address).toBe(1200);
    }
    await desktop.context.close();
  });

  it('the console on a phone says it is made for a desktop and scrolls inside its own box', async () => {
    const { context, page } = await signInToConsole(school, '/admin/site/banner', '轮播图', {
      phone: true,
      window: PHONE,
    });
    await page.getByText('运营后台为电脑设计').waitFor();
    expect(
      await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        console: document.querySelector('.console-layout__frame')!.scrollWidth,
      })),
    ).toEqual({ page: 390, console: 1176 });
    await screenshot(page, 'phone-guard-console-390');
    await context.close();
  });
});

describe('every page on a phone (390×844, touch)', { timeout: 1_800_000 }, () => {
  it('the page list covers the learner, the teacher and the visitor', () => {
    expect(learnerPages).toContain('/account/study');
    expect(learnerPages).toContain('/apply');
    expect(teacherPages).toContain('/account/vod');
    expect(publicPages).toContain('/list');
  });

  it('the checks find a page that sticks out and text wrapped per character', async () => {
    const { context, page } = await school.newPage({ phone: true, window: PHONE });
    await page.setContent(
      '<meta name="viewport" content="width=device-width, initial-scale=1"><style>body { margin: 0 }</style>' +
        '<div style="width: 500px">宽</div><div style="width: 14px; font-size: 14px">一字一行</div>' +
        '<div style="overflow-x: auto"><div style="width: 800px">在自己的框里滚动</div></div>',
    );
    expect(await page.evaluate(layoutProblems, PHONE_WIDTH)).toEqual([
      // The body's scroll width may round one pixel up under a phone's pixel ratio.
      expect.stringMatching(/^the page is 50[01] px wide$/),
      '<div> "宽" spans 0…500 px',
      '<div> "一字一行" wraps one character per line (4 lines in 14 px)',
    ]);
    await context.close();
  });

  it('fits 390 px, wraps no text per character and has no WCAG 2.1 A/AA violation in a phone browser', async () => {
    expect(await guardEveryPage(PHONE, 'phone', { axe: true, teacher: true })).toEqual([]);
  });

  it('lays pages out the same in WeChat: only the pay dialog and the mobile redirect read the user agent', () => {
    const app = path.resolve(import.meta.dirname, '../apps/web/app');
    const readers = fs
      .readdirSync(app, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) =>
        /userAgent|user-agent|MicroMessenger|paySceneOf|isMobileUserAgent/i.test(
          fs.readFileSync(path.join(app, file), 'utf8'),
        ),
      )
      .sort();
    expect(readers).toEqual(['features/order/pay/pay-dialog.tsx', 'lib/mobile-redirect.ts', 'root-loader.server.ts']);
  });

  it('fits 390 px and wraps no text per character in WeChat’s browser, for the visitor and the learner', async () => {
    expect(await guardEveryPage(WECHAT, 'wechat', { axe: false, teacher: false })).toEqual([]);
  });
});
