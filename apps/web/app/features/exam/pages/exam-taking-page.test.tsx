import { ProblemType, type ExamRecord, type GradeExamRelation, type PaperTitle } from '@school/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learner } from '../../../../test/fixtures';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { ExamTakingPage } from './exam-taking-page';

// antd's first render of a file is slow on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

const titles: PaperTitle[] = [
  {
    titleName: '短文写作',
    description: '',
    titleType: 1,
    score: 30,
    rules: [],
    problems: [
      {
        id: '2',
        problemType: ProblemType.essay,
        content: '<p>谈谈阅读的好处</p>',
        options: [],
        blankCount: 0,
        score: 30,
        audioUrl: '',
        playLimit: 0,
        children: [],
      },
    ],
  },
];

const record = { id: '7', examName: '四级翻译与写作专项', remainingMs: 3_600_000, position: 0 } as ExamRecord;
const relation = {
  id: '81',
  gradeExamId: '61',
  examName: '雅思写作第一次测验',
  remainingMs: 3_600_000,
  position: 0,
  relationStatus: 2,
} as GradeExamRelation;

/** Writes the essay, waits for it to be saved, and submits through the confirmation. */
async function answerAndSubmit() {
  fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'Reading widens horizons.' } });
  await screen.findByText('作答已保存');
  fireEvent.click(screen.getAllByRole('button', { name: '交卷' })[0]!);
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '交卷' }));
}

describe('/exam/exam', () => {
  it('in class mode saves and submits through the class exam calls, then shows the class exam score page', async () => {
    const fake = fakeApi({
      continueGradeExam: { relation, titles, answers: [] },
      saveGradeExamAnswer: { problemId: '2', savedTime: '2026-11-28 10:00:00', remainingMs: 3_500_000 },
      submitGradeExam: relation,
    });
    const { router } = renderPage(<ExamTakingPage />, {
      path: '/exam/exam?relationId=81',
      api: fake.api,
      user: learner,
    });
    await screen.findByText('雅思写作第一次测验');
    await answerAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/exam/gradeResult'));
    expect(router.state.location.search).toBe('?relationId=81');
    expect(fake.inputsOf('continueGradeExam')).toEqual([{ relationId: '81' }]);
    expect(fake.inputsOf('saveGradeExamAnswer')).toEqual([
      { relationId: '81', problemId: '2', answer: ['Reading widens horizons.'], position: 0 },
    ]);
    expect(fake.inputsOf('submitGradeExam')).toEqual([{ relationId: '81' }]);
    expect(fake.inputsOf('saveExamAnswer')).toEqual([]);
  });

  it('an ordinary exam keeps its own calls and result page', async () => {
    const fake = fakeApi({
      continueExamRecord: { record, titles, answers: [] },
      saveExamAnswer: { problemId: '2', savedTime: '2026-11-28 10:00:00', remainingMs: 3_500_000 },
      finishExam: record,
    });
    const { router } = renderPage(<ExamTakingPage />, { path: '/exam/exam?recordId=7', api: fake.api, user: learner });
    await screen.findByText('四级翻译与写作专项');
    await answerAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/exam/result'));
    expect(router.state.location.search).toBe('?recordId=7');
    expect(fake.inputsOf('saveExamAnswer')).toEqual([
      { recordId: '7', problemId: '2', answer: ['Reading widens horizons.'], position: 0 },
    ]);
    expect(fake.inputsOf('finishExam')).toEqual([{ recordId: '7' }]);
    expect(fake.inputsOf('continueGradeExam')).toEqual([]);
  });
});
