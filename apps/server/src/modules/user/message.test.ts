import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userContracts } from '@school/contracts';
import { malformed } from '../../testing/call.ts';
import { createTestApp, DEMO_PASSWORD, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let learner: string;
beforeAll(async () => {
  t = await createTestApp();
  learner = await t.tokenFor('13800000001');
});
afterAll(() => t.close());

const num = async (token: string) =>
  (await t.call(userContracts.countUnreadMessages, undefined, { as: { token } })).data.num;
const list = (token: string, body: object = {}) => t.call(userContracts.listMessages, body, { as: { token } });

describe('messages', () => {
  it('the operator sends to listed users and broadcasts to the whole school only', async () => {
    expect(await num(learner)).toBe(0);
    const one = await t.call(
      userContracts.adminSendMessage,
      { title: '开课提醒', content: '雅思精讲班今晚 8 点开课', mobiles: ['13800000001'] },
      { as: 'operator' },
    );
    expect(one.data).toEqual({ sentCount: 1 });
    const schoolUsers = await t.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', 11)
      .where('status_id', '=', 1)
      .execute();
    expect(schoolUsers.length).toBeGreaterThan(4);
    const all = await t.call(
      userContracts.adminSendMessage,
      { title: '系统维护', content: '本周六凌晨系统维护', mobiles: [] },
      { as: 'operator' },
    );
    expect(all.data).toEqual({ sentCount: schoolUsers.length });
    expect(await num(learner)).toBe(2);
    expect((await t.call(userContracts.countUnreadMessages, undefined, { as: 'otherSchoolUser' })).data.num).toBe(0);
    const sent = await t.call(userContracts.adminPageMessages, {}, { as: 'operator' });
    expect(sent.data.list.map((item) => [item.sendType, item.sentCount])).toEqual([
      [1, schoolUsers.length],
      [2, 1],
    ]);
  });

  it('refuses unknown mobiles and empty titles, sending nothing', async () => {
    const unknown = await t.call(
      userContracts.adminSendMessage,
      { title: '通知', content: '内容', mobiles: ['13800000001', '13999999999'] },
      { as: 'operator' },
    );
    expect([unknown.code, unknown.msg]).toEqual([400, '以下手机号不是本校用户：13999999999']);
    expect(
      (await t.call(userContracts.adminSendMessage, { title: '', content: '内容', mobiles: [] }, { as: 'operator' }))
        .code,
    ).toBe(400);
    expect(
      (
        await t.call(
          userContracts.adminSendMessage,
          { title: '通知', content: '内容', mobiles: [] },
          { as: { token: learner } },
        )
      ).code,
    ).toBe(302);
    expect(await num(learner)).toBe(2);
  });

  it('lists, reads one, filters by read state and reads all', async () => {
    const page = await list(learner);
    expect(page.data.list.map((item) => item.title)).toEqual(['系统维护', '开课提醒']);
    const read = await t.call(userContracts.readMessage, { id: page.data.list[1]!.id }, { as: { token: learner } });
    expect(read.data).toMatchObject({ title: '开课提醒', isRead: 1 });
    expect(await num(learner)).toBe(1);
    expect((await list(learner, { isRead: 0 })).data.list.map((item) => item.title)).toEqual(['系统维护']);
    await t.call(userContracts.readAllMessages, undefined, { as: { token: learner } });
    expect(await num(learner)).toBe(0);
  });

  it('never lets one user read or delete another user’s messages', async () => {
    const teacher = await t.tokenFor('13800000002');
    const theirs = (await list(teacher)).data.list[0]!;
    const mine = (await list(learner)).data.list[0]!;
    expect((await t.call(userContracts.readMessage, { id: theirs.id }, { as: { token: learner } })).code).toBe(404);
    const mixed = await t.call(userContracts.deleteMessages, { ids: [mine.id, theirs.id] }, { as: { token: learner } });
    expect([mixed.code, mixed.msg]).toEqual([404, '消息不存在或已被删除']);
    expect((await list(learner)).data.totalCount).toBe(2);
    expect((await list(teacher)).data.totalCount).toBe(1);
    expect((await t.call(userContracts.deleteMessages, { ids: [] }, { as: { token: learner } })).msg).toBe(
      '参数错误：ids 至少 1 项',
    );
    expect((await t.call(userContracts.deleteMessages, { ids: [mine.id] }, { as: { token: learner } })).code).toBe(200);
    expect((await list(learner)).data.totalCount).toBe(1);
    expect((await t.call(userContracts.listMessages, {})).code).toBe(303);
  });
});

describe('operator user management and SMS outbox', () => {
  it('searches users by mobile or nickname, with full mobiles for the operator only', async () => {
    const res = await t.call(userContracts.adminPageUsers, { keyword: '王老师' }, { as: 'operator' });
    expect(res.data.list).toEqual([expect.objectContaining({ mobile: '13800000002', userType: 2 })]);
    const byMobile = await t.call(userContracts.adminPageUsers, { keyword: '0000003' }, { as: 'operator' });
    expect(byMobile.data.list.map((user) => user.nickname)).toEqual(['启航教育机构']);
    const wildcard = await t.call(userContracts.adminPageUsers, { keyword: '%' }, { as: 'operator' });
    expect(wildcard.data.totalCount).toBe(0);
    expect((await t.call(userContracts.adminPageUsers, malformed({ userType: 4 }), { as: 'operator' })).code).toBe(400);
    expect((await t.call(userContracts.adminPageUsers, {}, { as: { token: learner } })).code).toBe(302);
  });

  it('disabling a user signs them out at once; enabling lets them back', async () => {
    const users = await t.call(userContracts.adminPageUsers, { keyword: '13800000004' }, { as: 'operator' });
    const id = users.data.list[0]!.id;
    const token = await t.tokenFor('13800000004');
    const disabled = await t.call(userContracts.adminSetUserStatus, { id, statusId: 0 }, { as: 'operator' });
    expect(disabled.data.statusId).toBe(0);
    expect((await t.call(userContracts.viewUserExt, undefined, { as: { token } })).code).toBe(302);
    expect((await t.call(userContracts.loginByPassword, { mobile: '13800000004', password: DEMO_PASSWORD })).msg).toBe(
      '账号已被停用，请联系管理员',
    );
    await t.call(userContracts.adminSetUserStatus, { id, statusId: 1 }, { as: 'operator' });
    expect((await t.call(userContracts.loginByPassword, { mobile: '13800000004', password: DEMO_PASSWORD })).code).toBe(
      200,
    );
    expect((await t.call(userContracts.adminSetUserStatus, { id: '1', statusId: 0 }, { as: 'operator' })).code).toBe(
      404,
    );
  });

  it('opens and closes 我的推荐 for one user of this school', async () => {
    const users = await t.call(userContracts.adminPageUsers, { keyword: '13800000003' }, { as: 'operator' });
    const id = users.data.list[0]!.id;
    expect(users.data.list[0]!.isRecommended).toBe(0);
    const token = await t.tokenFor('13800000003');
    const closed = await t.call(userContracts.viewReferralSharing, undefined, { as: { token } });
    expect(closed.status).toBe(403);
    const opened = await t.call(userContracts.adminSetUserRecommended, { id, isRecommended: 1 }, { as: 'operator' });
    expect(opened.data.isRecommended).toBe(1);
    expect((await t.call(userContracts.viewReferralSharing, undefined, { as: { token } })).code).toBe(200);
    await t.call(userContracts.adminSetUserRecommended, { id, isRecommended: 0 }, { as: 'operator' });
    expect((await t.call(userContracts.viewReferralSharing, undefined, { as: { token } })).status).toBe(403);
    expect(
      (await t.call(userContracts.adminSetUserRecommended, { id: '1', isRecommended: 1 }, { as: 'operator' })).code,
    ).toBe(404);
    expect(
      (await t.call(userContracts.adminSetUserRecommended, malformed({ id, isRecommended: 2 }), { as: 'operator' }))
        .status,
    ).toBe(400);
    expect(
      (await t.call(userContracts.adminSetUserRecommended, { id, isRecommended: 1 }, { as: 'otherOperator' })).status,
    ).toBe(404);
    expect(
      (await t.call(userContracts.adminSetUserRecommended, { id, isRecommended: 1 }, { as: { token } })).status,
    ).not.toBe(200);
  });

  it('resets a password, showing the new one once', async () => {
    const users = await t.call(userContracts.adminPageUsers, { keyword: '13800000003' }, { as: 'operator' });
    const res = await t.call(userContracts.adminResetUserPassword, { id: users.data.list[0]!.id }, { as: 'operator' });
    expect(res.data.password).toMatch(/^[a-z2-9]{10}$/);
    expect(
      (await t.call(userContracts.loginByPassword, { mobile: '13800000003', password: res.data.password })).code,
    ).toBe(200);
  });

  it('shows the sandbox SMS outbox to the operator of that school', async () => {
    await t.smsCode('13900000077', 'login');
    const res = await t.call(userContracts.adminPageSmsOutbox, { mobile: '13900000077' }, { as: 'operator' });
    expect(res.data.list[0]).toMatchObject({ mobile: '13900000077', purpose: 'login' });
    expect(res.data.list[0]!.content).toMatch(/验证码为 \d{6}/);
    const other = await t.call(userContracts.adminPageSmsOutbox, {}, { as: 'otherOperator' });
    expect(other.data.list.map((item) => item.mobile)).not.toContain('13900000077');
    expect((await t.call(userContracts.adminPageSmsOutbox, {}, { as: 'operator', site: OTHER_SITE_ID })).code).toBe(
      302,
    );
  });
});
