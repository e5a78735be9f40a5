import {
  StudyRules,
  type CourseProgress,
  type Note,
  type NotePageBody,
  type NoteSave,
  type Page,
  type PageQuery,
  type PeriodLogSave,
  type PeriodProgress,
  type PeriodStudyListBody,
  type PeriodStudyRecord,
} from '@school/contracts';
import { badRequest, notFound } from '../../core/errors.ts';
import { parseId, type IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import type { CourseStudyService, PeriodStudy, StudyReader } from '../course/index.ts';
import type { StudyPeriodTable, UserNoteTable } from './data.tables.ts';
import type { StudyRepo } from './study.repo.ts';
import { addRange, parseRanges, totalSeconds } from './watched-ranges.ts';

/**
 * Learners' study progress and notes (decision 0022). Which lessons exist and who may watch them is
 * the course module's: every report and note goes through `courses.studyPeriod`, which refuses
 * unknown, off-shelf and not-entitled lessons.
 */
export interface StudyServiceDeps {
  transact: Transact;
  studyRepo: StudyRepo;
  courses: Pick<CourseStudyService, 'studyPeriod' | 'courseSummaries' | 'periodNames'>;
  clock: Clock;
  newId: IdGenerator;
}

const percent = (part: number, whole: number) => (whole <= 0 ? 0 : Math.min(100, Math.floor((part * 100) / whole)));
const isLearnedAt = (watched: number, length: number) => length > 0 && watched * 100 >= length * StudyRules.learnedPercent;
/** yyyymmdd of the school's day. */
const dayOf = (epochMs: number) => Number(formatDateTime(epochMs).slice(0, 10).replace(/-/g, ''));

const toPeriodProgress = (row: StudyPeriodTable): PeriodProgress => ({
  courseId: String(row.course_id),
  periodId: String(row.period_id),
  videoLength: row.video_length,
  watchedSeconds: row.watched_seconds,
  progress: percent(row.watched_seconds, row.video_length),
  isLearned: row.is_learned === 1 ? 1 : 0,
  lastPosition: row.last_position,
  gmtModified: formatDateTime(row.gmt_modified),
});

/** What the course module reads of a learner's progress. */
export function createStudyReader(studyRepo: StudyRepo): StudyReader {
  return {
    async courseStudy(siteId, userId, courseId) {
      const row = await studyRepo.findCourse(siteId, userId, courseId);
      return row && { lastPeriodId: row.last_period_id, learnedCount: row.learned_count };
    },
    async periodStudies(siteId, userId, periodIds) {
      const rows = await studyRepo.findPeriods(siteId, userId, periodIds);
      return new Map<number, PeriodStudy>(
        rows.map((row) => [
          row.period_id,
          {
            watchedSeconds: row.watched_seconds,
            videoLength: row.video_length,
            isLearned: row.is_learned === 1,
            lastPosition: row.last_position,
          },
        ]),
      );
    },
    async learnedCounts(siteId, userId, courseIds) {
      const rows = await studyRepo.findCourses(siteId, userId, courseIds);
      return new Map(rows.map((row) => [row.course_id, row.learned_count]));
    },
  };
}

export function createStudyService({ transact, studyRepo, courses, clock, newId }: StudyServiceDeps) {
  const toNotes = async (siteId: number, rows: UserNoteTable[]): Promise<Note[]> => {
    const [summaries, periodNames] = await Promise.all([
      courses.courseSummaries(siteId, [...new Set(rows.map((row) => row.course_id))]),
      courses.periodNames(
        siteId,
        rows.map((row) => row.period_id),
      ),
    ]);
    return rows.map((row) => ({
      id: String(row.id),
      courseId: String(row.course_id),
      courseName: summaries.get(row.course_id)?.courseName ?? '',
      periodId: String(row.period_id),
      periodName: periodNames.get(row.period_id) ?? '',
      notesTime: row.notes_time,
      content: row.content,
      gmtCreate: formatDateTime(row.gmt_create),
      gmtModified: formatDateTime(row.gmt_modified),
    }));
  };

  const ownNote = async (siteId: number, userId: number, id: number) => {
    const row = await studyRepo.findNote(siteId, userId, id);
    if (!row) throw notFound('笔记不存在或已删除');
    return row;
  };

  return {
    /**
     * A player's report: the stretch played since the last one and where it stands. The lesson's
     * length is the course's (from the video), never the player's word.
     */
    async saveLog(siteId: number, userId: number, body: PeriodLogSave): Promise<PeriodProgress> {
      const lesson = await courses.studyPeriod(siteId, userId, parseId(body.periodId));
      const length = lesson.videoLength;
      if (length <= 0) throw badRequest('该课时暂无视频');
      if (body.watchTo < body.watchFrom) throw badRequest('参数错误：watchTo 不能小于 watchFrom');
      if (body.watchTo - body.watchFrom > StudyRules.maxReportSpanSeconds) {
        throw badRequest(`参数错误：一次上报的观看时长不能超过 ${StudyRules.maxReportSpanSeconds} 秒`);
      }
      if (body.watchFrom > length || body.position > length) throw badRequest('参数错误：播放位置超出视频时长');
      const watchTo = Math.min(body.watchTo, length);
      const now = clock.now();
      return transact(async (tx) => {
        const before = await studyRepo.findPeriod(siteId, userId, lesson.periodId, tx);
        const previous = parseRanges(before?.watched_ranges ?? '[]');
        const ranges = watchTo > body.watchFrom ? addRange(previous, body.watchFrom, watchTo) : previous;
        const watched = Math.min(length, totalSeconds(ranges));
        const learned = before?.is_learned === 1 || isLearnedAt(watched, length);
        const row: StudyPeriodTable = {
          id: before?.id ?? newId(),
          site_id: siteId,
          gmt_create: before?.gmt_create ?? now,
          gmt_modified: now,
          user_id: userId,
          course_id: lesson.courseId,
          period_id: lesson.periodId,
          video_length: length,
          watched_ranges: JSON.stringify(ranges),
          watched_seconds: watched,
          last_position: body.position,
          is_learned: learned ? 1 : 0,
          learned_time: before?.learned_time || (learned ? now : 0),
        };
        await studyRepo.savePeriod(row, tx);
        await studyRepo.saveCourse(
          {
            id: newId(),
            site_id: siteId,
            gmt_create: now,
            gmt_modified: now,
            user_id: userId,
            course_id: lesson.courseId,
            last_period_id: lesson.periodId,
          },
          tx,
        );
        const played = watchTo - body.watchFrom;
        if (played > 0) {
          await studyRepo.addStudySeconds(
            {
              id: newId(),
              site_id: siteId,
              gmt_create: now,
              user_id: userId,
              course_id: lesson.courseId,
              period_id: lesson.periodId,
              study_day: dayOf(now),
              seconds: played,
            },
            tx,
          );
        }
        return toPeriodProgress(row);
      });
    },

    async listCoursePeriods(siteId: number, userId: number, courseId: number): Promise<PeriodProgress[]> {
      return (await studyRepo.periodsOfCourse(siteId, userId, courseId)).map(toPeriodProgress);
    },

    async pageCourses(siteId: number, userId: number, query: PageQuery): Promise<Page<CourseProgress>> {
      const window = pageWindow(query);
      const { rows, total } = await studyRepo.pageCourses(siteId, userId, window.offset, window.pageSize);
      const [summaries, periodNames] = await Promise.all([
        courses.courseSummaries(
          siteId,
          rows.map((row) => row.course_id),
        ),
        courses.periodNames(
          siteId,
          rows.map((row) => row.last_period_id),
        ),
      ]);
      return toPage(
        rows.map((row) => {
          const course = summaries.get(row.course_id);
          const periodCount = course?.periodCount ?? 0;
          return {
            courseId: String(row.course_id),
            courseName: course?.courseName ?? '',
            courseLogo: course?.courseLogo ?? '',
            periodCount,
            learnedCount: row.learned_count,
            progress: percent(row.learned_count, periodCount),
            lastPeriodId: String(row.last_period_id),
            lastPeriodName: periodNames.get(row.last_period_id) ?? '',
            lastStudyTime: formatDateTime(row.gmt_modified),
          };
        }),
        total,
        window,
      );
    },

    async pagePeriods(siteId: number, userId: number, body: PeriodStudyListBody): Promise<Page<PeriodStudyRecord>> {
      const window = pageWindow(body);
      const courseId = body.courseId === undefined ? undefined : parseId(body.courseId);
      const { rows, total } = await studyRepo.pagePeriods(siteId, userId, courseId, window.offset, window.pageSize);
      const [summaries, periodNames] = await Promise.all([
        courses.courseSummaries(siteId, [...new Set(rows.map((row) => row.course_id))]),
        courses.periodNames(
          siteId,
          rows.map((row) => row.period_id),
        ),
      ]);
      return toPage(
        rows.map((row) => ({
          ...toPeriodProgress(row),
          courseName: summaries.get(row.course_id)?.courseName ?? '',
          periodName: periodNames.get(row.period_id) ?? '',
        })),
        total,
        window,
      );
    },

    async pageNotes(siteId: number, userId: number, body: NotePageBody): Promise<Page<Note>> {
      const window = pageWindow(body);
      const { rows, total } = await studyRepo.pageNotes(
        siteId,
        userId,
        {
          ...(body.courseId !== undefined ? { courseId: parseId(body.courseId) } : {}),
          ...(body.periodId !== undefined ? { periodId: parseId(body.periodId) } : {}),
        },
        window.offset,
        window.pageSize,
      );
      return toPage(await toNotes(siteId, rows), total, window);
    },

    async viewNote(siteId: number, userId: number, id: number): Promise<Note> {
      const [note] = await toNotes(siteId, [await ownNote(siteId, userId, id)]);
      return note!;
    },

    /** A new note for a lesson the learner may watch, or a change to one of theirs (same lesson). */
    async saveNote(siteId: number, userId: number, body: NoteSave): Promise<Note> {
      const content = body.content.trim();
      if (!content) throw badRequest('参数错误：content 不能为空');
      const periodId = parseId(body.periodId);
      const now = clock.now();
      if (body.id !== undefined) {
        const id = parseId(body.id);
        const note = await ownNote(siteId, userId, id);
        if (note.period_id !== periodId) throw badRequest('笔记不属于该课时');
        await studyRepo.updateNote(siteId, userId, id, { notes_time: body.notesTime, content, gmt_modified: now });
        return this.viewNote(siteId, userId, id);
      }
      const lesson = await courses.studyPeriod(siteId, userId, periodId);
      if (lesson.videoLength > 0 && body.notesTime > lesson.videoLength) {
        throw badRequest('参数错误：笔记位置超出视频时长');
      }
      const row: UserNoteTable = {
        id: newId(),
        site_id: siteId,
        status_id: 1,
        gmt_create: now,
        gmt_modified: now,
        user_id: userId,
        course_id: lesson.courseId,
        period_id: lesson.periodId,
        notes_time: body.notesTime,
        content,
      };
      await studyRepo.insertNote(row);
      return this.viewNote(siteId, userId, row.id);
    },

    async deleteNote(siteId: number, userId: number, id: number): Promise<null> {
      if ((await studyRepo.deleteNote(siteId, userId, id)) === 0) throw notFound('笔记不存在或已删除');
      return null;
    },
  };
}

export type StudyService = ReturnType<typeof createStudyService>;
