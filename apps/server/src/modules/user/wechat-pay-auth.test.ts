import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userContracts } from '@school/contracts';
import { malformed } from '../../testing/call.ts';
import { wechatStandIn } from '../../testing/provider-stand-ins.ts';
import { createTestApp, DEMO_SITE_ID, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';

/**
 * WeChat's silent web authorisation (snsapi_base) that gives a learner's openid for JSAPI payment
 * inside WeChat (decision 0066): the sandbox's page, and the official account against its stand-in.
 */

const LEARNER = '13800000001';
const TEACHER = '13800000002';

const openidRows = (t: TestApp) =>
  t.db.selectFrom('user_wechat_pay_openid').select(['site_id', 'user_id', 'app_id', 'openid']).execute();
const userIdOf = async (t: TestApp, mobile: string, siteId = DEMO_SITE_ID) =>
  (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', siteId)
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow()
  ).id;
/** WeChat's browser coming back to the school, with the reader's own cookie (or none). */
const callback = (t: TestApp, address: string, token?: string) => {
  const url = new URL(address, 'http://localhost');
  return t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: token ? { cookie: `theme=light; RC_WEB_TOKEN=${token}` } : {},
  });
};

describe('WeChat authorisation for paying inside WeChat (sandbox)', () => {
  let t: TestApp;
  let learner: string;
  beforeAll(async () => {
    t = await createTestApp();
    learner = await t.tokenFor(LEARNER);
  });
  afterAll(() => t.close());

  const start = (back: string, token = learner, site?: number) =>
    t.call(userContracts.startWechatPayAuth, { back }, { as: { token }, site });

  /** The sandbox's authorize page, as the learner's browser shows it: the address its form sends back. */
  async function throughSandboxPage(authorizeUrl: string) {
    const url = new URL(authorizeUrl);
    expect(url.pathname).toBe('/sandbox/wechat/authorize');
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('沙箱：模拟微信网页授权');
    const code = /name="code" value="(sandbox-[0-9a-f]{16})"/.exec(page.body)![1]!;
    return `/wechat/pay/callback?${new URLSearchParams({ code, state: url.searchParams.get('state')! })}`;
  }

  it('sends a learner without an openid through the sandbox’s page and back to the course, then pays at once', async () => {
    const first = await start('/view/42?periodId=7');
    expect(first.code).toBe(200);
    expect(first.data.authorised).toBe(0);
    const back = await throughSandboxPage(first.data.authorizeUrl);

    const returned = await callback(t, back, learner);
    expect([returned.statusCode, returned.headers.location]).toEqual([303, '/view/42?periodId=7']);
    expect(await openidRows(t)).toEqual([
      expect.objectContaining({ site_id: DEMO_SITE_ID, user_id: await userIdOf(t, LEARNER), app_id: 'sandbox' }),
    ]);
    expect((await start('/view/42')).data).toEqual({ authorised: 1, authorizeUrl: '' });

    // A state is used once.
    expect((await callback(t, back, learner)).statusCode).toBe(400);
  });

  it('binds nothing when another person opens the link, when no one is signed in, or from another school', async () => {
    const before = await openidRows(t);
    const teacher = await t.tokenFor(TEACHER);
    const asked = await start('/vip', teacher);
    const back = await throughSandboxPage(asked.data.authorizeUrl);

    const someoneElse = await callback(t, back, learner);
    expect(someoneElse.statusCode).toBe(400);
    expect(someoneElse.body).toContain('授权链接无效或已过期');
    expect((await callback(t, back)).statusCode).toBe(401);
    const otherSchool = await t.tokenFor(LEARNER, OTHER_SITE_ID);
    expect((await callback(t, back, otherSchool)).statusCode).toBe(401);
    const elsewhere = await start('/vip', otherSchool, OTHER_SITE_ID);
    expect((await callback(t, await throughSandboxPage(elsewhere.data.authorizeUrl), otherSchool)).statusCode).toBe(
      401,
    );
    expect(await openidRows(t)).toEqual(before);

    // The teacher's own browser still completes it.
    expect((await callback(t, back, teacher)).headers.location).toBe('/vip');
  });

  it('refuses a visitor, and a return address on another site, storing nothing', async () => {
    const before = await openidRows(t);
    const visitor = await t.call(userContracts.startWechatPayAuth, { back: '/view/1' });
    expect(visitor.code).toBe(303);
    for (const back of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'view/1']) {
      const refused = await start(back);
      expect([refused.status, refused.code], back).toEqual([400, 400]);
    }
    expect((await t.call(userContracts.startWechatPayAuth, malformed({}), { as: { token: learner } })).code).toBe(400);
    const forged = await callback(t, '/wechat/pay/callback?code=sandbox-0123456789abcdef&state=zz', learner);
    expect(forged.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/wechat/authorize?state=<x>' })).statusCode).toBe(400);
    expect(await openidRows(t)).toEqual(before);
  });
});

describe('WeChat authorisation for paying inside WeChat (official account)', () => {
  let standIn: Awaited<ReturnType<typeof wechatStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await wechatStandIn('wx-school-mp', 'mp-secret');
    t = await createTestApp({
      config: {
        wechatOfficial: {
          appId: 'wx-school-mp',
          appSecret: 'mp-secret',
          openUrl: 'https://open.example',
          apiUrl: standIn.url,
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('asks WeChat silently (snsapi_base) and keeps the openid the code stands for', async () => {
    const learner = await t.tokenFor(LEARNER);
    const started = await t.call(userContracts.startWechatPayAuth, { back: '/view/9' }, { as: { token: learner } });
    const address = new URL(started.data.authorizeUrl);
    expect(`${address.origin}${address.pathname}`).toBe('https://open.example/connect/oauth2/authorize');
    expect(address.searchParams.get('redirect_uri')).toBe('http://localhost:80/wechat/pay/callback');

    const returned = await callback(t, standIn.authorize(started.data.authorizeUrl, 'oMpLearner01'), learner);
    expect([returned.statusCode, returned.headers.location]).toEqual([303, '/view/9']);
    expect(standIn.calls.at(-1)).toBe('/sns/oauth2/access_token');
    expect(await openidRows(t)).toEqual([
      { site_id: DEMO_SITE_ID, user_id: await userIdOf(t, LEARNER), app_id: 'wx-school-mp', openid: 'oMpLearner01' },
    ]);
    // The sandbox's page is not there while the real account is configured.
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/wechat/authorize?state=x' })).statusCode).toBe(404);
  });

  it('keeps nothing when WeChat refuses the code', async () => {
    const learner = await t.tokenFor(TEACHER);
    const started = await t.call(userContracts.startWechatPayAuth, { back: '/vip' }, { as: { token: learner } });
    const state = new URL(started.data.authorizeUrl).searchParams.get('state')!;
    const before = await openidRows(t);
    const refused = await callback(t, `/wechat/pay/callback?code=made-up&state=${state}`, learner);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('微信授权失败或已过期');
    expect(await openidRows(t)).toEqual(before);
  });
});
