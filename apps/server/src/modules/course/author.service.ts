import {
  categoryTypeOfKind,
  AuditStatus,
  type CourseAuditDetail,
  type CourseAuditItem,
  type CourseAuditListBody,
  type CourseDraftSave,
  type CoursePreview,
  type Page,
  type PageQuery,
  type ChapterAudit,
  type PeriodAudit,
  type TeacherCourse,
} from '@school/contracts';
import { badRequest, forbidden, notFound, wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { priceToFen } from '../../core/money.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { type OwnImages, requireOwnPicture, sanitizeRichText } from '../../core/rich-text.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import type { OrderService } from '../order/index.ts';
import type { LecturerService } from '../user/index.ts';
import type { VodService } from '../vod/index.ts';
import type { AuditRepo } from './audit.repo.ts';
import type { Catalogue } from './catalogue.ts';
import type { CategoryService } from './category.service.ts';
import type { CourseStudyService } from './course-study.service.ts';
import * as map from './course.mapper.ts';
import type { CourseRepo } from './course.repo.ts';
import type { CourseAuditTable, CourseTable } from './course.tables.ts';
import type { DraftAccess } from './drafts.ts';
import { toChapterAudit, toCourseAuditItem, toPeriodAudit } from './lesson.mapper.ts';
import type { LessonRepo } from './lesson.repo.ts';
import type { Studiable } from './studiable.ts';
import { newBusinessRow } from '../../db/columns.ts';

/**
 * Teachers' course drafts (ARCHITECTURE §5): create, edit (back to waiting), shelf wishes, delete,
 * preview; and their published courses as learners see them now.
 */
export interface AuthorServiceDeps {
  transact: Transact;
  auditRepo: AuditRepo;
  courseRepo: CourseRepo;
  lessonRepo: LessonRepo;
  drafts: DraftAccess;
  categories: Pick<CategoryService, 'pathOf'>;
  lecturers: Pick<LecturerService, 'publicNames'>;
  orders: Pick<OrderService, 'countPaid'>;
  vod: Pick<VodService, 'findVideos'>;
  study: Pick<CourseStudyService, 'preview'>;
  catalogue: Pick<Catalogue, 'forget'>;
  studiable: Pick<Studiable, 'require'>;
  ownImages: OwnImages;
  clock: Clock;
  newId: IdGenerator;
}

/** A draft shaped as a published course (what a preview and an approval read). */
export const draftAsCourse = (draft: CourseAuditTable, published?: CourseTable): CourseTable => {
  const { audit_status: _status, audit_opinion: _opinion, ...columns } = draft;
  return {
    ...columns,
    count_buy: published?.count_buy ?? 0,
    count_study: published?.count_study ?? 0,
    sort: published?.sort ?? 0,
  };
};

export function createAuthorService(deps: AuthorServiceDeps) {
  const { transact, auditRepo, courseRepo, lessonRepo, drafts, clock } = deps;

  /** Items with lecturer names, published state and counts, read a page at a time. */
  const items = async (siteId: number, rows: CourseAuditTable[]): Promise<CourseAuditItem[]> => {
    const ids = rows.map((row) => row.id);
    const [names, published, counts] = await Promise.all([
      deps.lecturers.publicNames(
        siteId,
        rows.map((row) => row.lecturer_user_id),
      ),
      auditRepo.publishedIds(siteId, ids),
      lessonRepo.countsOf('draft', siteId, ids),
    ]);
    return rows.map((row) =>
      toCourseAuditItem(row, {
        lecturerName: names.get(row.lecturer_user_id) ?? '',
        isPublished: published.has(row.id),
        chapterCount: counts.get(row.id)?.chapters ?? 0,
        periodCount: counts.get(row.id)?.periods ?? 0,
      }),
    );
  };

  const detail = async (siteId: number, row: CourseAuditTable): Promise<CourseAuditDetail> => {
    const [[item], logs] = await Promise.all([items(siteId, [row]), auditRepo.logsOf(siteId, row.id)]);
    return {
      ...item!,
      introduce: row.introduce,
      categoryId: String(row.category3_id || row.category2_id || row.category1_id),
      auditLogList: logs.map((log) => ({
        auditStatus: log.audit_status,
        auditOpinion: log.audit_opinion,
        gmtCreate: formatDateTime(log.gmt_create),
      })),
    };
  };

  /** The draft's columns from the form: category path, prices in fen, sanitised introduction. */
  const columnsOf = async (siteId: number, input: CourseDraftSave) => {
    const name = input.courseName.trim();
    if (name === '') throw badRequest('课程名称不能为空');
    requireOwnPicture('courseLogo', input.courseLogo, deps.ownImages);
    const path = await deps.categories.pathOf(
      siteId,
      Number(input.categoryId),
      categoryTypeOfKind(input.courseCategory),
    );
    const coursePrice = input.isFree === 1 ? 0 : priceToFen(input.coursePrice, 'coursePrice');
    const rulingPrice = priceToFen(input.rulingPrice, 'rulingPrice');
    if (input.isFree === 0 && coursePrice === 0) throw badRequest('付费课程的售价须大于 0，免费课程请选择免费');
    return {
      course_name: name,
      course_category: input.courseCategory,
      ...path,
      course_logo: input.courseLogo,
      introduce: sanitizeRichText(input.introduce),
      course_price: coursePrice,
      ruling_price: Math.max(rulingPrice, coursePrice),
      is_free: input.isFree,
    };
  };

  /** A lecturer's own published course (what learners see now). */
  const ownPublished = async (siteId: number, user: SessionUser, courseId: number) => {
    drafts.requireTeacher(user);
    const course = await courseRepo.findPublished(siteId, courseId);
    if (!course) throw notFound('课程不存在或尚未发布');
    if (course.lecturer_user_id !== user.id) throw forbidden('只能查看自己的课程');
    return course;
  };

  return {
    items,

    async list(siteId: number, user: SessionUser, body: CourseAuditListBody): Promise<Page<CourseAuditItem>> {
      drafts.requireTeacher(user);
      const window = pageWindow(body);
      const keyword = body.keyword?.trim();
      const { rows, total } = await auditRepo.pageDrafts(
        siteId,
        {
          lecturerUserId: user.id,
          ...(body.auditStatus !== undefined ? { auditStatus: body.auditStatus } : {}),
          ...(keyword ? { keyword } : {}),
          ...(body.courseCategory !== undefined ? { courseCategory: body.courseCategory } : {}),
        },
        window.offset,
        window.pageSize,
      );
      return toPage(await items(siteId, rows), total, window);
    },

    view: async (siteId: number, user: SessionUser, id: number) =>
      detail(siteId, await drafts.ownCourse(siteId, user, id)),

    async save(siteId: number, user: SessionUser, input: CourseDraftSave): Promise<CourseAuditDetail> {
      drafts.requireTeacher(user);
      const now = clock.now();
      const row: CourseAuditTable = {
        ...newBusinessRow(deps.newId(), siteId, now),
        lecturer_user_id: user.id,
        org_user_id: 0,
        ...(await columnsOf(siteId, input)),
        is_put_away: 1,
        audit_status: AuditStatus.waiting,
        audit_opinion: '',
      };
      await auditRepo.insertDraft(row);
      return detail(siteId, row);
    },

    async update(siteId: number, user: SessionUser, id: number, input: CourseDraftSave): Promise<CourseAuditDetail> {
      const draft = await drafts.ownCourse(siteId, user, id);
      // Lessons hold videos, live times or documents by the kind: a course keeps the kind it was made with.
      if (input.courseCategory !== draft.course_category) throw badRequest('课程类型创建后不能修改，请新建一门课程');
      const changes = {
        ...(await columnsOf(siteId, input)),
        audit_status: AuditStatus.waiting,
        gmt_modified: clock.now(),
      };
      await auditRepo.updateDraft(siteId, id, changes);
      return detail(siteId, { ...draft, ...changes });
    },

    /**
     * Off the shelf: at once, for the public too. On the shelf: at once when the published course is the
     * approved draft; otherwise with the next approval.
     */
    async stand(siteId: number, user: SessionUser, id: number, isPutAway: 0 | 1): Promise<CourseAuditItem> {
      const draft = await drafts.ownCourse(siteId, user, id);
      if (isPutAway === 1) await deps.studiable.require('draft', siteId, id);
      const now = clock.now();
      const published = await auditRepo.findPublished(siteId, id);
      await transact(async (tx) => {
        await auditRepo.updateDraft(siteId, id, { is_put_away: isPutAway }, tx);
        if (published && (isPutAway === 0 || draft.audit_status === AuditStatus.approved))
          await auditRepo.updatePublished(siteId, id, { is_put_away: isPutAway, gmt_modified: now }, tx);
      });
      if (published) await deps.catalogue.forget(siteId);
      return (await items(siteId, [{ ...draft, is_put_away: isPutAway }]))[0]!;
    },

    async delete(siteId: number, user: SessionUser, id: number): Promise<null> {
      const course = await drafts.ownCourse(siteId, user, id);
      if ((await deps.orders.countPaid(siteId, course.course_category, id)) > 0)
        throw wrongState('已有学员购买这门课程，不能删除，可以下架');
      const now = clock.now();
      await transact(async (tx) => {
        await auditRepo.updateDraft(siteId, id, { status_id: 0, gmt_modified: now }, tx);
        await auditRepo.withdrawPublished(siteId, id, now, tx);
      });
      await deps.catalogue.forget(siteId);
      return null;
    },

    async preview(siteId: number, draft: CourseAuditTable): Promise<CoursePreview> {
      const published = await auditRepo.findPublished(siteId, draft.id);
      const { course, chapterList } = await deps.study.preview(siteId, draftAsCourse(draft, published));
      return { course, chapterList, auditStatus: draft.audit_status, auditOpinion: draft.audit_opinion };
    },

    async previewOwn(siteId: number, user: SessionUser, id: number): Promise<CoursePreview> {
      return this.preview(siteId, await drafts.ownCourse(siteId, user, id));
    },

    async pagePublished(siteId: number, user: SessionUser, query: PageQuery): Promise<Page<TeacherCourse>> {
      drafts.requireTeacher(user);
      const window = pageWindow(query);
      const { rows, total } = await courseRepo.pageOfLecturer(siteId, user.id, window);
      const [names, counts] = await Promise.all([
        deps.lecturers.publicNames(siteId, [user.id]),
        lessonRepo.countPublishedPeriods(
          siteId,
          rows.map((row) => row.id),
        ),
      ]);
      const list = rows.map((row) => ({
        ...map.toCourseItem(row, names.get(user.id) ?? ''),
        isPutAway: row.is_put_away === 1 ? (1 as const) : (0 as const),
        periodCount: counts.get(row.id) ?? 0,
      }));
      return toPage(list, total, window);
    },

    async listPublishedChapters(siteId: number, user: SessionUser, courseId: number): Promise<ChapterAudit[]> {
      const course = await ownPublished(siteId, user, courseId);
      const [chapters, periods] = await Promise.all([
        lessonRepo.chaptersOf('published', siteId, course.id),
        lessonRepo.periodsOfCourse('published', siteId, course.id),
      ]);
      return chapters.map((chapter) =>
        toChapterAudit(chapter, periods.filter((period) => period.chapter_id === chapter.id).length),
      );
    },

    async listPublishedPeriods(siteId: number, user: SessionUser, chapterId: number): Promise<PeriodAudit[]> {
      drafts.requireTeacher(user);
      const chapter = await lessonRepo.findChapter('published', siteId, chapterId);
      if (!chapter) throw notFound('章节不存在或尚未发布');
      await ownPublished(siteId, user, chapter.course_id);
      const periods = await lessonRepo.periodsOfChapter('published', siteId, chapter.id);
      const videos = new Map(
        (
          await deps.vod.findVideos(
            siteId,
            periods.map((period) => period.video_id).filter((id) => id !== 0),
          )
        ).map((video) => [Number(video.id), video] as const),
      );
      return periods.map((period) => toPeriodAudit(period, videos.get(period.video_id)));
    },
  };
}

export type AuthorService = ReturnType<typeof createAuthorService>;
