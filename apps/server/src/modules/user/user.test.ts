import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userContracts } from '@school/contracts';
import { createTestApp, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const view = (token?: string, site?: number) =>
  t.call(userContracts.viewUserExt, undefined, { as: token ? { token } : 'visitor', site });

describe('the signed-in user as the shell sees it', () => {
  it('gives the user with a masked mobile and the flags the menus need', async () => {
    const res = await view(await t.tokenFor('13800000001'));
    expect(res.code).toBe(200);
    expect(res.data).toEqual({
      id: expect.stringMatching(/^\d+$/),
      nickname: '英语学习者小李',
      mobile: '138****0001',
      headImgUrl: '/files/site/11/avatar-1_w400.png',
      userType: 1,
      isVip: 1,
      vipExpireTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      isRecommended: 1,
      sex: 0,
      remark: '',
      referralCode: 'DEMO0001',
      gmtCreate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(res.raw).not.toContain('password');
  });

  it('answers a visitor with 303 and a forged token with 302', async () => {
    expect(await view()).toMatchObject({ status: 401, code: 303, msg: '请先登录' });
    expect(await view('forged-token')).toMatchObject({ status: 401, code: 302, msg: '登录信息无效，请重新登录' });
    expect(await view('x'.repeat(500))).toMatchObject({ code: 302 });
  });

  it('does not accept a token from another school', async () => {
    const token = await t.tokenFor('13800000001');
    expect(await view(token, OTHER_SITE_ID)).toMatchObject({ code: 302 });
    const otherToken = await t.tokenFor('13800000001', OTHER_SITE_ID);
    expect((await view(otherToken, OTHER_SITE_ID)).data.nickname).toBe('分校学员');
  });

  it('answers the older token with 304 after the user signs in elsewhere', async () => {
    const first = await t.tokenFor('13800000002');
    const second = await t.tokenFor('13800000002');
    expect(await view(first)).toMatchObject({ code: 304, msg: '您的账号已在其他地方登录！' });
    expect((await view(second)).code).toBe(200);
  });

  it('answers an expired token with 301', async () => {
    const token = await t.tokenFor('13800000003');
    await t.db
      .updateTable('session')
      .set({ expires_at: Date.now() - 1 })
      .where('revoked_at', 'is', null)
      .execute();
    expect(await view(token)).toMatchObject({ code: 301, msg: '登录已过期，请重新登录' });
  });

  it('shuts out a disabled account at once', async () => {
    const token = await t.tokenFor('13800000004');
    await t.db.updateTable('users').set({ status_id: 0 }).where('mobile', '=', '13800000004').execute();
    expect(await view(token)).toMatchObject({ code: 302, msg: '账号已被停用，请联系管理员' });
  });
});
