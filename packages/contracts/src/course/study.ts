import { Type, type Static } from 'typebox';
import { DateTime, Empty, FlagOf, Id, IdBody, Page, PageQuery } from '../common.ts';
import { defineContracts } from '../route.ts';
import { PlayInfo } from '../vod.ts';
import { DocumentSign } from '../resource.ts';
import { CourseItem, CourseKindSchema } from './catalogue.ts';

/** Video courses for learners: the course page, the player, comments, collection, my courses. */

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

/** The document of a resource or library lesson (decision 0071); video lessons have none. */
export const PeriodDocInfo = Type.Object({
  docName: Type.String(),
  docType: Type.String({ description: 'pdf、docx、xlsx、pptx、txt、mp3、zip 等' }),
  docSize: Type.Integer({ description: '字节数' }),
  pageCount: Type.Integer({ description: '可预览的页数，不能预览时为 0' }),
  freePages: Type.Integer({ description: '未购买者可试读的页数' }),
  isDownload: FlagOf('可下载（1 是，0 否）；免费项目也须登录后下载'),
  canPreview: FlagOf('可在线预览（1 是，0 否：仅可下载）'),
});
export type PeriodDocInfo = Static<typeof PeriodDocInfo>;

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
  doc: Type.Optional(PeriodDocInfo),
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

/**
 * `sign` answer: the vod play info for this lesson plus where to resume; for a document lesson the play
 * fields are empty and `doc` holds its preview and download addresses (decision 0071).
 */
export const CourseSignInfo = Type.Evaluate(
  Type.Intersect([
    PlayInfo,
    Type.Object({
      courseId: Id,
      chapterId: Id,
      periodId: Id,
      periodName: Type.String(),
      position: Type.Integer({ description: '续播位置（秒），从头看为 0' }),
      doc: Type.Optional(DocumentSign),
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

export const MyCourseQuery = Type.Object({ ...PageQuery.properties, courseCategory: Type.Optional(CourseKindSchema) });
export type MyCourseQuery = Static<typeof MyCourseQuery>;

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
    summary: '我的收藏（分页，新的在前；courseCategory 选课程类型，不带则全部）',
    body: MyCourseQuery,
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
    summary: '我的课程：已购买或获赠的课程及学习进度（新的在前；courseCategory 选课程类型，默认点播）',
    body: MyCourseQuery,
    response: Page(MyCourse),
  },
});
