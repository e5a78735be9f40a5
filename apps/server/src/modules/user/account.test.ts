import { malformed } from '../../testing/call.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userContracts } from '@school/contracts';
import { createFakeClock, createTestApp, DEMO_PASSWORD, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';

const clock = createFakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const countUsers = async (mobile: string) =>
  (await t.db.selectFrom('users').select('id').where('mobile', '=', mobile).where('site_id', '=', 11).execute()).length;

describe('image captcha', () => {
  it('gives a PNG picture and an id', async () => {
    const res = await t.call(userContracts.getCaptchaImage);
    expect(res.code).toBe(200);
    expect(res.data.image).toMatch(/^data:image\/png;base64,/);
    expect(res.data.captchaId).toMatch(/^[0-9a-f]{32}$/);
    expect(res.data.expireSeconds).toBe(300);
  });
});

describe('SMS codes', () => {
  it('need a right image captcha, which works only once', async () => {
    const wrong = await t.call(userContracts.sendCode, {
      mobile: '13900000001',
      purpose: 'register',
      captchaId: 'x',
      captchaCode: 'abcd',
    });
    expect([wrong.code, wrong.msg]).toEqual([400, '图形验证码错误或已过期']);
    const captcha = await t.captcha();
    expect(
      (await t.call(userContracts.sendCode, { mobile: '13900000001', purpose: 'register', ...captcha })).code,
    ).toBe(200);
    clock.advance(61_000);
    const reused = await t.call(userContracts.sendCode, {
      mobile: '13900000001',
      purpose: 'register',
      ...captcha,
    });
    expect(reused.msg).toBe('图形验证码错误或已过期');
    expect(await t.lastSms('13900000001')).toMatch(/^【启航英语网校】您的验证码为 \d{6}，5 分钟内有效。/);
  });

  it('go at most once a minute and ten times a day per mobile', async () => {
    const mobile = '13900000002';
    await t.smsCode(mobile, 'login');
    clock.advance(15_000);
    const tooSoon = await t.call(userContracts.sendCode, { mobile, purpose: 'login', ...(await t.captcha()) });
    expect([tooSoon.status, tooSoon.code, tooSoon.msg, tooSoon.data]).toEqual([
      429,
      429,
      '发送过于频繁，请 45 秒后再试',
      { retryAfter: 45 },
    ]);
    for (let i = 0; i < 9; i++) {
      clock.advance(61_000);
      await t.smsCode(mobile, 'login');
    }
    clock.advance(61_000);
    const eleventh = await t.call(userContracts.sendCode, {
      mobile,
      purpose: 'login',
      ...(await t.captcha()),
    });
    expect([eleventh.code, eleventh.msg]).toEqual([429, '该手机号今日验证码次数已达上限，请明天再试']);
  });

  it('refuse malformed mobiles and unknown purposes', async () => {
    const captcha = await t.captcha();
    const badMobile = await t.call(userContracts.sendCode, {
      mobile: '1234567890',
      purpose: 'login',
      ...captcha,
    });
    expect([badMobile.code, badMobile.msg]).toEqual([400, '参数错误：mobile 格式不正确']);
    const badPurpose = await t.call(
      userContracts.sendCode,
      malformed({ mobile: '13900000003', purpose: 'spam', ...captcha }),
    );
    expect([badPurpose.code, badPurpose.msg]).toEqual([400, '参数错误：purpose 取值不正确']);
  });

  it('answer a registered number as a new one, its owner told by text; never send reset codes to strangers', async () => {
    // A new day for this address's SMS cap.
    clock.advance(24 * 3_600_000);
    const ask = async (mobile: string) =>
      t.call(userContracts.sendCode, { mobile, purpose: 'register', ...(await t.captcha()) });
    const taken = await ask('13800000001');
    const fresh = await ask('13900000098');
    expect([taken.status, taken.code, taken.msg, taken.data]).toEqual([fresh.status, 200, '成功', fresh.data]);
    expect(await t.lastSms('13800000001')).toBe(
      '【启航英语网校】该手机号已注册，请直接登录。如非本人操作，请忽略本短信。',
    );
    expect(await t.lastSms('13900000098')).toMatch(/^【启航英语网校】您的验证码为 \d{6}/);
    // Asked again within the minute, both are refused alike.
    expect((await ask('13800000001')).msg).toBe((await ask('13900000098')).msg);

    const before = await t.db
      .selectFrom('users')
      .select(['password_hash'])
      .where('mobile', '=', '13800000001')
      .execute();
    for (const code of ['000000', '123456']) {
      const guess = await t.call(userContracts.register, {
        mobile: '13800000001',
        code,
        password: 'secret123',
      });
      expect([guess.code, guess.msg]).toEqual([400, '验证码错误或已过期']);
    }
    expect(
      await t.db.selectFrom('users').select(['password_hash']).where('mobile', '=', '13800000001').execute(),
    ).toEqual(before);

    const stranger = await t.call(userContracts.sendCode, {
      mobile: '13900000099',
      purpose: 'reset',
      ...(await t.captcha()),
    });
    expect(stranger.code).toBe(200);
    expect(await t.lastSms('13900000099')).toBeUndefined();
  });
});

describe('registration', () => {
  it('registers with a code from the outbox and signs the new learner in', async () => {
    clock.advance(61_000);
    const code = await t.smsCode('13900000010', 'register');
    const res = await t.call(userContracts.register, {
      mobile: '13900000010',
      code,
      password: 'secret123',
      nickname: '新同学',
      referralCode: 'demo0001',
    });
    expect(res.code).toBe(200);
    expect(res.data.userInfo).toMatchObject({ nickname: '新同学', mobile: '139****0010', userType: 1, isVip: 0 });
    expect(res.data.userInfo.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    const me = await t.call(userContracts.viewUserExt, undefined, { as: { token: res.data.token } });
    expect(me.data.nickname).toBe('新同学');
    const row = await t.db
      .selectFrom('users')
      .select(['referrer_user_id', 'password_hash'])
      .where('mobile', '=', '13900000010')
      .executeTakeFirstOrThrow();
    expect(row.referrer_user_id).not.toBeNull();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a reused code, a wrong code, a short password and an unknown referral code, creating nobody', async () => {
    clock.advance(61_000);
    const code = await t.smsCode('13900000011', 'register');
    const short = await t.call(userContracts.register, { mobile: '13900000011', code, password: '123' });
    expect([short.code, short.msg]).toEqual([400, '参数错误：password 长度不能少于 6 个字符']);
    const wrongCode = await t.call(userContracts.register, {
      mobile: '13900000011',
      code: code === '000000' ? '111111' : '000000',
      password: 'secret123',
    });
    expect([wrongCode.code, wrongCode.msg]).toEqual([400, '验证码错误或已过期']);
    const badReferral = await t.call(userContracts.register, {
      mobile: '13900000011',
      code,
      password: 'secret123',
      referralCode: 'NOPE',
    });
    expect([badReferral.code, badReferral.msg]).toEqual([400, '推荐码不存在']);
    expect(await countUsers('13900000011')).toBe(0);
    expect((await t.call(userContracts.register, { mobile: '13900000011', code, password: 'secret123' })).code).toBe(
      200,
    );
    const again = await t.call(userContracts.register, { mobile: '13900000011', code, password: 'secret123' });
    expect([again.code, again.msg]).toEqual([400, '验证码错误或已过期']);
  });

  it('refuses a number that got its account after the code was sent, creating nothing more', async () => {
    clock.advance(24 * 3_600_000);
    const code = await t.smsCode('13900000014', 'register');
    clock.advance(61_000);
    const login = await t.call(userContracts.loginByCode, {
      mobile: '13900000014',
      code: await t.smsCode('13900000014', 'login'),
    });
    expect(login.code).toBe(200);
    const res = await t.call(userContracts.register, { mobile: '13900000014', code, password: 'secret123' });
    expect([res.code, res.msg]).toEqual([400, '该手机号已注册，请直接登录']);
    expect(await countUsers('13900000014')).toBe(1);
  });

  it('refuses an expired code', async () => {
    clock.advance(61_000);
    const code = await t.smsCode('13900000012', 'register');
    clock.advance(5 * 60_000 + 1);
    const res = await t.call(userContracts.register, { mobile: '13900000012', code, password: 'secret123' });
    expect([res.code, res.msg]).toEqual([400, '验证码错误或已过期']);
    expect(await countUsers('13900000012')).toBe(0);
  });

  it('burns a code after five wrong guesses', async () => {
    clock.advance(61_000);
    const code = await t.smsCode('13900000013', 'register');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++)
      await t.call(userContracts.register, { mobile: '13900000013', code: wrong, password: 'secret123' });
    const right = await t.call(userContracts.register, { mobile: '13900000013', code, password: 'secret123' });
    expect(right.msg).toBe('验证码错误或已过期');
  });
});

describe('password sign-in', () => {
  it('signs in and answers the older session with 304 after a second sign-in elsewhere', async () => {
    const first = await t.call(userContracts.loginByPassword, {
      mobile: '13800000002',
      password: DEMO_PASSWORD,
    });
    expect(first.code).toBe(200);
    const second = await t.call(userContracts.loginByPassword, {
      mobile: '13800000002',
      password: DEMO_PASSWORD,
    });
    const old = await t.call(userContracts.viewUserExt, undefined, { as: { token: first.data.token } });
    expect([old.status, old.code, old.msg]).toEqual([401, 304, '您的账号已在其他地方登录！']);
    expect((await t.call(userContracts.viewUserExt, undefined, { as: { token: second.data.token } })).code).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown mobile', async () => {
    const wrong = await t.call(userContracts.loginByPassword, { mobile: '13800000003', password: 'nope-nope' });
    const unknown = await t.call(userContracts.loginByPassword, {
      mobile: '13900000404',
      password: 'nope-nope',
    });
    expect([wrong.code, wrong.msg, wrong.data]).toEqual([400, '手机号或密码错误', { needCaptcha: 0 }]);
    expect([unknown.code, unknown.msg, unknown.data]).toEqual([400, '手机号或密码错误', { needCaptcha: 0 }]);
  });

  it('asks for a captcha after three failures and locks the account after ten within 15 minutes', async () => {
    const mobile = '13800000004';
    for (let i = 0; i < 3; i++) await t.call(userContracts.loginByPassword, { mobile, password: 'bad-password' });
    const needs = await t.call(userContracts.loginByPassword, { mobile, password: DEMO_PASSWORD });
    expect([needs.code, needs.msg, needs.data]).toEqual([400, '请输入图形验证码', { needCaptcha: 1 }]);
    for (let i = 0; i < 7; i++) {
      const res = await t.call(userContracts.loginByPassword, {
        mobile,
        password: 'bad-password',
        ...(await t.captcha()),
      });
      expect(res.msg).toBe('手机号或密码错误');
    }
    const locked = await t.call(userContracts.loginByPassword, {
      mobile,
      password: DEMO_PASSWORD,
      ...(await t.captcha()),
    });
    expect([locked.code, locked.msg]).toEqual([429, '登录失败次数过多，账号已锁定，请 15 分钟后再试']);
    clock.advance(15 * 60_000 + 1);
    const after = await t.call(userContracts.loginByPassword, { mobile, password: DEMO_PASSWORD });
    expect(after.code).toBe(200);
  });

  it('refuses a disabled account', async () => {
    await t.db.updateTable('users').set({ status_id: 0 }).where('mobile', '=', '13900000010').execute();
    const res = await t.call(userContracts.loginByPassword, { mobile: '13900000010', password: 'secret123' });
    expect([res.code, res.msg]).toEqual([400, '账号已被停用，请联系管理员']);
    await t.db.updateTable('users').set({ status_id: 1 }).where('mobile', '=', '13900000010').execute();
  });

  it('keeps schools apart: a learner of site 12 cannot sign in to site 11 with that password', async () => {
    const res = await t.call(
      userContracts.loginByPassword,
      { mobile: '13800000001', password: DEMO_PASSWORD },
      { site: OTHER_SITE_ID },
    );
    expect(res.msg).toBe('手机号或密码错误');
  });
});

describe('code sign-in, reset and exit', () => {
  it('signs in by code, opening an account for a new number', async () => {
    clock.advance(61_000);
    const code = await t.smsCode('13900000020', 'login');
    const res = await t.call(userContracts.loginByCode, { mobile: '13900000020', code });
    expect(res.code).toBe(200);
    expect(res.data.userInfo.nickname).toBe('学员0020');
  });

  it('resets a password by code, ending every session', async () => {
    clock.advance(61_000);
    const before = await t.call(userContracts.loginByPassword, {
      mobile: '13900000011',
      password: 'secret123',
    });
    const code = await t.smsCode('13900000011', 'reset');
    const reset = await t.call(userContracts.updatePassword, {
      mobile: '13900000011',
      code,
      password: 'newsecret1',
    });
    expect(reset.code).toBe(200);
    expect((await t.call(userContracts.viewUserExt, undefined, { as: { token: before.data.token } })).code).toBe(302);
    expect((await t.call(userContracts.loginByPassword, { mobile: '13900000011', password: 'secret123' })).code).toBe(
      400,
    );
    expect((await t.call(userContracts.loginByPassword, { mobile: '13900000011', password: 'newsecret1' })).code).toBe(
      200,
    );
  });

  it('cannot reset a stranger’s password', async () => {
    const res = await t.call(userContracts.updatePassword, {
      mobile: '13900000099',
      code: '123456',
      password: 'newsecret1',
    });
    expect([res.code, res.msg]).toEqual([400, '验证码错误或已过期']);
  });

  it('signs out with clientType 1 and the token stops working', async () => {
    const login = await t.call(userContracts.loginByPassword, {
      mobile: '13900000011',
      password: 'newsecret1',
    });
    const exit = await t.call(userContracts.exitLogin, { clientType: 1 }, { as: { token: login.data.token } });
    expect(exit.code).toBe(200);
    expect((await t.call(userContracts.viewUserExt, undefined, { as: { token: login.data.token } })).code).toBe(302);
    expect((await t.call(userContracts.exitLogin, { clientType: 1 })).code).toBe(303);
  });
});

describe('WeChat QR sign-in (sandbox)', () => {
  const scan = (sceneId: string, openid: string, nickname: string) =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/wechat/scan',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ scene: sceneId, openid, nickname }).toString(),
    });
  const newScene = async () => (await t.call(userContracts.getMpQrCodeUrl)).data;
  const state = (sceneId: string, site?: number) => t.call(userContracts.checkQrCodeState, { sceneId }, { site });

  it('signs in the learner whose WeChat is bound, once', async () => {
    const scene = await newScene();
    expect(scene.qrcodeUrl).toMatch(/\/sandbox\/wechat\/scan\?scene=[0-9a-f]{32}$/);
    expect(scene.qrcodeImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await state(scene.sceneId)).data.state).toBe(0);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/wechat/scan?scene=${scene.sceneId}` });
    expect(page.body).toContain('模拟微信扫码');
    expect((await scan(scene.sceneId, 'sandbox-openid-13800000001', '小李的微信')).statusCode).toBe(200);
    const signedIn = await state(scene.sceneId);
    expect(signedIn.data.state).toBe(1);
    expect(signedIn.data.userInfo?.nickname).toBe('英语学习者小李');
    expect((await t.call(userContracts.viewUserExt, undefined, { as: { token: signedIn.data.token } })).code).toBe(200);
    expect((await state(scene.sceneId)).data).toMatchObject({ state: 3, token: '' });
  });

  it('asks a new WeChat user to bind a mobile, then signs them in', async () => {
    const scene = await newScene();
    await scan(scene.sceneId, 'sandbox-openid-new-1', '新微信用户');
    expect((await state(scene.sceneId)).data).toMatchObject({ state: 2, wxNickname: '新微信用户', token: '' });
    clock.advance(61_000);
    const code = await t.smsCode('13900000030', 'bind');
    const bound = await t.call(userContracts.registerByQrcode, {
      sceneId: scene.sceneId,
      mobile: '13900000030',
      code,
    });
    expect(bound.code).toBe(200);
    expect(bound.data.userInfo.nickname).toBe('新微信用户');
    const again = await newScene();
    await scan(again.sceneId, 'sandbox-openid-new-1', '新微信用户');
    expect((await state(again.sceneId)).data.state).toBe(1);
  });

  it('refuses a second scan, an expired scene and another school’s scene', async () => {
    const scene = await newScene();
    await scan(scene.sceneId, 'sandbox-openid-x', 'x');
    expect((await scan(scene.sceneId, 'sandbox-openid-y', 'y')).body).toContain('该二维码已被扫描');
    expect((await state(scene.sceneId, OTHER_SITE_ID)).code).toBe(404);
    const expiring = await newScene();
    clock.advance(5 * 60_000 + 1);
    expect((await state(expiring.sceneId)).data.state).toBe(3);
    const bind = await t.call(userContracts.registerByQrcode, {
      sceneId: expiring.sceneId,
      mobile: '13900000031',
      code: '123456',
    });
    expect([bind.code, bind.msg]).toEqual([409, '二维码已失效，请刷新后重新扫码']);
  });
});
