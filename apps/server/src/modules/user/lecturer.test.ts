import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminLecturerAudit,
  AttentionItem,
  LecturerAudit,
  Page,
  PublicLecturer,
  UserInfo,
} from '@school/contracts';
import { createTestApp, OTHER_SITE_ID, post, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let applicant: string;
let applicantId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.operatorToken();
  applicant = await t.tokenFor('13800000001');
  applicantId = (await post<UserInfo>(t.app, '/user/auth/user/ext/view', undefined, { token: applicant })).data.id;
});
afterAll(() => t.close());

const application = {
  lecturerName: '李老师',
  lecturerPosition: '四六级主讲',
  introduce: '八年四六级教学经验，擅长听力与阅读。',
  headImgUrl: '/files/site/11/avatar-13800000001.svg',
};
const unread = async (token: string) =>
  (await post<{ num: number }>(t.app, '/user/auth/msg/user/num', undefined, { token })).data.num;

describe('becoming a lecturer', () => {
  let auditId: string;

  it('a learner applies and cannot apply twice while waiting', async () => {
    const res = await post<LecturerAudit>(t.app, '/user/auth/lecturer/audit/apply', application, { token: applicant });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ ...application, auditStatus: 0, applyLive: 0 });
    auditId = res.data.id;
    const twice = await post(t.app, '/user/auth/lecturer/audit/apply', application, { token: applicant });
    expect([twice.code, twice.msg]).toEqual([409, '您的申请正在审核中，请耐心等待']);
    expect(
      (await post<LecturerAudit>(t.app, '/user/auth/lecturer/audit/view', undefined, { token: applicant })).data.id,
    ).toBe(auditId);
  });

  it('refuses visitors and incomplete applications', async () => {
    expect((await post(t.app, '/user/auth/lecturer/audit/apply', application)).code).toBe(303);
    const other = await t.tokenFor('13800000004');
    const short = await post(
      t.app,
      '/user/auth/lecturer/audit/apply',
      { ...application, introduce: '太短' },
      { token: other },
    );
    expect([short.code, short.msg]).toEqual([400, '参数错误：introduce 长度不能少于 10 个字符']);
    const noPhoto = await post(
      t.app,
      '/user/auth/lecturer/audit/apply',
      { ...application, headImgUrl: '' },
      { token: other },
    );
    expect(noPhoto.msg).toBe('参数错误：headImgUrl 不能为空');
    const outsidePhoto = await post(
      t.app,
      '/user/auth/lecturer/audit/apply',
      { ...application, headImgUrl: 'https://tracker.example.com/me.jpg' },
      { token: other },
    );
    expect([outsidePhoto.code, outsidePhoto.msg]).toEqual([400, '参数错误：headImgUrl 只能使用本站上传的图片']);
    expect((await post(t.app, '/user/auth/lecturer/audit/view', undefined, { token: other })).data).toBeNull();
  });

  it('the console lists waiting applications; learners and other schools cannot decide', async () => {
    const page = await post<Page<AdminLecturerAudit>>(
      t.app,
      '/user/admin/lecturer/audit/page',
      { auditStatus: 0 },
      { token: admin },
    );
    expect(page.data.list.map((item) => item.id)).toEqual([auditId]);
    expect(page.data.list[0]).toMatchObject({ mobile: '13800000001', userId: applicantId });
    expect(
      (await post(t.app, '/user/admin/lecturer/audit/approve', { id: auditId, auditOpinion: '' }, { token: applicant }))
        .code,
    ).toBe(302);
    expect((await t.asOtherAdmin<Page<AdminLecturerAudit>>('/user/admin/lecturer/audit/page', {})).data.list).toEqual(
      [],
    );
    const otherAdmin = await t.asOtherAdmin('/user/admin/lecturer/audit/approve', { id: auditId, auditOpinion: '' });
    expect([otherAdmin.code, otherAdmin.msg]).toEqual([404, '讲师申请不存在']);
    const noOpinion = await post(
      t.app,
      '/user/admin/lecturer/audit/reject',
      { id: auditId, auditOpinion: '' },
      { token: admin },
    );
    expect(noOpinion.msg).toBe('参数错误：auditOpinion 不能为空');
  });

  it('approval makes the learner a teacher, publishes the profile and tells them', async () => {
    const before = await unread(applicant);
    const res = await post<AdminLecturerAudit>(
      t.app,
      '/user/admin/lecturer/audit/approve',
      { id: auditId, auditOpinion: '资料完整' },
      { token: admin },
    );
    expect(res.data.auditStatus).toBe(1);
    const me = await post<UserInfo>(t.app, '/user/auth/user/ext/view', undefined, { token: applicant });
    expect(me.data.userType).toBe(2);
    expect(await unread(applicant)).toBe(before + 1);
    const mine = await post(t.app, '/user/auth/lecturer/view', undefined, { token: applicant });
    expect(mine.data).toMatchObject({ lecturerName: '李老师', lecturerPosition: '四六级主讲' });
    const again = await post(
      t.app,
      '/user/admin/lecturer/audit/approve',
      { id: auditId, auditOpinion: '' },
      { token: admin },
    );
    expect([again.code, again.msg]).toEqual([409, '该申请已审核，请勿重复操作']);
  });

  it('later edits wait for audit while the public keeps the approved profile', async () => {
    const edited = await post<LecturerAudit>(
      t.app,
      '/user/auth/lecturer/audit/update',
      { ...application, lecturerPosition: '雅思主讲' },
      { token: applicant },
    );
    expect(edited.data.auditStatus).toBe(0);
    const publicView = await post<PublicLecturer>(t.app, '/user/api/lecturer/view', { lecturerUserId: applicantId });
    expect(publicView.data.lecturerPosition).toBe('四六级主讲');
    await post(t.app, '/user/admin/lecturer/audit/approve', { id: edited.data.id, auditOpinion: '' }, { token: admin });
    expect(
      (await post<PublicLecturer>(t.app, '/user/api/lecturer/view', { lecturerUserId: applicantId })).data
        .lecturerPosition,
    ).toBe('雅思主讲');
  });

  it('a rejected application carries the opinion and can be sent again', async () => {
    const other = await t.tokenFor('13800000004');
    const applied = await post<LecturerAudit>(t.app, '/user/auth/lecturer/audit/apply', application, { token: other });
    const rejected = await post<AdminLecturerAudit>(
      t.app,
      '/user/admin/lecturer/audit/reject',
      { id: applied.data.id, auditOpinion: '请补充教学经历' },
      { token: admin },
    );
    expect(rejected.data).toMatchObject({ auditStatus: 2, auditOpinion: '请补充教学经历' });
    expect((await post<UserInfo>(t.app, '/user/auth/user/ext/view', undefined, { token: other })).data.userType).toBe(
      1,
    );
    const resent = await post<LecturerAudit>(t.app, '/user/auth/lecturer/audit/apply', application, { token: other });
    expect(resent.data).toMatchObject({ id: applied.data.id, auditStatus: 0, auditOpinion: '' });
  });

  it('a teacher asks for live teaching through audit', async () => {
    const res = await post<LecturerAudit>(t.app, '/user/auth/lecturer/audit/applyLive', undefined, {
      token: applicant,
    });
    expect(res.data).toMatchObject({ applyLive: 1, auditStatus: 0 });
    await post(t.app, '/user/admin/lecturer/audit/approve', { id: res.data.id, auditOpinion: '' }, { token: admin });
    expect(
      (await post<PublicLecturer>(t.app, '/user/api/lecturer/view', { lecturerUserId: applicantId })).data.isLive,
    ).toBe(1);
    const learner = await t.tokenFor('13800000004');
    const notTeacher = await post(t.app, '/user/auth/lecturer/audit/applyLive', undefined, { token: learner });
    expect(notTeacher.code).toBe(409);
  });
});

describe('following lecturers', () => {
  let teacherId: string;
  beforeAll(async () => {
    const teacher = await t.tokenFor('13800000002');
    teacherId = (await post<UserInfo>(t.app, '/user/auth/user/ext/view', undefined, { token: teacher })).data.id;
  });

  it('a visitor sees the public lecturer page with the follower count', async () => {
    const res = await post<PublicLecturer>(t.app, '/user/api/lecturer/view', { lecturerUserId: teacherId });
    expect(res.data).toMatchObject({ lecturerName: '王老师', attentionCount: 0, isAttention: 0 });
    expect(
      (await post(t.app, '/user/api/lecturer/view', { lecturerUserId: teacherId }, { site: OTHER_SITE_ID })).code,
    ).toBe(404);
    expect((await post(t.app, '/user/api/lecturer/view', { lecturerUserId: 'abc' })).code).toBe(400);
    expect((await post(t.app, '/user/api/lecturer/view', { lecturerUserId: '999999' })).msg).toBe('讲师不存在');
  });

  it('a learner follows, lists and unfollows', async () => {
    const token = await t.tokenFor('13800000003');
    expect(
      (await post(t.app, '/user/auth/lecturer/attention/save', { lecturerUserId: teacherId }, { token })).code,
    ).toBe(200);
    expect(
      (await post(t.app, '/user/auth/lecturer/attention/save', { lecturerUserId: teacherId }, { token })).code,
    ).toBe(200);
    const view = await post<PublicLecturer>(t.app, '/user/api/lecturer/view', { lecturerUserId: teacherId }, { token });
    expect(view.data).toMatchObject({ attentionCount: 1, isAttention: 1 });
    const list = await post<Page<AttentionItem>>(t.app, '/user/auth/lecturer/attention/list', {}, { token });
    expect(list.data.list.map((item) => item.lecturerName)).toEqual(['王老师']);
    expect(
      (await post(t.app, '/user/auth/lecturer/attention/delete', { lecturerUserId: teacherId }, { token })).code,
    ).toBe(200);
    const none = await post(t.app, '/user/auth/lecturer/attention/delete', { lecturerUserId: teacherId }, { token });
    expect([none.code, none.msg]).toEqual([404, '您没有关注该讲师']);
  });

  it('refuses following oneself, non-lecturers and visitors', async () => {
    const teacher = await t.tokenFor('13800000002');
    expect(
      (await post(t.app, '/user/auth/lecturer/attention/save', { lecturerUserId: teacherId }, { token: teacher })).msg,
    ).toBe('不能关注自己');
    const token = await t.tokenFor('13800000003');
    expect((await post(t.app, '/user/auth/lecturer/attention/save', { lecturerUserId: '12345' }, { token })).code).toBe(
      404,
    );
    expect((await post(t.app, '/user/auth/lecturer/attention/save', { lecturerUserId: teacherId })).code).toBe(303);
    expect((await post(t.app, '/user/auth/lecturer/attention/list', { pageSize: 101 }, { token })).msg).toBe(
      '参数错误：pageSize 不能大于 100',
    );
  });
});
