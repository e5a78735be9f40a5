import {
  StudyRules,
  UserType,
  type CourseProgress,
  type DailyStudy,
  type LearnerProgress,
  type LecturerCourseProgress,
  type Page,
  type PageQuery,
  type PeriodProgress,
  type StudyLogResult,
  type StudyLogSave,
} from '@school/contracts';
import { forbidden } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import type { CourseStudyService, CourseStudyState, PeriodStudyState } from '../course/index.ts';
import { maskMobile, type UserService } from '../user/index.ts';
import type { StudyPeriodTable } from './data.tables.ts';
import type { StudyRepo } from './study.repo.ts';
import { addSpan, parseSpans, watchedMs } from './watched-spans.ts';

/**
 * Study progress of video lessons (decision 0022): the player's reports become watched spans, a lesson
 * is learned at 90 % of its (server-known) duration, a course's progress is learned lessons / lessons;
 * resume positions, last lesson per course, daily watched time for the teachers' chart.
 */
export interface StudyServiceDeps {
  transact: Transact;
  studyRepo: StudyRepo;
  courses: Pick<
    CourseStudyService,
    'studyTarget' | 'periodCounts' | 'courseCards' | 'periodNames' | 'lecturerCourseIds' | 'countLearner'
  >;
  users: Pick<UserService, 'summaries'>;
  /** Told after a reader's study is recorded: the course pages keep their states (decision 0093). */
  studyChanged?: (siteId: number, userId: number) => Promise<void>;
  clock: Clock;
  newId: IdGenerator;
}

const percent = (part: number, whole: number) => (whole <= 0 ? 0 : Math.min(100, Math.floor((part * 100) / whole)));
const dayOf = (epochMs: number) => Number(formatDateTime(epochMs).slice(0, 10).replace(/-/g, ''));
const dayText = (day: number) => `${String(day).slice(0, 4)}-${String(day).slice(4, 6)}-${String(day).slice(6, 8)}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_CLAIM_MS = StudyRules.reportSeconds * StudyRules.maxClaimFactor * 1000;

export function createStudyService(deps: StudyServiceDeps) {
  const { transact, studyRepo, courses, users, clock, newId } = deps;
  const toPeriodProgress = (row: StudyPeriodTable, periodName: string): PeriodProgress => ({
    courseId: String(row.course_id),
    chapterId: String(row.chapter_id),
    periodId: String(row.period_id),
    periodName,
    progress: row.is_learned ? 100 : percent(row.watched_ms, row.duration_ms),
    isLearned: row.is_learned === 1 ? 1 : 0,
    position: Math.floor(row.position_ms / 1000),
    watchedSeconds: Math.floor(row.watched_ms / 1000),
    durationSeconds: Math.round(row.duration_ms / 1000),
    gmtModified: formatDateTime(row.gmt_modified),
  });

  const periodProgressPage = async (siteId: number, rows: StudyPeriodTable[]) => {
    const names = await courses.periodNames(
      siteId,
      rows.map((row) => row.period_id),
    );
    return rows.map((row) => toPeriodProgress(row, names.get(row.period_id)?.periodName ?? ''));
  };

  /** The lecturer's own published course, or 403. */
  const ownCourse = async (siteId: number, user: SessionUser, courseId: number) => {
    if (user.userType !== UserType.teacher) throw forbidden('只有讲师可以查看学员学习情况');
    const ids = await courses.lecturerCourseIds(siteId, user.id);
    if (!ids.includes(courseId)) throw forbidden('只能查看自己课程的学员学习情况');
  };

  return {
    /** One progress report from the player. */
    async saveLog(siteId: number, user: SessionUser, input: StudyLogSave): Promise<StudyLogResult> {
      const periodId = Number(input.periodId);
      const target = await courses.studyTarget(siteId, user, periodId);
      const durationMs = target.durationSeconds * 1000;
      const now = clock.now();
      const positionMs = Math.min(Math.round(input.currentSeconds * 1000), durationMs);
      const result = await transact(async (tx) => {
        const existing = await studyRepo.findPeriod(siteId, user.id, periodId, tx);
        // A report claims what it played since the last one: never more than a few report intervals,
        // nor more than the time that passed since the last report.
        const sinceLast = existing ? now - existing.gmt_modified + 1000 : MAX_CLAIM_MS;
        const claimMs = Math.max(0, Math.min(Math.round(input.watchedSeconds * 1000), MAX_CLAIM_MS, sinceLast));
        const before = existing ? parseSpans(existing.watched_spans) : [];
        const spans = addSpan(before, [Math.max(0, positionMs - claimMs), positionMs]);
        const watched = Math.min(watchedMs(spans), durationMs);
        const learnedNow = watched >= StudyRules.learnedShare * durationMs;
        const wasLearned = existing?.is_learned === 1;
        const row: StudyPeriodTable = {
          id: existing?.id ?? newId(),
          site_id: siteId,
          gmt_create: existing?.gmt_create ?? now,
          gmt_modified: now,
          user_id: user.id,
          course_id: target.courseId,
          chapter_id: target.chapterId,
          period_id: periodId,
          watched_spans: JSON.stringify(spans),
          watched_ms: watched,
          position_ms: positionMs,
          duration_ms: durationMs,
          is_learned: wasLearned || learnedNow ? 1 : 0,
        };
        if (existing) await studyRepo.updatePeriod(siteId, existing.id, row, tx);
        else await studyRepo.insertPeriod(row, tx);
        const addedMs = watched - (existing?.watched_ms ?? 0);
        const newlyLearned = row.is_learned === 1 && !wasLearned ? 1 : 0;

        const course = await studyRepo.findCourse(siteId, user.id, target.courseId, tx);
        if (course) {
          await studyRepo.updateCourse(
            siteId,
            course.id,
            {
              learned_count: course.learned_count + newlyLearned,
              watched_ms: course.watched_ms + addedMs,
              last_period_id: periodId,
              gmt_modified: now,
            },
            tx,
          );
        } else {
          await studyRepo.insertCourse(
            {
              id: newId(),
              site_id: siteId,
              gmt_create: now,
              gmt_modified: now,
              user_id: user.id,
              course_id: target.courseId,
              learned_count: newlyLearned,
              watched_ms: addedMs,
              last_period_id: periodId,
            },
            tx,
          );
        }
        if (claimMs > 0)
          await studyRepo.addDay(
            { id: newId(), siteId, userId: user.id, courseId: target.courseId, day: dayOf(now), ms: claimMs },
            tx,
          );
        return { row, learnedCount: (course?.learned_count ?? 0) + newlyLearned, firstTime: !course };
      });
      await deps.studyChanged?.(siteId, user.id);
      if (result.firstTime) await courses.countLearner(siteId, target.courseId);
      const periodCount = (await courses.periodCounts(siteId, [target.courseId])).get(target.courseId) ?? 0;
      const learnedCount = Math.min(result.learnedCount, periodCount);
      return {
        ...toPeriodProgress(result.row, target.periodName),
        courseProgress: percent(learnedCount, periodCount),
        learnedCount,
        periodCount,
      };
    },

    async listCoursePeriods(siteId: number, user: SessionUser, courseId: number): Promise<PeriodProgress[]> {
      return periodProgressPage(siteId, await studyRepo.periodsOfCourse(siteId, user.id, courseId));
    },

    async pageCourses(siteId: number, user: SessionUser, query: PageQuery): Promise<Page<CourseProgress>> {
      const window = pageWindow(query);
      const { rows, total } = await studyRepo.pageRecentCourses(siteId, user.id, window.offset, window.pageSize);
      const courseIds = rows.map((row) => row.course_id);
      const [cards, counts, names, lastRows] = await Promise.all([
        courses.courseCards(siteId, courseIds),
        courses.periodCounts(siteId, courseIds),
        courses.periodNames(
          siteId,
          rows.map((row) => row.last_period_id),
        ),
        studyRepo.periodsOf(
          siteId,
          user.id,
          rows.map((row) => row.last_period_id),
        ),
      ]);
      const positions = new Map(lastRows.map((row) => [row.period_id, row.position_ms]));
      const list = rows.map((row) => {
        const periodCount = counts.get(row.course_id) ?? 0;
        const learnedCount = Math.min(row.learned_count, periodCount);
        const card = cards.get(row.course_id);
        return {
          courseId: String(row.course_id),
          courseName: card?.courseName ?? '',
          courseLogo: card?.courseLogo ?? '',
          periodCount,
          learnedCount,
          progress: percent(learnedCount, periodCount),
          studySeconds: Math.floor(row.watched_ms / 1000),
          lastPeriodId: String(row.last_period_id),
          lastPeriodName: names.get(row.last_period_id)?.periodName ?? '',
          lastPosition: Math.floor((positions.get(row.last_period_id) ?? 0) / 1000),
          lastStudyTime: formatDateTime(row.gmt_modified),
        };
      });
      return toPage(list, total, window);
    },

    async pagePeriods(
      siteId: number,
      user: SessionUser,
      courseId: number | undefined,
      query: PageQuery,
    ): Promise<Page<PeriodProgress>> {
      const window = pageWindow(query);
      const { rows, total } = await studyRepo.pageRecentPeriods(
        siteId,
        user.id,
        courseId,
        window.offset,
        window.pageSize,
      );
      return toPage(await periodProgressPage(siteId, rows), total, window);
    },

    // ——— teachers ———

    async pageLecturerCourses(
      siteId: number,
      user: SessionUser,
      query: PageQuery,
    ): Promise<Page<LecturerCourseProgress>> {
      if (user.userType !== UserType.teacher) throw forbidden('只有讲师可以查看学员学习情况');
      const window = pageWindow(query);
      const ids = await courses.lecturerCourseIds(siteId, user.id);
      const pageIds = ids.sort((a, b) => b - a).slice(window.offset, window.offset + window.pageSize);
      const [cards, counts] = await Promise.all([
        courses.courseCards(siteId, pageIds),
        courses.periodCounts(siteId, pageIds),
      ]);
      const list: LecturerCourseProgress[] = [];
      for (const courseId of pageIds) {
        const periodCount = counts.get(courseId) ?? 0;
        const summary = await studyRepo.courseSummary(siteId, courseId, periodCount);
        list.push({
          courseId: String(courseId),
          courseName: cards.get(courseId)?.courseName ?? '',
          courseLogo: cards.get(courseId)?.courseLogo ?? '',
          periodCount,
          learnerCount: summary.learners,
          finishedCount: periodCount === 0 ? 0 : summary.finished,
          averageProgress: percent(summary.learned, summary.learners * periodCount),
          studySeconds: Math.floor(summary.watchedMs / 1000),
        });
      }
      return toPage(list, ids.length, window);
    },

    async pageLearners(
      siteId: number,
      user: SessionUser,
      courseId: number,
      query: PageQuery,
    ): Promise<Page<LearnerProgress>> {
      await ownCourse(siteId, user, courseId);
      const window = pageWindow(query);
      const { rows, total } = await studyRepo.pageLearners(siteId, courseId, window.offset, window.pageSize);
      const [learners, counts] = await Promise.all([
        users.summaries(
          siteId,
          rows.map((row) => row.user_id),
        ),
        courses.periodCounts(siteId, [courseId]),
      ]);
      const periodCount = counts.get(courseId) ?? 0;
      const list = rows.map((row) => {
        const learner = learners.get(row.user_id);
        const learnedCount = Math.min(row.learned_count, periodCount);
        return {
          userId: String(row.user_id),
          nickname: learner?.nickname ?? '',
          mobile: maskMobile(learner?.mobile ?? ''),
          periodCount,
          learnedCount,
          progress: percent(learnedCount, periodCount),
          studySeconds: Math.floor(row.watched_ms / 1000),
          lastStudyTime: formatDateTime(row.gmt_modified),
        };
      });
      return toPage(list, total, window);
    },

    /** Each of the last `days` days (today included), zeros where nobody studied. */
    async daily(siteId: number, user: SessionUser, courseId: number, days = 30): Promise<DailyStudy[]> {
      await ownCourse(siteId, user, courseId);
      const now = clock.now();
      const dates = Array.from({ length: days }, (_, index) => dayOf(now - (days - 1 - index) * DAY_MS));
      const rows = await studyRepo.daysOf(siteId, courseId, dates[0]!);
      const byDay = new Map(rows.map((row) => [Number(row.study_day), row]));
      return dates.map((day) => ({
        date: dayText(day),
        studySeconds: Math.floor(Number(byDay.get(day)?.watched ?? 0) / 1000),
        learnerCount: Number(byDay.get(day)?.learners ?? 0),
      }));
    },

    // ——— for the course module (its pages show the reader's progress) ———

    async courseStates(siteId: number, userId: number, courseIds: number[]): Promise<Map<number, CourseStudyState>> {
      const rows = await studyRepo.coursesOf(siteId, userId, courseIds);
      const last = new Map(
        (
          await studyRepo.periodsOf(
            siteId,
            userId,
            rows.map((row) => row.last_period_id),
          )
        ).map((row) => [row.period_id, row]),
      );
      return new Map(
        rows.map((row) => [
          row.course_id,
          {
            learnedCount: row.learned_count,
            lastPeriodId: row.last_period_id,
            lastPosition: (last.get(row.last_period_id)?.position_ms ?? 0) / 1000,
            lastStudyTime: row.gmt_modified,
          },
        ]),
      );
    },

    async periodStates(siteId: number, userId: number, periodIds: number[]): Promise<Map<number, PeriodStudyState>> {
      const rows = await studyRepo.periodsOf(siteId, userId, periodIds);
      return new Map(
        rows.map((row) => [
          row.period_id,
          {
            progress: row.is_learned ? 100 : percent(row.watched_ms, row.duration_ms),
            isLearned: row.is_learned === 1,
            position: row.position_ms / 1000,
          },
        ]),
      );
    },
  };
}

export type StudyService = ReturnType<typeof createStudyService>;
