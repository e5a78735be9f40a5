import type { FastifyBaseLogger } from 'fastify';
import { CourseKind, ProductType, VideoStatus } from '@school/contracts';
import type { IdGenerator } from '../../../core/ids.ts';
import type { FileStorage } from '../../../core/storage.ts';
import type { CourseAccessoryTable, CourseChapterTable, CoursePeriodTable } from '../course.tables.ts';
import type { DemoLesson, VideoRecord, VodService } from '../../vod/index.ts';
import { type Db, transactOn } from '../../../db/schema.ts';
import { createOrderRepo, createOrderService } from '../../order/index.ts';
import { findDemoUser } from '../../user/index.ts';
import { DEMO_SYLLABUS } from './demo-syllabus.ts';

/**
 * The demo school's courses as learners study them (decisions 0022 and 0062): every published demo course
 * gets the chapters and lessons of `DEMO_SYLLABUS`, an approved draft beside the published rows, and an
 * accessory; the demo learner is granted one paid course (an order through the order module's grant). The seed writes rows only. At start
 * (`attachDemoMedia`) a few short clips are generated with ffmpeg (cached under DEMO_CACHE_DIR/demo-media),
 * each ingested once per school through the upload pipeline, and every demo lesson is bound to one of
 * them once it plays. Test apps seed without media.
 */

const SITE_ID = 11;
const LEARNER_MOBILE = '13800000001';
/** The demo teacher's account: the shared clips are in his video library. */
const CLIP_OWNER_MOBILE = '13800000002';
/** A paid course the demo learner "owns". */
const GRANTED_COURSE = '零基础英语口语 90 天';
/** The first lessons of every course are free to try. */
const FREE_LESSONS = 2;

/** The shared clips: lesson n of a course plays clip n mod 5, so neighbouring lessons look different. */
export const DEMO_CLIPS: DemoLesson[] = [
  { title: '启航英语 · 示范课一', color: '#1f4e79', toneHz: 440 },
  { title: '启航英语 · 示范课二', color: '#237804', toneHz: 523 },
  { title: '启航英语 · 示范课三', color: '#ad4e00', toneHz: 587 },
  { title: '启航英语 · 示范课四', color: '#531dab', toneHz: 659 },
  { title: '启航英语 · 示范课五', color: '#a8071a', toneHz: 698 },
].map((clip) => ({ ...clip, seconds: 8, width: 640, height: 360 }));

const accessoryText = (courseName: string) =>
  `${courseName} 课程讲义\n\n本讲义随课程提供，供已购买或免费课程的学员下载。\nVocabulary / Notes / Exercises\n`;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** 20:00 of the day `now` falls on, in the site's zone (UTC+8). */
const tonightAtEight = (now: number) => Math.floor((now + 8 * HOUR_MS) / DAY_MS) * DAY_MS + 12 * HOUR_MS;

/** Rows for the syllabus; run inside the demo seed's flow after the catalogue. */
export async function seedDemoLessons({ db, newId, now }: { db: Db; newId: IdGenerator; now: number }): Promise<void> {
  const learner = await findDemoUser(db, LEARNER_MOBILE);
  const courses = await db
    .selectFrom('course')
    .selectAll()
    .where('site_id', '=', SITE_ID)
    .where('course_name', 'in', Object.keys(DEMO_SYLLABUS))
    .execute();
  const chapters: CourseChapterTable[] = [];
  const periods: CoursePeriodTable[] = [];
  const accessories: CourseAccessoryTable[] = [];
  for (const course of courses) {
    const common = { site_id: SITE_ID, status_id: 1, gmt_create: now, gmt_modified: now, course_id: course.id };
    let lessonIndex = 0;
    // Live courses: one lesson a day at 20:00 (the site's time), the first two already given, the third tonight.
    let liveDay = -2;
    const liveTimes = () => {
      if (course.course_category !== 2) return { live_begin: 0, live_end: 0 };
      const begin = tonightAtEight(now) + liveDay++ * DAY_MS;
      return { live_begin: begin, live_end: begin + HOUR_MS };
    };
    for (const [chapterIndex, [chapterName, ...titles]] of DEMO_SYLLABUS[course.course_name]!.entries()) {
      const chapter = {
        ...common,
        id: newId(),
        chapter_name: chapterName!,
        chapter_desc: '',
        is_free: 0,
        sort: chapterIndex + 1,
      };
      chapters.push(chapter);
      for (const [index, title] of titles.entries())
        periods.push({
          ...common,
          id: newId(),
          chapter_id: chapter.id,
          period_name: title,
          period_desc: '',
          is_free: lessonIndex++ < FREE_LESSONS ? 1 : 0,
          sort: index + 1,
          video_id: 0,
          video_name: '',
          ...liveTimes(),
        });
    }
    const accessoryId = newId();
    accessories.push({
      ...common,
      id: accessoryId,
      accessory_name: `${course.course_name} 讲义.txt`,
      file_key: `accessory/${SITE_ID}/${accessoryId}.txt`,
      file_size: Buffer.byteLength(accessoryText(course.course_name)),
      sort: 1,
    });
  }
  const inBatches = async <T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) => {
    // SQLite takes at most 32 766 parameters a statement.
    for (let start = 0; start < rows.length; start += 500) await insert(rows.slice(start, start + 500));
  };
  await db.transaction().execute(async (tx) => {
    for (const course of courses) {
      const { count_buy: _buy, count_study: _study, sort: _sort, ...columns } = course;
      await tx
        .insertInto('course_audit')
        .values({ ...columns, audit_status: 1, audit_opinion: '' })
        .execute();
    }
    for (const table of ['course_chapter', 'course_chapter_audit'] as const)
      await inBatches(chapters, (batch) => tx.insertInto(table).values(batch).execute());
    for (const table of ['course_period', 'course_period_audit'] as const)
      await inBatches(periods, (batch) => tx.insertInto(table).values(batch).execute());
    for (const table of ['course_accessory', 'course_accessory_audit'] as const)
      await inBatches(accessories, (batch) => tx.insertInto(table).values(batch).execute());
  });
  const granted = courses.find((course) => course.course_name === GRANTED_COURSE);
  if (granted && learner) {
    const orders = createOrderService({
      transact: transactOn(db),
      orderRepo: createOrderRepo(db),
      clock: { now: () => now },
      newId,
    });
    await orders.grant(SITE_ID, learner.id, ProductType.videoCourse, granted.id, 0, {
      name: granted.course_name,
      listPrice: granted.course_price,
      remark: '演示赠送',
    });
  }
}

/**
 * Gives the demo lessons their videos and the accessories their files. Each shared clip is made (once
 * per machine, then cached) and ingested (once per school: a later start finds the same video); the
 * syllabus lessons still without a video are bound to their clip when it is ready to play, so no
 * lesson waits on a transcode and no teacher is told of each lesson. Later starts find nothing to do.
 */
export async function attachDemoMedia({
  db,
  vod,
  media,
  log,
  forgetCatalogue,
  clips = DEMO_CLIPS,
}: {
  db: Db;
  vod: Pick<VodService, 'ingestDemoLesson' | 'findVideos' | 'onVideoReady'>;
  media: FileStorage;
  log: Pick<FastifyBaseLogger, 'info'>;
  forgetCatalogue: (siteId: number) => Promise<void>;
  clips?: DemoLesson[];
}): Promise<void> {
  const started = Date.now();
  const courses = await db
    .selectFrom('course')
    .select(['id', 'course_name', 'course_category'])
    .where('site_id', '=', SITE_ID)
    .where('course_name', 'in', Object.keys(DEMO_SYLLABUS))
    .execute();
  for (const course of courses) await putAccessoryFiles(db, media, course);
  // Resource and library lessons show documents (the resource module's demo), never a video.
  const videoCourses = courses.filter(
    (course) => course.course_category !== CourseKind.resource && course.course_category !== CourseKind.library,
  );

  const waiting = await db
    .selectFrom('course_period as period')
    .innerJoin('course_chapter as chapter', 'chapter.id', 'period.chapter_id')
    .select(['period.id', 'period.course_id', 'period.period_name'])
    .where('period.site_id', '=', SITE_ID)
    .where('period.video_id', '=', 0)
    .where(
      'period.course_id',
      'in',
      videoCourses.map((course) => course.id),
    )
    .orderBy('period.course_id')
    .orderBy('chapter.sort')
    .orderBy('period.sort')
    .execute();
  if (videoCourses.length === 0 || waiting.length === 0 || clips.length === 0) return;
  const titlesOf = new Map(
    courses.map((course) => [
      course.id,
      new Set(DEMO_SYLLABUS[course.course_name]!.flatMap(([, ...titles]) => titles)),
    ]),
  );
  /** The lessons each clip plays, by clip index: a course's lessons take the clips in turn. */
  const lessonsOf = clips.map(() => [] as number[]);
  let previousCourse = 0;
  let turn = 0;
  for (const period of waiting) {
    if (!titlesOf.get(period.course_id)?.has(period.period_name)) continue;
    if (period.course_id !== previousCourse) [previousCourse, turn] = [period.course_id, 0];
    lessonsOf[turn++ % clips.length]!.push(period.id);
  }

  const owner = await findDemoUser(db, CLIP_OWNER_MOBILE);
  const clipOf = new Map<number, number>();
  const bound = new Set<number>();
  const bind = async (video: Pick<VideoRecord, 'id' | 'videoName'>) => {
    const clip = clipOf.get(Number(video.id));
    if (clip === undefined || bound.has(clip)) return;
    bound.add(clip);
    const ids = lessonsOf[clip]!;
    for (const table of ['course_period', 'course_period_audit'] as const)
      if (ids.length > 0)
        await db
          .updateTable(table)
          .set({ video_id: Number(video.id), video_name: video.videoName })
          .where('site_id', '=', SITE_ID)
          .where('video_id', '=', 0)
          .where('id', 'in', ids)
          .execute();
    await forgetCatalogue(SITE_ID);
    if (bound.size === clips.length) {
      stopListening();
      log.info(
        `演示课时视频 / demo lesson videos: ${waiting.length} lessons play ${clips.length} shared clips, ${Date.now() - started} ms after start`,
      );
    }
  };
  // Registered before the first ingest, so a clip that becomes ready at once is not missed.
  const stopListening = vod.onVideoReady(async (event) => {
    if (event.siteId !== SITE_ID) return;
    const [video] = await vod.findVideos(SITE_ID, [event.videoId]);
    if (video) await bind(video);
  });
  for (const [index, clip] of clips.entries()) {
    const video = await vod.ingestDemoLesson(SITE_ID, owner?.id ?? 0, clip);
    clipOf.set(Number(video.id), index);
  }
  // Clips ingested at an earlier start (or ready before their ids were known) are bound now.
  for (const video of await vod.findVideos(SITE_ID, [...clipOf.keys()]))
    if (video.videoStatus === VideoStatus.ready) await bind(video);
}

async function putAccessoryFiles(db: Db, media: FileStorage, course: { id: number; course_name: string }) {
  const accessories = await db
    .selectFrom('course_accessory')
    .select('file_key')
    .where('site_id', '=', SITE_ID)
    .where('course_id', '=', course.id)
    .execute();
  for (const accessory of accessories) {
    const found = await media.readStream(accessory.file_key);
    if (found) found.stream.destroy();
    else await media.put(accessory.file_key, Buffer.from(accessoryText(course.course_name)), 'text/plain');
  }
}
