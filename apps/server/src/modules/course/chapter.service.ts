import type {
  ChapterAudit,
  ChapterAuditSave,
  ChapterAuditUpdate,
  ChapterPicSave,
  CoursePic,
  PicAuditSaveBody,
} from '@school/contracts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { type OwnImages, requireOwnPicture } from '../../core/rich-text.ts';
import type { Clock } from '../../core/time.ts';
import { newBusinessRow } from '../../db/columns.ts';
import type { CourseChapterTable, CoursePicTable } from './course.tables.ts';
import { checkNewOrder, nextSort } from './draft-copies.ts';
import type { DraftAccess } from './drafts.ts';
import { toChapterAudit, toPic } from './lesson.mapper.ts';
import type { LessonRepo } from './lesson.repo.ts';

/** Teachers' chapter drafts and the pictures of chapters and lessons. */
export interface ChapterServiceDeps {
  lessonRepo: LessonRepo;
  drafts: DraftAccess;
  ownImages: OwnImages;
  clock: Clock;
  newId: IdGenerator;
}

export function createChapterService({ lessonRepo, drafts, ownImages, clock, newId }: ChapterServiceDeps) {
  const chapterViews = async (siteId: number, courseId: number, rows: CourseChapterTable[]) => {
    const periods = await lessonRepo.periodsOfCourse('draft', siteId, courseId);
    return rows.map((row) => toChapterAudit(row, periods.filter((period) => period.chapter_id === row.id).length));
  };

  const picRow = (
    siteId: number,
    ids: { course: number; chapter: number; period: number },
    pic: { picUrl: string; picName: string },
    sort: number,
  ): CoursePicTable => {
    requireOwnPicture('picUrl', pic.picUrl, ownImages);
    const now = clock.now();
    return {
      ...newBusinessRow(newId(), siteId, now),
      course_id: ids.course,
      chapter_id: ids.chapter,
      period_id: ids.period,
      pic_url: pic.picUrl,
      pic_name: pic.picName.trim(),
      sort,
    };
  };

  /** The chapter, and the lesson when one is named (it must be in that chapter). */
  const picOwner = async (siteId: number, user: SessionUser, chapterId: number, periodId: number | undefined) => {
    const { course, chapter } = await drafts.ownChapter(siteId, user, chapterId);
    if (periodId !== undefined) {
      const { period } = await drafts.ownPeriod(siteId, user, periodId);
      if (period.chapter_id !== chapter.id) throw badRequest('课时不属于这个章节');
    }
    return { course: course.id, chapter: chapter.id, period: periodId ?? 0 };
  };

  return {
    async list(siteId: number, user: SessionUser, courseId: number): Promise<ChapterAudit[]> {
      await drafts.ownCourse(siteId, user, courseId);
      return chapterViews(siteId, courseId, await lessonRepo.chaptersOf('draft', siteId, courseId));
    },

    async save(siteId: number, user: SessionUser, input: ChapterAuditSave): Promise<ChapterAudit> {
      const course = await drafts.ownCourse(siteId, user, Number(input.courseId));
      const name = input.chapterName.trim();
      if (name === '') throw badRequest('章节名称不能为空');
      const existing = await lessonRepo.chaptersOf('draft', siteId, course.id);
      const now = clock.now();
      const row: CourseChapterTable = {
        ...newBusinessRow(newId(), siteId, now),
        course_id: course.id,
        chapter_name: name,
        chapter_desc: input.chapterDesc.trim(),
        is_free: input.isFree,
        sort: nextSort(existing),
      };
      await drafts.edit(siteId, course.id, (tx) => lessonRepo.insertChapter(row, tx));
      return toChapterAudit(row, 0);
    },

    async update(siteId: number, user: SessionUser, input: ChapterAuditUpdate): Promise<ChapterAudit> {
      const { course, chapter } = await drafts.ownChapter(siteId, user, Number(input.id));
      const name = input.chapterName.trim();
      if (name === '') throw badRequest('章节名称不能为空');
      const changes = {
        chapter_name: name,
        chapter_desc: input.chapterDesc.trim(),
        is_free: input.isFree,
        gmt_modified: clock.now(),
      };
      await drafts.edit(siteId, course.id, (tx) => lessonRepo.updateChapter(siteId, chapter.id, changes, tx));
      return (await chapterViews(siteId, course.id, [{ ...chapter, ...changes }]))[0]!;
    },

    async delete(siteId: number, user: SessionUser, id: number): Promise<null> {
      const { course, chapter } = await drafts.ownChapter(siteId, user, id);
      await drafts.edit(siteId, course.id, (tx) => lessonRepo.deleteChapter(siteId, chapter.id, tx));
      return null;
    },

    async sort(siteId: number, user: SessionUser, courseId: number, ids: number[]): Promise<ChapterAudit[]> {
      const course = await drafts.ownCourse(siteId, user, courseId);
      const current = await lessonRepo.chaptersOf('draft', siteId, course.id);
      checkNewOrder(
        current.map((chapter) => chapter.id),
        ids,
        '本课程章节',
      );
      const now = clock.now();
      await drafts.edit(siteId, course.id, async (tx) => {
        for (const [index, id] of ids.entries())
          await lessonRepo.updateChapter(siteId, id, { sort: index + 1, gmt_modified: now }, tx);
      });
      return chapterViews(siteId, course.id, await lessonRepo.chaptersOf('draft', siteId, course.id));
    },

    async listPics(siteId: number, user: SessionUser, chapterId: number, periodId?: number): Promise<CoursePic[]> {
      const owner = await picOwner(siteId, user, chapterId, periodId);
      return (await lessonRepo.draftPicsOf(siteId, owner.chapter, owner.period)).map(toPic);
    },

    /** Replaces the pictures of a chapter or lesson with the given list, in its order. */
    async savePics(siteId: number, user: SessionUser, input: PicAuditSaveBody): Promise<CoursePic[]> {
      const owner = await picOwner(
        siteId,
        user,
        Number(input.chapterId),
        input.periodId === undefined ? undefined : Number(input.periodId),
      );
      const rows = input.picList.map((pic, index) => picRow(siteId, owner, pic, index + 1));
      await drafts.edit(siteId, owner.course, async (tx) => {
        await lessonRepo.deleteDraftPicsOf(siteId, owner.chapter, owner.period, tx);
        for (const row of rows) await lessonRepo.insertPic(row, tx);
      });
      return rows.map(toPic);
    },

    async addChapterPic(siteId: number, user: SessionUser, input: ChapterPicSave): Promise<CoursePic> {
      const owner = await picOwner(siteId, user, Number(input.chapterId), undefined);
      const existing = await lessonRepo.draftPicsOf(siteId, owner.chapter, 0);
      const row = picRow(siteId, owner, input, nextSort(existing));
      await drafts.edit(siteId, owner.course, (tx) => lessonRepo.insertPic(row, tx));
      return toPic(row);
    },

    async deleteChapterPic(siteId: number, user: SessionUser, id: number): Promise<null> {
      const pic = await lessonRepo.findDraftPic(siteId, id);
      if (!pic || pic.period_id !== 0) throw notFound('图片不存在或已被删除');
      const { course } = await drafts.ownChapter(siteId, user, pic.chapter_id);
      await drafts.edit(siteId, course.id, (tx) => lessonRepo.deleteDraftPic(siteId, id, tx));
      return null;
    },
  };
}

export type ChapterService = ReturnType<typeof createChapterService>;
