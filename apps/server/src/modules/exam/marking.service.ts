import {
  AnswerState,
  ExamRecordStatus,
  type AnswerResult,
  type MarkListBody,
  type MarkRecord,
  type MarkSaveBody,
  type MarkView,
  type Page,
} from '@school/contracts';
import { badRequest, forbidden, notFound, wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import type { Clock } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import { MessageType, type MessageService, type UserService } from '../user/index.ts';
import type { ExamRecordTable } from './exam.tables.ts';
import { assertAuthor } from './problem.service.ts';
import type { RecordRepo } from './record.repo.ts';
import type { RecordService } from './record.service.ts';
import { toPoints } from './scoring.ts';
import { isEssay, leavesOf, parseAnswer, toExamRecord } from './taking.ts';

/**
 * Teachers mark the essays of submitted records of their papers (decision 0033): a score (tenths allowed)
 * and a comment per essay, then "audit complete" adds the essays to the total and sends the learner a
 * message with the final score.
 */
export interface MarkingDeps {
  transact: Transact;
  recordRepo: RecordRepo;
  records: Pick<RecordService, 'drawnOf' | 'resultOf'>;
  users: Pick<UserService, 'summaries'>;
  messages: Pick<MessageService, 'notify'>;
  clock: Clock;
}

export function createMarkingService(deps: MarkingDeps) {
  const { transact, recordRepo, records, users, messages, clock } = deps;

  async function markable(siteId: number, user: SessionUser, recordId: number) {
    assertAuthor(user);
    const row = await recordRepo.findRecord(siteId, recordId);
    if (!row) throw notFound('考试记录不存在');
    if (row.lecturer_user_id !== user.id) throw forbidden('只能批阅自己试卷的考试记录');
    if (row.record_status === ExamRecordStatus.answering) throw wrongState('学员尚未交卷');
    return row;
  }

  async function withLearner(siteId: number, rows: ExamRecordTable[]): Promise<MarkRecord[]> {
    const people = await users.summaries(
      siteId,
      rows.map((row) => row.user_id),
    );
    const now = clock.now();
    return rows.map((row) => {
      const person = people.get(row.user_id);
      return {
        ...toExamRecord(row, now),
        userId: String(row.user_id),
        learnerName: person?.nickname || person?.mobile || '',
      };
    });
  }

  return {
    async list(siteId: number, user: SessionUser, body: MarkListBody): Promise<Page<MarkRecord>> {
      assertAuthor(user);
      const window = pageWindow(body);
      const status = body.recordStatus ?? ExamRecordStatus.marking;
      const { rows, total } = await recordRepo.pageRecords(
        siteId,
        {
          lecturerUserId: user.id,
          recordType: 1,
          recordStatus: status === 0 ? [ExamRecordStatus.marking, ExamRecordStatus.scored] : status,
          ...(body.examId ? { paperId: Number(body.examId) } : {}),
        },
        window.offset,
        window.pageSize,
      );
      return toPage(await withLearner(siteId, rows), total, window);
    },

    async view(siteId: number, user: SessionUser, recordId: number): Promise<MarkView> {
      const row = await markable(siteId, user, recordId);
      const result = await records.resultOf(siteId, row);
      return { ...result, record: (await withLearner(siteId, [row]))[0]! };
    },

    async mark(siteId: number, user: SessionUser, body: MarkSaveBody): Promise<AnswerResult> {
      const row = await markable(siteId, user, Number(body.recordId));
      if (row.record_status !== ExamRecordStatus.marking) throw wrongState('批阅已完成，分数不能再修改');
      const leaf = leavesOf(await records.drawnOf(siteId, row)).get(Number(body.problemId));
      if (!leaf) throw badRequest('这道题不在这份试卷中');
      if (!isEssay(leaf)) throw badRequest('只有主观题需要老师评分，客观题已自动判分');
      const answer = (await recordRepo.answersOf(siteId, row.id)).find((item) => item.problem_id === leaf.problemId);
      if (!answer || answer.state === AnswerState.unanswered) throw badRequest('学员没有作答这道题，得分为 0');
      const tenths = Math.round(body.score * 10);
      if (tenths > leaf.key.score * 10) throw badRequest(`得分不能超过本题分值 ${leaf.key.score} 分`);
      const comment = (body.comment ?? '').trim();
      const now = clock.now();
      await recordRepo.judgeAnswer(siteId, row.id, leaf.problemId, {
        state: AnswerState.marked,
        score_tenths: tenths,
        comment,
        gmt_modified: now,
      });
      return {
        problemId: body.problemId,
        answer: parseAnswer(answer.answer),
        score: toPoints(tenths),
        maxScore: leaf.key.score,
        state: AnswerState.marked,
        comment,
      };
    },

    async complete(siteId: number, user: SessionUser, recordId: number): Promise<MarkRecord> {
      const row = await markable(siteId, user, recordId);
      if (row.record_status !== ExamRecordStatus.marking) throw wrongState('这份试卷已批阅完成');
      const answers = await recordRepo.answersOf(siteId, row.id);
      const left = answers.filter((answer) => answer.state === AnswerState.awaitingMarking).length;
      if (left > 0) throw badRequest(`还有 ${left} 道主观题没有评分`);
      const subjective = answers
        .filter((answer) => answer.state === AnswerState.marked)
        .reduce((sum, answer) => sum + answer.score_tenths, 0);
      const changes = {
        record_status: ExamRecordStatus.scored,
        subjective_tenths: subjective,
        awaiting_count: 0,
        gmt_modified: clock.now(),
      };
      const updated = { ...row, ...changes };
      const record = toExamRecord(updated, clock.now());
      await transact(async (tx) => {
        if (!(await recordRepo.moveRecord(siteId, row, ExamRecordStatus.marking, changes, tx)))
          throw wrongState('这份试卷已批阅完成');
        await messages.notify(
          siteId,
          row.user_id,
          {
            title: '试卷已批阅',
            content: `您的试卷《${row.exam_name}》已由老师批阅完成，总分 ${record.score} 分（满分 ${row.total_score} 分），${record.isPass ? '已及格' : '未及格'}。`,
            msgType: MessageType.notice,
          },
          tx,
        );
      });
      return (await withLearner(siteId, [updated]))[0]!;
    },
  };
}

export type MarkingService = ReturnType<typeof createMarkingService>;
