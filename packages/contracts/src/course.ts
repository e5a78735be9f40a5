import { Type, type Static } from 'typebox';
import {
  DateTime,
  Empty,
  Flag,
  Id,
  ID_PATTERN,
  IdBody,
  Page,
  PageQuery,
  PictureUrl,
  SafeUrl,
  StatusId,
  Text,
  Yuan,
} from './common.ts';
import { OrderInfo } from './order.ts';
import { PlayInfo } from './vod.ts';
import { defineContracts } from './route.ts';

/**
 * The public catalogue of the course service (SPEC §7 "Course"): categories, courses, zones, adverts'
 * twin, recommended lecturers, organisation profiles; and the operator pages that run them.
 * Video courses (the courses issue): the course page, chapters and lessons, play authorisation, accessories,
 * comments, collection, my courses; teachers' drafts (`*_audit` rows, ARCHITECTURE §5); the operator's audit
 * queue, grant and comments.
 */

/** GLOSSARY courseCategory: the kind of a course. */
export const CourseKind = { video: 1, live: 2, resource: 3, library: 4 } as const;
export type CourseKind = (typeof CourseKind)[keyof typeof CourseKind];
export const CourseKindSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], {
  description: '课程类型：1 点播，2 直播，3 资源，4 文库',
});
/** GLOSSARY zoneLocation: 1 = PC home page. */
export const ZoneLocation = { pcHome: 1 } as const;

/** The order of the course list: default (hand order), newest, popular, price up/down. */
export const CourseOrderBy = Type.Union(
  [
    Type.Literal('default'),
    Type.Literal('newest'),
    Type.Literal('popular'),
    Type.Literal('priceAsc'),
    Type.Literal('priceDesc'),
  ],
  {
    default: 'default',
    description: 'default 推荐排序，newest 最新，popular 最热（购买、学习人数），priceAsc/priceDesc 价格',
  },
);
export type CourseOrderBy = Static<typeof CourseOrderBy>;

const categoryFields = {
  id: Id,
  parentId: Type.String({ description: '一级分类为 "0"' }),
  categoryName: Type.String(),
  floor: Type.Integer({ description: '层级 1–3' }),
  sort: Type.Integer(),
};
export const CourseCategory = Type.Object(categoryFields);
export type CourseCategory = Static<typeof CourseCategory>;

const level3 = Type.Object({ ...categoryFields, children: Type.Array(CourseCategory, { maxItems: 0 }) });
const level2 = Type.Object({ ...categoryFields, children: Type.Array(level3) });
export const CourseCategoryTree = Type.Object({ ...categoryFields, children: Type.Array(level2) });
export type CourseCategoryTree = Static<typeof CourseCategoryTree>;

const adminCategoryFields = { ...categoryFields, statusId: StatusId, remark: Type.String() };
const adminLevel3 = Type.Object({
  ...adminCategoryFields,
  children: Type.Array(Type.Object(adminCategoryFields), { maxItems: 0 }),
});
const adminLevel2 = Type.Object({ ...adminCategoryFields, children: Type.Array(adminLevel3) });
export const CourseCategoryAdminTree = Type.Object({ ...adminCategoryFields, children: Type.Array(adminLevel2) });
export type CourseCategoryAdminTree = Static<typeof CourseCategoryAdminTree>;
export const CourseCategoryAdmin = Type.Object(adminCategoryFields);
export type CourseCategoryAdmin = Static<typeof CourseCategoryAdmin>;

export const CourseCategorySave = Type.Object({
  parentId: Type.Union([Type.Literal('0'), Id], { description: '一级分类填 "0"，否则填上级分类编号（最多三级）' }),
  categoryName: Text(30, 1),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  statusId: StatusId,
  remark: Text(200),
});
export type CourseCategorySave = Static<typeof CourseCategorySave>;
/** The parent is fixed once created: moving a branch would leave courses filed under the old path. */
export const CourseCategoryUpdate = Type.Object({
  id: Id,
  categoryName: Text(30, 1),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  statusId: StatusId,
  remark: Text(200),
});
export type CourseCategoryUpdate = Static<typeof CourseCategoryUpdate>;

/** A course card as lists show it. Prices in yuan; `isFree` is the course's own flag (decision 0007). */
export const CourseItem = Type.Object({
  id: Id,
  courseName: Type.String(),
  courseCategory: Type.Integer({ description: '课程类型：1 点播，2 直播，3 资源，4 文库' }),
  courseLogo: Type.String(),
  coursePrice: Type.Number({ description: '售价（元）' }),
  rulingPrice: Type.Number({ description: '原价（元）' }),
  isFree: Flag,
  countBuy: Type.Integer(),
  countStudy: Type.Integer(),
  categoryId1: Type.String({ description: '一级分类编号，无则 "0"' }),
  categoryId2: Type.String(),
  categoryId3: Type.String(),
  lecturerUserId: Type.String({ description: '讲师用户编号，无则 "0"' }),
  lecturerName: Type.String(),
  gmtCreate: DateTime,
});
export type CourseItem = Static<typeof CourseItem>;

export const CourseListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      categoryId: Type.Optional(Id),
      courseCategory: Type.Optional(CourseKindSchema),
      isFree: Type.Optional(Flag),
      orderBy: Type.Optional(CourseOrderBy),
      /** Only this lecturer's courses (the public lecturer page). */
      lecturerUserId: Type.Optional(Id),
    }),
  ]),
);
export type CourseListBody = Static<typeof CourseListBody>;

/** Search text: the server trims it and refuses empty, over-long (50) or script-laden text with a Chinese 400. */
export const SearchKeyword = Type.String({ maxLength: 200, description: '搜索关键词（1–50 个字，不能含 < >）' });

export const CourseSearchBody = Type.Evaluate(Type.Intersect([PageQuery, Type.Object({ keyword: SearchKeyword })]));
export type CourseSearchBody = Static<typeof CourseSearchBody>;
export const CourseSearchItem = Type.Evaluate(
  Type.Intersect([
    CourseItem,
    Type.Object({
      courseNameHighlight: Type.String({ description: '课程名（HTML 转义），命中部分包在 <em> 中' }),
    }),
  ]),
);
export type CourseSearchItem = Static<typeof CourseSearchItem>;

export const CourseAdmin = Type.Evaluate(
  Type.Intersect([CourseItem, Type.Object({ isPutAway: Flag, statusId: StatusId, sort: Type.Integer() })]),
);
export type CourseAdmin = Static<typeof CourseAdmin>;
export const CourseAdminListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({ keyword: Type.Optional(Text(50)), categoryId: Type.Optional(Id), isPutAway: Type.Optional(Flag) }),
  ]),
);
export type CourseAdminListBody = Static<typeof CourseAdminListBody>;
export const CourseStandBody = Type.Object({ id: Id, isPutAway: Flag });

export const Zone = Type.Object({
  id: Id,
  zoneName: Type.String(),
  zoneDesc: Type.String(),
  zoneLocation: Type.Integer({ description: '1 为 PC 首页' }),
  sort: Type.Integer(),
});
export type Zone = Static<typeof Zone>;
export const ZoneListBody = Type.Object({ zoneLocation: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })) });
export const ZoneCourseListBody = Type.Object({
  zoneLocation: Type.Integer({ minimum: 1, maximum: 99, description: '1 为 PC 首页' }),
  courseLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 8, description: '每个专区最多课程数' })),
});
export const ZoneWithCourses = Type.Evaluate(
  Type.Intersect([Zone, Type.Object({ courseList: Type.Array(CourseItem) })]),
);
export type ZoneWithCourses = Static<typeof ZoneWithCourses>;
export const ZoneViewBody = Type.Evaluate(Type.Intersect([PageQuery, IdBody]));
export const ZoneView = Type.Evaluate(Type.Intersect([Zone, Type.Object({ coursePage: Page(CourseItem) })]));
export type ZoneView = Static<typeof ZoneView>;

export const ZoneAdmin = Type.Evaluate(Type.Intersect([Zone, Type.Object({ statusId: StatusId })]));
export type ZoneAdmin = Static<typeof ZoneAdmin>;
export const ZoneSave = Type.Object({
  zoneName: Text(30, 1),
  zoneDesc: Text(200),
  zoneLocation: Type.Integer({ minimum: 1, maximum: 99 }),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  statusId: StatusId,
});
export type ZoneSave = Static<typeof ZoneSave>;
export const ZoneUpdate = Type.Evaluate(Type.Intersect([IdBody, ZoneSave]));

export const ZoneCourseAdmin = Type.Object({
  id: Id,
  zoneId: Id,
  courseId: Id,
  courseName: Type.String(),
  courseLogo: Type.String(),
  isPutAway: Flag,
  sort: Type.Integer(),
});
export type ZoneCourseAdmin = Static<typeof ZoneCourseAdmin>;
export const ZoneCourseAdd = Type.Object({
  zoneId: Id,
  courseId: Id,
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
});
export type ZoneCourseAdd = Static<typeof ZoneCourseAdd>;
export const ZoneCourseSort = Type.Object({ id: Id, sort: Type.Integer({ minimum: 0, maximum: 9999 }) });

/** Adverts: `advLocation` is the position code on a page (e.g. `index_middle`), `platShow` 1 = PC. */
export const Adv = Type.Object({
  id: Id,
  advTitle: Type.String(),
  advImg: Type.String(),
  advUrl: Type.String(),
  advTarget: Type.String(),
  advLocation: Type.String(),
  sort: Type.Integer(),
});
export type Adv = Static<typeof Adv>;
export const AdvLocationCode = Type.String({
  pattern: '^[a-zA-Z][a-zA-Z0-9_-]{0,29}$',
  description: '字母开头，只含字母、数字、_ 或 -，最多 30 位（广告位编码，例如 index_middle）',
});
export const AdvListBody = Type.Object({
  advLocation: Type.Optional(AdvLocationCode),
  platShow: Type.Optional(Flag),
});
export type AdvListBody = Static<typeof AdvListBody>;

export const Lecturer = Type.Object({
  id: Id,
  lecturerUserId: Id,
  lecturerName: Type.String(),
  lecturerPosition: Type.String(),
  headImgUrl: Type.String(),
  introduce: Type.String(),
  courseCount: Type.Integer({ description: '在架课程数' }),
});
export type Lecturer = Static<typeof Lecturer>;
export const LecturerRecommendBody = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 8 })),
});

/** An organisation (a user of userType 3) as `/schoolProfile/{id}` shows it; `id` is its user id. */
export const OrgProfile = Type.Object({
  id: Id,
  orgName: Type.String(),
  orgLogo: Type.String(),
  introduce: Type.String({ description: '简介（已净化的 HTML）' }),
  lecturerList: Type.Array(Lecturer),
  coursePage: Page(CourseItem),
});
export type OrgProfile = Static<typeof OrgProfile>;
export const OrgProfileBody = Type.Evaluate(Type.Intersect([PageQuery, IdBody]));
export const OrgAdmin = Type.Object({
  id: Id,
  orgName: Type.String(),
  orgLogo: Type.String(),
  introduce: Type.String(),
  sort: Type.Integer(),
  statusId: StatusId,
  gmtModified: DateTime,
});
export type OrgAdmin = Static<typeof OrgAdmin>;
export const OrgSave = Type.Object({
  id: Type.String({ pattern: ID_PATTERN, description: '机构用户（userType 3）的编号' }),
  orgName: Text(50, 1),
  orgLogo: SafeUrl(),
  introduce: Text(20000),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  statusId: StatusId,
});
export type OrgSave = Static<typeof OrgSave>;

// ——— Video courses: learners (the course page, the player, comments, collection, my courses) ———

/** A 0/1 flag with what it means. */
const FlagOf = (description: string) => Type.Union([Type.Literal(0), Type.Literal(1)], { description });

/** Limits of the course pages both sides use. */
export const CourseRules = {
  /** Comment text, after trimming; scripts and tags are refused. */
  commentMax: 500,
  /** How long an accessory's download address works. */
  accessoryLinkSeconds: 300,
  /** Courses in the related and recommended lists at most. */
  relatedMax: 20,
} as const;

/** Comment text: plain text, 1–500 characters, no `<` or `>` (the server refuses tags and scripts). */
export const CommentText = Type.String({
  minLength: 1,
  maxLength: CourseRules.commentMax,
  description: `评论内容（纯文本，1–${CourseRules.commentMax} 字，不能含 < >）`,
});

export const CourseIdBody = Type.Object({ courseId: Id });
export const ChapterIdBody = Type.Object({ chapterId: Id });
export const PeriodIdBody = Type.Object({ periodId: Id });

/** The lecturer as the course page shows him (links to `/lecturer/{lecturerUserId}`). */
export const CourseLecturer = Type.Object({
  lecturerUserId: Id,
  lecturerName: Type.String(),
  lecturerPosition: Type.String(),
  headImgUrl: Type.String(),
  introduce: Type.String({ description: '讲师简介（已净化的 HTML）' }),
});
export type CourseLecturer = Static<typeof CourseLecturer>;

/** A downloadable file of a course as learners see it (no address: downloads go through `accessory/download`). */
export const CourseAccessory = Type.Object({
  id: Id,
  accessoryName: Type.String({ description: '附件名（含扩展名）' }),
  fileSize: Type.Integer({ description: '字节数' }),
});
export type CourseAccessory = Static<typeof CourseAccessory>;

/** SPEC §3 course detail (courseName, isFree, accessoryList, lecturer) for everyone. */
export const CourseDetail = Type.Evaluate(
  Type.Intersect([
    CourseItem,
    Type.Object({
      introduce: Type.String({ description: '课程介绍（已净化的 HTML）' }),
      lecturer: Type.Union([CourseLecturer, Type.Null()], { description: '讲师，无则为 null' }),
      orgUserId: Type.String({ description: '所属机构的用户编号（链接 /schoolProfile/{id}），无则 "0"' }),
      orgName: Type.String({ description: '所属机构名，无则为空' }),
      accessoryList: Type.Array(CourseAccessory),
      chapterCount: Type.Integer(),
      periodCount: Type.Integer({ description: '课时数' }),
      freePeriodCount: Type.Integer({ description: '可免费试看的课时数' }),
      totalDuration: Type.Integer({ description: '全部视频总时长（秒）' }),
    }),
  ]),
);
export type CourseDetail = Static<typeof CourseDetail>;

/** The reader's last studied lesson of a course (resume point). */
export const LastStudy = Type.Object({
  periodId: Id,
  periodName: Type.String(),
  chapterId: Id,
  position: Type.Integer({ description: '上次看到的位置（秒）' }),
  studyTime: DateTime,
});
export type LastStudy = Static<typeof LastStudy>;

/** `/course/auth/course/view`: the detail plus what concerns the signed-in reader. */
export const CourseDetailForUser = Type.Evaluate(
  Type.Intersect([
    CourseDetail,
    Type.Object({
      isPay: FlagOf('已购买或获赠（1 是，0 否）。规格：isFree 或 isPay 为 1 即可观看全部课时'),
      isCollection: FlagOf('已收藏（1 是，0 否）'),
      lastStudy: Type.Union([LastStudy, Type.Null()], { description: '最近学习的课时，未学过为 null' }),
      learnedCount: Type.Integer({ description: '已学完的课时数' }),
      progress: Type.Integer({ description: '课程进度（已学完课时 / 课时，0–100）' }),
    }),
  ]),
);
export type CourseDetailForUser = Static<typeof CourseDetailForUser>;

/** A picture attached to a chapter or a lesson (slides, word lists). */
export const CoursePic = Type.Object({
  id: Id,
  picUrl: Type.String(),
  picName: Type.String(),
  sort: Type.Integer(),
});
export type CoursePic = Static<typeof CoursePic>;

/** A lesson in the public chapter list. */
export const CoursePeriod = Type.Object({
  id: Id,
  courseId: Id,
  chapterId: Id,
  periodName: Type.String(),
  periodDesc: Type.String(),
  isFree: FlagOf('课时本身免费（1 是，0 否）'),
  canTry: FlagOf('可免费试看：课时、所在章节或课程免费（1 是，0 否）；仍须登录'),
  isVideo: FlagOf('已有可播放的视频（1 是，0 否）'),
  videoDuration: Type.Integer({ description: '视频时长（秒），无视频为 0' }),
  sort: Type.Integer(),
  picList: Type.Array(CoursePic),
});
export type CoursePeriod = Static<typeof CoursePeriod>;

export const CourseChapter = Type.Object({
  id: Id,
  courseId: Id,
  chapterName: Type.String(),
  chapterDesc: Type.String(),
  isFree: FlagOf('章节免费（其下课时都可试看），1 是，0 否'),
  sort: Type.Integer(),
  picList: Type.Array(CoursePic),
  periodList: Type.Array(CoursePeriod),
});
export type CourseChapter = Static<typeof CourseChapter>;

/** A lesson with the signed-in reader's right to watch it and progress. */
export const CoursePeriodForUser = Type.Evaluate(
  Type.Intersect([
    CoursePeriod,
    Type.Object({
      canWatch: FlagOf('我现在能观看（免费或已购买/获赠），1 是，0 否'),
      progress: Type.Integer({ description: '观看进度 0–100' }),
      isLearned: FlagOf('已学完（看过 90% 及以上），1 是，0 否'),
      position: Type.Integer({ description: '续播位置（秒）' }),
    }),
  ]),
);
export type CoursePeriodForUser = Static<typeof CoursePeriodForUser>;
export const CourseChapterForUser = Type.Object({
  ...CourseChapter.properties,
  periodList: Type.Array(CoursePeriodForUser),
});
export type CourseChapterForUser = Static<typeof CourseChapterForUser>;
export const CourseChapterPageBody = Type.Evaluate(Type.Intersect([PageQuery, CourseIdBody]));

/** `sign` answer: the vod play info for this lesson plus where to resume. */
export const CourseSignInfo = Type.Evaluate(
  Type.Intersect([
    PlayInfo,
    Type.Object({
      courseId: Id,
      chapterId: Id,
      periodId: Id,
      periodName: Type.String(),
      position: Type.Integer({ description: '续播位置（秒），从头看为 0' }),
    }),
  ]),
);
export type CourseSignInfo = Static<typeof CourseSignInfo>;

export const AccessoryDownload = Type.Object({
  downloadUrl: Type.String({ description: '短时有效的下载地址（相对 /apis），GET 即下载附件' }),
  fileName: Type.String(),
  expireTime: DateTime,
});
export type AccessoryDownload = Static<typeof AccessoryDownload>;
/** The download address; the token in it is signed and names the school, the accessory, the user and the expiry. */
export const ACCESSORY_FILE_PATH = '/course/api/course/accessory/file';
export const accessoryFilePath = (token: string) => `${ACCESSORY_FILE_PATH}/${token}`;

export const CourseRelatedBody = Type.Object({
  courseId: Type.Optional(Id),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CourseRules.relatedMax, default: 6 })),
});

/** Comments: one level of replies (a reply names its top comment in parentId). */
export const CourseComment = Type.Object({
  id: Id,
  courseId: Id,
  parentId: Type.String({ description: '回复的评论编号，顶层评论为 "0"' }),
  userId: Id,
  nickname: Type.String(),
  headImgUrl: Type.String(),
  content: Type.String({ description: '纯文本，显示时按文本输出' }),
  isMine: FlagOf('是我发表的（可删除），访客为 0'),
  gmtCreate: DateTime,
});
export type CourseComment = Static<typeof CourseComment>;
export const CourseCommentThread = Type.Object({
  ...CourseComment.properties,
  replyList: Type.Array(CourseComment, { description: '回复（时间正序）' }),
});
export type CourseCommentThread = Static<typeof CourseCommentThread>;
export const CourseCommentListBody = Type.Evaluate(Type.Intersect([PageQuery, CourseIdBody]));
export const CourseCommentSave = Type.Object({
  courseId: Id,
  parentId: Type.Optional(Type.Union([Type.Literal('0'), Id], { description: '回复某条顶层评论时填它的编号' })),
  content: CommentText,
});
export type CourseCommentSave = Static<typeof CourseCommentSave>;

export const CourseCollection = Type.Object({
  collectionId: Id,
  course: CourseItem,
  gmtCreate: DateTime,
});
export type CourseCollection = Static<typeof CourseCollection>;
export const CollectionState = Type.Object({ courseId: Id, isCollection: FlagOf('已收藏（1 是，0 否）') });

/** My courses: courses I have a paid order (or the operator's grant) for, with my progress. */
export const MyCourse = Type.Object({
  course: CourseItem,
  orderNo: Type.String(),
  buyTime: DateTime,
  periodCount: Type.Integer(),
  learnedCount: Type.Integer(),
  progress: Type.Integer({ description: '0–100' }),
  lastStudy: Type.Union([LastStudy, Type.Null()]),
});
export type MyCourse = Static<typeof MyCourse>;

// ——— Teacher authoring (userType 2): drafts in *_audit rows (ARCHITECTURE §5) ———

/** GLOSSARY auditStatus: 0 waiting (every edit returns the draft here), 1 approved, 2 rejected. */
export const AuditStatus = { waiting: 0, approved: 1, rejected: 2 } as const;
export type AuditStatus = (typeof AuditStatus)[keyof typeof AuditStatus];
export const AuditStatusSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
  description: '审核状态：0 待审核，1 审核通过，2 审核不通过',
});

export const CourseAuditItem = Type.Object({
  id: Id,
  courseName: Type.String(),
  courseCategory: Type.Integer({ description: '课程类型：1 点播' }),
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
    Type.Object({ auditStatus: Type.Optional(AuditStatusSchema), keyword: Type.Optional(Text(50)) }),
  ]),
);
export type CourseAuditListBody = Static<typeof CourseAuditListBody>;

export const CourseDraftSave = Type.Object({
  courseName: Text(50, 1),
  courseCategory: Type.Literal(1, { description: '课程类型：1 点播（本功能只建点播课程）' }),
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
});
export type PeriodAudit = Static<typeof PeriodAudit>;
export const PeriodAuditSave = Type.Object({
  chapterId: Id,
  periodName: Text(50, 1),
  periodDesc: Text(500),
  isFree: Flag,
});
export type PeriodAuditSave = Static<typeof PeriodAuditSave>;
export const PeriodAuditUpdate = Type.Object({
  id: Id,
  periodName: Text(50, 1),
  periodDesc: Text(500),
  isFree: Flag,
});
export type PeriodAuditUpdate = Static<typeof PeriodAuditUpdate>;

/** Chapters with their lessons and bound videos (the binding page). */
export const ChapterVideos = Type.Object({
  ...ChapterAudit.properties,
  periodList: Type.Array(PeriodAudit),
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

// ——— Operator: audit queue, grant, comments ———

export const CourseAuditDecision = Type.Object({
  id: Id,
  auditStatus: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 通过（发布），2 不通过' }),
  auditOpinion: Text(500),
});
export type CourseAuditDecision = Static<typeof CourseAuditDecision>;
export const CourseGrantBody = Type.Object({
  courseId: Id,
  userId: Id,
  remark: Text(200),
});
export type CourseGrantBody = Static<typeof CourseGrantBody>;
export const CourseGrantListBody = Type.Evaluate(Type.Intersect([PageQuery, CourseIdBody]));

export const AdminCourseComment = Type.Object({
  ...CourseComment.properties,
  courseName: Type.String(),
  mobile: Type.String({ description: '完整手机号（仅运营可见）' }),
  statusId: Type.Integer({ description: '1 显示，0 已隐藏' }),
});
export type AdminCourseComment = Static<typeof AdminCourseComment>;
export const CourseAdminCommentListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({ courseId: Type.Optional(Id), statusId: Type.Optional(StatusId), keyword: Type.Optional(Text(50)) }),
  ]),
);
export type CourseAdminCommentListBody = Static<typeof CourseAdminCommentListBody>;

export const courseContracts = defineContracts({
  listCourseCategoryForSite: {
    method: 'POST',
    url: '/course/api/course/category/listForSite',
    summary: '课程分类（平铺，按层级和排序）',
    response: Type.Array(CourseCategory),
  },
  listCourseCategory: {
    method: 'POST',
    url: '/course/api/course/category/list',
    summary: '课程分类树（三级，含 children）',
    response: Type.Array(CourseCategoryTree),
  },
  listCourse: {
    method: 'POST',
    url: '/course/api/course/list',
    summary: '课程列表（分类含下级、类型、免费/付费、排序、分页）',
    body: CourseListBody,
    response: Page(CourseItem),
  },
  searchCourse: {
    method: 'POST',
    url: '/course/api/course/search/list',
    summary: '课程搜索（中文子串匹配，命中高亮）',
    body: CourseSearchBody,
    response: Page(CourseSearchItem),
  },
  listZoneForCourse: {
    method: 'POST',
    url: '/course/api/zone/list',
    summary: '专区列表（与 /system/api/zone/list 相同）',
    body: ZoneListBody,
    response: Type.Array(Zone),
  },
  listZoneCourse: {
    method: 'POST',
    url: '/course/api/zone/course/list',
    summary: '首页专区及其课程（zoneLocation 1 为 PC 首页）',
    body: ZoneCourseListBody,
    response: Type.Array(ZoneWithCourses),
  },
  viewZone: {
    method: 'POST',
    url: '/course/api/zone/view',
    summary: '专区落地页：专区信息和全部课程（分页）',
    body: ZoneViewBody,
    response: ZoneView,
  },
  listAdvForCourse: {
    method: 'POST',
    url: '/course/api/adv/list',
    summary: '广告列表（与 /system/api/adv/list 相同，只含投放期内的）',
    body: AdvListBody,
    response: Type.Array(Adv),
  },
  listRecommendLecturer: {
    method: 'POST',
    url: '/course/api/lecturer/recommend/list',
    summary: '首页推荐讲师',
    body: LecturerRecommendBody,
    response: Type.Array(Lecturer),
  },
  viewOrgProfile: {
    method: 'POST',
    url: '/course/api/org/profile/view',
    summary: '机构主页：简介、讲师和课程（分页）',
    body: OrgProfileBody,
    response: OrgProfile,
  },

  adminListCourseCategory: {
    method: 'POST',
    url: '/course/admin/course/category/list',
    summary: '课程分类树（含停用）',
    response: Type.Array(CourseCategoryAdminTree),
  },
  saveCourseCategory: {
    method: 'POST',
    url: '/course/admin/course/category/save',
    summary: '新增课程分类（最多三级）',
    body: CourseCategorySave,
    response: CourseCategoryAdmin,
  },
  updateCourseCategory: {
    method: 'POST',
    url: '/course/admin/course/category/update',
    summary: '修改课程分类（名称、排序、启用）',
    body: CourseCategoryUpdate,
    response: CourseCategoryAdmin,
  },
  deleteCourseCategory: {
    method: 'POST',
    url: '/course/admin/course/category/delete',
    summary: '删除课程分类（须无下级分类和课程）',
    body: IdBody,
    response: Empty,
  },
  adminListCourse: {
    method: 'POST',
    url: '/course/admin/course/list',
    summary: '课程列表（含下架，供专区选课）',
    body: CourseAdminListBody,
    response: Page(CourseAdmin),
  },
  standCourse: {
    method: 'POST',
    url: '/course/admin/course/stand',
    summary: '课程上下架',
    body: CourseStandBody,
    response: CourseAdmin,
  },
  adminListZone: {
    method: 'POST',
    url: '/course/admin/zone/list',
    summary: '专区列表（含停用）',
    response: Type.Array(ZoneAdmin),
  },
  saveZone: {
    method: 'POST',
    url: '/course/admin/zone/save',
    summary: '新增专区',
    body: ZoneSave,
    response: ZoneAdmin,
  },
  updateZone: {
    method: 'POST',
    url: '/course/admin/zone/update',
    summary: '修改专区',
    body: ZoneUpdate,
    response: ZoneAdmin,
  },
  deleteZone: {
    method: 'POST',
    url: '/course/admin/zone/delete',
    summary: '删除专区（连同其课程关联）',
    body: IdBody,
    response: Empty,
  },
  adminListZoneCourse: {
    method: 'POST',
    url: '/course/admin/zone/course/list',
    summary: '专区课程',
    body: Type.Object({ zoneId: Id }),
    response: Type.Array(ZoneCourseAdmin),
  },
  addZoneCourse: {
    method: 'POST',
    url: '/course/admin/zone/course/save',
    summary: '专区添加课程',
    body: ZoneCourseAdd,
    response: ZoneCourseAdmin,
  },
  sortZoneCourse: {
    method: 'POST',
    url: '/course/admin/zone/course/sort',
    summary: '专区课程排序',
    body: ZoneCourseSort,
    response: ZoneCourseAdmin,
  },
  deleteZoneCourse: {
    method: 'POST',
    url: '/course/admin/zone/course/delete',
    summary: '专区移除课程',
    body: IdBody,
    response: Empty,
  },
  adminListOrg: {
    method: 'POST',
    url: '/course/admin/org/list',
    summary: '机构主页列表',
    response: Type.Array(OrgAdmin),
  },
  saveOrg: {
    method: 'POST',
    url: '/course/admin/org/save',
    summary: '保存机构主页（按机构用户编号新增或修改）',
    body: OrgSave,
    response: OrgAdmin,
  },
});

/** Learners: the course page, chapters, play authorisation, accessories, comments, collection, my courses. */
export const courseStudyContracts = defineContracts({
  viewCourse: {
    method: 'POST',
    url: '/course/api/course/view',
    summary: '课程详情（访客）：介绍、讲师、机构、附件、课时统计；未上架或不存在为 404',
    body: IdBody,
    response: CourseDetail,
  },
  viewCourseForUser: {
    method: 'POST',
    url: '/course/auth/course/view',
    summary: '课程详情（登录）：另含 isPay（已购买或获赠）、收藏状态、最近学习的课时和进度',
    body: IdBody,
    response: CourseDetailForUser,
  },
  listCourseChapter: {
    method: 'POST',
    url: '/course/api/course/chapter/list',
    summary: '课程的章节和课时（含免费试看标记、时长、图片）',
    body: CourseIdBody,
    response: Type.Array(CourseChapter),
  },
  pageCourseChapter: {
    method: 'POST',
    url: '/course/auth/course/chapter/page',
    summary: '课程的章节和课时（分页，登录）：每个课时另含能否观看和我的进度、续播位置',
    body: CourseChapterPageBody,
    response: Page(CourseChapterForUser),
  },
  signCourse: {
    method: 'POST',
    url: '/course/auth/course/sign',
    summary:
      '课时播放授权：课时、章节或课程免费，或已购买（获赠）时，返回绑定本人的短时播放凭证和 HLS 地址及续播位置；否则 403',
    body: PeriodIdBody,
    response: CourseSignInfo,
  },
  downloadAccessory: {
    method: 'POST',
    url: '/course/auth/course/accessory/download',
    summary: '附件下载（仅能观看该课程者）：返回 5 分钟内有效的下载地址',
    body: IdBody,
    response: AccessoryDownload,
  },
  listRecommendCourse: {
    method: 'POST',
    url: '/course/api/course/recommend/list',
    summary: '推荐课程：同分类的热门课程（不含 courseId 本身；不带 courseId 为全站热门）',
    body: CourseRelatedBody,
    response: Type.Array(CourseItem),
  },
  listRelatedCourse: {
    method: 'POST',
    url: '/course/api/course/ref/list',
    summary: '相关课程：同一讲师的其他在架课程，不足时以同分类补齐',
    body: CourseRelatedBody,
    response: Type.Array(CourseItem),
  },
  saveCourseComment: {
    method: 'POST',
    url: '/course/auth/courseComment/save',
    summary: `发表评论或回复一条顶层评论（纯文本，最多 ${CourseRules.commentMax} 字，不能含标签）`,
    body: CourseCommentSave,
    response: CourseComment,
  },
  listCourseCommentForUser: {
    method: 'POST',
    url: '/course/auth/courseComment/list',
    summary: '课程评论（登录）：与访客相同，另标出我的评论（isMine，可删除）',
    body: CourseCommentListBody,
    response: Page(CourseCommentThread),
  },
  deleteCourseComment: {
    method: 'POST',
    url: '/course/auth/courseComment/delete',
    summary: '删除我的评论（连同其回复）',
    body: IdBody,
    response: Empty,
  },
  listCourseComment: {
    method: 'POST',
    url: '/course/api/courseComment/list',
    summary: '课程评论（分页，新的在前，每条含回复）',
    body: CourseCommentListBody,
    response: Page(CourseCommentThread),
  },
  saveCourseCollection: {
    method: 'POST',
    url: '/course/auth/user/collection/course/save',
    summary: '收藏课程（已收藏时不变）',
    body: CourseIdBody,
    response: CollectionState,
  },
  cancelCourseCollection: {
    method: 'POST',
    url: '/course/auth/user/collection/course/delet',
    summary: '取消收藏（按课程，课程页用；路径拼写同规格）',
    body: CourseIdBody,
    response: CollectionState,
  },
  listCourseCollection: {
    method: 'POST',
    url: '/course/auth/user/collection/course/list',
    summary: '我的收藏（分页，新的在前）',
    body: PageQuery,
    response: Page(CourseCollection),
  },
  deleteCourseCollection: {
    method: 'POST',
    url: '/course/auth/user/collection/course/delete',
    summary: '删除收藏（按收藏编号，可多个；收藏页用）',
    body: Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 100 }) }),
    response: Empty,
  },
  listMyCourse: {
    method: 'POST',
    url: '/course/auth/user/order/course/ref/list',
    summary: '我的课程：已购买或获赠的课程及学习进度（新的在前）',
    body: PageQuery,
    response: Page(MyCourse),
  },
});

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
    summary: '课程草稿的章节、课时及绑定的视频（绑定视频页）',
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

/** Operators: the audit queue and preview, grants, comments (the shelf is `standCourse` above). */
export const courseAuditContracts = defineContracts({
  adminListCourseAudit: {
    method: 'POST',
    url: '/course/admin/course/audit/list',
    summary: '课程审核队列（默认待审核，先提交的在前）',
    body: CourseAuditListBody,
    response: Page(CourseAuditItem),
  },
  adminPreviewCourseAudit: {
    method: 'POST',
    url: '/course/admin/course/audit/preview',
    summary: '预览课程草稿（与学员审核通过后看到的一样）',
    body: IdBody,
    response: CoursePreview,
  },
  adminAuditCourse: {
    method: 'POST',
    url: '/course/admin/course/audit/audit',
    summary: '审核课程草稿：通过即把课程、章节、课时、图片、附件发布（同一事务）；不通过须填意见。讲师收到站内消息',
    body: CourseAuditDecision,
    response: CourseAuditItem,
  },
  adminGrantCourse: {
    method: 'POST',
    url: '/course/admin/course/grant',
    summary: '赠送课程给学员（记为 0 元已支付订单；已拥有时 409）',
    body: CourseGrantBody,
    response: OrderInfo,
  },
  adminListCourseGrant: {
    method: 'POST',
    url: '/course/admin/course/grant/list',
    summary: '课程的已支付订单和赠送记录',
    body: CourseGrantListBody,
    response: Page(OrderInfo),
  },
  adminListCourseComment: {
    method: 'POST',
    url: '/course/admin/courseComment/list',
    summary: '课程评论（含已隐藏）',
    body: CourseAdminCommentListBody,
    response: Page(AdminCourseComment),
  },
  adminStandCourseComment: {
    method: 'POST',
    url: '/course/admin/courseComment/stand',
    summary: '隐藏（0）或恢复显示（1）评论',
    body: Type.Object({ id: Id, statusId: StatusId }),
    response: AdminCourseComment,
  },
  adminDeleteCourseComment: {
    method: 'POST',
    url: '/course/admin/courseComment/delete',
    summary: '删除评论（连同其回复）',
    body: IdBody,
    response: Empty,
  },
});
