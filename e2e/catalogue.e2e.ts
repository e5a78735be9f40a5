import {
  courseContracts,
  marketingContracts,
  searchContracts,
  systemContracts,
  type BodyOf,
  type DataOf,
} from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, courseCardNames, operatorToken, searchResultTitles } from './support/api.ts';
import { open, type School, screenshot, startSchool } from './support/school.ts';

/** Catalogue journeys (issue 5): home page, category menu, /list rendered on the server, search, operator edits. */

type Course = DataOf<typeof courseContracts.listCourse>['list'][number];
type Category = DataOf<typeof courseContracts.listCourseCategory>[number];

let school: School;
let allCourses: Course[];
let tree: Category[];

const html = async (path: string) => {
  const response = await fetch(`${school.baseUrl}${path}`);
  return { status: response.status, body: await response.text() };
};
const categoryNamed = (name: string): Category => {
  const walk = (nodes: Category[]): Category | undefined =>
    nodes.find((node) => node.categoryName === name) ?? walk(nodes.flatMap((node) => node.children));
  const found = walk(tree);
  if (!found) throw new Error(`no category ${name}`);
  return found;
};
const inCategory = (course: Course, id: string) =>
  [course.categoryId1, course.categoryId2, course.categoryId3].includes(id);

beforeAll(async () => {
  school = await startSchool({ env: { RENDER_WORKERS: '2' } });
  allCourses = (await api(school).call(courseContracts.listCourse, { pageSize: 100 })).list;
  tree = await api(school).call(courseContracts.listCourseCategory);
});
afterAll(() => school?.stop());

describe('the catalogue in Chromium', () => {
  it('the home page shows banners, zones with their courses, lecturers, and a working category menu', async () => {
    const zones = await api(school).call(courseContracts.listZoneCourse, { zoneLocation: 1, courseLimit: 8 });
    expect(zones.length).toBeGreaterThan(0);
    const served = await html('/');
    expect(served.status).toBe(200);
    const names = courseCardNames(served.body);
    for (const zone of zones) {
      expect(served.body).toContain(zone.zoneName);
      expect(served.body).toContain(`href="/terrace/${zone.id}"`);
      for (const course of zone.courseList) expect(names).toContain(course.courseName);
    }

    const { context, page } = await school.newPage();
    await open(page, '/');
    expect(await page.locator('.home-banner img').count()).toBeGreaterThan(0);
    const firstZone = page.locator('section.zone-section').first();
    await firstZone.getByRole('heading', { name: zones[0]!.zoneName }).waitFor();
    expect(await firstZone.locator('.course-card').count()).toBe(zones[0]!.courseList.length);
    await page.getByRole('heading', { name: '名师推荐' }).waitFor();
    expect(await page.locator('a.lecturer-card[href^="/lecturer/"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'catalogue-home');

    // The header menu: hover 课程分类, then 四六级, and choose 大学英语四级.
    const cet4 = categoryNamed('大学英语四级');
    await page.locator('header .category-dropdown').hover();
    const menu = page.locator('header .category-dropdown__panel');
    await menu.getByRole('link', { name: '四六级', exact: true }).hover();
    await menu.getByRole('link', { name: '大学英语四级', exact: true }).click();
    await page.waitForURL(`**/list?categoryId=${cet4.id}`);
    const expected = allCourses.filter((course) => inCategory(course, cet4.id)).map((course) => course.courseName);
    await page.locator('.list-page .course-card').first().waitFor();
    expect(await page.locator('.list-page .course-card__name').allTextContents()).toEqual(expected);
    expect(await page.locator('.list-filter__option--active').allTextContents()).toContain('大学英语四级');
    await screenshot(page, 'catalogue-list-category');

    // The panel beside the carousel links the same tree.
    await open(page, '/');
    const ielts = categoryNamed('雅思');
    await page.locator('.home-hero').getByRole('link', { name: '雅思', exact: true }).click();
    await page.waitForURL(`**/list?categoryId=${ielts.id}`);
    await context.close();
  });

  it('/list filters, sorts and pages on the server: the HTML of a shared address holds the right courses', async () => {
    const ielts = categoryNamed('雅思');
    const paid = allCourses
      .filter((course) => inCategory(course, ielts.id) && course.isFree === 0)
      .sort((a, b) => a.coursePrice - b.coursePrice || Number(a.id) - Number(b.id));
    expect(paid.length).toBeGreaterThan(2);
    const filtered = await html(`/list?categoryId=${ielts.id}&isFree=0&orderBy=priceAsc`);
    expect(filtered.status).toBe(200);
    expect(courseCardNames(filtered.body)).toEqual(paid.map((course) => course.courseName));
    expect(filtered.body).toContain('<title>雅思课程 - 启航英语网校</title>');

    const free = await html(`/list?isFree=1`);
    const freeNames = allCourses.filter((course) => course.isFree === 1).map((course) => course.courseName);
    expect(courseCardNames(free.body).sort()).toEqual(freeNames.sort());

    // 42 courses, 24 a page: page 2 holds the rest, in the same order as the API's second page.
    const second = await api(school).call(courseContracts.listCourse, {
      orderBy: 'newest',
      pageCurrent: 2,
      pageSize: 24,
    });
    const page2 = await html('/list?orderBy=newest&page=2');
    expect(courseCardNames(page2.body)).toEqual(second.list.map((course) => course.courseName));
    expect(page2.body).toContain('href="/list?orderBy=newest"');

    const empty = await html(`/list?categoryId=${categoryNamed('考研英语二').id}&courseCategory=4`);
    expect(empty.body).toContain('没有找到符合条件的课程');
    expect((await html('/list?categoryId=123')).status).toBe(404);

    // In the browser the filters are links that keep the rest of the state.
    const { context, page } = await school.newPage();
    await open(page, `/list?categoryId=${ielts.id}`);
    await page.locator('.list-filter').getByRole('link', { name: '付费', exact: true }).click();
    await page.waitForURL(`**/list?categoryId=${ielts.id}&isFree=0`);
    // The address changes a moment before the page shows the new filter: wait for the sort link to carry it.
    const priceAscending = page.locator('.list-sort').getByRole('link', { name: '价格从低到高' });
    await expect.poll(() => priceAscending.getAttribute('href')).toContain('isFree=0');
    await priceAscending.click();
    await page.waitForURL(`**/list?categoryId=${ielts.id}&isFree=0&orderBy=priceAsc`);
    await expect
      .poll(() => page.locator('.list-page .course-card__name').allTextContents())
      .toEqual(paid.map((course) => course.courseName));
    await screenshot(page, 'catalogue-list-filtered');
    await context.close();
  });

  it('finds courses by one Chinese character and by several, with the match highlighted', async () => {
    for (const keyword of ['雅', '四级阅读', '口语']) {
      const expected = allCourses.filter((course) => course.courseName.includes(keyword)).map((c) => c.courseName);
      expect(expected.length).toBeGreaterThan(0);
      const served = await html(`/search/${encodeURIComponent(keyword)}?type=1`);
      expect(served.status).toBe(200);
      const titles = searchResultTitles(served.body);
      // One page holds 10 results; every title contains the keyword and no matching course is missing.
      expect(titles.length).toBe(Math.min(expected.length, 10));
      for (const title of titles) expect(expected).toContain(title);
      if (expected.length <= 10) expect([...titles].sort()).toEqual([...expected].sort());
      expect(served.body).toContain(`<em class="search-highlight">${keyword}</em>`);
    }

    const { context, page } = await school.newPage();
    await open(page, '/');
    const header = page.locator('header').first();
    await header.getByRole('button', { name: '搜索' }).click();
    await page.getByText('请输入搜索关键词').waitFor();
    await header.getByRole('textbox', { name: '搜索关键词' }).fill('雅');
    await header.getByRole('textbox', { name: '搜索关键词' }).press('Enter');
    await page.waitForURL('**/search/%E9%9B%85?type=1');
    await page.locator('.search-result').first().waitFor();
    const titles = await page.locator('.search-result__title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain('雅');
    expect(await page.locator('.search-result__title em').first().textContent()).toBe('雅');
    await screenshot(page, 'catalogue-search');

    // A tab for each type the server can search (sections that have not landed have none).
    const { types } = await api(school).call(searchContracts.listSearchTypes);
    const tabLabels: Record<number, string> = {
      1: '课程',
      2: '直播',
      4: '资源',
      5: '试卷',
      6: '博客',
      7: '问答',
      8: '资讯',
    };
    expect(types).toContain(1);
    const tabs = page.locator('.search-tabs').getByRole('link');
    expect(await tabs.allTextContents()).toEqual(types.map((type) => tabLabels[type]));
    // The blog tab finds the demo community's post.
    await page.locator('.search-tabs').getByRole('link', { name: '博客', exact: true }).click();
    await page.waitForURL('**/search/%E9%9B%85?type=6');
    await page.locator('.search-result__title', { hasText: '雅思写作' }).first().waitFor();

    // The search box on the page: empty text is refused in place.
    const pageSearch = page.locator('.search-page__bar');
    await pageSearch.getByRole('textbox', { name: '搜索内容' }).fill('');
    await pageSearch.getByRole('button', { name: '搜索' }).click();
    await page.getByText('请输入搜索内容').waitFor();

    const refused = await html(`/search/${encodeURIComponent('<script>')}?type=1`);
    expect(refused.status).toBe(200);
    expect(refused.body).toContain('搜索关键词不能包含');
    await context.close();
  });

  it('an operator adds a banner slide and a zone course through the console API, and the home page shows them', async () => {
    const token = await operatorToken(school);
    const banners = await api(school).call(systemContracts.adminListBanner, {}, { token });
    const carousel = banners.find((banner) => banner.bannerCode === 'index_banner');
    if (!carousel) throw new Error('no index_banner');
    type Slides = BodyOf<typeof systemContracts.updateBanner>['data'];
    const slide: Slides[number] = {
      title: '秋季雅思冲刺班上线',
      img: '/files/site/11/catalogue/adv-kaoyan.svg',
      url: '/vip',
      target: '_self',
    };
    await api(school).call(
      systemContracts.updateBanner,
      {
        id: carousel.id,
        bannerCode: carousel.bannerCode,
        bannerName: carousel.bannerName,
        bannerGroup: carousel.bannerGroup,
        // The list reads a slide's target as any text; the slides it holds were saved as one of the two.
        data: [slide, ...(carousel.data as Slides)],
        sort: carousel.sort,
        statusId: carousel.statusId,
      },
      { token },
    );

    const zones = await api(school).call(courseContracts.listZoneCourse, { zoneLocation: 1, courseLimit: 50 });
    const zone = zones[0]!;
    const outsider = allCourses.find((course) => !zone.courseList.some((inZone) => inZone.id === course.id));
    if (!outsider) throw new Error('every course is in the zone');
    await api(school).call(
      courseContracts.addZoneCourse,
      { zoneId: zone.id, courseId: outsider.id, sort: 0 },
      { token },
    );

    const served = await html('/');
    expect(served.body).toContain(`alt="${slide.title}"`);
    const { context, page } = await school.newPage();
    await open(page, '/');
    expect(await page.locator(`.home-banner img[alt="${slide.title}"]`).count()).toBeGreaterThan(0);
    const section = page
      .locator('section.zone-section')
      .filter({ has: page.getByRole('heading', { name: zone.zoneName }) });
    await expect.poll(() => section.locator('.course-card__name').first().textContent()).toBe(outsider.courseName);
    await context.close();
  });

  it('the zone, organisation, VIP, footer article and enquiry pages', async () => {
    const zones = await api(school).call(courseContracts.listZoneCourse, { zoneLocation: 1 });
    const terrace = await html(`/terrace/${zones[1]!.id}`);
    expect(terrace.status).toBe(200);
    expect(courseCardNames(terrace.body).length).toBeGreaterThan(0);
    expect((await html('/terrace/1')).status).toBe(404);
    expect((await html('/terrace/abc')).status).toBe(404);
    expect((await html('/schoolProfile/1')).status).toBe(404);
    expect((await html('/view/service?id=1')).status).toBe(404);
    expect((await html('/view/service')).status).toBe(404);

    const vip = await html('/vip');
    expect(vip.body).toContain('年卡会员');
    expect(vip.body).toContain('¥299');

    const { context, page } = await school.newPage();
    await open(page, '/');
    await page.locator('footer').getByRole('link', { name: '用户协议' }).click();
    await page.waitForURL('**/view/service?id=*');
    await page.getByRole('heading', { name: '用户协议', level: 1 }).waitFor();
    await page.locator('.service-menu__link--active', { hasText: '用户协议' }).waitFor();

    await open(page, '/onlineRegistration');
    await page.getByRole('button', { name: '提交报名' }).click();
    await page.getByText('请输入您的姓名').waitFor();
    await page.getByText('请输入手机号').waitFor();
    await page.getByLabel('姓名').fill('张同学');
    await page.getByLabel('手机号').fill('1381234');
    await page.getByRole('button', { name: '提交报名' }).click();
    await page.getByText('请输入正确的 11 位手机号').waitFor();
    await page.getByLabel('手机号').fill('13812345678');
    await page.getByLabel('意向课程').fill(allCourses[0]!.courseName);
    await page.keyboard.press('Escape');
    await page.getByLabel('留言').fill('想了解周末班的上课时间');
    await page.getByRole('button', { name: '提交报名' }).click();
    await page.getByText('提交成功').waitFor();
    await page.getByText('138****5678').waitFor();
    await screenshot(page, 'catalogue-enquiry-sent');

    const enquiries = await api(school).call(
      marketingContracts.adminListCounsel,
      {},
      { token: await operatorToken(school) },
    );
    expect(enquiries.list[0]).toMatchObject({
      name: '张同学',
      courseId: allCourses[0]!.id,
      message: '想了解周末班的上课时间',
    });
    await context.close();
  });
});
