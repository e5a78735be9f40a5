import type { ContractInput } from '../../testing/call.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContracts, userContracts } from '@school/contracts';
import { passwordChecksRun } from '../../core/passwords.ts';
import { createFakeClock, createTestApp, DEMO_PASSWORD, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';

/** Decision 0019: one guard for every sign-in path, code sign-in that tells nothing, SMS caps. */
const clock = createFakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const operatorLogin = (body: ContractInput<typeof systemContracts.loginOperator>, site?: number) =>
  t.call(systemContracts.loginOperator, body, { site });

describe('operator sign-in', () => {
  it('checks an unknown login name against a hash too, with the same answer', async () => {
    const before = passwordChecksRun();
    const nobody = await operatorLogin({ loginName: 'nobody', password: 'wrong-pass' });
    const wrong = await operatorLogin({ loginName: 'admin', password: 'wrong-pass' });
    expect([nobody.code, nobody.msg, nobody.data]).toEqual([400, '账号或密码错误', { needCaptcha: 0 }]);
    expect([wrong.code, wrong.msg, wrong.data]).toEqual([400, '账号或密码错误', { needCaptcha: 0 }]);
    expect(passwordChecksRun() - before).toBe(2);
  });

  it('asks for a captcha from the third failure and locks the name from the tenth', async () => {
    const loginName = 'admin';
    await operatorLogin({ loginName, password: 'wrong-pass' });
    const third = await operatorLogin({ loginName, password: 'wrong-pass' });
    expect(third.data).toEqual({ needCaptcha: 1 });
    const withoutCaptcha = await operatorLogin({ loginName, password: DEMO_PASSWORD });
    expect([withoutCaptcha.code, withoutCaptcha.msg, withoutCaptcha.data]).toEqual([
      400,
      '请输入图形验证码',
      { needCaptcha: 1 },
    ]);
    const wrongCaptcha = await operatorLogin({
      loginName,
      password: DEMO_PASSWORD,
      captchaId: (await t.captcha()).captchaId,
      captchaCode: 'zzzz',
    });
    expect(wrongCaptcha.msg).toBe('图形验证码错误或已过期');
    for (let i = 0; i < 7; i++) {
      const res = await operatorLogin({ loginName, password: 'wrong-pass', ...(await t.captcha()) });
      expect(res.msg).toBe('账号或密码错误');
    }
    const locked = await operatorLogin({ loginName, password: DEMO_PASSWORD, ...(await t.captcha()) });
    expect([locked.status, locked.code, locked.msg, locked.data]).toEqual([
      429,
      429,
      '登录失败次数过多，账号已锁定，请 15 分钟后再试',
      { needCaptcha: 1, retryAfter: 900 },
    ]);
    // Another school's operator of the same name is not locked.
    expect((await operatorLogin({ loginName, password: DEMO_PASSWORD }, OTHER_SITE_ID)).msg).not.toMatch(/锁定/);
    clock.advance(15 * 60_000 + 1);
    const after = await operatorLogin({ loginName, password: DEMO_PASSWORD });
    expect(after.code).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    await operatorLogin({ loginName: 'admin', password: 'wrong-pass' });
    await operatorLogin({ loginName: 'admin', password: 'wrong-pass' });
    expect((await operatorLogin({ loginName: 'admin', password: DEMO_PASSWORD })).code).toBe(200);
    expect((await operatorLogin({ loginName: 'admin', password: 'wrong-pass' })).data).toEqual({ needCaptcha: 0 });
    await t.db.deleteFrom('sign_in_failure').execute();
  });

  it('counts an unknown name like a known one', async () => {
    for (let i = 0; i < 3; i++) await operatorLogin({ loginName: 'ghost', password: 'wrong-pass' });
    expect((await operatorLogin({ loginName: 'ghost', password: 'wrong-pass' })).data).toEqual({ needCaptcha: 1 });
  });
});

describe('code sign-in tells nothing about a number', () => {
  it('gives one answer to a wrong code, registered or not, whatever the referral code', async () => {
    clock.advance(61_000);
    await t.smsCode('13800000002', 'login');
    await t.smsCode('13900000201', 'login');
    const answers = [];
    for (const mobile of ['13800000002', '13900000201', '13900000202']) {
      for (const referralCode of [undefined, 'NOPE0000', 'DEMO0001']) {
        const res = await t.call(userContracts.loginByCode, {
          mobile,
          code: '000000',
          ...(referralCode ? { referralCode } : {}),
        });
        answers.push([res.status, res.code, res.msg]);
      }
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify([400, 400, '验证码错误或已过期'])]),
    );
    expect(
      (await t.db.selectFrom('users').select('id').where('mobile', 'in', ['13900000201', '13900000202']).execute())
        .length,
    ).toBe(0);
    await t.db.deleteFrom('sign_in_failure').execute();
  });

  it('checks a referral code alike for new and known numbers once the code is right', async () => {
    clock.advance(61_000);
    const known = await t.smsCode('13800000002', 'login');
    const fresh = await t.smsCode('13900000203', 'login');
    const knownBad = await t.call(userContracts.loginByCode, {
      mobile: '13800000002',
      code: known,
      referralCode: 'NOPE0000',
    });
    const freshBad = await t.call(userContracts.loginByCode, {
      mobile: '13900000203',
      code: fresh,
      referralCode: 'NOPE0000',
    });
    expect([knownBad.code, knownBad.msg]).toEqual([400, '推荐码不存在']);
    expect([freshBad.code, freshBad.msg]).toEqual([400, '推荐码不存在']);
    // The code was right, so it still works once the referral code is fixed.
    const signedIn = await t.call(userContracts.loginByCode, {
      mobile: '13900000203',
      code: fresh,
      referralCode: 'demo0001',
    });
    expect(signedIn.code).toBe(200);
  });

  it('shares the guard: wrong codes ask for a captcha from the third and lock from the tenth', async () => {
    const mobile = '13900000204';
    clock.advance(61_000);
    const code = await t.smsCode(mobile, 'login');
    for (let i = 0; i < 3; i++) await t.call(userContracts.loginByCode, { mobile, code: '000000' });
    const needs = await t.call(userContracts.loginByCode, { mobile, code });
    expect([needs.code, needs.msg, needs.data]).toEqual([400, '请输入图形验证码', { needCaptcha: 1 }]);
    const withCaptcha = await t.call(userContracts.loginByCode, {
      mobile,
      code,
      ...(await t.captcha()),
    });
    expect(withCaptcha.code).toBe(200);
    // The password path counts against the same mobile.
    for (let i = 0; i < 10; i++) {
      await t.call(userContracts.loginByPassword, { mobile, password: 'wrong-pass', ...(await t.captcha()) });
    }
    clock.advance(61_000);
    const next = await t.smsCode(mobile, 'login');
    const locked = await t.call(userContracts.loginByCode, { mobile, code: next, ...(await t.captcha()) });
    expect([locked.code, locked.msg]).toEqual([429, '登录失败次数过多，账号已锁定，请 15 分钟后再试']);
  });
});

describe('daily SMS caps', () => {
  const capClock = createFakeClock();
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ clock: capClock, config: { smsCaps: { perAddressPerDay: 3, perSitePerDay: 5 } } });
  });
  afterAll(() => c.close());

  const send = async (mobile: string, remoteAddress: string, site = 11) => {
    const captcha = await c.captcha(site);
    return c.call(userContracts.sendCode, { mobile, purpose: 'register', ...captcha }, { site, ip: remoteAddress });
  };
  const alerts = async (token: string, site = 11) =>
    (await c.call(userContracts.adminPageSmsCapAlerts, {}, { as: { token }, site })).data;

  it('stops one address after its daily cap and tells the console once', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await send(`1370000000${i}`, '10.1.1.1')).code);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    expect((await send('13700000009', '10.1.1.1')).msg).toBe('今日短信发送次数已达上限，请明天再试');
    expect(await c.lastSms('13700000003')).toBeUndefined();
    const admin = await c.operatorToken();
    const page = await alerts(admin);
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ capKind: 'address', clientIp: '10.1.1.1', capLimit: 3 });
    // Another address still gets codes, until the whole school's cap.
    expect((await send('13700000010', '10.2.2.2')).code).toBe(200);
    expect((await send('13700000011', '10.3.3.3')).code).toBe(200);
    const siteCap = await send('13700000012', '10.4.4.4');
    expect([siteCap.code, siteCap.msg]).toEqual([429, '今日短信发送次数已达上限，请明天再试']);
    await send('13700000013', '10.5.5.5');
    expect((await alerts(admin)).list.map((alert) => alert.capKind)).toEqual(['site', 'address']);
    // Other schools are not affected and see none of it.
    expect((await send('13700000014', '10.4.4.4', OTHER_SITE_ID)).code).toBe(200);
    expect((await alerts(await c.operatorToken(OTHER_SITE_ID), OTHER_SITE_ID)).list).toEqual([]);
    // A day later the caps start again.
    capClock.advance(24 * 60 * 60_000 + 1);
    expect((await send('13700000015', '10.1.1.1')).code).toBe(200);
  });

  it('shows the alerts to operators only', async () => {
    expect((await c.call(userContracts.adminPageSmsCapAlerts, {})).code).toBe(303);
    expect((await c.call(userContracts.adminPageSmsCapAlerts, {}, { as: 'learner' })).code).toBe(302);
  });
});
