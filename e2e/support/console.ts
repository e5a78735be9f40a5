import path from 'node:path';
import { userContracts } from '@school/contracts';
import type { Locator, Page } from 'playwright-core';
import { api, OPERATOR, SITE_ID } from './api.ts';
import type { ScratchRedis } from './redis.ts';
import { open, ready, type School, screenshot, screenshotDir } from './school.ts';

/** The operator console (/admin) as an operator uses it: sign-in form, left menu, antd toasts and modals. */

/** An antd toast (message.success / message.error) with this text. */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.ant-message-notice').filter({ hasText: text }).first();

/**
 * Waits until `locator` has finished moving in (a modal, drawer or slide): no motion classes
 * (antd's `*-appear`/`*-enter`), no running animation or transition inside it, and the same place on
 * screen twice in a row.
 *
 * Click in a modal only once it has settled. antd's zoom-in holds a new modal at a fifth of its size
 * for two frames before it grows: Playwright takes a button with the same box in two frames as still,
 * so its click can press the small button and let go on the modal's wrapper as the modal grows. The
 * browser then clicks the wrapper, the form is never sent, and Playwright reports the click done.
 * A dialog just opened is the page's last one (`getByRole('dialog').last()`): the one before it may
 * still be on screen, leaving.
 */
export async function settled(locator: Locator): Promise<void> {
  await locator.waitFor();
  const sample = () =>
    locator.evaluate((element) => {
      const moving = (el: Element) => /-(appear|enter|leave)(-|\s|$)/.test(el.className || '');
      const inMotion =
        moving(element) ||
        element.querySelector('[class*="-appear"], [class*="-enter"]') !== null ||
        element.getAnimations({ subtree: true }).some((animation) => animation.playState === 'running');
      const box = element.getBoundingClientRect();
      return { inMotion, where: `${box.x},${box.y},${box.width},${box.height}` };
    });
  const deadline = Date.now() + 5000;
  let last = '';
  while (Date.now() < deadline) {
    const { inMotion, where } = await sample();
    if (!inMotion && where === last) return;
    last = inMotion ? '' : where;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('still moving after 5 s');
}

/**
 * A whole-page screenshot of a console page, taken from the top: the menu and the header are
 * sticky, so a page scrolled down would show them half-way in the picture.
 */
export async function consoleScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** A screenshot of what the browser window shows (the top of a long public page, an open popover). */
export async function windowScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/** A screenshot of one part of a page (e.g. one home page section). */
export async function partScreenshot(locator: Locator, name: string): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/** Fills the console's sign-in form and presses 登录 (the caller checks what happens next). */
export async function submitConsoleLogin(page: Page, loginName: string, password: string): Promise<void> {
  await page.getByLabel('账号').fill(loginName);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
}

/**
 * Waits until a console page is on screen: the layout rendered (the console is client-only: the
 * server sends a spinner, the client loader checks the session) and its first calls settled.
 */
export async function consoleReady(page: Page, heading: string): Promise<void> {
  await page.getByTestId('operator-nickname').waitFor();
  await page.locator('.ant-layout-header').getByText(heading, { exact: true }).waitFor();
  await ready(page);
  await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
}

/** Opens a console page through its left-menu entry (group, then leaf) and waits for it. */
export async function openFromMenu(page: Page, group: string, leaf: string): Promise<void> {
  const menu = page.locator('.ant-layout-sider');
  const item = menu.getByRole('menuitem', { name: leaf, exact: true });
  if (!(await item.isVisible())) await menu.getByRole('menuitem', { name: group, exact: true }).click();
  await item.click();
  await consoleReady(page, leaf);
}

/**
 * Opens `address` (a console page) in a fresh browser (a desktop's, or the `window` given): the
 * console sends the operator to sign in first and back to that page afterwards.
 */
export async function signInToConsole(
  school: School,
  address: string,
  heading: string,
  window: Parameters<School['newPage']>[0] = {},
) {
  const { context, page } = await school.newPage(window);
  await open(page, address);
  await page.waitForURL(/\/admin\/login/);
  await page.getByRole('button', { name: /^登\s*录$/ }).waitFor();
  await ready(page);
  await submitConsoleLogin(page, OPERATOR.loginName, OPERATOR.password);
  await page.waitForURL((url) => url.pathname === address);
  await consoleReady(page, heading);
  return { context, page };
}

/**
 * Asks for an SMS code as the sign-in form does: loads an image captcha, reads its answer from the
 * server's cache (the scratch Redis — a person would read the picture) and sends the code request.
 */
export async function requestSmsCode(
  school: School,
  redis: ScratchRedis,
  mobile: string,
  purpose: 'register' | 'login' | 'reset' | 'bind',
): Promise<void> {
  const captcha = await api(school).call(userContracts.getCaptchaImage);
  const raw = redis.get(`school:cache:captcha:${SITE_ID}:${captcha.captchaId}`);
  if (!raw) throw new Error('the captcha answer is not in the scratch Redis (is the school using it?)');
  await api(school).call(userContracts.sendCode, {
    mobile,
    purpose,
    captchaId: captcha.captchaId,
    captchaCode: JSON.parse(raw) as string,
  });
}
