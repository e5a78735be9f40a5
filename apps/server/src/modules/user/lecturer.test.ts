import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userContracts } from '@school/contracts';
import { createTestApp, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let applicant: string;
let applicantId: string;
beforeAll(async () => {
  t = await createTestApp();
  applicant = await t.tokenFor('13800000001');
  applicantId = (await t.call(userContracts.viewUserExt, undefined, { as: { token: applicant } })).data.id;
});
afterAll(() => t.close());

const application = {
  lecturerName: '李老师',
  lecturerPosition: '四六级主讲',
  introduce: '八年四六级教学经验，擅长听力与阅读。',
  headImgUrl: '/files/site/11/avatar-lecturer.svg',
};
const unread = async (token: string) =>
  (await t.call(userContracts.countUnreadMessages, undefined, { as: { token } })).data.num;

describe('becoming a lecturer', () => {
  let auditId: string;

  it('a learner applies and cannot apply twice while waiting', async () => {
    const res = await t.call(userContracts.applyLecturer, application, { as: { token: applicant } });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ ...application, auditStatus: 0, applyLive: 0 });
    auditId = res.data.id;
    const twice = await t.call(userContracts.applyLecturer, application, { as: { token: applicant } });
    expect([twice.code, twice.msg]).toEqual([409, '您的申请正在审核中，请耐心等待']);
    expect((await t.call(userContracts.viewLecturerAudit, undefined, { as: { token: applicant } })).data?.id).toBe(
      auditId,
    );
  });

  it('refuses visitors and incomplete applications', async () => {
    expect((await t.call(userContracts.applyLecturer, application)).code).toBe(303);
    const other = await t.tokenFor('13800000004');
    const short = await t.call(
      userContracts.applyLecturer,
      { ...application, introduce: '太短' },
      { as: { token: other } },
    );
    expect([short.code, short.msg]).toEqual([400, '参数错误：introduce 长度不能少于 10 个字符']);
    const noPhoto = await t.call(
      userContracts.applyLecturer,
      { ...application, headImgUrl: '' },
      { as: { token: other } },
    );
    expect(noPhoto.msg).toBe('参数错误：headImgUrl 不能为空');
    const outsidePhoto = await t.call(
      userContracts.applyLecturer,
      { ...application, headImgUrl: 'https://tracker.example.com/me.jpg' },
      { as: { token: other } },
    );
    expect([outsidePhoto.code, outsidePhoto.msg]).toEqual([400, '参数错误：headImgUrl 只能使用本站上传的图片']);
    expect((await t.call(userContracts.viewLecturerAudit, undefined, { as: { token: other } })).data).toBeNull();
  });

  it('the console lists waiting applications; learners and other schools cannot decide', async () => {
    const page = await t.call(userContracts.adminPageLecturerAudits, { auditStatus: 0 }, { as: 'operator' });
    expect(page.data.list.map((item) => item.id)).toEqual([auditId]);
    expect(page.data.list[0]).toMatchObject({ mobile: '13800000001', userId: applicantId });
    expect(
      (
        await t.call(
          userContracts.adminApproveLecturer,
          { id: auditId, auditOpinion: '' },
          { as: { token: applicant } },
        )
      ).code,
    ).toBe(302);
    expect((await t.call(userContracts.adminPageLecturerAudits, {}, { as: 'otherOperator' })).data.list).toEqual([]);
    const otherAdmin = await t.call(
      userContracts.adminApproveLecturer,
      { id: auditId, auditOpinion: '' },
      { as: 'otherOperator' },
    );
    expect([otherAdmin.code, otherAdmin.msg]).toEqual([404, '讲师申请不存在']);
    const noOpinion = await t.call(
      userContracts.adminRejectLecturer,
      { id: auditId, auditOpinion: '' },
      { as: 'operator' },
    );
    expect(noOpinion.msg).toBe('参数错误：auditOpinion 不能为空');
  });

  it('approval makes the learner a teacher, publishes the profile and tells them', async () => {
    const before = await unread(applicant);
    const res = await t.call(
      userContracts.adminApproveLecturer,
      { id: auditId, auditOpinion: '资料完整' },
      { as: 'operator' },
    );
    expect(res.data.auditStatus).toBe(1);
    const me = await t.call(userContracts.viewUserExt, undefined, { as: { token: applicant } });
    expect(me.data.userType).toBe(2);
    expect(await unread(applicant)).toBe(before + 1);
    const mine = await t.call(userContracts.viewMyLecturer, undefined, { as: { token: applicant } });
    expect(mine.data).toMatchObject({ lecturerName: '李老师', lecturerPosition: '四六级主讲' });
    const again = await t.call(
      userContracts.adminApproveLecturer,
      { id: auditId, auditOpinion: '' },
      { as: 'operator' },
    );
    expect([again.code, again.msg]).toEqual([409, '该申请已审核，请勿重复操作']);
  });

  it('later edits wait for audit while the public keeps the approved profile', async () => {
    const edited = await t.call(
      userContracts.updateLecturerAudit,
      { ...application, lecturerPosition: '雅思主讲' },
      { as: { token: applicant } },
    );
    expect(edited.data.auditStatus).toBe(0);
    const publicView = await t.call(userContracts.viewLecturer, { lecturerUserId: applicantId });
    expect(publicView.data.lecturerPosition).toBe('四六级主讲');
    await t.call(userContracts.adminApproveLecturer, { id: edited.data.id, auditOpinion: '' }, { as: 'operator' });
    expect((await t.call(userContracts.viewLecturer, { lecturerUserId: applicantId })).data.lecturerPosition).toBe(
      '雅思主讲',
    );
  });

  it('a rejected application carries the opinion and can be sent again', async () => {
    const other = await t.tokenFor('13800000004');
    const applied = await t.call(userContracts.applyLecturer, application, { as: { token: other } });
    const rejected = await t.call(
      userContracts.adminRejectLecturer,
      { id: applied.data.id, auditOpinion: '请补充教学经历' },
      { as: 'operator' },
    );
    expect(rejected.data).toMatchObject({ auditStatus: 2, auditOpinion: '请补充教学经历' });
    expect((await t.call(userContracts.viewUserExt, undefined, { as: { token: other } })).data.userType).toBe(1);
    const resent = await t.call(userContracts.applyLecturer, application, { as: { token: other } });
    expect(resent.data).toMatchObject({ id: applied.data.id, auditStatus: 0, auditOpinion: '' });
  });

  it('a teacher asks for live teaching through audit', async () => {
    const res = await t.call(userContracts.applyLiveLecturer, undefined, { as: { token: applicant } });
    expect(res.data).toMatchObject({ applyLive: 1, auditStatus: 0 });
    await t.call(userContracts.adminApproveLecturer, { id: res.data.id, auditOpinion: '' }, { as: 'operator' });
    expect((await t.call(userContracts.viewLecturer, { lecturerUserId: applicantId })).data.isLive).toBe(1);
    const notTeacher = await t.call(userContracts.applyLiveLecturer, undefined, { as: { user: '13800000004' } });
    expect(notTeacher.code).toBe(409);
  });
});

describe('following lecturers', () => {
  let teacherId: string;
  beforeAll(async () => {
    const teacher = await t.tokenFor('13800000002');
    teacherId = (await t.call(userContracts.viewUserExt, undefined, { as: { token: teacher } })).data.id;
  });

  it('a visitor sees the public lecturer page with the follower count', async () => {
    const res = await t.call(userContracts.viewLecturer, { lecturerUserId: teacherId });
    expect(res.data).toMatchObject({ lecturerName: '王老师', attentionCount: 0, isAttention: 0 });
    expect(
      (await t.call(userContracts.viewLecturer, { lecturerUserId: teacherId }, { site: OTHER_SITE_ID })).code,
    ).toBe(404);
    expect((await t.call(userContracts.viewLecturer, { lecturerUserId: 'abc' })).code).toBe(400);
    expect((await t.call(userContracts.viewLecturer, { lecturerUserId: '999999' })).msg).toBe('讲师不存在');
  });

  it('a learner follows, lists and unfollows', async () => {
    const token = await t.tokenFor('13800000003');
    expect((await t.call(userContracts.saveAttention, { lecturerUserId: teacherId }, { as: { token } })).code).toBe(
      200,
    );
    expect((await t.call(userContracts.saveAttention, { lecturerUserId: teacherId }, { as: { token } })).code).toBe(
      200,
    );
    const view = await t.call(userContracts.viewLecturer, { lecturerUserId: teacherId }, { as: { token } });
    expect(view.data).toMatchObject({ attentionCount: 1, isAttention: 1 });
    const list = await t.call(userContracts.listAttention, {}, { as: { token } });
    expect(list.data.list.map((item) => item.lecturerName)).toEqual(['王老师']);
    expect((await t.call(userContracts.deleteAttention, { lecturerUserId: teacherId }, { as: { token } })).code).toBe(
      200,
    );
    const none = await t.call(userContracts.deleteAttention, { lecturerUserId: teacherId }, { as: { token } });
    expect([none.code, none.msg]).toEqual([404, '您没有关注该讲师']);
  });

  it('refuses following oneself, non-lecturers and visitors', async () => {
    const teacher = await t.tokenFor('13800000002');
    expect(
      (await t.call(userContracts.saveAttention, { lecturerUserId: teacherId }, { as: { token: teacher } })).msg,
    ).toBe('不能关注自己');
    const token = await t.tokenFor('13800000003');
    expect((await t.call(userContracts.saveAttention, { lecturerUserId: '12345' }, { as: { token } })).code).toBe(404);
    expect((await t.call(userContracts.saveAttention, { lecturerUserId: teacherId })).code).toBe(303);
    expect((await t.call(userContracts.listAttention, { pageSize: 101 }, { as: { token } })).msg).toBe(
      '参数错误：pageSize 不能大于 100',
    );
  });
});
