import {
  ExamRecordStatus,
  ExamRecordType,
  SubmitWay,
  type AnswerSaveBody,
  type AnswerSaved,
  type ExamClock,
  type ExamOnlineBody,
  type ExamRecord,
  type ExamResult,
  type ExamSession,
  type Page,
  type PaperDetail,
  type RecordListBody,
} from '@school/contracts';
import { notFound, wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { JobQueue } from '../../core/jobs.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import { type Transact } from '../../db/schema.ts';
import type { UserService } from '../user/index.ts';
import { type AnswerAccess } from './answer-access.ts';
import type { ClassExams } from './class-exams.ts';
import type { DrawnOf } from './drawn-papers.ts';
import type { NotebookService } from './notebook.service.ts';
import type { PaperService } from './paper.service.ts';
import type { RecordRepo } from './record.repo.ts';
import { checkAnswerShape } from './scoring.ts';
import { isOverdue, remainingMs, toExamRecord } from './taking.ts';
import { createPracticeService } from './practice.service.ts';
import { busy, createRecordCore, runningFilter, submitted } from './record-core.ts';

/**
 * Taking exams (decision 0033). The server owns time: a record's deadline is its start plus the paper's
 * answer time, and a durable job submits it when the deadline (plus a short grace for saves in flight)
 * passes, whoever is or is not connected. Every answer is saved as given and judged at submission;
 * practice records have no deadline and judge each answer at once.
 */

export const SUBMIT_JOB = 'exam.submit-record';

export interface RecordServiceDeps {
  transact: Transact;
  recordRepo: RecordRepo;
  papers: Pick<PaperService, 'findPublished'>;
  drawnOf: DrawnOf;
  access: Pick<AnswerAccess, 'mayTake' | 'runningExam' | 'viewOf'>;
  notebook: Pick<NotebookService, 'recordWrong' | 'factsOf'>;
  classExams: Pick<ClassExams, 'answeringName'>;
  users: Pick<UserService, 'summaries'>;
  jobs: Pick<JobQueue, 'define' | 'enqueue'>;
  clock: Clock;
  newId: IdGenerator;
}

/** Taking exams and the paper's detail page, with practice (`practice.service.ts`) spread in. */
export function createRecordService(deps: RecordServiceDeps) {
  const { recordRepo, papers, drawnOf, access, users, clock } = deps;
  const core = createRecordCore(deps);
  const { ownRecord, answersFor, submit, settle, sessionOf, newRecord, saveAnswer, withCollected, leafOf, resultOf } =
    core;

  return {
    async check(siteId: number, user: SessionUser, examId: number): Promise<ExamSession> {
      const [running] = await recordRepo.findRecords(siteId, runningFilter(user.id));
      if (running) {
        const current = await settle(siteId, running);
        if (current.record_status === ExamRecordStatus.answering) {
          if (current.paper_id !== examId) throw busy(current);
          return sessionOf(siteId, current);
        }
      }
      // One exam at a time, class exams included.
      const classExam = await deps.classExams.answeringName(siteId, user.id);
      if (classExam) throw wrongState(`您正在参加《${classExam}》，请先交卷后再开始新的考试`);
      return sessionOf(siteId, await newRecord(siteId, user, examId, ExamRecordType.exam));
    },

    async continue(siteId: number, user: SessionUser, recordId: number): Promise<ExamSession> {
      const row = await settle(siteId, await ownRecord(siteId, user, recordId, ExamRecordType.exam));
      if (row.record_status !== ExamRecordStatus.answering)
        throw wrongState(
          row.submit_way === SubmitWay.deadline ? '考试时间已到，试卷已自动交卷' : '试卷已交卷，请查看成绩',
        );
      return sessionOf(siteId, row);
    },

    async answer(siteId: number, user: SessionUser, body: AnswerSaveBody): Promise<AnswerSaved> {
      const row = await ownRecord(siteId, user, Number(body.recordId), ExamRecordType.exam);
      if (row.record_status !== ExamRecordStatus.answering) throw submitted();
      if (isOverdue(row, clock.now())) {
        await settle(siteId, row);
        throw wrongState('考试时间已到，试卷已自动交卷，这次作答未能保存');
      }
      const { leaf } = await leafOf(siteId, row, body.problemId);
      checkAnswerShape(leaf.key, body.answer);
      const savedAt = await saveAnswer(siteId, row, body);
      return { problemId: body.problemId, savedTime: formatDateTime(savedAt), remainingMs: remainingMs(row, savedAt) };
    },

    async online(siteId: number, user: SessionUser, body: ExamOnlineBody): Promise<ExamClock> {
      let row = await settle(siteId, await ownRecord(siteId, user, Number(body.recordId), ExamRecordType.exam));
      if (row.record_status === ExamRecordStatus.answering && body.position !== undefined) {
        await recordRepo.moveRecord(siteId, row, ExamRecordStatus.answering, { position: body.position });
        row = { ...row, position: body.position };
      }
      const now = clock.now();
      return {
        recordId: String(row.id),
        recordStatus: row.record_status,
        serverTime: formatDateTime(now),
        deadline: formatDateTime(row.deadline),
        remainingMs: remainingMs(row, now),
      };
    },

    async finish(siteId: number, user: SessionUser, recordId: number): Promise<ExamRecord> {
      const row = await ownRecord(siteId, user, recordId, ExamRecordType.exam);
      if (row.record_status !== ExamRecordStatus.answering) throw wrongState('试卷已交卷，不能重复交卷');
      const overdue = isOverdue(row, clock.now());
      if (!(await submit(siteId, row, overdue ? SubmitWay.deadline : SubmitWay.learner)))
        throw wrongState('试卷已交卷，不能重复交卷');
      return toExamRecord((await recordRepo.findRecord(siteId, recordId))!, clock.now());
    },

    async listOfPaper(siteId: number, user: SessionUser, examId: number): Promise<ExamRecord[]> {
      const rows = await recordRepo.findRecords(siteId, {
        userId: user.id,
        paperId: examId,
        recordType: ExamRecordType.exam,
      });
      const now = clock.now();
      return rows.map((row) => toExamRecord(row, now));
    },

    async listMine(siteId: number, user: SessionUser, body: RecordListBody): Promise<Page<ExamRecord>> {
      const window = pageWindow(body);
      const { rows, total } = await recordRepo.pageRecords(
        siteId,
        {
          userId: user.id,
          ...(body.examId ? { paperId: Number(body.examId) } : {}),
          ...(body.recordType ? { recordType: body.recordType } : {}),
          ...(body.recordStatus ? { recordStatus: body.recordStatus } : {}),
        },
        window.offset,
        window.pageSize,
      );
      const now = clock.now();
      return toPage(
        rows.map((row) => toExamRecord(row, now)),
        total,
        window,
      );
    },

    async result(siteId: number, user: SessionUser, recordId: number): Promise<ExamResult> {
      const row = await settle(siteId, await ownRecord(siteId, user, recordId, ExamRecordType.exam));
      if (row.record_status === ExamRecordStatus.answering) throw wrongState('试卷尚未交卷，交卷后才能查看成绩和解析');
      const { sees } = await answersFor(siteId, user, row.paper_id);
      return withCollected(siteId, user.id, await resultOf(siteId, row, sees));
    },

    ...createPracticeService({ ...deps, core }),

    // ——— the paper's detail page ———

    async detail(siteId: number, examId: number, user?: SessionUser): Promise<PaperDetail> {
      const paper = await papers.findPublished(siteId, examId);
      if (!paper || (paper.isPutAway !== 1 && paper.lecturerUserId !== String(user?.id)))
        throw notFound('试卷不存在或已下架');
      const drawn = await drawnOf(siteId, { paper_id: examId, seed: 'detail', version: paper.version });
      const [people, takers] = await Promise.all([
        users.summaries(siteId, [Number(paper.lecturerUserId)]),
        recordRepo.takerCounts(siteId, [examId]),
      ]);
      const person = people.get(Number(paper.lecturerUserId));
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      const { version, ...info } = paper;
      const detail: PaperDetail = {
        paper: info,
        titles: drawn.titles.map((title) => ({
          titleName: title.titleName,
          description: title.description,
          score: title.score,
          problemCount: title.problems.length,
        })),
        lecturerName: person?.nickname || '',
        takerCount: takers.get(examId) ?? 0,
        isBuy: 0,
        runningRecordId: '',
      };
      if (!user) return detail;
      const mine = await recordRepo.findRecords(siteId, {
        userId: user.id,
        paperId: examId,
        recordType: ExamRecordType.exam,
      });
      const running = mine.find((row) => row.record_status === ExamRecordStatus.answering);
      const last = mine.find((row) => row.record_status !== ExamRecordStatus.answering);
      return {
        ...detail,
        isBuy: (await access.mayTake(siteId, user, paper)) ? 1 : 0,
        runningRecordId: running ? String(running.id) : '',
        ...(last ? { lastRecord: toExamRecord(last, clock.now()) } : {}),
      };
    },

    drawnOf,
    resultOf,
  };
}

export type RecordService = ReturnType<typeof createRecordService>;
