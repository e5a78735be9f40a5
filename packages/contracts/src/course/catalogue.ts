import { Type, type Static } from 'typebox';
import { DateTime, Empty, Flag, Id, ID_PATTERN, IdBody, Page, PageQuery, SafeUrl, StatusId, Text } from '../common.ts';
import { defineContracts } from '../route.ts';
import { DocFileTypeSchema } from '../resource.ts';

/**
 * The public catalogue (SPEC §7 "Course"): categories, courses, zones, adverts' twin, recommended lecturers,
 * organisation profiles; and the operator pages that run them.
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
    Type.Literal('downloads'),
  ],
  {
    default: 'default',
    description:
      'default 推荐排序，newest 最新，popular 最热（购买、学习人数），priceAsc/priceDesc 价格，downloads 下载最多（仅资源与文库）',
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
  categoryType: Type.Optional(
    Type.Union([Type.Literal(1), Type.Literal(2)], {
      description: '一级分类的类型：1 课程（默认），2 资源与文库；下级分类随上级',
    }),
  ),
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
  coursePrice: Type.Number({ description: '售价（元）；特价进行中为特价' }),
  rulingPrice: Type.Number({ description: '原价（元）；特价进行中为特价前的售价' }),
  isFree: Flag,
  saleEndTime: Type.Optional(
    Type.String({ description: '特价结束时间 yyyy-MM-dd HH:mm:ss，仅特价进行中才有（读者看到的价格见 coursePrice）' }),
  ),
  countBuy: Type.Integer(),
  countStudy: Type.Integer(),
  countDownload: Type.Optional(
    Type.Integer({ description: '下载次数（每人每天计一次），仅资源与文库列表（courseCategory 3、4）才有' }),
  ),
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
      /** Only resource packs and library documents holding a file of this type. */
      fileType: Type.Optional(DocFileTypeSchema),
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
