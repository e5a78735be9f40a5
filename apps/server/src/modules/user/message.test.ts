import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, Page, SmsOutboxItem, UserMessage } from '@school/contracts';
import { createTestApp, DEMO_PASSWORD, OTHER_SITE_ID, post, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let learner: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.operatorToken();
  learner = await t.tokenFor('13800000001');
});
afterAll(() => t.close());

const num = async (token: string) =>
  (await post<{ num: number }>(t.app, '/user/auth/msg/user/num', undefined, { token })).data.num;
const list = (token: string, body: object = {}) =>
  post<Page<UserMessage>>(t.app, '/user/auth/msg/user/list', body, { token });

describe('messages', () => {
  it('the operator sends to listed users and broadcasts to the whole school only', async () => {
    expect(await num(learner)).toBe(0);
    const one = await post(
      t.app,
      '/user/admin/msg/send',
      { title: '开课提醒', content: '雅思精讲班今晚 8 点开课', mobiles: ['13800000001'] },
      { token: admin },
    );
    expect(one.data).toEqual({ sentCount: 1 });
    const schoolUsers = await t.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', 11)
      .where('status_id', '=', 1)
      .execute();
    expect(schoolUsers.length).toBeGreaterThan(4);
    const all = await post(
      t.app,
      '/user/admin/msg/send',
      { title: '系统维护', content: '本周六凌晨系统维护', mobiles: [] },
      { token: admin },
    );
    expect(all.data).toEqual({ sentCount: schoolUsers.length });
    expect(await num(learner)).toBe(2);
    const otherSchool = await t.tokenFor('13800000001', OTHER_SITE_ID);
    expect(
      (
        await post<{ num: number }>(t.app, '/user/auth/msg/user/num', undefined, {
          token: otherSchool,
          site: OTHER_SITE_ID,
        })
      ).data.num,
    ).toBe(0);
    const sent = await post<Page<{ sendType: number; sentCount: number }>>(
      t.app,
      '/user/admin/msg/page',
      {},
      { token: admin },
    );
    expect(sent.data.list.map((item) => [item.sendType, item.sentCount])).toEqual([
      [1, schoolUsers.length],
      [2, 1],
    ]);
  });

  it('refuses unknown mobiles and empty titles, sending nothing', async () => {
    const unknown = await post(
      t.app,
      '/user/admin/msg/send',
      { title: '通知', content: '内容', mobiles: ['13800000001', '13999999999'] },
      { token: admin },
    );
    expect([unknown.code, unknown.msg]).toEqual([400, '以下手机号不是本校用户：13999999999']);
    expect(
      (await post(t.app, '/user/admin/msg/send', { title: '', content: '内容', mobiles: [] }, { token: admin })).code,
    ).toBe(400);
    expect(
      (await post(t.app, '/user/admin/msg/send', { title: '通知', content: '内容', mobiles: [] }, { token: learner }))
        .code,
    ).toBe(302);
    expect(await num(learner)).toBe(2);
  });

  it('lists, reads one, filters by read state and reads all', async () => {
    const page = await list(learner);
    expect(page.data.list.map((item) => item.title)).toEqual(['系统维护', '开课提醒']);
    const read = await post<UserMessage>(
      t.app,
      '/user/auth/msg/user/read',
      { id: page.data.list[1]!.id },
      { token: learner },
    );
    expect(read.data).toMatchObject({ title: '开课提醒', isRead: 1 });
    expect(await num(learner)).toBe(1);
    expect((await list(learner, { isRead: 0 })).data.list.map((item) => item.title)).toEqual(['系统维护']);
    await post(t.app, '/user/auth/msg/user/read/all', undefined, { token: learner });
    expect(await num(learner)).toBe(0);
  });

  it('never lets one user read or delete another user’s messages', async () => {
    const teacher = await t.tokenFor('13800000002');
    const theirs = (await list(teacher)).data.list[0]!;
    const mine = (await list(learner)).data.list[0]!;
    expect((await post(t.app, '/user/auth/msg/user/read', { id: theirs.id }, { token: learner })).code).toBe(404);
    const mixed = await post(
      t.app,
      '/user/auth/msg/user/batch/delete',
      { ids: [mine.id, theirs.id] },
      { token: learner },
    );
    expect([mixed.code, mixed.msg]).toEqual([404, '消息不存在或已被删除']);
    expect((await list(learner)).data.totalCount).toBe(2);
    expect((await list(teacher)).data.totalCount).toBe(1);
    expect((await post(t.app, '/user/auth/msg/user/batch/delete', { ids: [] }, { token: learner })).msg).toBe(
      '参数错误：ids 至少 1 项',
    );
    expect((await post(t.app, '/user/auth/msg/user/batch/delete', { ids: [mine.id] }, { token: learner })).code).toBe(
      200,
    );
    expect((await list(learner)).data.totalCount).toBe(1);
    expect((await post(t.app, '/user/auth/msg/user/list', {})).code).toBe(303);
  });
});

describe('operator user management and SMS outbox', () => {
  it('searches users by mobile or nickname, with full mobiles for the operator only', async () => {
    const res = await post<Page<AdminUser>>(t.app, '/user/admin/user/page', { keyword: '王老师' }, { token: admin });
    expect(res.data.list).toEqual([expect.objectContaining({ mobile: '13800000002', userType: 2 })]);
    const byMobile = await post<Page<AdminUser>>(
      t.app,
      '/user/admin/user/page',
      { keyword: '0000003' },
      { token: admin },
    );
    expect(byMobile.data.list.map((user) => user.nickname)).toEqual(['启航教育机构']);
    const wildcard = await post<Page<AdminUser>>(t.app, '/user/admin/user/page', { keyword: '%' }, { token: admin });
    expect(wildcard.data.totalCount).toBe(0);
    expect((await post(t.app, '/user/admin/user/page', { userType: 4 }, { token: admin })).code).toBe(400);
    expect((await post(t.app, '/user/admin/user/page', {}, { token: learner })).code).toBe(302);
  });

  it('disabling a user signs them out at once; enabling lets them back', async () => {
    const users = await post<Page<AdminUser>>(
      t.app,
      '/user/admin/user/page',
      { keyword: '13800000004' },
      { token: admin },
    );
    const id = users.data.list[0]!.id;
    const token = await t.tokenFor('13800000004');
    const disabled = await post<AdminUser>(t.app, '/user/admin/user/status', { id, statusId: 0 }, { token: admin });
    expect(disabled.data.statusId).toBe(0);
    expect((await post(t.app, '/user/auth/user/ext/view', undefined, { token })).code).toBe(302);
    expect(
      (await post(t.app, '/user/api/user/login/password', { mobile: '13800000004', password: DEMO_PASSWORD })).msg,
    ).toBe('账号已被停用，请联系管理员');
    await post(t.app, '/user/admin/user/status', { id, statusId: 1 }, { token: admin });
    expect(
      (await post(t.app, '/user/api/user/login/password', { mobile: '13800000004', password: DEMO_PASSWORD })).code,
    ).toBe(200);
    expect((await post(t.app, '/user/admin/user/status', { id: '1', statusId: 0 }, { token: admin })).code).toBe(404);
  });

  it('opens and closes 我的推荐 for one user of this school', async () => {
    const users = await post<Page<AdminUser>>(
      t.app,
      '/user/admin/user/page',
      { keyword: '13800000003' },
      { token: admin },
    );
    const id = users.data.list[0]!.id;
    expect(users.data.list[0]!.isRecommended).toBe(0);
    const token = await t.tokenFor('13800000003');
    const closed = await post(t.app, '/user/auth/user/ext/sharing/recommended', undefined, { token });
    expect(closed.status).toBe(403);
    const opened = await post<AdminUser>(
      t.app,
      '/user/admin/user/recommend',
      { id, isRecommended: 1 },
      { token: admin },
    );
    expect(opened.data.isRecommended).toBe(1);
    expect((await post(t.app, '/user/auth/user/ext/sharing/recommended', undefined, { token })).code).toBe(200);
    await post(t.app, '/user/admin/user/recommend', { id, isRecommended: 0 }, { token: admin });
    expect((await post(t.app, '/user/auth/user/ext/sharing/recommended', undefined, { token })).status).toBe(403);
    expect(
      (await post(t.app, '/user/admin/user/recommend', { id: '1', isRecommended: 1 }, { token: admin })).code,
    ).toBe(404);
    expect((await post(t.app, '/user/admin/user/recommend', { id, isRecommended: 2 }, { token: admin })).status).toBe(
      400,
    );
    expect((await t.asOtherAdmin('/user/admin/user/recommend', { id, isRecommended: 1 })).status).toBe(404);
    expect((await post(t.app, '/user/admin/user/recommend', { id, isRecommended: 1 }, { token })).status).not.toBe(200);
  });

  it('resets a password, showing the new one once', async () => {
    const users = await post<Page<AdminUser>>(
      t.app,
      '/user/admin/user/page',
      { keyword: '13800000003' },
      { token: admin },
    );
    const res = await post<{ password: string }>(
      t.app,
      '/user/admin/user/password/reset',
      { id: users.data.list[0]!.id },
      { token: admin },
    );
    expect(res.data.password).toMatch(/^[a-z2-9]{10}$/);
    expect(
      (await post(t.app, '/user/api/user/login/password', { mobile: '13800000003', password: res.data.password })).code,
    ).toBe(200);
  });

  it('shows the sandbox SMS outbox to the operator of that school', async () => {
    await t.smsCode('13900000077', 'login');
    const res = await post<Page<SmsOutboxItem>>(
      t.app,
      '/user/admin/sms/outbox/page',
      { mobile: '13900000077' },
      { token: admin },
    );
    expect(res.data.list[0]).toMatchObject({ mobile: '13900000077', purpose: 'login' });
    expect(res.data.list[0]!.content).toMatch(/验证码为 \d{6}/);
    const other = await t.asOtherAdmin<Page<SmsOutboxItem>>('/user/admin/sms/outbox/page', {});
    expect(other.data.list.map((item) => item.mobile)).not.toContain('13900000077');
    expect((await post(t.app, '/user/admin/sms/outbox/page', {}, { token: admin, site: OTHER_SITE_ID })).code).toBe(
      302,
    );
  });
});
