import { Type, type Static } from 'typebox';
import { Flag, Id, Text } from '../common.ts';
import { defineContracts } from '../route.ts';
import { CourseCategoryAdminTree, CourseCategoryTree, CourseKind } from './catalogue.ts';

/**
 * Document lessons of resource packs (courseCategory 3) and the library (4), decision 0071: a lesson
 * holds a document uploaded through the chunked upload (`isDoc` 1) instead of a video. The files, their
 * preparation and the signed addresses are the resource module's (`resource.ts`).
 */

/** GLOSSARY category type: 1 the course tree, 2 the tree of resources and library (information). */
export const CategoryType = { course: 1, information: 2 } as const;
/** Resources and library documents are filed in the information tree, video and live courses in the course tree. */
export const categoryTypeOfKind = (kind: number): CategoryType =>
  kind === CourseKind.resource || kind === CourseKind.library ? CategoryType.information : CategoryType.course;
export type CategoryType = (typeof CategoryType)[keyof typeof CategoryType];
export const CategoryTypeSchema = Type.Union([Type.Literal(1), Type.Literal(2)], {
  description: '分类类型：1 课程分类，2 资源与文库分类',
});

export const PeriodDocSave = Type.Object({
  periodId: Id,
  documentId: Id,
  docName: Type.Optional(Text(200)),
  isDownload: Flag,
  freePages: Type.Integer({ minimum: 0, maximum: 1000, description: '未购买者可试读的页数，默认 3' }),
});
export type PeriodDocSave = Static<typeof PeriodDocSave>;

/** A lesson's document as its author sees it. */
export const PeriodDoc = Type.Object({
  periodId: Id,
  isDoc: Type.Integer({ description: '1 本课时是文档' }),
  documentId: Id,
  docName: Type.String(),
  docType: Type.String(),
  docSize: Type.Integer(),
  pageCount: Type.Integer(),
  docState: Type.Integer({ description: '0 等待处理，1 转换中，2 可在线阅读，3 仅可下载，4 失败' }),
  failReason: Type.String(),
  isDownload: Flag,
  freePages: Type.Integer(),
});
export type PeriodDoc = Static<typeof PeriodDoc>;

export const courseDocumentContracts = defineContracts({
  savePeriodDoc: {
    method: 'POST',
    url: '/course/auth/course/period/audit/doc/save',
    summary: '为资源或文库课程的课时设置文档（可否下载、免费页数）',
    body: PeriodDocSave,
    response: PeriodDoc,
  },
  viewPeriodDoc: {
    method: 'POST',
    url: '/course/auth/course/period/audit/doc/view',
    summary: '课时的文档及其处理状态',
    body: Type.Object({ periodId: Id }),
    response: PeriodDoc,
  },
  listInformationCategory: {
    method: 'POST',
    url: '/course/api/website/information/category/list',
    summary: '资源与文库的分类树（分类类型 2）',
    response: Type.Array(CourseCategoryTree),
  },
  adminListInformationCategory: {
    method: 'POST',
    url: '/course/admin/information/category/list',
    summary: '资源与文库的分类树（含停用）；新增时在 /course/admin/course/category/save 带 categoryType 2',
    response: Type.Array(CourseCategoryAdminTree),
  },
});
