import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataContracts, userContracts } from '@school/contracts';
import { createTestApp, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let learner: string;
beforeAll(async () => {
  t = await createTestApp();
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
    const saved = await t.call(dataContracts.saveFeedback, feedback, { as: { token: learner } });
    expect(saved.data).toMatchObject({ ...feedback, replyStatus: 0, reply: '', replyTime: '' });
    const mine = await t.call(dataContracts.pageFeedback, {}, { as: { token: learner } });
    expect(mine.data.list.map((item) => item.id)).toEqual([saved.data.id]);
    expect(
      (await t.call(dataContracts.pageFeedback, {}, { as: 'teacher' })).data.totalCount,
    ).toBe(0);
  });

  it('refuses visitors, too-short text, too many or unsafe pictures', async () => {
    expect((await t.call(dataContracts.saveFeedback, feedback)).code).toBe(303);
    expect(
      (await t.call(dataContracts.saveFeedback, { ...feedback, content: '短' }, { as: { token: learner } })).msg,
    ).toBe('参数错误：content 长度不能少于 5 个字符');
    expect(
      (
        await t.call(dataContracts.saveFeedback, { ...feedback, images: Array(5).fill('/a.png') }, { as: { token: learner } })
      ).msg,
    ).toBe('参数错误：images 最多 4 项');
    expect(
      (
        await t.call(dataContracts.saveFeedback, { ...feedback, images: ['javascript:x'] }, { as: { token: learner } })
      ).msg,
    ).toBe('参数错误：images[0] 不是合法的链接地址');
  });

  it('the operator replies once and the learner gets a message', async () => {
    const inbox = await t.call(dataContracts.adminPageFeedback, { replyStatus: 0 }, { as: 'operator' });
    expect(inbox.data.list[0]).toMatchObject({ mobile: '13800000001', nickname: '英语学习者小李' });
    const id = inbox.data.list[0]!.id;
    expect((await t.call(dataContracts.adminReplyFeedback, { id, reply: '已优化' }, { as: { token: learner } })).code).toBe(
      302,
    );
    // Another school's operator, signed in to their own school, neither sees nor answers it.
    expect((await t.call(dataContracts.adminPageFeedback, {}, { as: 'otherOperator' })).data.totalCount).toBe(0);
    expect(await t.call(dataContracts.adminReplyFeedback, { id, reply: '已优化' }, { as: 'otherOperator' })).toMatchObject({
      code: 404,
      msg: '反馈不存在',
    });
    // This school's console token does not open the other school at all.
    expect(
      (await t.call(dataContracts.adminReplyFeedback, { id, reply: '已优化' }, { as: 'operator', site: OTHER_SITE_ID }))
        .code,
    ).toBe(302);
    const replied = await t.call(dataContracts.adminReplyFeedback, { id, reply: '已优化播放节点，感谢反馈！' }, { as: 'operator' });
    expect(replied.data).toMatchObject({ replyStatus: 1, reply: '已优化播放节点，感谢反馈！' });
    expect(replied.data.replyTime).toMatch(/^\d{4}-/);
    const twice = await t.call(dataContracts.adminReplyFeedback, { id, reply: '再回复' }, { as: 'operator' });
    expect([twice.code, twice.msg]).toEqual([409, '该反馈已回复']);
    const messages = await t.call(userContracts.listMessages, {}, { as: { token: learner } });
    expect(messages.data.list[0]).toMatchObject({ title: '您的意见反馈有回复了', msgType: 3 });
    expect((await t.call(dataContracts.adminReplyFeedback, { id: '42', reply: 'x' }, { as: 'operator' })).code).toBe(
      404,
    );
  });

  it('takes only pictures stored by the school, every one of them, and keeps nothing otherwise', async () => {
    const outside = await t.call(dataContracts.saveFeedback, { ...feedback, images: ['/files/upload/11/a.png', 'https://tracker.example.com/pixel.png'] }, { as: { user: '13800000003' } });
    expect([outside.code, outside.msg]).toEqual([400, '参数错误：images[1] 只能使用本站上传的图片']);
    const sitePath = await t.call(dataContracts.saveFeedback, { ...feedback, images: ['/list/a.png'] }, { as: { user: '13800000003' } });
    expect([sitePath.code, sitePath.msg]).toEqual([400, '参数错误：images[0] 只能使用本站上传的图片']);
    const mine = async () =>
      (await t.call(dataContracts.pageFeedback, {}, { as: { user: '13800000003' } })).data;
    expect((await mine()).totalCount).toBe(0);

    const own = await t.call(dataContracts.saveFeedback, feedback, { as: { user: '13800000003' } });
    expect(own.code).toBe(200);
    expect((await mine()).list.map((item) => item.images)).toEqual([feedback.images]);
  });
});
