import {
  AuditStatus,
  ProductType,
  type CourseAuditDecision,
  type CourseAuditItem,
  type CourseAuditListBody,
  type CourseGrantBody,
  type CoursePreview,
  type OrderInfo,
  type Page,
  type PageQuery,
} from '@school/contracts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import type { Clock } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import type { OrderService } from '../order/index.ts';
import { MessageType, type MessageService, type UserService } from '../user/index.ts';
import type { AccessoryRepo } from './accessory.repo.ts';
import type { AccessoryService } from './accessory.service.ts';
import type { AuditRepo } from './audit.repo.ts';
import { draftAsCourse, type AuthorService } from './author.service.ts';
import type { Catalogue } from './catalogue.ts';
import type { CourseRepo } from './course.repo.ts';
import type { LessonRepo } from './lesson.repo.ts';
import type { Studiable } from './studiable.ts';
import type { DocumentLessons } from './document-lessons.ts';

/**
 * The operator's side of video courses: the audit queue (approval publishes a draft, rejection returns
 * it with an opinion; the teacher is told by message in the same transaction), previews, and granting a
 * course to a user (a paid order of 0).
 */
export interface AuditServiceDeps {
  transact: Transact;
  auditRepo: AuditRepo;
  lessonRepo: LessonRepo;
  accessoryRepo: AccessoryRepo;
  courseRepo: Pick<CourseRepo, 'findPublished' | 'addBuyer'>;
  authors: Pick<AuthorService, 'items' | 'preview'>;
  accessories: Pick<AccessoryService, 'dropUnused'>;
  orders: Pick<OrderService, 'grant' | 'pagePaidForProduct'>;
  users: Pick<UserService, 'summaries'>;
  messages: Pick<MessageService, 'notify'>;
  catalogue: Pick<Catalogue, 'forget'>;
  studiable: Pick<Studiable, 'require'>;
  documentLessons: Pick<DocumentLessons, 'publishDrafts'>;
  clock: Clock;
  newId: IdGenerator;
}

export function createAuditService(deps: AuditServiceDeps) {
  const { transact, auditRepo, lessonRepo, accessoryRepo, clock } = deps;

  const draftOf = async (siteId: number, id: number) => {
    const draft = await auditRepo.findDraft(siteId, id);
    if (!draft) throw notFound('课程不存在或已被删除');
    return draft;
  };

  return {
    async list(siteId: number, body: CourseAuditListBody): Promise<Page<CourseAuditItem>> {
      const window = pageWindow(body);
      const keyword = body.keyword?.trim();
      const { rows, total } = await auditRepo.pageDrafts(
        siteId,
        {
          auditStatus: body.auditStatus ?? AuditStatus.waiting,
          ...(keyword ? { keyword } : {}),
          ...(body.courseCategory !== undefined ? { courseCategory: body.courseCategory } : {}),
        },
        window.offset,
        window.pageSize,
      );
      return toPage(await deps.authors.items(siteId, rows), total, window);
    },

    preview: async (siteId: number, id: number): Promise<CoursePreview> =>
      deps.authors.preview(siteId, await draftOf(siteId, id)),

    /**
     * Approve: the draft's course, chapters, lessons, pictures and accessories replace the published ones
     * (same ids) in one transaction; learners keep their progress, orders and comments. Reject: the
     * published course, if any, keeps serving.
     */
    async decide(siteId: number, operatorId: number, input: CourseAuditDecision): Promise<CourseAuditItem> {
      const draft = await draftOf(siteId, Number(input.id));
      const opinion = input.auditOpinion.trim();
      const approve = input.auditStatus === AuditStatus.approved;
      if (!approve && opinion === '') throw badRequest('审核不通过时请填写审核意见');
      const now = clock.now();
      const oldKeys: string[] = [];
      await transact(async (tx) => {
        if (approve) {
          await deps.studiable.require('draft', siteId, draft.id, tx);
          const published = await auditRepo.findPublished(siteId, draft.id, tx);
          const course = { ...draftAsCourse(draft, published), gmt_modified: now };
          if (published) await auditRepo.updatePublished(siteId, draft.id, course, tx);
          else await auditRepo.insertPublished({ ...course, gmt_create: now }, tx);
          oldKeys.push(...(await accessoryRepo.listOf('published', siteId, draft.id, tx)).map((row) => row.file_key));
          await lessonRepo.publishDrafts(siteId, draft.id, tx);
          await accessoryRepo.publishDrafts(siteId, draft.id, tx);
          await deps.documentLessons.publishDrafts(siteId, draft.id, tx);
        }
        await auditRepo.updateDraft(
          siteId,
          draft.id,
          { audit_status: input.auditStatus, audit_opinion: opinion, gmt_modified: now },
          tx,
        );
        await auditRepo.insertLog(
          {
            id: deps.newId(),
            site_id: siteId,
            gmt_create: now,
            course_id: draft.id,
            operator_id: operatorId,
            audit_status: input.auditStatus,
            audit_opinion: opinion,
          },
          tx,
        );
        await deps.messages.notify(
          siteId,
          draft.lecturer_user_id,
          approve
            ? {
                title: '课程审核通过',
                content: `您的课程《${draft.course_name}》已审核通过并发布。${opinion}`,
                msgType: MessageType.audit,
              }
            : {
                title: '课程审核未通过',
                content: `您的课程《${draft.course_name}》未通过审核：${opinion}`,
                msgType: MessageType.audit,
              },
          tx,
        );
      });
      if (approve) {
        await deps.catalogue.forget(siteId);
        await deps.accessories.dropUnused(siteId, oldKeys);
      }
      const updated = { ...draft, audit_status: input.auditStatus, audit_opinion: opinion, gmt_modified: now };
      return (await deps.authors.items(siteId, [updated]))[0]!;
    },

    async grant(siteId: number, operatorId: number, input: CourseGrantBody): Promise<OrderInfo> {
      const courseId = Number(input.courseId);
      const userId = Number(input.userId);
      const course = await deps.courseRepo.findPublished(siteId, courseId);
      if (!course) throw notFound('课程不存在或已被删除');
      if (!(await deps.users.summaries(siteId, [userId])).has(userId)) throw notFound('学员不存在');
      const order = await deps.orders.grant(siteId, userId, course.course_category, courseId, operatorId, {
        name: course.course_name,
        listPrice: course.course_price,
        remark: input.remark.trim(),
      });
      await deps.courseRepo.addBuyer(siteId, courseId);
      return order;
    },

    async listGrants(siteId: number, courseId: number, query: PageQuery) {
      const course = await deps.courseRepo.findPublished(siteId, courseId);
      return deps.orders.pagePaidForProduct(
        siteId,
        course?.course_category ?? ProductType.videoCourse,
        courseId,
        query,
      );
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
