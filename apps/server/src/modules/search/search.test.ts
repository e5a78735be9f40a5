import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseContracts, searchContracts, type CourseSearchItem, type Page } from '@school/contracts';
import { type ContractInput, malformed } from '../../testing/call.ts';
import { createTestApp, DEMO_SITE_ID, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { buildCourse, deleteCourseRow, renameCourseRow, TEACHER } from '../course/course-fixtures.ts';
import { highlight } from './search.keyword.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Names with LIKE wildcards and the escape character, to prove they are taken literally.
  const teacher = await t.tokenFor(TEACHER);
  for (const name of [
    '100%通过率 四级冲刺',
    'snake_case 编程英语',
    'C:\\path 反斜杠课程',
    '<b>加粗</b> & “引号” 课程',
  ]) {
    await buildCourse(t, teacher, {
      name,
      isFree: 1,
      chapters: [{ name: '第一章', lessons: [{ name: '第一课', video: false }] }],
    });
  }
});
afterAll(() => t.close());

const searchCourses = (body: ContractInput<typeof courseContracts.searchCourse>, site?: number) =>
  t.call(courseContracts.searchCourse, body, { site });
const searchAll = (body: ContractInput<typeof searchContracts.search>, site?: number) =>
  t.call(searchContracts.search, body, { site });

/** Every public course of the demo school whose name contains the text (case-insensitive), from the table. */
async function expectedNames(text: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('course')
    .select('course_name')
    .where('site_id', '=', DEMO_SITE_ID)
    .where('status_id', '=', 1)
    .where('is_put_away', '=', 1)
    .execute();
  return rows
    .map((row) => row.course_name)
    .filter((name) => name.toLowerCase().includes(text.toLowerCase()))
    .sort();
}

const namesOf = (page: Page<CourseSearchItem>) => page.list.map((item) => item.courseName).sort();

describe('course search', () => {
  it('finds exactly the courses containing a one-character Chinese query', async () => {
    const res = await searchCourses({ keyword: '雅', pageSize: 100 });
    expect(res.code).toBe(200);
    const expected = await expectedNames('雅');
    expect(expected.length).toBe(7);
    expect(namesOf(res.data)).toEqual(expected);
    expect(res.data.totalCount).toBe(expected.length);
    expect(namesOf(res.data)).not.toContain('雅思口语 2027 新题预测（即将上线）');
  });

  it('finds exactly the courses containing two-, three- and four-character queries', async () => {
    for (const keyword of ['口语', '雅思口', '雅思口语', '英语语法', '自然拼读 Level']) {
      const res = await searchCourses({ keyword, pageSize: 100 });
      const expected = await expectedNames(keyword);
      expect(expected.length, keyword).toBeGreaterThan(0);
      expect(namesOf(res.data), keyword).toEqual(expected);
    }
    expect(namesOf((await searchCourses({ keyword: '雅思口语' })).data)).toEqual([
      '雅思口语 Part 2 话题精讲',
      '雅思口语一对一模考直播',
    ]);
  });

  it('matches Latin letters case-insensitively and trims the text', async () => {
    const upper = await searchCourses({ keyword: '  PART 2  ' });
    expect(namesOf(upper.data)).toEqual(['雅思口语 Part 2 话题精讲']);
    const ielts = await searchCourses({ keyword: 'part 2', pageSize: 100 });
    expect(namesOf(ielts.data)).toEqual(['雅思口语 Part 2 话题精讲']);
    expect(ielts.data.list[0]!.courseNameHighlight).toBe('雅思口语 <em>Part 2</em> 话题精讲');
    const bec = await searchCourses({ keyword: 'b' });
    expect(namesOf(bec.data)).toEqual(await expectedNames('b'));
  });

  it('puts names starting with the keyword first and highlights every match', async () => {
    const res = await searchCourses({ keyword: '雅思', pageSize: 100 });
    const starting = res.data.list.filter((item) => item.courseName.startsWith('雅思')).length;
    expect(res.data.list.slice(0, starting).every((item) => item.courseName.startsWith('雅思'))).toBe(true);
    expect(res.data.list.find((item) => item.courseName === '剑桥雅思真题解析 16–19')!.courseNameHighlight).toBe(
      '剑桥<em>雅思</em>真题解析 16–19',
    );
    expect(res.data.list[0]!.lecturerName).not.toBe('');
  });

  it('takes %, _ and \\ literally', async () => {
    expect(namesOf((await searchCourses({ keyword: '%' })).data)).toEqual(['100%通过率 四级冲刺']);
    expect(namesOf((await searchCourses({ keyword: '100%' })).data)).toEqual(['100%通过率 四级冲刺']);
    expect(namesOf((await searchCourses({ keyword: '_' })).data)).toEqual(['snake_case 编程英语']);
    expect(namesOf((await searchCourses({ keyword: 'e_c' })).data)).toEqual(['snake_case 编程英语']);
    expect(namesOf((await searchCourses({ keyword: '\\' })).data)).toEqual(['C:\\path 反斜杠课程']);
    expect((await searchCourses({ keyword: '%%%' })).data.totalCount).toBe(0);
    expect((await searchCourses({ keyword: '"' })).data.totalCount).toBe(0);
    expect((await searchCourses({ keyword: '"雅思" OR 托福' })).data.totalCount).toBe(0);
  });

  it('escapes the rest of the name in the highlight', async () => {
    const res = await searchCourses({ keyword: '加粗' });
    expect(res.data.list[0]!.courseNameHighlight).toBe('&lt;b&gt;<em>加粗</em>&lt;/b&gt; &amp; “引号” 课程');
    expect(highlight('a<b>A', 'a')).toBe('<em>a</em>&lt;b&gt;<em>A</em>');
  });

  it('pages the results', async () => {
    const all = await searchCourses({ keyword: '英语', pageSize: 100 });
    const first = await searchCourses({ keyword: '英语', pageSize: 3 });
    const second = await searchCourses({ keyword: '英语', pageSize: 3, pageCurrent: 2 });
    expect(first.data).toMatchObject({
      totalCount: all.data.totalCount,
      totalPage: Math.ceil(all.data.totalCount / 3),
    });
    expect([...first.data.list, ...second.data.list].map((item) => item.id)).toEqual(
      all.data.list.slice(0, 6).map((item) => item.id),
    );
    expect((await searchCourses({ keyword: '英语', pageCurrent: 999 })).data.list).toEqual([]);
  });

  it('refuses empty, over-long and script-laden text with a Chinese 400', async () => {
    expect(await searchCourses({ keyword: '' })).toMatchObject({ status: 400, code: 400, msg: '请输入搜索关键词' });
    expect(await searchCourses({ keyword: '   ' })).toMatchObject({ code: 400, msg: '请输入搜索关键词' });
    expect(await searchCourses(malformed({}))).toMatchObject({ code: 400, msg: '参数错误：keyword 不能为空' });
    expect(await searchCourses({ keyword: '雅'.repeat(51) })).toMatchObject({
      code: 400,
      msg: '搜索关键词不能超过 50 个字',
    });
    expect((await searchCourses({ keyword: '雅'.repeat(50) })).code).toBe(200);
    expect(await searchCourses({ keyword: 'x'.repeat(201) })).toMatchObject({ code: 400 });
    expect(await searchCourses({ keyword: '<script>alert(1)</script>' })).toMatchObject({
      code: 400,
      msg: '搜索关键词不能包含 < > 等特殊字符',
    });
    expect(await searchCourses({ keyword: '雅思\u0000' })).toMatchObject({ code: 400 });
    expect(await searchCourses(malformed({ keyword: 5 }))).toMatchObject({
      code: 400,
      msg: '参数错误：keyword 应为文本',
    });
    expect(await searchCourses({ keyword: '雅思', pageSize: 101 })).toMatchObject({ code: 400 });
    expect(await searchCourses({ keyword: '雅思', pageCurrent: -1 })).toMatchObject({ code: 400 });
  });

  it('keeps the index in step when a course is renamed or deleted', async () => {
    const row = await t.db
      .selectFrom('course')
      .select(['id', 'course_name'])
      .where('site_id', '=', DEMO_SITE_ID)
      .where('course_name', '=', '托福听力学术讲座精听')
      .executeTakeFirstOrThrow();
    await renameCourseRow(t, row.id, '托福听力学术讲座全真模考');
    // Straight to the table, past the service: a fresh instance, which has kept no search results yet.
    const searchFresh = async (keyword: string) => {
      const fresh = await createTestApp({ database: t });
      try {
        return (await fresh.call(courseContracts.searchCourse, { keyword })).data;
      } finally {
        await fresh.close();
      }
    };
    expect(namesOf(await searchFresh('全真模考'))).toEqual(['托福听力学术讲座全真模考']);
    expect((await searchFresh('讲座精听')).totalCount).toBe(0);
    await deleteCourseRow(t, row.id);
    expect((await searchFresh('全真模考')).totalCount).toBe(0);
  });

  it('has its substring index on each engine', async () => {
    if (t.database.engine === 'sqlite') {
      const hits = await sql<{
        n: number;
      }>`select count(*) as n from course_fts where course_fts match ${'"雅思口"'}`.execute(t.db);
      expect(Number(hits.rows[0]!.n)).toBe(3);
    } else {
      const index = await sql<{
        indexdef: string;
      }>`select indexdef from pg_indexes where indexname = 'course_name_trgm_idx'`.execute(t.db);
      expect(index.rows[0]?.indexdef).toContain('gin_trgm_ops');
    }
  });

  it('never shows another school’s courses', async () => {
    expect((await searchCourses({ keyword: '雅' }, OTHER_SITE_ID)).data).toMatchObject({ list: [], totalCount: 0 });
    expect((await searchAll({ keyword: '雅思', type: 1 }, OTHER_SITE_ID)).data.totalCount).toBe(0);
  });
});

describe('the site-wide search behind /search/{str}?type=N', () => {
  it('answers type 1 (the default) with course hits that link to the course page', async () => {
    const res = await searchAll({ keyword: '托福', pageSize: 100 });
    expect(res.code).toBe(200);
    expect(res.data.list.map((hit) => hit.title).sort()).toEqual(await expectedNames('托福'));
    const hit = res.data.list[0]!;
    expect(hit).toMatchObject({ type: 1, url: `/view/${hit.id}`, img: expect.stringMatching(/cover-\d+_w960\.png$/) });
    expect(hit.titleHighlight).toContain('<em>托福</em>');
    expect(hit.summary.length).toBeGreaterThan(0);
    expect(hit.summary).not.toContain('<');
    expect(typeof hit.price).toBe('number');
    const typed = await searchAll({ keyword: '托福', type: 1, pageSize: 100 });
    expect(typed.data).toEqual(res.data);
  });

  it('answers an empty page for types no module has registered yet, and for unknown types', async () => {
    for (const type of [2, 5, 6, 7, 8, 3, 99]) {
      const res = await searchAll({ keyword: '雅思', type });
      expect(res, String(type)).toMatchObject({ code: 200, data: { list: [], totalCount: 0, totalPage: 0 } });
    }
  });

  it('says which types have content to search: courses, resources and library, exam papers and the community (blogs, questions, info)', async () => {
    const res = await t.call(searchContracts.listSearchTypes);
    expect(res).toMatchObject({ code: 200, data: { types: [1, 4, 5, 6, 7, 8] } });
    // Another school's visitors get the same list; a request without a school is refused.
    expect((await t.call(searchContracts.listSearchTypes, undefined, { site: OTHER_SITE_ID })).data).toEqual({
      types: [1, 4, 5, 6, 7, 8],
    });
    expect(await t.call(searchContracts.listSearchTypes, undefined, { site: null })).toMatchObject({ code: 400 });
    const signedIn = await t.call(searchContracts.listSearchTypes, undefined, {
      as: { token: await t.tokenFor('13800000001') },
    });
    expect(signedIn.data).toEqual({ types: [1, 4, 5, 6, 7, 8] });
  });

  it('applies the same keyword rules to every type', async () => {
    expect(await searchAll({ keyword: '', type: 6 })).toMatchObject({ code: 400, msg: '请输入搜索关键词' });
    expect(await searchAll({ keyword: '<img src=x onerror=alert(1)>', type: 1 })).toMatchObject({ code: 400 });
    expect(await searchAll({ keyword: '雅思', type: 0 })).toMatchObject({ code: 400 });
    expect(await searchAll(malformed({ keyword: '雅思', type: '1' }))).toMatchObject({ code: 400 });
  });
});
