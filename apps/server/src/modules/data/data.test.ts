import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFeedback, Feedback, Page, UserMessage } from '@school/contracts';
import { createTestApp, OTHER_SITE_ID, post, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let learner: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.operatorToken();
  learner = await t.tokenFor('13800000001');
});
afterAll(() => t.close());

const feedback = {
  content: '视频播放偶尔卡顿，希望优化。',
  contact: 'QQ 12345',
  images: ['/files/upload/11/shot.png'],
};

describe('feedback', () => {
  it('a learner sends feedback and sees it in their list', async () => {
    const saved = await post<Feedback>(t.app, '/data/auth/user/feedback/save', feedback, { token: learner });
    expect(saved.data).toMatchObject({ ...feedback, replyStatus: 0, reply: '', replyTime: '' });
    const mine = await post<Page<Feedback>>(t.app, '/data/auth/user/feedback/page', {}, { token: learner });
    expect(mine.data.list.map((item) => item.id)).toEqual([saved.data.id]);
    const teacher = await t.tokenFor('13800000002');
    expect(
      (await post<Page<Feedback>>(t.app, '/data/auth/user/feedback/page', {}, { token: teacher })).data.totalCount,
    ).toBe(0);
  });

  it('refuses visitors, too-short text, too many or unsafe pictures', async () => {
    expect((await post(t.app, '/data/auth/user/feedback/save', feedback)).code).toBe(303);
    expect(
      (await post(t.app, '/data/auth/user/feedback/save', { ...feedback, content: '短' }, { token: learner })).msg,
    ).toBe('参数错误：content 长度不能少于 5 个字符');
    expect(
      (
        await post(
          t.app,
          '/data/auth/user/feedback/save',
          { ...feedback, images: Array(5).fill('/a.png') },
          { token: learner },
        )
      ).msg,
    ).toBe('参数错误：images 最多 4 项');
    expect(
      (
        await post(
          t.app,
          '/data/auth/user/feedback/save',
          { ...feedback, images: ['javascript:x'] },
          { token: learner },
        )
      ).msg,
    ).toBe('参数错误：images[0] 不是合法的链接地址');
  });

  it('the operator replies once and the learner gets a message', async () => {
    const inbox = await post<Page<AdminFeedback>>(
      t.app,
      '/data/admin/feedback/page',
      { replyStatus: 0 },
      { token: admin },
    );
    expect(inbox.data.list[0]).toMatchObject({ mobile: '13800000001', nickname: '英语学习者小李' });
    const id = inbox.data.list[0]!.id;
    expect((await post(t.app, '/data/admin/feedback/reply', { id, reply: '已优化' }, { token: learner })).code).toBe(
      302,
    );
    // Another school's operator, signed in to their own school, neither sees nor answers it.
    expect((await t.asOtherAdmin<Page<AdminFeedback>>('/data/admin/feedback/page', {})).data.totalCount).toBe(0);
    expect(await t.asOtherAdmin('/data/admin/feedback/reply', { id, reply: '已优化' })).toMatchObject({
      code: 404,
      msg: '反馈不存在',
    });
    // This school's console token does not open the other school at all.
    expect(
      (await post(t.app, '/data/admin/feedback/reply', { id, reply: '已优化' }, { token: admin, site: OTHER_SITE_ID }))
        .code,
    ).toBe(302);
    const replied = await post<AdminFeedback>(
      t.app,
      '/data/admin/feedback/reply',
      { id, reply: '已优化播放节点，感谢反馈！' },
      { token: admin },
    );
    expect(replied.data).toMatchObject({ replyStatus: 1, reply: '已优化播放节点，感谢反馈！' });
    expect(replied.data.replyTime).toMatch(/^\d{4}-/);
    const twice = await post(t.app, '/data/admin/feedback/reply', { id, reply: '再回复' }, { token: admin });
    expect([twice.code, twice.msg]).toEqual([409, '该反馈已回复']);
    const messages = await post<Page<UserMessage>>(t.app, '/user/auth/msg/user/list', {}, { token: learner });
    expect(messages.data.list[0]).toMatchObject({ title: '您的意见反馈有回复了', msgType: 3 });
    expect((await post(t.app, '/data/admin/feedback/reply', { id: '42', reply: 'x' }, { token: admin })).code).toBe(
      404,
    );
  });

  it('takes only pictures stored by the school, every one of them, and keeps nothing otherwise', async () => {
    const sender = await t.tokenFor('13800000003');
    const outside = await post(
      t.app,
      '/data/auth/user/feedback/save',
      { ...feedback, images: ['/files/upload/11/a.png', 'https://tracker.example.com/pixel.png'] },
      { token: sender },
    );
    expect([outside.code, outside.msg]).toEqual([400, '参数错误：images[1] 只能使用本站上传的图片']);
    const sitePath = await post(
      t.app,
      '/data/auth/user/feedback/save',
      { ...feedback, images: ['/list/a.png'] },
      { token: sender },
    );
    expect([sitePath.code, sitePath.msg]).toEqual([400, '参数错误：images[0] 只能使用本站上传的图片']);
    const mine = async () =>
      (await post<Page<Feedback>>(t.app, '/data/auth/user/feedback/page', {}, { token: sender })).data;
    expect((await mine()).totalCount).toBe(0);

    const own = await post<Feedback>(t.app, '/data/auth/user/feedback/save', feedback, { token: sender });
    expect(own.code).toBe(200);
    expect((await mine()).list.map((item) => item.images)).toEqual([feedback.images]);
  });
});
