import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentContracts,
  courseContracts,
  courseStudyContracts,
  pictureSrcSet,
  saleContracts,
  systemContracts,
} from '@school/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedDemoSales } from '../../modules/order/seed/demo-sales.ts';
import { attachDemoMedia, DEMO_CLIPS } from '../../modules/course/seed/demo-lessons.ts';
import { vodBeside } from '../../modules/vod/vod-fixtures.ts';
import { createLocalStorage } from '../../core/storage.ts';

let t: TestApp;
beforeAll(async () => {
  // The demo lessons' clips are transcoded by a worker beside the app (below), not by the app's own jobs.
  t = await createTestApp({ config: { runJobs: false } });
});
afterAll(() => t.close());

const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

describe('the demo school as a new visitor sees it', () => {
  it('has a logo that is only a mark: the school name is text, so renaming the school renames every page', async () => {
    const info = (await t.call(systemContracts.getWebsiteInfo)).data;
    expect(info.siteNamePc).toBe('启航英语网校');
    const logo = await fetchFile(info.logo);
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('<svg');
    expect(logo.body).not.toMatch(/<text/);
    expect(logo.body).not.toContain(info.siteNamePc);
  });

  it('quotes a price in the home promo that a VIP set really has', async () => {
    const banners = (await t.call(systemContracts.listBanner, { bannerGroup: 'pc' })).data;
    const promo = banners.find((banner) => banner.bannerCode === 'index_promo')?.data[0];
    expect(promo?.title).toBeDefined();
    const figures = [...(promo?.title ?? '').matchAll(/(\d+(?:\.\d+)?) 元/g)].map((match) => Number(match[1]));
    expect(figures.length).toBeGreaterThan(0);
    const sets = (await t.call(contentContracts.listVipSet)).data.vipSetList;
    for (const figure of figures) expect(sets.map((set) => set.setPrice)).toContain(figure);
  });

  it('stores its drawn pictures like uploads: every banner, cover, advert and avatar has its WebP copies', async () => {
    const banners = (await t.call(systemContracts.listBanner, { bannerGroup: 'pc' })).data;
    const courses = (await t.call(courseContracts.listCourse, { pageCurrent: 1, pageSize: 8 })).data.list;
    const adverts = (
      await t.call(contentContracts.listAdv, {
        advLocation: 'index_middle',
        platShow: 1,
      })
    ).data;
    const pictures = [
      ...banners.flatMap((banner) => banner.data.map((slide) => slide.img)),
      ...courses.map((course) => course.courseLogo),
      ...adverts.map((advert) => advert.advImg),
    ];
    expect(pictures.length).toBeGreaterThan(10);
    for (const url of pictures) {
      const srcSet = pictureSrcSet(url);
      expect(srcSet, url).toBeDefined();
      const widest = srcSet?.split(', ').at(-1)?.split(' ') ?? [];
      const copy = await fetchFile(widest[0] ?? '');
      expect(copy.headers['content-type']).toBe('image/webp');
      expect((await sharp(copy.rawPayload).metadata()).width).toBe(Number(widest[1]?.replace('w', '')));
    }
  });

  it('puts three dearer video courses on sale from the first start, below their list price', async () => {
    await seedDemoSales({ db: t.db, newId: t.newId, now: Date.now() });
    const sales = (await t.call(saleContracts.listSale, { productType: 1 })).data;
    expect(sales.list).toHaveLength(3);
    for (const sale of sales.list) {
      expect(sale.salePrice).toBeLessThan(sale.listPrice);
      expect(sale.productName).not.toBe('零基础英语口语 90 天');
    }
    // Ending soonest first.
    expect([...sales.list].sort((a, b) => a.endTime.localeCompare(b.endTime))).toEqual(sales.list);
  });
});

describe('the demo school as a learner studies it', () => {
  const published = async () => (await t.call(courseContracts.listCourse, { pageCurrent: 1, pageSize: 100 })).data.list;

  /** Lessons of video and live courses still without their clip. */
  const videoLessonsWaiting = () =>
    t.db
      .selectFrom('course_period')
      .innerJoin('course', 'course.id', 'course_period.course_id')
      .select('course_period.id')
      .where('course.course_category', 'not in', [3, 4])
      .where('course_period.video_id', '=', 0)
      .execute();

  // First: the course pages read below are kept under the catalogue version, which only the app moves on.
  it('plays a lesson in every published course: a few shared clips, made and transcoded once', async () => {
    const worker = vodBeside(t);
    worker.jobs.start();
    const forgotten: number[] = [];
    // The real clips' settings at a tiny size, so the test stays quick.
    const clips = DEMO_CLIPS.map((clip) => ({ ...clip, seconds: 1, width: 160, height: 90 }));
    const attach = () =>
      attachDemoMedia({
        db: t.db,
        vod: worker.vod,
        media: createLocalStorage(t.config.dataDir, { folder: 'media', publicPath: null }),
        log: { info: () => {} },
        forgetCatalogue: async (siteId) => void forgotten.push(siteId),
        clips,
      });
    try {
      await attach();
      await expect
        .poll(videoLessonsWaiting, {
          timeout: 60_000,
          interval: 200,
        })
        .toHaveLength(0);
      expect(forgotten.length).toBeGreaterThan(0);
      const videos = await t.db
        .selectFrom('course_period')
        .select('video_id')
        .where('video_id', '!=', 0)
        .distinct()
        .execute();
      expect(videos).toHaveLength(clips.length);
      expect(await t.db.selectFrom('vod_video').select('id').where('site_id', '=', 11).execute()).toHaveLength(
        clips.length,
      );
      for (const course of await published()) {
        const chapters = (await t.call(courseStudyContracts.listCourseChapter, { courseId: course.id })).data;
        const lessons = chapters.flatMap((chapter) => chapter.periodList);
        // Resource packs and library documents show documents (modules/resource/seed), never videos.
        const documents = course.courseCategory === 3 || course.courseCategory === 4;
        const playing = lessons.filter((lesson) => (documents ? lesson.doc !== undefined : lesson.isVideo === 1));
        expect(playing.length, course.courseName).toBeGreaterThan(0);
      }

      // A later start makes and ingests nothing again.
      await attach();
      expect(await t.db.selectFrom('vod_video').select('id').where('site_id', '=', 11).execute()).toHaveLength(
        clips.length,
      );
    } finally {
      await worker.jobs.stop();
    }
  }, 90_000);

  it('gives every published course 2–4 chapters of 2–5 lessons, the first two free to try', async () => {
    const courses = await published();
    expect(courses).toHaveLength(42);
    for (const course of courses) {
      const chapters = (await t.call(courseStudyContracts.listCourseChapter, { courseId: course.id })).data;
      expect(chapters.length, course.courseName).toBeGreaterThanOrEqual(2);
      expect(chapters.length, course.courseName).toBeLessThanOrEqual(4);
      for (const chapter of chapters) {
        expect(chapter.periodList.length, chapter.chapterName).toBeGreaterThanOrEqual(2);
        expect(chapter.periodList.length, chapter.chapterName).toBeLessThanOrEqual(5);
      }
      const lessons = chapters.flatMap((chapter) => chapter.periodList);
      expect(lessons.slice(0, 2).map((lesson) => lesson.isFree)).toEqual([1, 1]);
    }
  });
});
