import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CourseAdmin,
  CourseCategoryAdmin,
  CourseCategoryAdminTree,
  CourseCategoryTree,
  CourseItem,
  OrgAdmin,
  OrgProfile,
  Page,
  ZoneAdmin,
  ZoneCourseAdmin,
  ZoneWithCourses,
} from '@school/contracts';
import { createTestApp, DEMO_SITE_ID, OTHER_SITE_ID, post, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let learner: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.operatorToken();
  learner = await t.tokenFor('13800000001');
});
afterAll(() => t.close());

const categoryNamed = async (name: string) =>
  t.db
    .selectFrom('course_category')
    .selectAll()
    .where('site_id', '=', DEMO_SITE_ID)
    .where('category_name', '=', name)
    .executeTakeFirstOrThrow();
const courseNamed = async (name: string) =>
  t.db
    .selectFrom('course')
    .selectAll()
    .where('site_id', '=', DEMO_SITE_ID)
    .where('course_name', '=', name)
    .executeTakeFirstOrThrow();

describe('the console is for operators only', () => {
  const calls: [string, unknown][] = [
    ['/course/admin/course/category/list', undefined],
    ['/course/admin/course/category/save', { parentId: '0', categoryName: 'x', sort: 1, statusId: 1, remark: '' }],
    ['/course/admin/course/category/update', { id: '1', categoryName: 'x', sort: 1, statusId: 1, remark: '' }],
    ['/course/admin/course/category/delete', { id: '1' }],
    ['/course/admin/course/list', {}],
    ['/course/admin/course/stand', { id: '1', isPutAway: 0 }],
    ['/course/admin/zone/list', undefined],
    ['/course/admin/zone/save', { zoneName: 'x', zoneDesc: '', zoneLocation: 1, sort: 1, statusId: 1 }],
    ['/course/admin/zone/update', { id: '1', zoneName: 'x', zoneDesc: '', zoneLocation: 1, sort: 1, statusId: 1 }],
    ['/course/admin/zone/delete', { id: '1' }],
    ['/course/admin/zone/course/list', { zoneId: '1' }],
    ['/course/admin/zone/course/save', { zoneId: '1', courseId: '1', sort: 1 }],
    ['/course/admin/zone/course/sort', { id: '1', sort: 1 }],
    ['/course/admin/zone/course/delete', { id: '1' }],
    ['/course/admin/org/list', undefined],
    ['/course/admin/org/save', { id: '1', orgName: 'x', orgLogo: '', introduce: '', sort: 1, statusId: 1 }],
  ];

  it('answers a visitor 303 and a learner’s token 302 on every course console call', async () => {
    for (const [url, body] of calls) {
      expect(await post(t.app, url, body)).toMatchObject({ status: 401, code: 303 });
      expect(await post(t.app, url, body, { token: learner })).toMatchObject({ code: 302 });
      expect(await post(t.app, url, body, { token: admin, site: OTHER_SITE_ID })).toMatchObject({ code: 302 });
    }
  });
});

describe('course categories in the console', () => {
  it('lists the whole tree with disabled ones and remarks', async () => {
    const res = await t.asAdmin<CourseCategoryAdminTree[]>('/course/admin/course/category/list');
    expect(res.code).toBe(200);
    expect(res.data[0]).toMatchObject({ categoryName: '四六级', statusId: 1, remark: '' });
    expect(res.data[0]!.children[0]!.children.length).toBe(3);
    expect((await t.asOtherAdmin<CourseCategoryAdminTree[]>('/course/admin/course/category/list')).data).toEqual([]);
  });

  it('adds three levels, refuses a fourth, and the public tree shows them at once', async () => {
    const top = await t.asAdmin<CourseCategoryAdmin>('/course/admin/course/category/save', {
      parentId: '0',
      categoryName: '翻译',
      sort: 90,
      statusId: 1,
      remark: 'CATTI 等翻译考试',
    });
    expect(top.data).toMatchObject({ parentId: '0', floor: 1, categoryName: '翻译' });
    const second = await t.asAdmin<CourseCategoryAdmin>('/course/admin/course/category/save', {
      parentId: top.data.id,
      categoryName: 'CATTI 三级',
      sort: 1,
      statusId: 1,
      remark: '',
    });
    expect(second.data.floor).toBe(2);
    const third = await t.asAdmin<CourseCategoryAdmin>('/course/admin/course/category/save', {
      parentId: second.data.id,
      categoryName: '笔译实务',
      sort: 1,
      statusId: 1,
      remark: '',
    });
    expect(third.data.floor).toBe(3);
    expect(
      await t.asAdmin('/course/admin/course/category/save', {
        parentId: third.data.id,
        categoryName: '第四级',
        sort: 1,
        statusId: 1,
        remark: '',
      }),
    ).toMatchObject({ status: 400, msg: '课程分类最多 3 级' });
    const tree = await post<CourseCategoryTree[]>(t.app, '/course/api/course/category/list');
    const added = tree.data.find((node) => node.id === top.data.id);
    expect(added?.children[0]?.children[0]?.categoryName).toBe('笔译实务');
    expect(tree.data.at(-1)?.id).toBe(top.data.id);
  });

  it('refuses a duplicate sibling name, an unknown parent and another school’s parent', async () => {
    const cet = await categoryNamed('四六级');
    expect(
      await t.asAdmin('/course/admin/course/category/save', {
        parentId: String(cet.id),
        categoryName: '大学英语四级',
        sort: 1,
        statusId: 1,
        remark: '',
      }),
    ).toMatchObject({ status: 409, msg: '同级下已有名为“大学英语四级”的分类' });
    expect(
      await t.asAdmin('/course/admin/course/category/save', {
        parentId: '987654321',
        categoryName: '孤儿',
        sort: 1,
        statusId: 1,
        remark: '',
      }),
    ).toMatchObject({ status: 404, msg: '上级分类不存在或已被删除' });
    expect(
      await t.asOtherAdmin('/course/admin/course/category/save', {
        parentId: String(cet.id),
        categoryName: '越界',
        sort: 1,
        statusId: 1,
        remark: '',
      }),
    ).toMatchObject({ code: 404 });
    expect(
      await t.asAdmin('/course/admin/course/category/save', {
        parentId: '0',
        categoryName: '   ',
        sort: 1,
        statusId: 1,
        remark: '',
      }),
    ).toMatchObject({ code: 400 });
    expect(
      await t.asAdmin('/course/admin/course/category/save', {
        parentId: '0',
        categoryName: 'x'.repeat(31),
        sort: 1,
        statusId: 1,
        remark: '',
      }),
    ).toMatchObject({ code: 400, msg: '参数错误：categoryName 长度不能超过 30 个字符' });
  });

  it('renames, re-sorts and disables a category; a disabled one leaves the public tree', async () => {
    const grammar = await categoryNamed('进阶语法');
    const res = await t.asAdmin<CourseCategoryAdmin>('/course/admin/course/category/update', {
      id: String(grammar.id),
      categoryName: '高级语法',
      sort: 5,
      statusId: 0,
      remark: '暂停招生',
    });
    expect(res.data).toMatchObject({ categoryName: '高级语法', sort: 5, statusId: 0, remark: '暂停招生' });
    const flat = await post<{ categoryName: string }[]>(t.app, '/course/api/course/category/listForSite');
    expect(flat.data.map((node) => node.categoryName)).not.toContain('高级语法');
    expect(await post(t.app, '/course/api/course/list', { categoryId: String(grammar.id) })).toMatchObject({
      code: 404,
    });
    await t.asAdmin('/course/admin/course/category/update', {
      id: String(grammar.id),
      categoryName: '进阶语法',
      sort: 2,
      statusId: 1,
      remark: '',
    });
    expect(
      (await post<Page<CourseItem>>(t.app, '/course/api/course/list', { categoryId: String(grammar.id) })).data
        .totalCount,
    ).toBe(1);
    expect(
      await t.asOtherAdmin('/course/admin/course/category/update', {
        id: String(grammar.id),
        categoryName: '越界',
        sort: 1,
        statusId: 1,
        remark: '',
      }),
    ).toMatchObject({ code: 404 });
  });

  it('refuses to delete a category with children or with courses, and deletes an empty one', async () => {
    const cet = await categoryNamed('四六级');
    expect(await t.asAdmin('/course/admin/course/category/delete', { id: String(cet.id) })).toMatchObject({
      status: 409,
      msg: '请先删除该分类下的子分类',
    });
    const listening = await categoryNamed('四级听力');
    expect(await t.asAdmin('/course/admin/course/category/delete', { id: String(listening.id) })).toMatchObject({
      status: 409,
      msg: '该分类下还有课程，不能删除',
    });
    const exam = await categoryNamed('考研英语二');
    // 考研英语二 has one course and no children.
    expect(await t.asAdmin('/course/admin/course/category/delete', { id: String(exam.id) })).toMatchObject({
      code: 409,
    });
    const empty = await t.asAdmin<CourseCategoryAdmin>('/course/admin/course/category/save', {
      parentId: '0',
      categoryName: '临时分类',
      sort: 1,
      statusId: 1,
      remark: '',
    });
    expect(await t.asOtherAdmin('/course/admin/course/category/delete', { id: empty.data.id })).toMatchObject({
      code: 404,
    });
    expect(await t.asAdmin('/course/admin/course/category/delete', { id: empty.data.id })).toMatchObject({ code: 200 });
    expect(await t.asAdmin('/course/admin/course/category/delete', { id: empty.data.id })).toMatchObject({ code: 404 });
  });
});

describe('courses in the console', () => {
  it('lists every course of the school, off-shelf ones too, with a name filter that takes % literally', async () => {
    const all = await t.asAdmin<Page<CourseAdmin>>('/course/admin/course/list', { pageSize: 100 });
    expect(all.data.totalCount).toBe(44);
    const off = await t.asAdmin<Page<CourseAdmin>>('/course/admin/course/list', { isPutAway: 0 });
    expect(off.data.list.map((course) => course.courseName).sort()).toEqual(
      ['四级词汇闪记卡', '雅思口语 2027 新题预测（即将上线）'].sort(),
    );
    const ielts = await t.asAdmin<Page<CourseAdmin>>('/course/admin/course/list', { keyword: '雅思', pageSize: 100 });
    expect(ielts.data.list.every((course) => course.courseName.includes('雅思'))).toBe(true);
    expect(ielts.data.totalCount).toBe(8);
    expect((await t.asAdmin<Page<CourseAdmin>>('/course/admin/course/list', { keyword: '%' })).data.totalCount).toBe(0);
    const cet = await categoryNamed('四六级');
    expect(
      (await t.asAdmin<Page<CourseAdmin>>('/course/admin/course/list', { categoryId: String(cet.id) })).data.totalCount,
    ).toBe(9);
    expect(await t.asAdmin('/course/admin/course/list', { categoryId: '99999999' })).toMatchObject({ code: 404 });
    expect((await t.asOtherAdmin<Page<CourseAdmin>>('/course/admin/course/list', {})).data.totalCount).toBe(0);
  });

  it('takes a course off the shelf and puts it back; the public list follows', async () => {
    const course = await courseNamed('美式发音纠正课');
    const off = await t.asAdmin<CourseAdmin>('/course/admin/course/stand', { id: String(course.id), isPutAway: 0 });
    expect(off.data).toMatchObject({ courseName: '美式发音纠正课', isPutAway: 0 });
    const search = await post<Page<CourseItem>>(t.app, '/course/api/course/search/list', { keyword: '发音纠正' });
    expect(search.data.totalCount).toBe(0);
    await t.asAdmin('/course/admin/course/stand', { id: String(course.id), isPutAway: 1 });
    expect(
      (await post<Page<CourseItem>>(t.app, '/course/api/course/search/list', { keyword: '发音纠正' })).data.totalCount,
    ).toBe(1);
    expect(await t.asOtherAdmin('/course/admin/course/stand', { id: String(course.id), isPutAway: 0 })).toMatchObject({
      code: 404,
    });
    expect(await t.asAdmin('/course/admin/course/stand', { id: String(course.id), isPutAway: 3 })).toMatchObject({
      code: 400,
    });
  });
});

describe('zones and their courses in the console', () => {
  it('adds a zone with a course and the home page shows it', async () => {
    const zone = await t.asAdmin<ZoneAdmin>('/course/admin/zone/save', {
      zoneName: '口语专区',
      zoneDesc: '每天开口说英语',
      zoneLocation: 1,
      sort: 0,
      statusId: 1,
    });
    expect(zone.data).toMatchObject({ zoneName: '口语专区', statusId: 1, zoneLocation: 1 });
    const course = await courseNamed('零基础英语口语 90 天');
    const added = await t.asAdmin<ZoneCourseAdmin>('/course/admin/zone/course/save', {
      zoneId: zone.data.id,
      courseId: String(course.id),
      sort: 1,
    });
    expect(added.data).toMatchObject({
      zoneId: zone.data.id,
      courseName: '零基础英语口语 90 天',
      isPutAway: 1,
      sort: 1,
    });
    const home = await post<ZoneWithCourses[]>(t.app, '/course/api/zone/course/list', { zoneLocation: 1 });
    expect(home.data[0]).toMatchObject({ zoneName: '口语专区' });
    expect(home.data[0]!.courseList.map((item) => item.courseName)).toEqual(['零基础英语口语 90 天']);
    expect(
      await t.asAdmin('/course/admin/zone/course/save', { zoneId: zone.data.id, courseId: String(course.id), sort: 2 }),
    ).toMatchObject({ status: 409, msg: '该课程已在专区中' });
  });

  it('re-sorts and removes zone courses, and the zone order follows', async () => {
    const zones = await t.asAdmin<ZoneAdmin[]>('/course/admin/zone/list');
    const kids = zones.data.find((zone) => zone.zoneName === '少儿英语')!;
    const before = await t.asAdmin<ZoneCourseAdmin[]>('/course/admin/zone/course/list', { zoneId: kids.id });
    expect(before.data.map((item) => item.courseName)[0]).toBe('少儿自然拼读 Level 1');
    const last = before.data.at(-1)!;
    const sorted = await t.asAdmin<ZoneCourseAdmin>('/course/admin/zone/course/sort', { id: last.id, sort: 0 });
    expect(sorted.data.sort).toBe(0);
    const after = await t.asAdmin<ZoneCourseAdmin[]>('/course/admin/zone/course/list', { zoneId: kids.id });
    expect(after.data[0]!.id).toBe(last.id);
    const home = await post<ZoneWithCourses[]>(t.app, '/course/api/zone/course/list', { zoneLocation: 1 });
    expect(home.data.find((zone) => zone.id === kids.id)!.courseList[0]!.id).toBe(last.courseId);
    expect(await t.asAdmin('/course/admin/zone/course/delete', { id: last.id })).toMatchObject({ code: 200 });
    const removed = await t.asAdmin<ZoneCourseAdmin[]>('/course/admin/zone/course/list', { zoneId: kids.id });
    expect(removed.data.map((item) => item.id)).not.toContain(last.id);
    expect(await t.asAdmin('/course/admin/zone/course/delete', { id: last.id })).toMatchObject({ code: 404 });
  });

  it('refuses unknown zones and courses, and another school’s rows', async () => {
    const zones = await t.asAdmin<ZoneAdmin[]>('/course/admin/zone/list');
    const zone = zones.data[0]!;
    const course = await courseNamed('牛津树绘本精读');
    expect(
      await t.asAdmin('/course/admin/zone/course/save', { zoneId: '123456789', courseId: String(course.id), sort: 1 }),
    ).toMatchObject({ status: 404, msg: '专区不存在或已被删除' });
    expect(
      await t.asAdmin('/course/admin/zone/course/save', { zoneId: zone.id, courseId: '123456789', sort: 1 }),
    ).toMatchObject({ status: 404, msg: '课程不存在或已被删除' });
    expect(
      await t.asOtherAdmin('/course/admin/zone/course/save', { zoneId: zone.id, courseId: String(course.id), sort: 1 }),
    ).toMatchObject({ code: 404 });
    expect(await t.asOtherAdmin('/course/admin/zone/course/list', { zoneId: zone.id })).toMatchObject({ code: 404 });
    expect(await t.asOtherAdmin('/course/admin/zone/delete', { id: zone.id })).toMatchObject({ code: 404 });
    expect((await t.asOtherAdmin<ZoneAdmin[]>('/course/admin/zone/list')).data).toEqual([]);
    expect(
      await t.asAdmin('/course/admin/zone/save', { zoneName: '', zoneDesc: '', zoneLocation: 1, sort: 1, statusId: 1 }),
    ).toMatchObject({ code: 400 });
    expect(
      await t.asAdmin('/course/admin/zone/save', {
        zoneName: '坏位置',
        zoneDesc: '',
        zoneLocation: 0,
        sort: 1,
        statusId: 1,
      }),
    ).toMatchObject({ code: 400 });
  });

  it('disables a zone (gone from the home page and its landing page), then deletes it with its courses', async () => {
    const zone = await t.asAdmin<ZoneAdmin>('/course/admin/zone/save', {
      zoneName: '限时专区',
      zoneDesc: '',
      zoneLocation: 1,
      sort: 99,
      statusId: 1,
    });
    const course = await courseNamed('托福高频词汇表');
    await t.asAdmin('/course/admin/zone/course/save', { zoneId: zone.data.id, courseId: String(course.id), sort: 1 });
    const updated = await t.asAdmin<ZoneAdmin>('/course/admin/zone/update', {
      id: zone.data.id,
      zoneName: '限时专区（已结束）',
      zoneDesc: '',
      zoneLocation: 1,
      sort: 99,
      statusId: 0,
    });
    expect(updated.data).toMatchObject({ zoneName: '限时专区（已结束）', statusId: 0 });
    const home = await post<ZoneWithCourses[]>(t.app, '/course/api/zone/course/list', { zoneLocation: 1 });
    expect(home.data.map((item) => item.id)).not.toContain(zone.data.id);
    expect(await post(t.app, '/course/api/zone/view', { id: zone.data.id })).toMatchObject({ code: 404 });
    expect(await t.asAdmin('/course/admin/zone/delete', { id: zone.data.id })).toMatchObject({ code: 200 });
    const left = await t.db
      .selectFrom('zone_course')
      .select('id')
      .where('zone_id', '=', Number(zone.data.id))
      .execute();
    expect(left).toEqual([]);
  });
});

describe('organisation profiles in the console', () => {
  it('lists and edits the profile, sanitising its introduction', async () => {
    const list = await t.asAdmin<OrgAdmin[]>('/course/admin/org/list');
    expect(list.data).toHaveLength(1);
    const org = list.data[0]!;
    const saved = await t.asAdmin<OrgAdmin>('/course/admin/org/save', {
      id: org.id,
      orgName: '启航教育（上海）',
      orgLogo: org.orgLogo,
      introduce:
        '<p onclick="steal()">十年专注英语培训<script>alert(1)</script></p><a href="javascript:alert(1)">点我</a>',
      sort: 1,
      statusId: 1,
    });
    expect(saved.data.orgName).toBe('启航教育（上海）');
    expect(saved.data.introduce).toBe('<p>十年专注英语培训</p><a>点我</a>');
    const profile = await post<OrgProfile>(t.app, '/course/api/org/profile/view', { id: org.id });
    expect(profile.data.orgName).toBe('启航教育（上海）');
  });

  it('refuses a user who is not an organisation, an unknown user, bad logos and other schools', async () => {
    const learnerRow = await t.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', DEMO_SITE_ID)
      .where('mobile', '=', '13800000001')
      .executeTakeFirstOrThrow();
    const body = { orgName: '冒充机构', orgLogo: '', introduce: '', sort: 1, statusId: 1 };
    expect(await t.asAdmin('/course/admin/org/save', { ...body, id: String(learnerRow.id) })).toMatchObject({
      status: 400,
      msg: '该用户不是机构账号',
    });
    expect(await t.asAdmin('/course/admin/org/save', { ...body, id: '123456789' })).toMatchObject({ code: 404 });
    const org = (await t.asAdmin<OrgAdmin[]>('/course/admin/org/list')).data[0]!;
    expect(
      await t.asAdmin('/course/admin/org/save', { ...body, id: org.id, orgLogo: 'javascript:alert(1)' }),
    ).toMatchObject({ code: 400 });
    expect(await t.asOtherAdmin('/course/admin/org/save', { ...body, id: org.id })).toMatchObject({ code: 404 });
    expect((await t.asOtherAdmin<OrgAdmin[]>('/course/admin/org/list')).data).toEqual([]);
  });
});
