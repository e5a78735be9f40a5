import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryType, courseContracts, contentContracts } from '@school/contracts';
import { createFakeClock, createTestApp, DEMO_SITE_ID, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { malformed } from '../../testing/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (body: Record<string, unknown>, site?: number) => t.call(courseContracts.listCourse, body, { site: site });

/** The demo school's public courses straight from the table, to compare the calls against. */
const shelf = () =>
  t.db
    .selectFrom('course')
    .selectAll()
    .where('site_id', '=', DEMO_SITE_ID)
    .where('status_id', '=', 1)
    .where('is_put_away', '=', 1)
    .execute();

const categoryId = async (name: string) =>
  (
    await t.db
      .selectFrom('course_category')
      .select(['id', 'floor'])
      .where('site_id', '=', DEMO_SITE_ID)
      .where('category_name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

describe('course categories for the header menu and the catalogue', () => {
  it('gives the three-level tree with children, in order', async () => {
    const res = await t.call(courseContracts.listCourseCategory);
    expect(res.code).toBe(200);
    expect(res.data.map((node) => node.categoryName)).toEqual([
      '四六级',
      '考研英语',
      '雅思',
      '托福',
      '少儿英语',
      '商务英语',
      '口语',
      '语法',
    ]);
    const cet = res.data[0]!;
    expect(cet).toMatchObject({ parentId: '0', floor: 1 });
    expect(cet.children.map((node) => node.categoryName)).toEqual(['大学英语四级', '大学英语六级']);
    expect(cet.children[0]!.children.map((node) => node.categoryName)).toEqual([
      '四级听力',
      '四级阅读',
      '四级写作翻译',
    ]);
    expect(cet.children[0]!.children[0]).toMatchObject({ floor: 3, children: [], parentId: cet.children[0]!.id });
  });

  it('gives the same categories flat for the site, first level first', async () => {
    const res = await t.call(courseContracts.listCourseCategoryForSite);
    expect(res.code).toBe(200);
    expect(res.data.length).toBe(
      Number(
        (
          await t.db
            .selectFrom('course_category')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('site_id', '=', DEMO_SITE_ID)
            .where('category_type', '=', CategoryType.course)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    const floors = res.data.map((category) => category.floor);
    expect(floors).toEqual([...floors].sort());
    expect(Object.keys(res.data[0]!).sort()).toEqual(['categoryName', 'floor', 'id', 'parentId', 'sort']);
  });

  it('shows another school none of these categories', async () => {
    expect((await t.call(courseContracts.listCourseCategory, undefined, { site: OTHER_SITE_ID })).data).toEqual([]);
    expect((await t.call(courseContracts.listCourseCategoryForSite, undefined, { site: OTHER_SITE_ID })).data).toEqual(
      [],
    );
  });
});

describe('the course list', () => {
  it('pages through the on-shelf courses with the wire fields only', async () => {
    const all = await shelf();
    const first = await list({ pageSize: 10 });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ totalCount: all.length, totalPage: Math.ceil(all.length / 10), pageCurrent: 1 });
    expect(first.data.list).toHaveLength(10);
    expect(Object.keys(first.data.list[0]!).sort()).toEqual(
      [
        'categoryId1',
        'categoryId2',
        'categoryId3',
        'countBuy',
        'countStudy',
        'courseCategory',
        'courseLogo',
        'courseName',
        'coursePrice',
        'gmtCreate',
        'id',
        'isFree',
        'lecturerName',
        'lecturerUserId',
        'rulingPrice',
      ].sort(),
    );
    expect(first.data.list[0]!.gmtCreate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const pages = [first.data.list];
    for (let page = 2; page <= first.data.totalPage; page++)
      pages.push((await list({ pageSize: 10, pageCurrent: page })).data.list);
    const ids = pages.flat().map((course) => course.id);
    expect(new Set(ids).size).toBe(all.length);
    expect(ids.sort()).toEqual(all.map((row) => String(row.id)).sort());
  });

  it('never shows a course taken off the shelf', async () => {
    const names = (await list({ pageSize: 100 })).data.list.map((course) => course.courseName);
    expect(names).not.toContain('四级词汇闪记卡');
    expect(names).not.toContain('雅思口语 2027 新题预测（即将上线）');
  });

  it('filters by a category at any level, descendants included', async () => {
    const all = await shelf();
    for (const [name, floor] of [
      ['四六级', 1],
      ['大学英语四级', 2],
      ['四级听力', 3],
    ] as const) {
      const id = await categoryId(name);
      const res = await list({ categoryId: String(id), pageSize: 100 });
      const column = floor === 1 ? 'category1_id' : floor === 2 ? 'category2_id' : 'category3_id';
      const expected = all.filter((row) => row[column] === id).map((row) => String(row.id));
      expect(expected.length).toBeGreaterThan(0);
      expect(res.data.list.map((course) => course.id).sort()).toEqual(expected.sort());
    }
    const cet = (await list({ categoryId: String(await categoryId('四六级')), pageSize: 100 })).data.list;
    expect(cet.map((course) => course.courseName)).toContain('四级听力高频场景精讲');
    expect(cet.map((course) => course.courseName)).toContain('大学英语六级冲刺班');
  });

  it('filters by kind and by free or paid', async () => {
    const live = (await list({ courseCategory: 2, pageSize: 100 })).data.list;
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((course) => course.courseCategory === 2)).toBe(true);
    const free = (await list({ isFree: 1, pageSize: 100 })).data.list;
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((course) => course.isFree === 1 && course.coursePrice === 0)).toBe(true);
    const paid = (await list({ isFree: 0, pageSize: 100 })).data;
    expect(paid.list.every((course) => course.isFree === 0 && course.coursePrice > 0)).toBe(true);
    expect(free.length + paid.totalCount).toBe((await shelf()).length);
  });

  it('sorts by price, popularity and newest, with yuan on the wire', async () => {
    const up = (await list({ orderBy: 'priceAsc', pageSize: 100 })).data.list.map((course) => course.coursePrice);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await list({ orderBy: 'priceDesc', pageSize: 100 })).data.list;
    expect(down[0]).toMatchObject({ courseName: '托福 100+ 冲刺班', coursePrice: 2280, rulingPrice: 3280 });
    expect(down.find((course) => course.courseName === '六级阅读真题精析（近十年）')?.coursePrice).toBe(39.9);
    const popular = (await list({ orderBy: 'popular', pageSize: 100 })).data.list.map((course) => course.countBuy);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    const newest = (await list({ orderBy: 'newest', pageSize: 100 })).data.list.map((course) => course.gmtCreate);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('combines filters and keeps the lecturer name', async () => {
    const res = await list({ categoryId: String(await categoryId('雅思')), courseCategory: 2, isFree: 0 });
    expect(res.data.list.map((course) => course.courseName)).toEqual(['雅思口语一对一模考直播']);
    expect(res.data.list[0]!.lecturerName).toBe('Emma 陈');
  });

  it('lists one lecturer’s courses for the lecturer page', async () => {
    const teacher = await t.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', DEMO_SITE_ID)
      .where('mobile', '=', '13800000002')
      .executeTakeFirstOrThrow();
    const expected = (await shelf()).filter((course) => course.lecturer_user_id === teacher.id);
    expect(expected.length).toBeGreaterThan(0);
    const res = await list({ lecturerUserId: String(teacher.id), pageSize: 100 });
    expect(res.data.list.map((course) => course.id).sort()).toEqual(expected.map((course) => String(course.id)).sort());
    expect(res.data.list.every((course) => course.lecturerName === '王老师')).toBe(true);
    expect((await list({ lecturerUserId: String(teacher.id) }, OTHER_SITE_ID)).data.totalCount).toBe(0);
    expect((await list({ lecturerUserId: 'abc' })).msg).toBe('参数错误：lecturerUserId 格式不正确');
  });

  it('answers a page past the end with an empty list', async () => {
    const res = await list({ pageCurrent: 1000, pageSize: 20 });
    expect(res.code).toBe(200);
    expect(res.data.list).toEqual([]);
    expect(res.data.totalCount).toBe((await shelf()).length);
  });

  it('refuses bad paging, unknown categories and wrong types with a Chinese 400/404', async () => {
    expect(await list({ pageCurrent: 0 })).toMatchObject({
      status: 400,
      code: 400,
      msg: '参数错误：pageCurrent 不能小于 1',
    });
    expect(await list({ pageCurrent: -5 })).toMatchObject({ code: 400 });
    expect(await list({ pageCurrent: 100001 })).toMatchObject({
      code: 400,
      msg: '参数错误：pageCurrent 不能大于 100000',
    });
    expect(await list({ pageSize: 101 })).toMatchObject({ code: 400, msg: '参数错误：pageSize 不能大于 100' });
    expect(await list({ pageSize: '20' })).toMatchObject({ code: 400, msg: '参数错误：pageSize 应为整数' });
    expect(await list({ categoryId: '999999999' })).toMatchObject({
      status: 404,
      code: 404,
      msg: '课程分类不存在或已停用',
    });
    expect(await list({ categoryId: 'abc' })).toMatchObject({ code: 400 });
    expect(await list({ courseCategory: 9 })).toMatchObject({ code: 400 });
    expect(await list({ orderBy: 'random' })).toMatchObject({ code: 400 });
    expect(await list({ isFree: 2 })).toMatchObject({ code: 400 });
  });

  it('shows another school none of these courses, and refuses their category ids there', async () => {
    const other = await list({}, OTHER_SITE_ID);
    expect(other.data).toMatchObject({ list: [], totalCount: 0 });
    expect(await list({ categoryId: String(await categoryId('雅思')) }, OTHER_SITE_ID)).toMatchObject({ code: 404 });
  });

  it('hides a disabled category and everything under it', async () => {
    const id = await categoryId('商务英语');
    await t.db.updateTable('course_category').set({ status_id: 0 }).where('id', '=', id).execute();
    try {
      // A fresh app: the catalogue cache of this one still holds the enabled tree.
      const fresh = await createTestApp({ database: t });
      try {
        const tree = await fresh.call(courseContracts.listCourseCategory);
        expect(tree.data.map((node) => node.categoryName)).not.toContain('商务英语');
        const flat = await fresh.call(courseContracts.listCourseCategoryForSite);
        expect(flat.data.map((node) => node.categoryName)).not.toContain('商务邮件');
        const child = await categoryId('商务邮件');
        expect(await fresh.call(courseContracts.listCourse, { categoryId: String(child) })).toMatchObject({
          code: 404,
        });
      } finally {
        await fresh.close();
      }
    } finally {
      await t.db.updateTable('course_category').set({ status_id: 1 }).where('id', '=', id).execute();
    }
  });
});

describe('home zones and zone landing pages', () => {
  it('lists the enabled zones on both services', async () => {
    const course = await t.call(courseContracts.listZoneForCourse, { zoneLocation: 1 });
    const system = await t.call(contentContracts.listZone, { zoneLocation: 1 });
    expect(course.data.map((zone) => zone.zoneName)).toEqual([
      '精品推荐',
      '四六级专区',
      '雅思托福',
      '少儿英语',
      '免费好课',
    ]);
    expect(system.data).toEqual(course.data);
    expect((await t.call(courseContracts.listZoneForCourse, {})).data).toEqual(course.data);
    expect((await t.call(courseContracts.listZoneForCourse, { zoneLocation: 2 })).data).toEqual([]);
  });

  it('gives the home zones with their courses in the zone order, limited per zone', async () => {
    const res = await t.call(courseContracts.listZoneCourse, { zoneLocation: 1 });
    expect(res.code).toBe(200);
    const picks = res.data[0]!;
    expect(picks.zoneName).toBe('精品推荐');
    expect(picks.courseList.map((course) => course.courseName).slice(0, 3)).toEqual([
      '雅思 7 分全科系统班',
      '大学英语四级全程通关班',
      '考研英语一全年规划课',
    ]);
    expect(picks.courseList.length).toBe(8);
    const two = await t.call(courseContracts.listZoneCourse, {
      zoneLocation: 1,
      courseLimit: 2,
    });
    expect(two.data.every((zone) => zone.courseList.length <= 2)).toBe(true);
    expect(await t.call(courseContracts.listZoneCourse, malformed({}))).toMatchObject({ code: 400 });
    expect(await t.call(courseContracts.listZoneCourse, { zoneLocation: 1, courseLimit: 51 })).toMatchObject({
      code: 400,
    });
    expect((await t.call(courseContracts.listZoneCourse, { zoneLocation: 1 }, { site: OTHER_SITE_ID })).data).toEqual(
      [],
    );
  });

  it('opens a zone landing page with all its courses, paged', async () => {
    const zones = await t.call(courseContracts.listZoneForCourse, {});
    const cet = zones.data.find((zone) => zone.zoneName === '四六级专区')!;
    const res = await t.call(courseContracts.viewZone, { id: cet.id, pageSize: 5 });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ id: cet.id, zoneName: '四六级专区', coursePage: { totalCount: 8, totalPage: 2 } });
    expect(res.data.coursePage.list.map((course) => course.courseName)[0]).toBe('大学英语四级全程通关班');
    const second = await t.call(courseContracts.viewZone, { id: cet.id, pageSize: 5, pageCurrent: 2 });
    expect(second.data.coursePage.list).toHaveLength(3);
  });

  it('refuses unknown zones, and this school’s zones from another school', async () => {
    expect(await t.call(courseContracts.viewZone, { id: '123456789' })).toMatchObject({
      status: 404,
      msg: '专区不存在或已停用',
    });
    const zones = await t.call(courseContracts.listZoneForCourse, {});
    expect(await t.call(courseContracts.viewZone, { id: zones.data[0]!.id }, { site: OTHER_SITE_ID })).toMatchObject({
      code: 404,
    });
    expect(await t.call(courseContracts.viewZone, { id: '0' })).toMatchObject({ code: 400 });
    expect(await t.call(courseContracts.viewZone, { id: zones.data[0]!.id, pageSize: 500 })).toMatchObject({
      code: 400,
    });
  });
});

describe('recommended lecturers and organisation profiles', () => {
  it('recommends the enabled lecturers with their number of courses', async () => {
    const res = await t.call(courseContracts.listRecommendLecturer, {});
    expect(res.code).toBe(200);
    expect(res.data.length).toBe(8);
    expect(res.data[0]).toMatchObject({ lecturerName: '王老师', courseCount: 4 });
    expect(res.data.every((lecturer) => /_w400\.png$/.test(lecturer.headImgUrl))).toBe(true);
    expect((await t.call(courseContracts.listRecommendLecturer, { limit: 3 })).data).toHaveLength(3);
    expect(await t.call(courseContracts.listRecommendLecturer, { limit: 0 })).toMatchObject({ code: 400 });
    expect((await t.call(courseContracts.listRecommendLecturer, {}, { site: OTHER_SITE_ID })).data).toEqual([]);
  });

  it('opens an organisation profile with its introduction, lecturers and courses', async () => {
    const org = await t.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', DEMO_SITE_ID)
      .where('user_type', '=', 3)
      .executeTakeFirstOrThrow();
    const res = await t.call(courseContracts.viewOrgProfile, { id: String(org.id), pageSize: 4 });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ orgName: '启航教育机构', coursePage: { totalCount: 6, totalPage: 2 } });
    expect(res.data.introduce).toContain('<p>');
    expect(res.data.lecturerList.map((lecturer) => lecturer.lecturerName).sort()).toEqual(
      ['李婷老师', '张伟老师', '陈晓老师', '赵敏老师', '孙悦老师'].sort(),
    );
    expect(await t.call(courseContracts.viewOrgProfile, { id: String(org.id) }, { site: OTHER_SITE_ID })).toMatchObject(
      { code: 404, msg: '机构不存在或未开放主页' },
    );
    const learner = await t.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', DEMO_SITE_ID)
      .where('user_type', '=', 1)
      .executeTakeFirstOrThrow();
    expect(await t.call(courseContracts.viewOrgProfile, { id: String(learner.id) })).toMatchObject({ code: 404 });
    expect(await t.call(courseContracts.viewOrgProfile, { id: '-1' })).toMatchObject({ code: 400 });
  });
});

describe('public course pages kept for a while (decision 0015)', () => {
  const clock = createFakeClock();
  let kept: TestApp;
  beforeAll(async () => {
    kept = await createTestApp({ clock });
  });
  afterAll(() => kept.close());

  const popular = () => kept.call(courseContracts.listCourse, { orderBy: 'popular', pageSize: 5 });
  const search = () => kept.call(courseContracts.searchCourse, { keyword: '雅思' });

  it('shows numbers that move without an operator (buyers) within ten seconds', async () => {
    const first = (await popular()).data.list[0]!;
    const found = (await search()).data.list.find((course) => course.id === first.id);
    await kept.db
      .updateTable('course')
      .set({ count_buy: first.countBuy + 1000 })
      .where('id', '=', Number(first.id))
      .execute();
    expect((await popular()).data.list[0]).toMatchObject({ id: first.id, countBuy: first.countBuy });
    clock.advance(10_001);
    expect((await popular()).data.list[0]).toMatchObject({ id: first.id, countBuy: first.countBuy + 1000 });
    if (found)
      expect((await search()).data.list.find((course) => course.id === first.id)?.countBuy).toBe(first.countBuy + 1000);
  });

  it('shows an operator’s change at once, the count included', async () => {
    const before = (await popular()).data;
    const first = before.list[0]!;
    expect(
      await kept.call(courseContracts.standCourse, { id: first.id, isPutAway: 0 }, { as: 'operator' }),
    ).toMatchObject({
      code: 200,
    });
    const after = (await popular()).data;
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.list.map((course) => course.id)).not.toContain(first.id);
    await kept.call(courseContracts.standCourse, { id: first.id, isPutAway: 1 }, { as: 'operator' });
    const back = (await popular()).data;
    expect([back.totalCount, back.list[0]?.id]).toEqual([before.totalCount, first.id]);
  });
});
