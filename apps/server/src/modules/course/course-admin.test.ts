import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseContracts, type RouteContract } from '@school/contracts';
import { createTestApp, DEMO_SITE_ID, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { malformed } from '../../testing/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Saves a new category, enabled and sorted first unless the test says otherwise. */
const saveCategory = (
  fields: { parentId: string; categoryName: string },
  as: 'operator' | 'otherOperator' = 'operator',
) => t.call(courseContracts.saveCourseCategory, { sort: 1, statusId: 1, remark: '', ...fields }, { as });
const deleteCategory = (id: string, as: 'operator' | 'otherOperator' = 'operator') =>
  t.call(courseContracts.deleteCourseCategory, { id }, { as });
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
  const calls: [RouteContract, unknown][] = [
    [courseContracts.adminListCourseCategory, undefined],
    [courseContracts.saveCourseCategory, { parentId: '0', categoryName: 'x', sort: 1, statusId: 1, remark: '' }],
    [courseContracts.updateCourseCategory, { id: '1', categoryName: 'x', sort: 1, statusId: 1, remark: '' }],
    [courseContracts.deleteCourseCategory, { id: '1' }],
    [courseContracts.adminListCourse, {}],
    [courseContracts.standCourse, { id: '1', isPutAway: 0 }],
    [courseContracts.adminListZone, undefined],
    [courseContracts.saveZone, { zoneName: 'x', zoneDesc: '', zoneLocation: 1, sort: 1, statusId: 1 }],
    [courseContracts.updateZone, { id: '1', zoneName: 'x', zoneDesc: '', zoneLocation: 1, sort: 1, statusId: 1 }],
    [courseContracts.deleteZone, { id: '1' }],
    [courseContracts.adminListZoneCourse, { zoneId: '1' }],
    [courseContracts.addZoneCourse, { zoneId: '1', courseId: '1', sort: 1 }],
    [courseContracts.sortZoneCourse, { id: '1', sort: 1 }],
    [courseContracts.deleteZoneCourse, { id: '1' }],
    [courseContracts.adminListOrg, undefined],
    [courseContracts.saveOrg, { id: '1', orgName: 'x', orgLogo: '', introduce: '', sort: 1, statusId: 1 }],
  ];

  it('answers a visitor 303 and a learner’s token 302 on every course console call', async () => {
    for (const [contract, body] of calls) {
      expect(await t.call(contract, malformed(body)), contract.url).toMatchObject({ status: 401, code: 303 });
      expect(await t.call(contract, malformed(body), { as: 'learner' }), contract.url).toMatchObject({ code: 302 });
      expect(
        await t.call(contract, malformed(body), { as: 'operator', site: OTHER_SITE_ID }),
        contract.url,
      ).toMatchObject({ code: 302 });
    }
  });
});

describe('course categories in the console', () => {
  it('lists the whole tree with disabled ones and remarks', async () => {
    const res = await t.call(courseContracts.adminListCourseCategory, undefined, { as: 'operator' });
    expect(res.code).toBe(200);
    expect(res.data[0]).toMatchObject({ categoryName: '四六级', statusId: 1, remark: '' });
    expect(res.data[0]!.children[0]!.children.length).toBe(3);
    expect((await t.call(courseContracts.adminListCourseCategory, undefined, { as: 'otherOperator' })).data).toEqual(
      [],
    );
  });

  it('adds three levels, refuses a fourth, and the public tree shows them at once', async () => {
    const top = await t.call(
      courseContracts.saveCourseCategory,
      {
        parentId: '0',
        categoryName: '翻译',
        sort: 90,
        statusId: 1,
        remark: 'CATTI 等翻译考试',
      },
      { as: 'operator' },
    );
    expect(top.data).toMatchObject({ parentId: '0', floor: 1, categoryName: '翻译' });
    const second = await saveCategory({ parentId: top.data.id, categoryName: 'CATTI 三级' });
    expect(second.data.floor).toBe(2);
    const third = await saveCategory({ parentId: second.data.id, categoryName: '笔译实务' });
    expect(third.data.floor).toBe(3);
    expect(await saveCategory({ parentId: third.data.id, categoryName: '第四级' })).toMatchObject({
      status: 400,
      msg: '课程分类最多 3 级',
    });
    const tree = await t.call(courseContracts.listCourseCategory);
    const added = tree.data.find((node) => node.id === top.data.id);
    expect(added?.children[0]?.children[0]?.categoryName).toBe('笔译实务');
    expect(tree.data.at(-1)?.id).toBe(top.data.id);
  });

  it('refuses a duplicate sibling name, an unknown parent and another school’s parent', async () => {
    const cet = await categoryNamed('四六级');
    expect(await saveCategory({ parentId: String(cet.id), categoryName: '大学英语四级' })).toMatchObject({
      status: 409,
      msg: '同级下已有名为“大学英语四级”的分类',
    });
    expect(await saveCategory({ parentId: '987654321', categoryName: '孤儿' })).toMatchObject({
      status: 404,
      msg: '上级分类不存在或已被删除',
    });
    expect(await saveCategory({ parentId: String(cet.id), categoryName: '越界' }, 'otherOperator')).toMatchObject({
      code: 404,
    });
    expect(await saveCategory({ parentId: '0', categoryName: '   ' })).toMatchObject({ code: 400 });
    expect(await saveCategory({ parentId: '0', categoryName: 'x'.repeat(31) })).toMatchObject({
      code: 400,
      msg: '参数错误：categoryName 长度不能超过 30 个字符',
    });
  });

  it('renames, re-sorts and disables a category; a disabled one leaves the public tree', async () => {
    const grammar = await categoryNamed('进阶语法');
    const res = await t.call(
      courseContracts.updateCourseCategory,
      {
        id: String(grammar.id),
        categoryName: '高级语法',
        sort: 5,
        statusId: 0,
        remark: '暂停招生',
      },
      { as: 'operator' },
    );
    expect(res.data).toMatchObject({ categoryName: '高级语法', sort: 5, statusId: 0, remark: '暂停招生' });
    const flat = await t.call(courseContracts.listCourseCategoryForSite);
    expect(flat.data.map((node) => node.categoryName)).not.toContain('高级语法');
    expect(await t.call(courseContracts.listCourse, { categoryId: String(grammar.id) })).toMatchObject({
      code: 404,
    });
    await t.call(
      courseContracts.updateCourseCategory,
      {
        id: String(grammar.id),
        categoryName: '进阶语法',
        sort: 2,
        statusId: 1,
        remark: '',
      },
      { as: 'operator' },
    );
    expect((await t.call(courseContracts.listCourse, { categoryId: String(grammar.id) })).data.totalCount).toBe(1);
    expect(
      await t.call(
        courseContracts.updateCourseCategory,
        {
          id: String(grammar.id),
          categoryName: '越界',
          sort: 1,
          statusId: 1,
          remark: '',
        },
        { as: 'otherOperator' },
      ),
    ).toMatchObject({ code: 404 });
  });

  it('refuses to delete a category with children or with courses, and deletes an empty one', async () => {
    const cet = await categoryNamed('四六级');
    expect(await deleteCategory(String(cet.id))).toMatchObject({
      status: 409,
      msg: '请先删除该分类下的子分类',
    });
    const listening = await categoryNamed('四级听力');
    expect(await deleteCategory(String(listening.id))).toMatchObject({
      status: 409,
      msg: '该分类下还有课程，不能删除',
    });
    const exam = await categoryNamed('考研英语二');
    // 考研英语二 has one course and no children.
    expect(await deleteCategory(String(exam.id))).toMatchObject({
      code: 409,
    });
    const empty = await saveCategory({ parentId: '0', categoryName: '临时分类' });
    expect(await deleteCategory(empty.data.id, 'otherOperator')).toMatchObject({
      code: 404,
    });
    expect(await deleteCategory(empty.data.id)).toMatchObject({ code: 200 });
    expect(await deleteCategory(empty.data.id)).toMatchObject({ code: 404 });
  });
});

describe('courses in the console', () => {
  it('lists every course of the school, off-shelf ones too, with a name filter that takes % literally', async () => {
    const all = await t.call(courseContracts.adminListCourse, { pageSize: 100 }, { as: 'operator' });
    expect(all.data.totalCount).toBe(44);
    const off = await t.call(courseContracts.adminListCourse, { isPutAway: 0 }, { as: 'operator' });
    expect(off.data.list.map((course) => course.courseName).sort()).toEqual(
      ['四级词汇闪记卡', '雅思口语 2027 新题预测（即将上线）'].sort(),
    );
    const ielts = await t.call(courseContracts.adminListCourse, { keyword: '雅思', pageSize: 100 }, { as: 'operator' });
    expect(ielts.data.list.every((course) => course.courseName.includes('雅思'))).toBe(true);
    expect(ielts.data.totalCount).toBe(8);
    expect((await t.call(courseContracts.adminListCourse, { keyword: '%' }, { as: 'operator' })).data.totalCount).toBe(
      0,
    );
    const cet = await categoryNamed('四六级');
    expect(
      (await t.call(courseContracts.adminListCourse, { categoryId: String(cet.id) }, { as: 'operator' })).data
        .totalCount,
    ).toBe(6);
    expect(await t.call(courseContracts.adminListCourse, { categoryId: '99999999' }, { as: 'operator' })).toMatchObject(
      { code: 404 },
    );
    expect((await t.call(courseContracts.adminListCourse, {}, { as: 'otherOperator' })).data.totalCount).toBe(0);
  });

  it('takes a course off the shelf and puts it back; the public list follows', async () => {
    const course = await courseNamed('美式发音纠正课');
    const off = await t.call(courseContracts.standCourse, { id: String(course.id), isPutAway: 0 }, { as: 'operator' });
    expect(off.data).toMatchObject({ courseName: '美式发音纠正课', isPutAway: 0 });
    const search = await t.call(courseContracts.searchCourse, { keyword: '发音纠正' });
    expect(search.data.totalCount).toBe(0);
    await t.call(courseContracts.standCourse, { id: String(course.id), isPutAway: 1 }, { as: 'operator' });
    expect((await t.call(courseContracts.searchCourse, { keyword: '发音纠正' })).data.totalCount).toBe(1);
    expect(
      await t.call(courseContracts.standCourse, { id: String(course.id), isPutAway: 0 }, { as: 'otherOperator' }),
    ).toMatchObject({
      code: 404,
    });
    expect(
      await t.call(courseContracts.standCourse, malformed({ id: String(course.id), isPutAway: 3 }), { as: 'operator' }),
    ).toMatchObject({
      code: 400,
    });
  });
});

describe('zones and their courses in the console', () => {
  it('adds a zone with a course and the home page shows it', async () => {
    const zone = await t.call(
      courseContracts.saveZone,
      {
        zoneName: '口语专区',
        zoneDesc: '每天开口说英语',
        zoneLocation: 1,
        sort: 0,
        statusId: 1,
      },
      { as: 'operator' },
    );
    expect(zone.data).toMatchObject({ zoneName: '口语专区', statusId: 1, zoneLocation: 1 });
    const course = await courseNamed('零基础英语口语 90 天');
    const added = await t.call(
      courseContracts.addZoneCourse,
      {
        zoneId: zone.data.id,
        courseId: String(course.id),
        sort: 1,
      },
      { as: 'operator' },
    );
    expect(added.data).toMatchObject({
      zoneId: zone.data.id,
      courseName: '零基础英语口语 90 天',
      isPutAway: 1,
      sort: 1,
    });
    const home = await t.call(courseContracts.listZoneCourse, { zoneLocation: 1 });
    expect(home.data[0]).toMatchObject({ zoneName: '口语专区' });
    expect(home.data[0]!.courseList.map((item) => item.courseName)).toEqual(['零基础英语口语 90 天']);
    expect(
      await t.call(
        courseContracts.addZoneCourse,
        { zoneId: zone.data.id, courseId: String(course.id), sort: 2 },
        { as: 'operator' },
      ),
    ).toMatchObject({ status: 409, msg: '该课程已在专区中' });
  });

  it('re-sorts and removes zone courses, and the zone order follows', async () => {
    const zones = await t.call(courseContracts.adminListZone, undefined, { as: 'operator' });
    const kids = zones.data.find((zone) => zone.zoneName === '少儿英语')!;
    const before = await t.call(courseContracts.adminListZoneCourse, { zoneId: kids.id }, { as: 'operator' });
    expect(before.data.map((item) => item.courseName)[0]).toBe('少儿自然拼读 Level 1');
    const last = before.data.at(-1)!;
    const sorted = await t.call(courseContracts.sortZoneCourse, { id: last.id, sort: 0 }, { as: 'operator' });
    expect(sorted.data.sort).toBe(0);
    const after = await t.call(courseContracts.adminListZoneCourse, { zoneId: kids.id }, { as: 'operator' });
    expect(after.data[0]!.id).toBe(last.id);
    const home = await t.call(courseContracts.listZoneCourse, { zoneLocation: 1 });
    expect(home.data.find((zone) => zone.id === kids.id)!.courseList[0]!.id).toBe(last.courseId);
    expect(await t.call(courseContracts.deleteZoneCourse, { id: last.id }, { as: 'operator' })).toMatchObject({
      code: 200,
    });
    const removed = await t.call(courseContracts.adminListZoneCourse, { zoneId: kids.id }, { as: 'operator' });
    expect(removed.data.map((item) => item.id)).not.toContain(last.id);
    expect(await t.call(courseContracts.deleteZoneCourse, { id: last.id }, { as: 'operator' })).toMatchObject({
      code: 404,
    });
  });

  it('refuses unknown zones and courses, and another school’s rows', async () => {
    const zones = await t.call(courseContracts.adminListZone, undefined, { as: 'operator' });
    const zone = zones.data[0]!;
    const course = await courseNamed('牛津树绘本精读');
    expect(
      await t.call(
        courseContracts.addZoneCourse,
        { zoneId: '123456789', courseId: String(course.id), sort: 1 },
        { as: 'operator' },
      ),
    ).toMatchObject({ status: 404, msg: '专区不存在或已被删除' });
    expect(
      await t.call(
        courseContracts.addZoneCourse,
        { zoneId: zone.id, courseId: '123456789', sort: 1 },
        { as: 'operator' },
      ),
    ).toMatchObject({ status: 404, msg: '课程不存在或已被删除' });
    expect(
      await t.call(
        courseContracts.addZoneCourse,
        { zoneId: zone.id, courseId: String(course.id), sort: 1 },
        { as: 'otherOperator' },
      ),
    ).toMatchObject({ code: 404 });
    expect(
      await t.call(courseContracts.adminListZoneCourse, { zoneId: zone.id }, { as: 'otherOperator' }),
    ).toMatchObject({ code: 404 });
    expect(await t.call(courseContracts.deleteZone, { id: zone.id }, { as: 'otherOperator' })).toMatchObject({
      code: 404,
    });
    expect((await t.call(courseContracts.adminListZone, undefined, { as: 'otherOperator' })).data).toEqual([]);
    expect(
      await t.call(
        courseContracts.saveZone,
        { zoneName: '', zoneDesc: '', zoneLocation: 1, sort: 1, statusId: 1 },
        { as: 'operator' },
      ),
    ).toMatchObject({ code: 400 });
    expect(
      await t.call(
        courseContracts.saveZone,
        {
          zoneName: '坏位置',
          zoneDesc: '',
          zoneLocation: 0,
          sort: 1,
          statusId: 1,
        },
        { as: 'operator' },
      ),
    ).toMatchObject({ code: 400 });
  });

  it('disables a zone (gone from the home page and its landing page), then deletes it with its courses', async () => {
    const zone = await t.call(
      courseContracts.saveZone,
      {
        zoneName: '限时专区',
        zoneDesc: '',
        zoneLocation: 1,
        sort: 99,
        statusId: 1,
      },
      { as: 'operator' },
    );
    const course = await courseNamed('托福高频词汇表');
    await t.call(
      courseContracts.addZoneCourse,
      { zoneId: zone.data.id, courseId: String(course.id), sort: 1 },
      { as: 'operator' },
    );
    const updated = await t.call(
      courseContracts.updateZone,
      {
        id: zone.data.id,
        zoneName: '限时专区（已结束）',
        zoneDesc: '',
        zoneLocation: 1,
        sort: 99,
        statusId: 0,
      },
      { as: 'operator' },
    );
    expect(updated.data).toMatchObject({ zoneName: '限时专区（已结束）', statusId: 0 });
    const home = await t.call(courseContracts.listZoneCourse, { zoneLocation: 1 });
    expect(home.data.map((item) => item.id)).not.toContain(zone.data.id);
    expect(await t.call(courseContracts.viewZone, { id: zone.data.id })).toMatchObject({ code: 404 });
    expect(await t.call(courseContracts.deleteZone, { id: zone.data.id }, { as: 'operator' })).toMatchObject({
      code: 200,
    });
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
    const list = await t.call(courseContracts.adminListOrg, undefined, { as: 'operator' });
    expect(list.data).toHaveLength(1);
    const org = list.data[0]!;
    const saved = await t.call(
      courseContracts.saveOrg,
      {
        id: org.id,
        orgName: '启航教育（上海）',
        orgLogo: org.orgLogo,
        introduce:
          '<p onclick="steal()">十年专注英语培训<script>alert(1)</script></p><a href="javascript:alert(1)">点我</a>',
        sort: 1,
        statusId: 1,
      },
      { as: 'operator' },
    );
    expect(saved.data.orgName).toBe('启航教育（上海）');
    expect(saved.data.introduce).toBe('<p>十年专注英语培训</p><a>点我</a>');
    const profile = await t.call(courseContracts.viewOrgProfile, { id: org.id });
    expect(profile.data.orgName).toBe('启航教育（上海）');
  });

  it('refuses a user who is not an organisation, an unknown user, bad logos and other schools', async () => {
    const learnerRow = await t.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', DEMO_SITE_ID)
      .where('mobile', '=', '13800000001')
      .executeTakeFirstOrThrow();
    const body = { orgName: '冒充机构', orgLogo: '', introduce: '', sort: 1, statusId: 1 as const };
    expect(
      await t.call(courseContracts.saveOrg, { ...body, id: String(learnerRow.id) }, { as: 'operator' }),
    ).toMatchObject({
      status: 400,
      msg: '该用户不是机构账号',
    });
    expect(await t.call(courseContracts.saveOrg, { ...body, id: '123456789' }, { as: 'operator' })).toMatchObject({
      code: 404,
    });
    const org = (await t.call(courseContracts.adminListOrg, undefined, { as: 'operator' })).data[0]!;
    expect(
      await t.call(
        courseContracts.saveOrg,
        { ...body, id: org.id, orgLogo: 'javascript:alert(1)' },
        { as: 'operator' },
      ),
    ).toMatchObject({ code: 400 });
    expect(await t.call(courseContracts.saveOrg, { ...body, id: org.id }, { as: 'otherOperator' })).toMatchObject({
      code: 404,
    });
    expect((await t.call(courseContracts.adminListOrg, undefined, { as: 'otherOperator' })).data).toEqual([]);
  });
});
