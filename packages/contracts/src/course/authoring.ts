import { Type, type Static } from 'typebox';
import {
  DateTime,
  Empty,
  Flag,
  FlagOf,
  Id,
  IdBody,
  Page,
  PageQuery,
  PictureUrl,
  SafeUrl,
  Text,
  Yuan,
} from '../common.ts';
import { defineContracts } from '../route.ts';
import { CourseItem, CourseKindSchema, CourseStandBody } from './catalogue.ts';
import { PeriodDoc } from './document.ts';
import { ChapterIdBody, CourseChapter, CourseDetail, CourseIdBody, CoursePic, PeriodIdBody } from './study.ts';

/** Teacher authoring (userType 2): drafts in *_audit rows (ARCHITECTURE §5). */

/** GLOSSARY auditStatus: 0 waiting (every edit returns the draft here), 1 approved, 2 rejected. */
export const AuditStatus = { waiting: 0, approved: 1, rejected: 2 } as const;
export type AuditStatus = (typeof AuditStatus)[keyof typeof AuditStatus];
export const AuditStatusSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
  description: '审核状态：0 待审核，1 审核通过，2 审核不通过',
});

export const CourseAuditItem = Type.Object({
  id: Id,
  courseName: Type.String(),
  courseCategory: Type.Integer({ description: '课程类型：1 点播，2 直播，3 资源，4 文库' }),
  courseLogo: Type.String(),
  coursePrice: Type.Number({ description: '售价（元）' }),
  rulingPrice: Type.Number({ description: '原价（元）' }),
  isFree: Flag,
  isPutAway: FlagOf('讲师要求上架（1）或下架（0）'),
  auditStatus: Type.Integer({ description: '审核状态：0 待审核，1 审核通过，2 审核不通过' }),
  auditOpinion: Type.String({ description: '最近一次审核意见' }),
  isPublished: FlagOf('已有审核通过的发布版本（1 是，0 否）'),
  categoryId1: Type.String(),
  categoryId2: Type.String(),
  categoryId3: Type.String(),
  lecturerUserId: Id,
  lecturerName: Type.String(),
  chapterCount: Type.Integer(),
  periodCount: Type.Integer(),
  gmtCreate: DateTime,
  gmtModified: DateTime,
});
export type CourseAuditItem = Static<typeof CourseAuditItem>;
export const CourseAuditLog = Type.Object({
  auditStatus: Type.Integer({ description: '1 审核通过，2 审核不通过' }),
  auditOpinion: Type.String(),
  gmtCreate: DateTime,
});
export type CourseAuditLog = Static<typeof CourseAuditLog>;
export const CourseAuditDetail = Type.Object({
  ...CourseAuditItem.properties,
  introduce: Type.String({ description: '课程介绍（已净化的 HTML）' }),
  categoryId: Type.String({ description: '所选的最末级分类' }),
  auditLogList: Type.Array(CourseAuditLog, { description: '审核记录（新的在前）' }),
});
export type CourseAuditDetail = Static<typeof CourseAuditDetail>;

/** The draft of a course exactly as learners will see it once approved (`/preview/course/{id}`). */
export const CoursePreview = Type.Object({
  course: CourseDetail,
  chapterList: Type.Array(CourseChapter),
  auditStatus: Type.Integer({ description: '审核状态：0 待审核，1 审核通过，2 审核不通过' }),
  auditOpinion: Type.String(),
});
export type CoursePreview = Static<typeof CoursePreview>;

export const CourseAuditListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      auditStatus: Type.Optional(AuditStatusSchema),
      keyword: Type.Optional(Text(50)),
      courseCategory: Type.Optional(CourseKindSchema),
    }),
  ]),
);
export type CourseAuditListBody = Static<typeof CourseAuditListBody>;

export const CourseDraftSave = Type.Object({
  courseName: Text(50, 1),
  courseCategory: CourseKindSchema,
  categoryId: Id,
  courseLogo: PictureUrl(1),
  introduce: Text(20000),
  coursePrice: Yuan,
  rulingPrice: Yuan,
  isFree: Flag,
});
export type CourseDraftSave = Static<typeof CourseDraftSave>;
export const CourseDraftUpdate = Type.Evaluate(Type.Intersect([IdBody, CourseDraftSave]));
export type CourseDraftUpdate = Static<typeof CourseDraftUpdate>;

export const ChapterAudit = Type.Object({
  id: Id,
  courseId: Id,
  chapterName: Type.String(),
  chapterDesc: Type.String(),
  isFree: Flag,
  sort: Type.Integer(),
  periodCount: Type.Integer(),
});
export type ChapterAudit = Static<typeof ChapterAudit>;
export const ChapterAuditSave = Type.Object({
  courseId: Id,
  chapterName: Text(50, 1),
  chapterDesc: Text(500),
  isFree: Flag,
});
export type ChapterAuditSave = Static<typeof ChapterAuditSave>;
export const ChapterAuditUpdate = Type.Object({
  id: Id,
  chapterName: Text(50, 1),
  chapterDesc: Text(500),
  isFree: Flag,
});
export type ChapterAuditUpdate = Static<typeof ChapterAuditUpdate>;
/** Drag to sort: the full new order of the container's items. */
export const ChapterSortBody = Type.Object({ courseId: Id, ids: Type.Array(Id, { minItems: 1, maxItems: 500 }) });
export const PeriodSortBody = Type.Object({ chapterId: Id, ids: Type.Array(Id, { minItems: 1, maxItems: 500 }) });

export const PeriodAudit = Type.Object({
  id: Id,
  courseId: Id,
  chapterId: Id,
  periodName: Type.String(),
  periodDesc: Type.String(),
  isFree: Flag,
  sort: Type.Integer(),
  videoId: Type.String({ description: '绑定的视频编号，未绑定为 "0"' }),
  videoName: Type.String(),
  videoStatus: Type.Integer({ description: '0 未绑定视频，1 排队转码，2 转码中，3 可播放，4 转码失败' }),
  videoDuration: Type.Integer({ description: '秒' }),
  startTime: Type.String({ description: '直播课时的开始时间（yyyy-MM-dd HH:mm:ss），其他课时为空' }),
  endTime: Type.String({ description: '直播课时的结束时间，其他课时为空' }),
});
export type PeriodAudit = Static<typeof PeriodAudit>;
/** A live lesson's planned times; required for lessons of live courses, ignored for others. */
const LiveTimes = {
  startTime: Type.Optional(DateTime),
  endTime: Type.Optional(DateTime),
};
export const PeriodAuditSave = Type.Object({
  chapterId: Id,
  periodName: Text(50, 1),
  periodDesc: Text(500),
  isFree: Flag,
  ...LiveTimes,
});
export type PeriodAuditSave = Static<typeof PeriodAuditSave>;
export const PeriodAuditUpdate = Type.Object({
  id: Id,
  periodName: Text(50, 1),
  periodDesc: Text(500),
  isFree: Flag,
  ...LiveTimes,
});
export type PeriodAuditUpdate = Static<typeof PeriodAuditUpdate>;

/** A lesson on the authoring page: its video or live times, and in resources and the library its document. */
export const PeriodDraft = Type.Object({
  ...PeriodAudit.properties,
  doc: Type.Optional(PeriodDoc),
});
export type PeriodDraft = Static<typeof PeriodDraft>;

/** Chapters with their lessons and bound videos or documents (the authoring page). */
export const ChapterVideos = Type.Object({
  ...ChapterAudit.properties,
  periodList: Type.Array(PeriodDraft),
});
export type ChapterVideos = Static<typeof ChapterVideos>;
export const PeriodVideoBind = Type.Object({
  periodId: Id,
  videoId: Id,
  videoName: Type.Optional(Text(100, 1)),
});
export type PeriodVideoBind = Static<typeof PeriodVideoBind>;
/** `/course/auth/vod/upload` (SPEC §3 saved record): the lesson and the uploaded video (`vid`). */
export const VodUploadRecord = Type.Object({
  periodId: Id,
  vid: Id,
  videoName: Text(100, 1),
});
export type VodUploadRecord = Static<typeof VodUploadRecord>;

export const AccessoryAudit = Type.Object({
  id: Id,
  courseId: Id,
  accessoryName: Type.String(),
  fileSize: Type.Integer(),
  sort: Type.Integer(),
  gmtCreate: DateTime,
});
export type AccessoryAudit = Static<typeof AccessoryAudit>;
export const AccessorySave = Type.Object({
  courseId: Id,
  accessoryName: Text(100, 1),
  fileUrl: SafeUrl(1),
});
export type AccessorySave = Static<typeof AccessorySave>;

export const PicInput = Type.Object({ picUrl: PictureUrl(1), picName: Text(50) });
export const PicAuditListBody = Type.Object({ chapterId: Id, periodId: Type.Optional(Id) });
export const PicAuditSaveBody = Type.Object({
  chapterId: Id,
  periodId: Type.Optional(Id),
  picList: Type.Array(PicInput, { maxItems: 30 }),
});
export type PicAuditSaveBody = Static<typeof PicAuditSaveBody>;
export const ChapterPicSave = Type.Object({ chapterId: Id, picUrl: PictureUrl(1), picName: Text(50) });
export type ChapterPicSave = Static<typeof ChapterPicSave>;

/** The teacher's published courses (`/account/vod`): what learners see now, with counts. */
export const TeacherCourse = Type.Evaluate(
  Type.Intersect([CourseItem, Type.Object({ isPutAway: Flag, periodCount: Type.Integer() })]),
);
export type TeacherCourse = Static<typeof TeacherCourse>;

/** Teachers (userType 2) author drafts of their own courses; `/account/vod/**` pages. */
export const courseAuthorContracts = defineContracts({
  listCourseAudit: {
    method: 'POST',
    url: '/course/auth/course/audit/list',
    summary: '我的课程草稿（含审核状态和意见）',
    body: CourseAuditListBody,
    response: Page(CourseAuditItem),
  },
  viewCourseAudit: {
    method: 'POST',
    url: '/course/auth/course/audit/view',
    summary: '课程草稿详情（含审核记录）',
    body: IdBody,
    response: CourseAuditDetail,
  },
  saveCourseAudit: {
    method: 'POST',
    url: '/course/auth/course/audit/save',
    summary: '新建课程（草稿，待审核）',
    body: CourseDraftSave,
    response: CourseAuditDetail,
  },
  updateCourseAudit: {
    method: 'POST',
    url: '/course/auth/course/audit/update',
    summary: '修改课程草稿（回到待审核；已发布的版本照常展示，直到审核通过）',
    body: CourseDraftUpdate,
    response: CourseAuditDetail,
  },
  standCourseAudit: {
    method: 'POST',
    url: '/course/auth/course/audit/stand',
    summary: '讲师上下架：下架立即生效；上架在审核通过后生效（已通过的课程立即上架）',
    body: CourseStandBody,
    response: CourseAuditItem,
  },
  deleteCourseAudit: {
    method: 'POST',
    url: '/course/auth/course/audit/delete',
    summary: '删除课程（草稿和已发布版本；已有学员购买的课程不能删除，可下架）',
    body: IdBody,
    response: Empty,
  },
  previewCourseAudit: {
    method: 'POST',
    url: '/course/auth/course/audit/preview',
    summary: '预览草稿（与学员审核通过后看到的一样；本项目新增）',
    body: IdBody,
    response: CoursePreview,
  },
  listChapterAudit: {
    method: 'POST',
    url: '/course/auth/course/chapter/audit/list',
    summary: '课程草稿的章节',
    body: CourseIdBody,
    response: Type.Array(ChapterAudit),
  },
  saveChapterAudit: {
    method: 'POST',
    url: '/course/auth/course/chapter/audit/save',
    summary: '新增章节（排在最后）',
    body: ChapterAuditSave,
    response: ChapterAudit,
  },
  updateChapterAudit: {
    method: 'POST',
    url: '/course/auth/course/chapter/audit/update',
    summary: '修改章节',
    body: ChapterAuditUpdate,
    response: ChapterAudit,
  },
  deleteChapterAudit: {
    method: 'POST',
    url: '/course/auth/course/chapter/audit/delete',
    summary: '删除章节（连同其课时、图片）',
    body: IdBody,
    response: Empty,
  },
  sortChapterAudit: {
    method: 'POST',
    url: '/course/auth/course/chapter/audit/sort',
    summary: '章节排序（拖动后提交全部章节编号的新顺序）',
    body: ChapterSortBody,
    response: Type.Array(ChapterAudit),
  },
  listPeriodAudit: {
    method: 'POST',
    url: '/course/auth/course/chapter/period/audit/list',
    summary: '章节草稿的课时（含绑定的视频和转码状态）',
    body: ChapterIdBody,
    response: Type.Array(PeriodAudit),
  },
  savePeriodAudit: {
    method: 'POST',
    url: '/course/auth/course/chapter/period/audit/save',
    summary: '新增课时（排在章节最后）',
    body: PeriodAuditSave,
    response: PeriodAudit,
  },
  updatePeriodAudit: {
    method: 'POST',
    url: '/course/auth/course/chapter/period/audit/update',
    summary: '修改课时',
    body: PeriodAuditUpdate,
    response: PeriodAudit,
  },
  deletePeriodAudit: {
    method: 'POST',
    url: '/course/auth/course/chapter/period/audit/delete',
    summary: '删除课时',
    body: IdBody,
    response: Empty,
  },
  sortPeriodAudit: {
    method: 'POST',
    url: '/course/auth/course/chapter/period/audit/sort',
    summary: '课时排序（拖动后提交本章全部课时编号的新顺序）',
    body: PeriodSortBody,
    response: Type.Array(PeriodAudit),
  },
  listChapterVideos: {
    method: 'POST',
    url: '/course/auth/course/video/list/chapter',
    summary: '课程草稿的章节、课时及绑定的视频；资源和文库课程的课时带 doc（文档及其处理状态）',
    body: CourseIdBody,
    response: Type.Array(ChapterVideos),
  },
  refPeriodVideo: {
    method: 'POST',
    url: '/course/auth/course/video/ref',
    summary: '把我上传的一个视频绑定到课时',
    body: PeriodVideoBind,
    response: PeriodAudit,
  },
  deletePeriodVideo: {
    method: 'POST',
    url: '/course/auth/course/video/delete',
    summary: '解除课时的视频（视频本身保留在我的视频里）',
    body: PeriodIdBody,
    response: PeriodAudit,
  },
  viewPeriodVideo: {
    method: 'POST',
    url: '/course/auth/course/chapter/period/video/view',
    summary: '课时绑定的视频（含转码状态）',
    body: PeriodIdBody,
    response: PeriodAudit,
  },
  savePeriodVideo: {
    method: 'POST',
    url: '/course/auth/course/chapter/period/video/save',
    summary: '保存课时的视频（可改显示的视频名）',
    body: PeriodVideoBind,
    response: PeriodAudit,
  },
  saveVodUpload: {
    method: 'POST',
    url: '/course/auth/vod/upload',
    summary: '视频上传完成后保存记录（periodId、vid、videoName）到我的课时，并发出“课时视频已更新”事件',
    body: VodUploadRecord,
    response: PeriodAudit,
  },
  listAccessoryAudit: {
    method: 'POST',
    url: '/course/auth/course/accessory/list',
    summary: '课程草稿的附件',
    body: CourseIdBody,
    response: Type.Array(AccessoryAudit),
  },
  saveAccessoryAudit: {
    method: 'POST',
    url: '/course/auth/course/accessory/save',
    summary: '添加附件：fileUrl 为本人经 /system/auth/upload/aliyun 上传的文档地址（文件转入受保护的存储）',
    body: AccessorySave,
    response: AccessoryAudit,
  },
  deleteAccessoryAudit: {
    method: 'POST',
    url: '/course/auth/course/accessory/delete',
    summary: '删除附件',
    body: IdBody,
    response: Empty,
  },
  listPicAudit: {
    method: 'POST',
    url: '/course/auth/course/chapter/period/pic/audit/list',
    summary: '章节（不带 periodId）或课时的图片草稿',
    body: PicAuditListBody,
    response: Type.Array(CoursePic),
  },
  savePicAudit: {
    method: 'POST',
    url: '/course/auth/course/chapter/period/pic/audit/save',
    summary: '整组保存章节或课时的图片（按给出的顺序，替换原有的）',
    body: PicAuditSaveBody,
    response: Type.Array(CoursePic),
  },
  listChapterPic: {
    method: 'POST',
    url: '/course/auth/course/chapter/pic/list',
    summary: '章节的图片草稿',
    body: ChapterIdBody,
    response: Type.Array(CoursePic),
  },
  saveChapterPic: {
    method: 'POST',
    url: '/course/auth/course/chapter/pic/save',
    summary: '给章节添加一张图片（排在最后）',
    body: ChapterPicSave,
    response: CoursePic,
  },
  deleteChapterPic: {
    method: 'POST',
    url: '/course/auth/course/chapter/pic/delete',
    summary: '删除章节的一张图片',
    body: IdBody,
    response: Empty,
  },
  listMyPublishedChapter: {
    method: 'POST',
    url: '/course/auth/course/chapter/list',
    summary: '我的课程已发布的章节（学员现在看到的）',
    body: CourseIdBody,
    response: Type.Array(ChapterAudit),
  },
  listMyPublishedPeriod: {
    method: 'POST',
    url: '/course/auth/course/chapter/period/list',
    summary: '我的课程已发布章节的课时（学员现在看到的）',
    body: ChapterIdBody,
    response: Type.Array(PeriodAudit),
  },
  pageMyPublishedCourse: {
    method: 'POST',
    url: '/course/auth/course/page',
    summary: '我的已发布课程（分页）',
    body: PageQuery,
    response: Page(TeacherCourse),
  },
});
