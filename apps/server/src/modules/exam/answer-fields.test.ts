import { describe, expect, it } from 'vitest';
import { allContracts, type RouteContract } from '@school/contracts';
import { answerLikePathsOfSchema } from './answer-fixtures.ts';

/**
 * Every reply schema of every contract is walked for answer-like fields (answers, blanks, reference answers,
 * analysis, explanation videos, right/wrong flags). Each contract that may carry one is listed here with the
 * reason; a new one fails this test until it is added consciously (decision 0048).
 */
const RULE = 'a learner sees answers only under the answer rule (answer-access.ts)';
const allowed: Record<string, string> = {
  'exam.listProblem': 'the author’s own question bank (lecturers only)',
  'exam.saveProblem': 'the author’s own question bank (lecturers only)',
  'exam.updateProblem': 'the author’s own question bank (lecturers only)',
  'exam.viewProblem': 'the author’s own question bank (lecturers only)',
  'exam.refVideo': 'the author’s own question bank (lecturers only)',
  'exam.viewPaperAudit': 'the author’s own paper draft',
  'exam.savePaperRef': 'the author’s own paper draft',
  'exam.autoSavePaperRef': 'the author’s own paper draft',
  'exam.previewPaperAudit': 'the author’s own paper draft (shown without answers, as learners see it)',
  'exam.adminPreviewPaperAudit': 'operators auditing a draft',
  'exam.viewMarkRecord': 'the paper’s teacher marking a submitted record',
  'exam.saveMark': 'the paper’s teacher marking a submitted record',
  'exam.checkExamRecord': 'the paper schema is shared; the answering page never gets answers (withoutAnswers)',
  'exam.continueExamRecord': 'the paper schema is shared; the answering page never gets answers (withoutAnswers)',
  'exam.signPractice': 'the paper schema is shared; the practice page never gets answers (withoutAnswers)',
  'exam.viewErrorProblem': 'the problem schema is shared; served without answers until the learner answers again',
  'exam.viewExamAnswer': RULE,
  'exam.viewPractice': RULE,
  'exam.savePracticeAnswer': RULE,
  'exam.saveErrorAnswer': RULE,
  'exam.listProblemCollection': RULE,
  'exam.signProblemVideo': RULE,
  'gradeExam.beginGradeExam':
    'the paper schema is shared; the answering page never gets answers (titlesWithoutAnswers)',
  'gradeExam.continueGradeExam':
    'the paper schema is shared; the answering page never gets answers (titlesWithoutAnswers)',
  'gradeExam.viewGradeExamAnswers': 'the class’s owner or administrators marking a submitted relation',
  'gradeExam.viewGradeExamScore': 'the student’s own submitted relation, only once the exam shows scores (scoreShown)',
};

describe('answer-like fields in the contracts', () => {
  it('appear only in the replies listed with a reason', () => {
    const carrying: Record<string, string[]> = {};
    for (const [module, table] of Object.entries(allContracts))
      for (const [name, contract] of Object.entries(table as Record<string, RouteContract>)) {
        const paths = answerLikePathsOfSchema(contract.response, module === 'exam');
        if (paths.length > 0) carrying[`${module}.${name}`] = paths;
      }
    expect(Object.keys(carrying).sort()).toEqual(Object.keys(allowed).sort());
  });

  it('finds the fields it looks for', () => {
    const { listProblemCollection, signProblemVideo, viewExamAnswer } = allContracts.exam;
    expect(answerLikePathsOfSchema(listProblemCollection.response, true)).toEqual(
      expect.arrayContaining(['list[].problem.answer', 'list[].problem.children[].blanks', 'list[].problem.videoId']),
    );
    expect(answerLikePathsOfSchema(signProblemVideo.response, true)).toEqual(['videoId', 'playToken']);
    expect(answerLikePathsOfSchema(viewExamAnswer.response, true)).toContain('answers[].state');
  });
});
