import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/api.ts';
import { wcagViolations } from './support/axe.ts';
import { open, type School, startSchool } from './support/school.ts';
import { sitePages } from './support/site-pages.ts';

/**
 * WCAG 2.1 A/AA at desktop width (axe-core). Every page is read by axe at phone width in the phone guard
 * (phone-guard.e2e.ts). A page is one document at every width, laid out by CSS alone, so the desktop
 * pass reads what only a desktop shows: one page of each layout — the header's nav and study entry, the
 * home's category panel, the catalogue's filters, the sign-in pages' introduction, the 404 page, the
 * account side menu of a learner and of a lecturer — and the console's sign-in page, which the phone
 * guard leaves out (decision 0080).
 */

let school: School;
beforeAll(async () => {
  school = await startSchool();
});
afterAll(() => school?.stop());

const signInPages = ['/login', '/login?t=code', '/login?t=qrcode', '/register', '/reset', '/admin/login'];
const publicLayouts = ['/', '/list', '/blog', '/exam', '/no-such-page'];
/** The learner's and the lecturer's side menus differ: the lecturer's carries the teaching entries. */
const learnerLayouts = ['/account/info', '/account/study', '/account/exams/myExam'];
const lecturerLayouts = ['/account/info', '/account/vod', '/account/grades/teacher'];
for (const address of [...publicLayouts, ...learnerLayouts, ...lecturerLayouts]) {
  if (!sitePages.includes(address)) throw new Error(`${address} is no longer a page of the site`);
}

/** Opens each address in the context and returns every violation found, prefixed with its address. */
async function scan(context: BrowserContext, addresses: string[]): Promise<string[]> {
  const page = await context.newPage();
  const found: string[] = [];
  for (const address of addresses) {
    const response = await open(page, address);
    expect(response?.status(), address).toBeLessThan(address === '/no-such-page' ? 500 : 400);
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
  await open(page, '/login');
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.close();
}

// The four readers' scans share nothing but the school, so they run side by side.
describe.concurrent('accessibility in Chromium (axe-core, WCAG 2.1 A/AA)', { timeout: 600_000 }, () => {
  it('the public layouts and the 404 page have no violations', async () => {
    const home = await (await fetch(`${school.baseUrl}/`)).text();
    const course = /href="(\/view\/\d+)"/.exec(home)?.[1];
    if (!course) throw new Error('the home page links to no course');
    const { context } = await school.newPage();
    expect(await scan(context, [...publicLayouts, course])).toEqual([]);
    await context.close();
  });

  it('the sign-in pages and the console sign-in have no violations', async () => {
    const { context } = await school.newPage();
    expect(await scan(context, signInPages)).toEqual([]);
    await context.close();
  });

  it('a learner signed in through the form finds no violations on the account layouts', async () => {
    const { context } = await school.newPage();
    await signIn(context, '13800000001');
    expect(await scan(context, learnerLayouts)).toEqual([]);
    await context.close();
  });

  it('a lecturer signed in through the form finds no violations on the teacher layouts', async () => {
    const { context } = await school.newPage();
    await signIn(context, '13800000002');
    expect(await scan(context, lecturerLayouts)).toEqual([]);
    await context.close();
  });
});
