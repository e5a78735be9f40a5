import {
  GradeApplyStatus,
  GradeJoinType,
  GradeRole,
  UserType,
  type GradeApplyRecord,
  type GradeCard,
  type GradeInfo,
  type GradeStudent,
} from '@school/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learner } from '../../../../test/fixtures';
import { fakeApi, pageOf } from '../../../../test/fake-api';
import { argsFor, ok } from '../../../../test/loader-args';
import { renderPage } from '../../../../test/render-page';
import { toGradeSave } from '../components/grade-form';
import { GradeAdminPage } from './grade-admin-page';
import { GradeListPage, loadGradeList } from './grade-list-page';
import { GradeTeacherPage } from './grade-teacher-page';
import { GradeViewPage, loadGradeView } from './grade-view-page';
import { MyGradesPage } from './my-grades-page';

// antd's first render of a file is slow on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

const card = (id: string, fields: Partial<GradeCard> = {}): GradeCard => ({
  id,
  gradeName: '雅思 7 分精品班',
  categoryId: '7',
  categoryName: '雅思托福',
  gradeLogo: '',
  introduce: '<p>王老师亲自带班</p><script>alert(1)</script>',
  lecturerUserId: '5',
  lecturerName: '王老师',
  beginTime: '2026-11-21 00:00:00',
  endTime: '2027-01-27 23:59:59',
  capacity: 50,
  studentCount: 3,
  joinType: GradeJoinType.apply,
  isPublic: 1,
  statusId: 1,
  isExpired: 0,
  ...fields,
});
const info = (id: string, myRole: number, fields: Partial<GradeInfo> = {}): GradeInfo => ({
  ...card(id),
  myRole,
  myApplyStatus: myRole === 0 ? 0 : 3,
  invitationCode: '',
  gmtCreate: '2026-11-20 10:00:00',
  ...fields,
});
const application: GradeApplyRecord = {
  id: '71',
  gradeId: '31',
  userId: '100',
  nickname: '英语学习者小李',
  headImgUrl: '',
  remark: '每周能学习十小时',
  auditStatus: GradeApplyStatus.waiting,
  auditOpinion: '',
  gmtCreate: '2026-11-22 09:00:00',
};
const student: GradeStudent = {
  userId: '100',
  nickname: '英语学习者小李',
  headImgUrl: '',
  role: GradeRole.student,
  remark: '',
  gmtCreate: '2026-11-22 09:00:00',
};
const teacher = { ...learner, id: '5', nickname: '王老师', userType: UserType.teacher };

describe('/grade', () => {
  it('the loader asks for the category, name and page of the address, leaving out what it cannot read', async () => {
    const { args, callApi } = argsFor('/grade?categoryId=7&gradeName=%E9%9B%85%E6%80%9D&page=2', {
      '/exam/api/grade/info/category': ok([{ id: '7', categoryName: '雅思托福' }]),
      '/exam/api/grade/info/page': ok(pageOf([card('31')], 2, 12)),
    });
    const data = await loadGradeList(args);
    expect(data.filters).toEqual({ categoryId: '7', gradeName: '雅思', page: 2 });
    expect(callApi).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/exam/api/grade/info/page',
        body: { pageCurrent: 2, pageSize: 12, categoryId: '7', gradeName: '雅思' },
      }),
    );

    const bad = argsFor('/grade?categoryId=abc', {
      '/exam/api/grade/info/page': ok(pageOf([], 1, 12)),
    });
    expect((await loadGradeList(bad.args)).filters).toEqual({ page: 1 });
  });

  it('shows the classes by category with places left, each linking to its page', async () => {
    const data = {
      filters: { categoryId: '7', page: 1 },
      categories: [
        { id: '6', categoryName: '英语四六级' },
        { id: '7', categoryName: '雅思托福' },
      ],
      page: pageOf([card('31'), card('32', { gradeName: '四级冲刺班', studentCount: 50 })], 1, 12),
    };
    renderPage(<GradeListPage title="甄选课" />, { path: '/grade?categoryId=7', loader: () => data });
    await screen.findByText('共 2 个班级');
    const tabs = screen.getByRole('navigation', { name: '班级分类' });
    expect(within(tabs).getByRole('link', { name: '雅思托福' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: '全部' }).getAttribute('href')).toBe('/grade');
    expect(screen.getByRole('link', { name: /雅思 7 分精品班/ }).getAttribute('href')).toBe('/grade/view/31');
    expect(screen.getByText('剩余 47 个名额')).toBeTruthy();
    expect(screen.getByText('已满员')).toBeTruthy();
  });
});

describe('/grade/view/{id}', () => {
  const viewData = { grade: card('31'), courses: pageOf([], 1, 50) };

  it('an unknown class is the 404 page; a malformed id too', async () => {
    const { args } = argsFor('/grade/view/9', { '/exam/api/grade/info/page': ok(pageOf([], 1, 1)) }, { id: '9' });
    await expect(loadGradeView(args)).rejects.toMatchObject({ init: { status: 404 } });
    const malformed = argsFor('/grade/view/x', {}, { id: 'x' });
    await expect(loadGradeView(malformed.args)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('shows the introduction as text, never its markup, and asks a visitor to sign in for class exams', async () => {
    renderPage(<GradeViewPage title="甄选课" />, { path: '/grade/view/31', loader: () => viewData });
    await screen.findByText('王老师亲自带班');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('登录并加入班级后，可在这里参加班级考试。')).toBeTruthy();
    expect(screen.getByText('班级还没有安排课程')).toBeTruthy();
  });

  it('a visitor who applies is sent to sign in first', async () => {
    const { router } = renderPage(<GradeViewPage title="甄选课" />, {
      path: '/grade/view/31',
      loader: () => viewData,
    });
    fireEvent.click(await screen.findByRole('button', { name: '申请加入' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('a learner applies with a remark and is told the application waits', async () => {
    const fake = fakeApi({ viewGrade: info('31', 0), joinGrade: { joinResult: 2 } });
    renderPage(<GradeViewPage title="甄选课" />, {
      path: '/grade/view/31',
      loader: () => viewData,
      api: fake.api,
      user: learner,
    });
    // The button waits (loading) while my state is read.
    await screen.findByText('提交申请后由班级管理员审核');
    await waitFor(() => expect(document.querySelector('.grade-join .ant-btn-loading')).toBeNull());
    fireEvent.click(screen.getByText('申请加入'));
    fireEvent.change(screen.getByLabelText('申请说明'), { target: { value: '每周能学习十小时' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await screen.findByText('申请已提交，请等待班级管理员审核');
    expect(fake.inputsOf('joinGrade')).toEqual([{ gradeId: '31', remark: '每周能学习十小时' }]);
  });

  it('a member sees their role instead of the join button', async () => {
    const fake = fakeApi({ viewGrade: info('31', GradeRole.student) });
    renderPage(<GradeViewPage title="甄选课" />, {
      path: '/grade/view/31',
      loader: () => viewData,
      api: fake.api,
      user: learner,
    });
    await screen.findByText('您是该班级的学员');
    expect(screen.queryByRole('button', { name: '申请加入' })).toBeNull();
  });

  it('a code class asks for the code', async () => {
    const fake = fakeApi({ viewGrade: info('33', 0), joinGrade: { joinResult: 1 } });
    renderPage(<GradeViewPage title="甄选课" />, {
      path: '/grade/view/33',
      loader: () => ({ ...viewData, grade: card('33', { joinType: GradeJoinType.code }) }),
      api: fake.api,
      user: learner,
    });
    fireEvent.change(await screen.findByLabelText('邀请码'), { target: { value: ' CODE2026 ' } });
    fireEvent.click(screen.getByRole('button', { name: '凭邀请码加入' }));
    await waitFor(() => expect(fake.inputsOf('joinGrade')).toEqual([{ gradeId: '33', invitationCode: 'CODE2026' }]));
  });
});

describe('/account/grades/my', () => {
  it('lists my current classes with my progress, and quits one', async () => {
    const fake = fakeApi({
      pageMyCurrentGrades: pageOf([info('31', GradeRole.student)]),
      listGradeCourseProgress: [
        { courseId: '41', courseName: '雅思全科', periodCount: 10, learnedCount: 4, progress: 40 },
      ],
      quitGrade: null,
    });
    renderPage(<MyGradesPage title="甄选课" />, { path: '/account/grades/my', api: fake.api, user: learner });
    await screen.findByText('雅思 7 分精品班');
    expect(screen.getByRole('link', { name: '班级考试' }).getAttribute('href')).toBe(
      '/account/grades/my?tab=exams&gradeId=31',
    );
    fireEvent.click(screen.getByRole('button', { name: '我的进度' }));
    await screen.findByText('雅思全科（4/10 课时）');
    expect(fake.inputsOf('listGradeCourseProgress')).toEqual([{ gradeId: '31' }]);
    fireEvent.click(screen.getByRole('button', { name: '退出班级' }));
    fireEvent.click(await screen.findByRole('button', { name: '退出' }));
    await waitFor(() => expect(fake.inputsOf('quitGrade')).toEqual([{ gradeId: '31' }]));
  });

  it('the expired tab asks for the classes that ended', async () => {
    const fake = fakeApi({ pageMyExpiredGrades: pageOf([]) });
    renderPage(<MyGradesPage title="甄选课" />, {
      path: '/account/grades/my?tab=expired',
      api: fake.api,
      user: learner,
    });
    await screen.findByText('没有已结束的班级');
    expect(fake.inputsOf('pageMyExpiredGrades')).toEqual([{ pageCurrent: 1, pageSize: 10 }]);
  });
});

describe('/account/grades/admin', () => {
  it('approves an application with an opinion, and several at once', async () => {
    const second = { ...application, id: '72', nickname: '学员小王', remark: '想提高口语' };
    const fake = fakeApi({
      pageRunGrades: pageOf([info('31', GradeRole.owner)]),
      summarizeGradeApplications: { waitCount: 2, approvedCount: 0, rejectedCount: 0, ignoredCount: 0 },
      pageGradeApplications: pageOf([application, second]),
      auditGradeApplication: null,
      auditGradeApplications: null,
    });
    renderPage(<GradeAdminPage title="甄选课" />, { path: '/account/grades/admin', api: fake.api, user: teacher });
    const row = (await screen.findByText('每周能学习十小时')).closest('tr')!;
    fireEvent.click(within(row as HTMLElement).getByText('通过'));
    fireEvent.change(screen.getByLabelText('审核意见'), { target: { value: '欢迎加入' } });
    fireEvent.click(screen.getByText('确定'));
    await waitFor(() =>
      expect(fake.inputsOf('auditGradeApplication')).toEqual([{ id: '71', auditStatus: 1, auditOpinion: '欢迎加入' }]),
    );

    fireEvent.click(screen.getByLabelText('选择英语学习者小李的申请'));
    fireEvent.click(screen.getByLabelText('选择学员小王的申请'));
    fireEvent.click(screen.getByText('批量拒绝'));
    await screen.findByText('拒绝 2 条申请');
    fireEvent.click(screen.getByText('确定'));
    await waitFor(() =>
      expect(fake.inputsOf('auditGradeApplications')).toEqual([{ ids: ['71', '72'], auditStatus: 2 }]),
    );
  });

  it('the owner makes a student an administrator, and the menu answer is asked again', async () => {
    const fake = fakeApi({
      pageRunGrades: pageOf([info('31', GradeRole.owner)]),
      pageGradeStudents: pageOf([student]),
      updateGradeAdmin: null,
      isGradeAdmin: true,
    });
    renderPage(<GradeAdminPage title="甄选课" />, {
      path: '/account/grades/admin?gradeId=31&tab=students',
      api: fake.api,
      user: teacher,
    });
    fireEvent.click(await screen.findByText('设为管理员'));
    await waitFor(() =>
      expect(fake.inputsOf('updateGradeAdmin')).toEqual([{ gradeId: '31', userId: '100', isAdmin: 1 }]),
    );
    await waitFor(() => expect(fake.inputsOf('isGradeAdmin')).toHaveLength(1));
  });

  it('an administrator cannot appoint; the exams tab lists the class exams', async () => {
    const fake = fakeApi({
      pageRunGrades: pageOf([info('31', GradeRole.admin)]),
      pageGradeStudents: pageOf([student]),
      pageGradeExams: pageOf([]),
    });
    renderPage(<GradeAdminPage title="甄选课" />, {
      path: '/account/grades/admin?tab=students',
      api: fake.api,
      user: learner,
    });
    await screen.findByText('移出');
    expect(screen.queryByText('设为管理员')).toBeNull();
    fireEvent.click(screen.getByText('班级考试'));
    await screen.findByText('班级还没有考试');
    expect(fake.inputsOf('pageGradeExams')).toEqual([{ gradeId: '31', pageCurrent: 1, pageSize: 10 }]);
  });

  it('says so when the reader runs no class', async () => {
    renderPage(<GradeAdminPage title="甄选课" />, {
      path: '/account/grades/admin',
      api: fakeApi({ pageRunGrades: pageOf([]) }).api,
      user: learner,
    });
    await screen.findByText('您还没有管理的班级');
  });
});

describe('/account/grades/teacher', () => {
  it('a learner is told classes are for teachers and organisations', async () => {
    renderPage(<GradeTeacherPage />, { path: '/account/grades/teacher', user: learner });
    await screen.findByText('此功能仅对讲师和机构开放');
  });

  it('a teacher disbands a class they own', async () => {
    const fake = fakeApi({
      pageRunGrades: pageOf([info('31', GradeRole.owner)]),
      disbandGrade: null,
      isGradeAdmin: false,
    });
    renderPage(<GradeTeacherPage />, { path: '/account/grades/teacher', api: fake.api, user: teacher });
    fireEvent.click(await screen.findByRole('button', { name: '解散' }));
    await screen.findByText('确定解散该班级吗？');
    fireEvent.click(screen.getAllByRole('button', { name: '解散' }).at(-1)!);
    await waitFor(() => expect(fake.inputsOf('disbandGrade')).toEqual([{ id: '31' }]));
  });

  it('the class form refuses an end before the start and a missing cover, and saves nothing', async () => {
    const fake = fakeApi({
      pageRunGrades: pageOf([]),
      listGradeCategories: [{ id: '7', categoryName: '雅思托福' }],
      saveGrade: info('35', GradeRole.owner),
      isGradeAdmin: true,
    });
    const { store } = renderPage(<GradeTeacherPage />, {
      path: '/account/grades/teacher',
      api: fake.api,
      user: teacher,
    });
    fireEvent.click((await screen.findAllByRole('button', { name: '创建班级' }))[0]!);
    fireEvent.change(screen.getByLabelText('班级名称'), { target: { value: '口语提高班' } });
    fireEvent.mouseDown(screen.getByLabelText('班级分类'));
    fireEvent.click(await screen.findByTitle('雅思托福'));
    fireEvent.change(screen.getByLabelText('开班日期'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('结班日期'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: '创建班级' }));
    await screen.findByText('结班日期不能早于开班日期');
    await screen.findByText('请上传班级封面');
    expect(fake.inputsOf('saveGrade')).toEqual([]);
    expect(store.getState().isGradeAdmin).toBe(false);
  });
});

describe('a class as the form saves it', () => {
  it('runs from the first moment of the first day to the last of the last; a code only for code classes', () => {
    const values = {
      gradeName: ' 口语提高班 ',
      categoryId: '7',
      gradeLogo: '/files/a.png',
      introduce: '',
      beginDay: '2026-12-01',
      endDay: '2026-12-31',
      capacity: 30,
      joinType: GradeJoinType.apply,
      invitationCode: 'ABCD',
      isPublic: true,
    };
    expect(toGradeSave(values)).toEqual({
      gradeName: '口语提高班',
      categoryId: '7',
      gradeLogo: '/files/a.png',
      introduce: '',
      beginTime: '2026-12-01 00:00:00',
      endTime: '2026-12-31 23:59:59',
      capacity: 30,
      joinType: GradeJoinType.apply,
      invitationCode: undefined,
      isPublic: 1,
    });
    expect(toGradeSave({ ...values, joinType: GradeJoinType.code }).invitationCode).toBe('ABCD');
  });
});
