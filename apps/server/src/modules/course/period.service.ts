import {
  CourseKind,
  VideoStatus,
  type ChapterVideos,
  type PeriodAudit,
  type PeriodAuditSave,
  type PeriodAuditUpdate,
} from '@school/contracts';
import { badRequest, notFound, wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { type Clock, requireDateTime } from '../../core/time.ts';
import { newBusinessRow } from '../../db/columns.ts';
import type { VideoRecord, VodService } from '../vod/index.ts';
import type { CourseAuditTable, CoursePeriodTable } from './course.tables.ts';
import { checkNewOrder, nextSort } from './draft-copies.ts';
import type { DraftAccess } from './drafts.ts';
import { isDocumentKind, NOT_A_VIDEO_KIND } from './document-lessons.ts';
import { toChapterAudit, toPeriodAudit } from './lesson.mapper.ts';
import type { LessonRepo } from './lesson.repo.ts';

/** A lesson's video was saved by `/course/auth/vod/upload` (SPEC §4: "the record is saved and an event fires"). */
export interface PeriodVideoEvent {
  siteId: number;
  courseId: number;
  periodId: number;
  videoId: number;
  lecturerUserId: number;
}

/** Teachers' lesson drafts and the videos bound to them. */
export interface PeriodServiceDeps {
  lessonRepo: LessonRepo;
  drafts: DraftAccess;
  vod: Pick<VodService, 'findVideo' | 'findVideos'>;
  clock: Clock;
  newId: IdGenerator;
}

export function createPeriodService({ lessonRepo, drafts, vod, clock, newId }: PeriodServiceDeps) {
  const listeners = new Set<(event: PeriodVideoEvent) => void | Promise<void>>();

  const videosOf = async (siteId: number, rows: CoursePeriodTable[]) =>
    new Map(
      (
        await vod.findVideos(
          siteId,
          rows.map((row) => row.video_id).filter((id) => id !== 0),
        )
      ).map((video) => [Number(video.id), video] as const),
    );

  const views = async (siteId: number, rows: CoursePeriodTable[]): Promise<PeriodAudit[]> => {
    const videos = await videosOf(siteId, rows);
    return rows.map((row) => toPeriodAudit(row, videos.get(row.video_id)));
  };

  /** My own uploaded video, usable for a lesson (not failed). */
  const myVideo = async (siteId: number, user: SessionUser, videoId: number): Promise<VideoRecord> => {
    const video = await vod.findVideo(siteId, videoId);
    if (!video || video.ownerUserId !== user.id) throw notFound('视频不存在或不是您上传的');
    if (video.videoStatus === VideoStatus.failed) throw wrongState(`视频转码失败，请重新上传：${video.failReason}`);
    return video;
  };

  async function bind(siteId: number, user: SessionUser, periodId: number, videoId: number, videoName?: string) {
    const { course, period } = await drafts.ownPeriod(siteId, user, periodId);
    if (isDocumentKind(course.course_category)) throw badRequest(NOT_A_VIDEO_KIND);
    const video = await myVideo(siteId, user, videoId);
    const changes = {
      video_id: videoId,
      video_name: videoName?.trim() || video.videoName,
      gmt_modified: clock.now(),
    };
    await drafts.edit(siteId, course.id, (tx) => lessonRepo.updatePeriod(siteId, period.id, changes, tx));
    return { course, row: { ...period, ...changes }, video };
  }

  /**
   * A live lesson's times: both given, not in the past, the end after the start, and clear of the
   * lecturer's other live lessons (they all go out on the lecturer's one channel). Other kinds keep 0.
   */
  async function liveTimes(
    siteId: number,
    course: CourseAuditTable,
    input: { startTime?: string; endTime?: string },
    periodId: number,
  ): Promise<{ live_begin: number; live_end: number }> {
    if (course.course_category !== CourseKind.live) return { live_begin: 0, live_end: 0 };
    if (!input.startTime || !input.endTime) throw badRequest('直播课时请填写开始时间和结束时间');
    const begin = requireDateTime(input.startTime, 'startTime');
    const end = requireDateTime(input.endTime, 'endTime');
    if (begin <= clock.now()) throw badRequest('直播开始时间不能早于现在');
    if (end <= begin) throw badRequest('直播结束时间须晚于开始时间');
    const clash = await lessonRepo.overlappingLiveLesson(siteId, course.lecturer_user_id, begin, end, periodId);
    if (clash) throw badRequest(`与您的直播课时“${clash.period_name}”时间重叠，请调整时间`);
    return { live_begin: begin, live_end: end };
  }

  return {
    async list(siteId: number, user: SessionUser, chapterId: number): Promise<PeriodAudit[]> {
      const { chapter } = await drafts.ownChapter(siteId, user, chapterId);
      return views(siteId, await lessonRepo.periodsOfChapter('draft', siteId, chapter.id));
    },

    async save(siteId: number, user: SessionUser, input: PeriodAuditSave): Promise<PeriodAudit> {
      const { course, chapter } = await drafts.ownChapter(siteId, user, Number(input.chapterId));
      const name = input.periodName.trim();
      if (name === '') throw badRequest('课时名称不能为空');
      const existing = await lessonRepo.periodsOfChapter('draft', siteId, chapter.id);
      const id = newId();
      const times = await liveTimes(siteId, course, input, id);
      const now = clock.now();
      const row: CoursePeriodTable = {
        ...newBusinessRow(id, siteId, now),
        course_id: course.id,
        chapter_id: chapter.id,
        period_name: name,
        period_desc: input.periodDesc.trim(),
        is_free: input.isFree,
        sort: nextSort(existing),
        video_id: 0,
        video_name: '',
        ...times,
      };
      await drafts.edit(siteId, course.id, (tx) => lessonRepo.insertPeriod(row, tx));
      return toPeriodAudit(row, undefined);
    },

    async update(siteId: number, user: SessionUser, input: PeriodAuditUpdate): Promise<PeriodAudit> {
      const { course, period } = await drafts.ownPeriod(siteId, user, Number(input.id));
      const name = input.periodName.trim();
      if (name === '') throw badRequest('课时名称不能为空');
      const times = await liveTimes(siteId, course, input, period.id);
      const changes = {
        period_name: name,
        period_desc: input.periodDesc.trim(),
        is_free: input.isFree,
        ...times,
        gmt_modified: clock.now(),
      };
      await drafts.edit(siteId, course.id, (tx) => lessonRepo.updatePeriod(siteId, period.id, changes, tx));
      return (await views(siteId, [{ ...period, ...changes }]))[0]!;
    },

    async delete(siteId: number, user: SessionUser, id: number): Promise<null> {
      const { course, period } = await drafts.ownPeriod(siteId, user, id);
      await drafts.edit(siteId, course.id, (tx) => lessonRepo.deletePeriod(siteId, period.id, tx));
      return null;
    },

    async sort(siteId: number, user: SessionUser, chapterId: number, ids: number[]): Promise<PeriodAudit[]> {
      const { course, chapter } = await drafts.ownChapter(siteId, user, chapterId);
      const current = await lessonRepo.periodsOfChapter('draft', siteId, chapter.id);
      checkNewOrder(
        current.map((period) => period.id),
        ids,
        '本章课时',
      );
      const now = clock.now();
      await drafts.edit(siteId, course.id, async (tx) => {
        for (const [index, id] of ids.entries())
          await lessonRepo.updatePeriod(siteId, id, { sort: index + 1, gmt_modified: now }, tx);
      });
      return views(siteId, await lessonRepo.periodsOfChapter('draft', siteId, chapter.id));
    },

    async listChapterVideos(siteId: number, user: SessionUser, courseId: number): Promise<ChapterVideos[]> {
      const course = await drafts.ownCourse(siteId, user, courseId);
      const [chapters, periods] = await Promise.all([
        lessonRepo.chaptersOf('draft', siteId, course.id),
        lessonRepo.periodsOfCourse('draft', siteId, course.id),
      ]);
      const lessons = await views(siteId, periods);
      return chapters.map((chapter) => {
        const periodList = lessons.filter((lesson) => lesson.chapterId === String(chapter.id));
        return { ...toChapterAudit(chapter, periodList.length), periodList };
      });
    },

    async viewVideo(siteId: number, user: SessionUser, periodId: number): Promise<PeriodAudit> {
      const { period } = await drafts.ownPeriod(siteId, user, periodId);
      return (await views(siteId, [period]))[0]!;
    },

    async bindVideo(siteId: number, user: SessionUser, periodId: number, videoId: number, videoName?: string) {
      const { row, video } = await bind(siteId, user, periodId, videoId, videoName);
      return toPeriodAudit(row, video);
    },

    /** The record of SPEC §4 after an upload for this lesson; fires the lesson-video event. */
    async saveUploadRecord(siteId: number, user: SessionUser, periodId: number, videoId: number, videoName: string) {
      const { course, row, video } = await bind(siteId, user, periodId, videoId, videoName);
      const event = { siteId, courseId: course.id, periodId, videoId, lecturerUserId: user.id };
      for (const listener of listeners) await listener(event);
      return toPeriodAudit(row, video);
    },

    async unbindVideo(siteId: number, user: SessionUser, periodId: number): Promise<PeriodAudit> {
      const { course, period } = await drafts.ownPeriod(siteId, user, periodId);
      const changes = { video_id: 0, video_name: '', gmt_modified: clock.now() };
      await drafts.edit(siteId, course.id, (tx) => lessonRepo.updatePeriod(siteId, period.id, changes, tx));
      return toPeriodAudit({ ...period, ...changes }, undefined);
    },

    /** Hears of videos saved for lessons; returns a function that stops it. */
    onPeriodVideo(listener: (event: PeriodVideoEvent) => void | Promise<void>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PeriodService = ReturnType<typeof createPeriodService>;
