import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/accounts.ts';
import { apiData, operatorToken } from './support/api.ts';
import { wcagViolations } from './support/axe.ts';
import { startSchool, type School } from './support/school.ts';

/**
 * Every page that exists, as its reader sees it, has no WCAG 2.1 A/AA violation that axe-core can
 * find: public pages and the section placeholders, the 404 page, the sign-in pages, the account
 * pages of a signed-in learner and lecturer, and the console's sign-in page.
 */

let school: School;
beforeAll(async () => {
  school = await startSchool();
});
afterAll(() => school?.stop());

/** Public pages without a parameter (routes.tsv), the section placeholders included. */
const publicPages = [
  '/',
  '/index',
  '/list',
  '/vip',
  '/recruit',
  '/onlineRegistration',
  '/search/雅思',
  '/null',
  '/no-such-page',
  '/blog',
  '/blog/search',
  '/blog/article',
  '/blog/blogger',
  '/exam',
  '/exam/exam',
  '/exam/explain',
  '/exam/gradeExplain',
  '/exam/gradeResult',
  '/exam/result',
  '/exam/startExam',
  '/exam/exercise',
  '/exam/view',
  '/grade',
  '/grade/view',
  '/info',
  '/info/detail',
  '/library',
  '/library/view',
  '/live',
  '/live/detail',
  '/onlineTest',
  '/question',
  '/question/view',
  '/resource',
  '/resource/detail',
  '/preview/course',
  '/preview/library',
  '/preview/live',
  '/preview/resource',
  '/view',
  '/sale/1',
];

/** Pages whose address carries a real id: the first link to each found on the home page. */
const linkedPages = [/^\/lecturer\/\d+$/, /^\/terrace\/\d+$/, /^\/view\/service\?id=\d+$/];

const signInPages = ['/login', '/login?t=code', '/login?t=qrcode', '/register', '/reset', '/admin/login'];

const accountPages = [
  '/account/info',
  '/account/course',
  '/account/study',
  '/account/message',
  '/account/attention',
  '/account/collection',
  '/account/feedback',
  '/account/order',
  '/account/reset',
  '/account/notes',
  '/account/recommend',
  '/account/channel',
  '/account/earnings',
  '/account/draw_money',
  '/account/exams',
  '/account/exams/myExam',
  '/account/grades/my',
  '/account/error/problem',
  '/account/ques',
  '/blog/account',
  '/blog/account/write',
  '/question/account/write',
  '/apply',
];

const lecturerPages = [
  '/account/teacher',
  '/account/vod',
  '/account/vod/add',
  '/account/live',
  '/account/resource',
  '/account/library',
  '/account/subject',
  '/account/exams/examAdmin',
  '/account/grades/teacher',
];

/** Opens each address in the context and returns every violation found, prefixed with its address. */
async function scan(context: BrowserContext, addresses: string[]): Promise<string[]> {
  const page = await context.newPage();
  const found: string[] = [];
  for (const address of addresses) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBeLessThan(address === '/no-such-page' ? 500 : 400);
    await page.waitForLoadState('networkidle');
    // Still on the page asked for (an account page did not send the reader to sign in).
    expect(decodeURI(new URL(page.url()).pathname), address).toBe(address.split('?')[0]);
    // The home carousel fades between slides: check it at rest.
    await page.waitForTimeout(address === '/' ? 800 : 100);
    for (const violation of await wcagViolations(page)) found.push(`${address}: ${violation}`);
  }
  await page.close();
  return found;
}

async function signIn(context: BrowserContext, mobile: string) {
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.close();
}

describe('accessibility in Chromium (axe-core, WCAG 2.1 A/AA)', { timeout: 300_000 }, () => {
  it('public pages, section placeholders and the 404 page have no violations', async () => {
    const home = await (await fetch(`${school.baseUrl}/`)).text();
    const homeLinks = [...home.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    const linked = linkedPages.map((pattern) => {
      const address = homeLinks.find((href) => pattern.test(href));
      if (!address) throw new Error(`the home page links to no page like ${pattern}`);
      return address;
    });
    // Organisation profiles are linked from course pages, which have not landed: the console lists them.
    const [org] = await apiData<{ id: string }[]>(school, '/course/admin/org/list', {}, await operatorToken(school));
    if (!org) throw new Error('the demo school has no organisation profile');
    const { context } = await school.newPage();
    expect(await scan(context, [...publicPages, ...linked, `/schoolProfile/${org.id}`])).toEqual([]);
    await context.close();
  });

  it('the sign-in pages and the console sign-in have no violations', async () => {
    const { context } = await school.newPage();
    expect(await scan(context, signInPages)).toEqual([]);
    await context.close();
  });

  it('a learner signed in through the form finds no violations on the account pages', async () => {
    const { context } = await school.newPage();
    await signIn(context, '13800000001');
    expect(await scan(context, accountPages)).toEqual([]);
    await context.close();
  });

  it('a lecturer signed in through the form finds no violations on the teaching pages', async () => {
    const { context } = await school.newPage();
    await signIn(context, '13800000002');
    expect(await scan(context, lecturerPages)).toEqual([]);
    await context.close();
  });
});
