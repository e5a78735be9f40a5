import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityContracts, courseContracts, examContracts } from '@school/contracts';
import { api, DEMO_PASSWORD, operatorToken } from './support/api.ts';
import { wcagViolations } from './support/axe.ts';
import { open, type School, startSchool } from './support/school.ts';
import { signedInOnly, sitePages } from './support/site-pages.ts';

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

const addresses = sitePages;
const signInPages = ['/login', '/login?t=code', '/login?t=qrcode', '/register', '/reset', '/admin/login'];
const publicPages = addresses.filter((address) => !signedInOnly(address) && !signInPages.includes(address));
const accountPages = addresses.filter(signedInOnly);
/**
 * A learner's own records, which a lecturer sees exactly as a learner does. The lecturer's scan skips
 * them and keeps everything else: the teacher back office and /account/info, whose side menu carries
 * the lecturer's own entries.
 */
const learnersOwn = [
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
  it('public pages, section placeholders and the 404 page have no violations', async () => {
    const home = await (await fetch(`${school.baseUrl}/`)).text();
    const homeLinks = [...home.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    const linked = [/^\/lecturer\/\d+$/, /^\/terrace\/\d+$/, /^\/view\/service\?id=\d+$/, /^\/view\/\d+$/].map(
      (pattern) => {
        const address = homeLinks.find((href) => pattern.test(href));
        if (!address) throw new Error(`the home page links to no page like ${pattern}`);
        return address;
      },
    );
    // Organisation profiles are linked from a few course pages only: the console lists them.
    const [org] = await api(school).call(courseContracts.adminListOrg, {}, { token: await operatorToken(school) });
    if (!org) throw new Error('the demo school has no organisation profile');
    // The community's pages of one post, question or blogger, from the demo school's lists.
    const [post] = (await api(school).call(communityContracts.listBlog)).list;
    const [info] = await api(school).call(communityContracts.listRecommendArticle);
    const [question] = (await api(school).call(communityContracts.listQuestion)).list;
    if (!post || !info || !question) throw new Error('the demo school has no posts, news or questions');
    const [paper] = (await api(school).call(examContracts.listPaperInfo)).list;
    if (!paper) throw new Error('the demo school has no published papers');
    const community = [
      `/blog/article/${post.id}`,
      `/blog/blogger/${post.bloggerId}`,
      `/info/detail/${info.id}`,
      `/question/view/${question.id}`,
      `/exam/view/${paper.id}`,
      `/exam/startExam?examId=${paper.id}`,
      // A visitor is asked to sign in (previews are the teacher's).
      `/preview/course/${post.id}`,
    ];
    const { context } = await school.newPage();
    expect(await scan(context, [...publicPages, ...linked, ...community, `/schoolProfile/${org.id}`])).toEqual([]);
    await context.close();
  });

  it('the sign-in pages and the console sign-in have no violations', async () => {
    const { context } = await school.newPage();
    expect(await scan(context, signInPages)).toEqual([]);
    await context.close();
  });

  it('a learner signed in through the form finds no violations on the account pages', async () => {
    expect(accountPages.length).toBeGreaterThan(40);
    const { context } = await school.newPage();
    await signIn(context, '13800000001');
    expect(await scan(context, accountPages)).toEqual([]);
    await context.close();
  });

  it('a lecturer signed in through the form finds no violations on the teacher pages', async () => {
    expect(learnersOwn.every((address) => accountPages.includes(address))).toBe(true);
    const { context } = await school.newPage();
    await signIn(context, '13800000002');
    expect(
      await scan(
        context,
        accountPages.filter((address) => !learnersOwn.includes(address)),
      ),
    ).toEqual([]);
    await context.close();
  });
});
