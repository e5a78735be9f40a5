import {
  AnswerState,
  ExamRecordStatus,
  ExamRecordType,
  type AnswerSaveBody,
  type ExamResult,
  type ExamSession,
  type PracticeFeedback,
} from '@school/contracts';
import { wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import { EXAM_RUNNING_MSG } from './answer-access.ts';
import { checkAnswerShape, judge, toPoints } from './scoring.ts';
import { leavesOf, toAnswerResult, topProblemsOf } from './taking.ts';
import { submitted, type RecordCore } from './record-core.ts';
import type { RecordServiceDeps } from './record.service.ts';

/** Practice records (type 2): no deadline, each answer judged at once and wrong ones kept in the notebook. */
export function createPracticeService(deps: RecordServiceDeps & { core: RecordCore }) {
  const { transact, recordRepo, access, notebook } = deps;
  const { ownRecord, paperToTake, answersFor, sessionOf, newRecord, saveAnswer, withCollected, leafOf, resultOf } =
    deps.core;

  return {
    async signPractice(siteId: number, user: SessionUser, examId: number): Promise<ExamSession> {
      if (await access.runningExam(siteId, user.id, examId)) throw wrongState(EXAM_RUNNING_MSG);
      const [open] = await recordRepo.findRecords(siteId, {
        userId: user.id,
        paperId: examId,
        recordType: ExamRecordType.practice,
        recordStatus: ExamRecordStatus.answering,
      });
      if (open) {
        await paperToTake(siteId, user, examId);
        return sessionOf(siteId, open);
      }
      return sessionOf(siteId, await newRecord(siteId, user, examId, ExamRecordType.practice));
    },

    async savePractice(siteId: number, user: SessionUser, body: AnswerSaveBody): Promise<PracticeFeedback> {
      const row = await ownRecord(siteId, user, Number(body.recordId), ExamRecordType.practice);
      if (row.record_status !== ExamRecordStatus.answering) throw submitted();
      await answersFor(siteId, user, row.paper_id);
      const { paper, leaf } = await leafOf(siteId, row, body.problemId);
      checkAnswerShape(leaf.key, body.answer);
      const judged = judge(leaf.key, body.answer, { multipleHalfScore: paper.paper.multipleHalfScore === 1 });
      await saveAnswer(siteId, row, body, judged);
      const top = topProblemsOf(paper).find((problem) => Number(problem.id) === leaf.topId)!;
      if (judged.state === AnswerState.wrong || judged.state === AnswerState.partial) {
        const facts = (await notebook.factsOf(siteId, row.paper_id, row.version)).get(leaf.topId)!;
        await transact((tx) =>
          notebook.recordWrong(
            siteId,
            user.id,
            [
              {
                ...facts,
                problemId: leaf.topId,
                paperId: row.paper_id,
                version: row.version,
                examName: row.exam_name,
                answers: [{ problemId: body.problemId, answer: body.answer }],
              },
            ],
            tx,
          ),
        );
      }
      const answers = new Map(
        (await recordRepo.answersOf(siteId, row.id)).map((answer) => [answer.problem_id, answer]),
      );
      const leaves = leavesOf(paper);
      const result = {
        problemId: body.problemId,
        answer: body.answer,
        score: toPoints(judged.tenths),
        maxScore: leaf.key.score,
        state: judged.state,
        comment: '',
      };
      return {
        result,
        problem: top,
        children: top.children.map((child) =>
          toAnswerResult(leaves.get(Number(child.id))!, answers.get(Number(child.id))),
        ),
      };
    },

    async viewPractice(siteId: number, user: SessionUser, recordId: number): Promise<ExamResult> {
      const row = await ownRecord(siteId, user, recordId, ExamRecordType.practice);
      const { sees } = await answersFor(siteId, user, row.paper_id);
      return withCollected(siteId, user.id, await resultOf(siteId, row, sees));
    },

    async deletePractice(siteId: number, user: SessionUser, recordId: number): Promise<null> {
      const row = await ownRecord(siteId, user, recordId, ExamRecordType.practice);
      await recordRepo.softDeleteRecord(siteId, row);
      return null;
    },

    async deletePracticeAnswer(siteId: number, user: SessionUser, recordId: number, problemId: number): Promise<null> {
      const row = await ownRecord(siteId, user, recordId, ExamRecordType.practice);
      if (row.record_status !== ExamRecordStatus.answering) throw submitted();
      await recordRepo.deleteAnswer(siteId, recordId, problemId);
      return null;
    },
  };
}
