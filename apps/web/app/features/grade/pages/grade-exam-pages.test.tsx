import {
  GradeExamMessages,
  GradeExamRelationStatus,
  GradeJoinType,
  GradeRole,
  ProblemType,
  UserType,
  type GradeExam,
  type GradeExamRelation,
  type GradeExamScore,
  type GradeExamWindow,
  type GradeInfo,
  type PaperProblem,
} from '@school/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learner } from '../../../../test/fixtures';
import { fakeApi, pageOf, refuse } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { GradeAdminPage } from './grade-admin-page';
import { GradeExplainPage } from './grade-explain-page';
import { GradeResultPage } from './grade-result-page';
import { GradeTeacherPage } from './grade-teacher-page';
import { MyGradesPage } from './my-grades-page';

// antd's first render of a file is slow on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

const teacher = { ...learner, id: '5', nickname: '王老师', userType: UserType.teacher };

const examWindow: GradeExamWindow = {
  gradeExamId: '61',
  gradeId: '31',
  examName: '雅思写作第一次测验',
  beginTime: '2026-11-27 09:00:00',
  endTime: '2026-12-11 09:00:00',
  answerMinutes: 60,
  totalScore: 40,
  passScore: 24,
  examState: 2,
  serverTime: '2026-11-28 10:00:00',
};

const relation = (fields: Partial<GradeExamRelation> = {}): GradeExamRelation => ({
  id: '81',
  gradeExamId: '61',
  gradeId: '31',
  gradeName: '雅思 7 分精品班',
  userId: '100',
  nickname: '英语学习者小李',
  examName: '雅思写作第一次测验',
  beginTime: '2026-11-27 09:00:00',
  endTime: '2026-12-11 09:00:00',
  answerMinutes: 60,
  examState: 2,
  relationStatus: GradeExamRelationStatus.notStarted,
  relationStatusName: '未开始',
  startTime: '',
  deadline: '',
  submitTime: '',
  submitWay: 0,
  remainingMs: 0,
  position: 0,
  totalScore: 40,
  passScore: 24,
  scoreShown: 0,
  sysScore: 0,
  teacherScore: 0,
  score: 0,
  isPass: 0,
  rank: 0,
  isCompensate: 0,
  isIgnore: 0,
  ...fields,
});

const problem = (id: string, problemType: number, score: number): PaperProblem => ({
  id,
  problemType,
  content: `<p>第 ${id} 题</p>`,
  options: problemType === ProblemType.single ? [{ key: 'A', content: 'yes' }] : [],
  blankCount: 0,
  score,
  audioUrl: '',
  playLimit: 0,
  children: [],
});

const scoreSheet = (fields: Partial<GradeExamRelation>): GradeExamScore => ({
  relation: relation({ submitTime: '2026-11-28 10:30:00', ...fields }),
  titles: [
    {
      titleName: '单项选择',
      description: '',
      titleType: 1,
      score: 10,
      problems: [problem('1', ProblemType.single, 10)],
      rules: [],
      gained: 10,
    },
    {
      titleName: '短文写作',
      description: '',
      titleType: 1,
      score: 30,
      problems: [problem('2', ProblemType.essay, 30)],
      rules: [],
      gained: 21.5,
    },
  ],
  answers: [
    {
      problemId: '1',
      answer: ['A'],
      maxScore: 10,
      state: 1,
      sysScore: 10,
      teacherScore: 0,
      score: 10,
      comment: '',
    },
    {
      problemId: '2',
      answer: ['Reading widens horizons.'],
      maxScore: 30,
      state: fields.relationStatus === GradeExamRelationStatus.marking ? 4 : 5,
      sysScore: 0,
      teacherScore: fields.relationStatus === GradeExamRelationStatus.marking ? 0 : 21.5,
      score: fields.relationStatus === GradeExamRelationStatus.marking ? 0 : 21.5,
      comment: fields.relationStatus === GradeExamRelationStatus.marking ? '' : '结构清楚',
    },
  ],
});

const gradeInfo: GradeInfo = {
  id: '31',
  gradeName: '雅思 7 分精品班',
  categoryId: '7',
  categoryName: '雅思托福',
  gradeLogo: '',
  introduce: '',
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
  myRole: GradeRole.owner,
  myApplyStatus: 3,
  invitationCode: '',
  gmtCreate: '2026-11-20 10:00:00',
};

const gradeExam = (fields: Partial<GradeExam> = {}): GradeExam => ({
  id: '61',
  gradeId: '31',
  examId: '91',
  examName: '雅思写作第一次测验',
  paperName: '四级翻译与写作专项',
  beginTime: '2026-11-27 09:00:00',
  endTime: '2026-12-11 09:00:00',
  answerMinutes: 60,
  studentScope: 1,
  scoreShow: 2,
  isRank: 1,
  totalScore: 40,
  passScore: 24,
  examState: 2,
  compensateBeginTime: '',
  compensateEndTime: '',
  compensateFailed: 0,
  studentCount: 3,
  submittedCount: 1,
  markedCount: 0,
  gmtCreate: '2026-11-20 10:00:00',
  ...fields,
});

describe('/exam/gradeExplain', () => {
  it('shows the window and, in place, why the exam cannot begin yet; no begin button', async () => {
    const fake = fakeApi({
      checkGradeExamWindow: { ...examWindow, examState: 1 },
      viewMyGradeExam: relation({ examState: 1 }),
      checkMyGradeExam: refuse(999, GradeExamMessages.notBegun),
    });
    renderPage(<GradeExplainPage />, { path: '/exam/gradeExplain?gradeExamId=61', api: fake.api, user: learner });
    await screen.findByText(GradeExamMessages.notBegun);
    expect(screen.getByText('2026-11-27 09:00 至 2026-12-11 09:00')).toBeTruthy();
    expect(screen.getByText('60 分钟')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '开始考试' })).toBeNull();
    // Shown in place, not as a toast.
    expect(fake.toast).not.toHaveBeenCalled();
    expect(fake.inputsOf('checkMyGradeExam')).toEqual([{ gradeExamId: '61' }]);
  });

  it('a late joiner claims a place, agrees to the rules and begins in class mode', async () => {
    let claimed = false;
    const fake = fakeApi({
      checkGradeExamWindow: examWindow,
      viewMyGradeExam: () => (claimed ? relation() : refuse(999, GradeExamMessages.claimFirst)),
      checkMyGradeExam: () => (claimed ? relation() : refuse(999, GradeExamMessages.claimFirst)),
      claimGradeExam: () => {
        claimed = true;
        return relation();
      },
      beginGradeExam: { relation: relation({ relationStatus: 2 }), titles: [], answers: [] },
    });
    const { router } = renderPage(<GradeExplainPage />, {
      path: '/exam/gradeExplain?gradeExamId=61',
      api: fake.api,
      user: learner,
    });
    fireEvent.click(await screen.findByRole('button', { name: '领取考试' }));
    await waitFor(() => expect(fake.inputsOf('claimGradeExam')).toEqual([{ gradeExamId: '61' }]));
    const begin = await screen.findByRole('button', { name: '开始考试' });
    expect(begin.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByText('我已阅读并遵守考试须知'));
    fireEvent.click(begin);
    await waitFor(() => expect(router.state.location.search).toBe('?relationId=81'));
    expect(router.state.location.pathname).toBe('/exam/exam');
    expect(fake.inputsOf('beginGradeExam')).toEqual([{ gradeExamId: '61' }]);
  });

  it('a student answering continues; a visitor is asked to sign in', async () => {
    const fake = fakeApi({
      checkGradeExamWindow: examWindow,
      viewMyGradeExam: relation({ relationStatus: 2, relationStatusName: '答题中', deadline: '2026-11-28 11:00:00' }),
      checkMyGradeExam: relation({ relationStatus: 2 }),
    });
    renderPage(<GradeExplainPage />, { path: '/exam/gradeExplain?gradeExamId=61', api: fake.api, user: learner });
    const go = await screen.findByRole('link', { name: '继续答题' });
    expect(go.getAttribute('href')).toBe('/exam/exam?relationId=81');

    renderPage(<GradeExplainPage />, {
      path: '/exam/gradeExplain?gradeExamId=61',
      api: fakeApi({ checkGradeExamWindow: examWindow }).api,
    });
    await screen.findByText('登录后即可查看您的考试状态并参加考试');
  });
});

describe('/exam/gradeResult', () => {
  it('shows the system and the teacher score by section, the comment and the rank', async () => {
    const fake = fakeApi({
      viewGradeExamScore: scoreSheet({
        relationStatus: GradeExamRelationStatus.marked,
        relationStatusName: '已批阅',
        scoreShown: 1,
        sysScore: 10,
        teacherScore: 21.5,
        score: 31.5,
        isPass: 1,
        rank: 2,
      }),
    });
    renderPage(<GradeResultPage />, { path: '/exam/gradeResult?relationId=81', api: fake.api, user: learner });
    await screen.findByText('31.5');
    expect(screen.getByText('21.5 分')).toBeTruthy();
    expect(screen.getByText('第 2 名')).toBeTruthy();
    expect(screen.getByText('恭喜您通过考试（及格 24 分）')).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['单项选择', '10', '0', '10', '10']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['短文写作', '0', '21.5', '21.5', '30']);
    expect(screen.getByText('老师评语：结构清楚')).toBeTruthy();
  });

  it('a withheld score says when it will show instead', async () => {
    const fake = fakeApi({ viewGradeExamScore: refuse(999, GradeExamMessages.scoreAfterMarking) });
    renderPage(<GradeResultPage />, { path: '/exam/gradeResult?relationId=81', api: fake.api, user: learner });
    await screen.findByText(GradeExamMessages.scoreAfterMarking);
    expect(screen.getByText(/公布后可在“我的班级考试”中查看/)).toBeTruthy();
    expect(fake.toast).not.toHaveBeenCalled();
  });
});

describe('/account/grades/my?tab=exams', () => {
  it('badges the exams waiting, links each to its page, and hides a reminder', async () => {
    const fake = fakeApi({
      countGradeExamTips: 1,
      pageMyGradeExams: pageOf([
        relation(),
        relation({
          id: '82',
          examName: '雅思阅读测验',
          relationStatus: GradeExamRelationStatus.marked,
          relationStatusName: '已批阅',
          scoreShown: 1,
          score: 30,
        }),
      ]),
      ignoreGradeExam: null,
    });
    renderPage(<MyGradesPage title="甄选课" />, {
      path: '/account/grades/my?tab=exams&gradeId=31',
      api: fake.api,
      user: learner,
    });
    await screen.findByText('雅思阅读测验');
    expect(fake.inputsOf('pageMyGradeExams')).toEqual([{ gradeId: '31', pageCurrent: 1, pageSize: 10 }]);
    await screen.findByTitle('待参加的考试');
    expect(screen.getByRole('link', { name: '去考试' }).getAttribute('href')).toBe('/exam/gradeExplain?gradeExamId=61');
    expect(screen.getByRole('link', { name: '查看成绩' }).getAttribute('href')).toBe('/exam/gradeResult?relationId=82');
    fireEvent.click(screen.getByRole('button', { name: '不再提醒' }));
    await waitFor(() => expect(fake.inputsOf('ignoreGradeExam')).toEqual([{ relationId: '81' }]));
  });
});

describe('/account/grades/admin?tab=exams', () => {
  it('sets an exam on a published paper for all students, with its window and when scores show', async () => {
    const fake = fakeApi({
      pageRunGrades: pageOf([gradeInfo]),
      pageGradeExams: pageOf([]),
      pageGradeExamPapers: pageOf([
        {
          id: '91',
          examName: '四级翻译与写作专项',
          answerMinutes: 60,
          totalScore: 40,
        } as never,
      ]),
      pageGradeStudents: pageOf([]),
      saveGradeExam: gradeExam(),
    });
    renderPage(<GradeAdminPage title="甄选课" />, {
      path: '/account/grades/admin?gradeId=31&tab=exams',
      api: fake.api,
      user: teacher,
    });
    await screen.findByText('班级还没有考试');
    fireEvent.click(screen.getByRole('button', { name: '发布考试' }));
    fireEvent.mouseDown(await screen.findByLabelText('试卷'));
    fireEvent.click(await screen.findByTitle('四级翻译与写作专项（40 分，60 分钟）'));
    expect(fake.inputsOf('pageGradeExamPapers')).toEqual([{ gradeId: '31', pageCurrent: 1, pageSize: 100 }]);
    fireEvent.change(screen.getByLabelText('开始时间'), { target: { value: '2026-12-01T09:00' } });
    fireEvent.change(screen.getByLabelText('结束时间'), { target: { value: '2026-12-01T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: '发布考试' }));
    await screen.findByText('考试时间段不能短于答题时间');
    expect(fake.inputsOf('saveGradeExam')).toEqual([]);

    fireEvent.change(screen.getByLabelText('结束时间'), { target: { value: '2026-12-01T11:00' } });
    fireEvent.click(screen.getByRole('button', { name: '发布考试' }));
    await waitFor(() =>
      expect(fake.inputsOf('saveGradeExam')).toEqual([
        {
          gradeId: '31',
          examId: '91',
          beginTime: '2026-12-01 09:00:00',
          endTime: '2026-12-01 11:00:00',
          answerMinutes: 60,
          studentScope: 1,
          scoreShow: 2,
          isRank: 1,
        },
      ]),
    );
  });

  it('shows the figures, lists the takers, and deletes an exam', async () => {
    const fake = fakeApi({
      pageRunGrades: pageOf([gradeInfo]),
      pageGradeExams: pageOf([gradeExam()]),
      pageGradeExamRelations: pageOf([
        relation({ relationStatus: GradeExamRelationStatus.marking, relationStatusName: '待批阅', sysScore: 10 }),
      ]),
      deleteGradeExam: null,
    });
    renderPage(<GradeAdminPage title="甄选课" />, {
      path: '/account/grades/admin?gradeId=31&tab=exams',
      api: fake.api,
      user: teacher,
    });
    await screen.findByText('3 / 1 / 0');
    // Text queries: role queries over antd tables are slow.
    fireEvent.click(screen.getByLabelText('查看雅思写作第一次测验的考生'));
    const mark = (await screen.findByText('批阅')).closest('a')!;
    expect(mark.getAttribute('href')).toBe('/account/grades/teacher?relationId=81');
    fireEvent.click(screen.getByText('删除'));
    await screen.findByText('确定删除“雅思写作第一次测验”吗？');
    fireEvent.click(screen.getAllByText('删除').at(-1)!);
    await waitFor(() => expect(fake.inputsOf('deleteGradeExam')).toEqual([{ id: '61' }]));
  });
});

describe('/account/grades/teacher marking', () => {
  it('opens the desk on the first class with sheets waiting, not simply the first class', async () => {
    const fake = fakeApi({
      pageRunGrades: pageOf([gradeInfo, { ...gradeInfo, id: '32', gradeName: '四级冲刺班' }]),
      pageGradeExams: ({ gradeId }) =>
        pageOf(
          gradeId === '32'
            ? [gradeExam({ id: '62', gradeId: '32', examName: '四级模拟考' })]
            : [gradeExam({ submittedCount: 2, markedCount: 2 })],
        ),
      pageGradeExamRelations: pageOf([
        relation({ relationStatus: GradeExamRelationStatus.marking, relationStatusName: '待批阅', sysScore: 10 }),
      ]),
    });
    renderPage(<GradeTeacherPage />, { path: '/account/grades/teacher', api: fake.api, user: teacher });
    const desk = await screen.findByRole('region', { name: '阅卷' });
    await within(desk).findByRole('button', { name: '批阅' });
    expect(within(desk).getByText('四级冲刺班')).toBeTruthy();
    expect(fake.inputsOf('pageGradeExamRelations')).toEqual([
      { gradeExamId: '62', relationStatus: 3, pageCurrent: 1, pageSize: 10 },
    ]);
  });

  it('rests on the first class when no class has sheets waiting', async () => {
    const fake = fakeApi({
      pageRunGrades: pageOf([gradeInfo, { ...gradeInfo, id: '32', gradeName: '四级冲刺班' }]),
      pageGradeExams: ({ gradeId }) => pageOf([gradeExam({ id: `6${gradeId}`, gradeId, markedCount: 1 })]),
    });
    renderPage(<GradeTeacherPage />, { path: '/account/grades/teacher', api: fake.api, user: teacher });
    const desk = await screen.findByRole('region', { name: '阅卷' });
    await waitFor(() => expect(fake.inputsOf('pageGradeExams').map((input) => input.gradeId)).toEqual(['31', '32']));
    await within(desk).findByText('这个班级没有待批阅的答卷');
    expect(within(desk).getByText('雅思 7 分精品班')).toBeTruthy();
    expect(fake.inputsOf('pageGradeExamRelations')).toEqual([]);
  });

  it('opens an answer sheet from the desk, scores the essay within its points with a comment, and completes', async () => {
    const fake = fakeApi({
      pageRunGrades: pageOf([gradeInfo]),
      pageGradeExams: pageOf([gradeExam()]),
      pageGradeExamRelations: pageOf([
        relation({ relationStatus: GradeExamRelationStatus.marking, relationStatusName: '待批阅', sysScore: 10 }),
      ]),
      viewGradeExamAnswers: scoreSheet({
        relationStatus: GradeExamRelationStatus.marking,
        relationStatusName: '待批阅',
        sysScore: 10,
        score: 10,
      }),
      rescoreGradeExamAnswers: relation(),
      completeGradeExamMarking: relation(),
    });
    const { router } = renderPage(<GradeTeacherPage />, {
      path: '/account/grades/teacher',
      api: fake.api,
      user: teacher,
    });
    const desk = await screen.findByRole('region', { name: '阅卷' });
    fireEvent.click(await within(desk).findByRole('button', { name: '批阅' }));
    await waitFor(() => expect(router.state.location.search).toBe('?relationId=81'));
    expect(fake.inputsOf('pageGradeExamRelations')).toEqual([
      { gradeExamId: '61', relationStatus: 3, pageCurrent: 1, pageSize: 10 },
    ]);

    const score = await screen.findByLabelText('第 2 题老师评分');
    fireEvent.click(screen.getByRole('button', { name: '完成批阅' }));
    await screen.findByText('还有 1 道主观题没有评分');
    expect(fake.inputsOf('completeGradeExamMarking')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '重新系统评分' }));
    await waitFor(() => expect(fake.inputsOf('rescoreGradeExamAnswers')).toEqual([{ relationId: '81' }]));

    fireEvent.change(score, { target: { value: '21.5' } });
    fireEvent.change(screen.getByLabelText('第 2 题评语'), { target: { value: ' 结构清楚 ' } });
    fireEvent.click(screen.getByText('完成批阅'));
    await waitFor(() =>
      expect(fake.inputsOf('completeGradeExamMarking')).toEqual([
        { relationId: '81', answers: [{ problemId: '2', score: 21.5, comment: '结构清楚' }] },
      ]),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
