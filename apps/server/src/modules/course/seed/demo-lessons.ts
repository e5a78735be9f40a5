import type { FastifyBaseLogger } from 'fastify';
import { OrderStatus, ProductType } from '@school/contracts';
import type { IdGenerator } from '../../../core/ids.ts';
import type { FileStorage } from '../../../core/storage.ts';
import type { CourseAccessoryTable, CourseChapterTable, CoursePeriodTable } from '../course.tables.ts';
import type { VodService } from '../../vod/index.ts';
import type { Db } from '../../../db/schema.ts';

/**
 * The demo school's watchable courses (decision 0022): chapters and lessons for four video courses of
 * the demo catalogue, approved drafts beside the published rows, an accessory each, and the demo
 * learner's grant of one paid course. The seed writes rows only; the videos are made at start
 * (`attachDemoMedia`), generated with ffmpeg once and cached under DEMO_CACHE_DIR/demo-media, and go
 * through the same pipeline as a teacher's upload. Test apps seed without media.
 */

const SITE_ID = 11;
const LEARNER_MOBILE = '13800000001';

interface LessonPlan {
  title: string;
  isFree?: 1;
}
interface CoursePlan {
  courseName: string;
  color: string;
  /** Granted to the demo learner (a paid course he "owns"). */
  granted?: true;
  chapters: { name: string; isFree?: 1; lessons: LessonPlan[] }[];
}

/** Three courses with free lessons, one paid course with a free trial lesson. */
export const DEMO_LESSON_PLAN: CoursePlan[] = [
  {
    courseName: '雅思 7 分全科系统班',
    color: '#1f4e79',
    chapters: [
      {
        name: '第一章 雅思考试概览',
        lessons: [{ title: 'IELTS Overview 考试结构', isFree: 1 }, { title: 'Band Descriptors 评分标准' }],
      },
      { name: '第二章 听力 Section 1', lessons: [{ title: 'Listening: Numbers and Names' }] },
    ],
  },
  {
    courseName: '英语语法入门：从句子结构开始',
    color: '#237804',
    chapters: [
      {
        name: '第一章 句子的骨架',
        lessons: [{ title: 'Subject and Verb 主语与谓语' }, { title: 'Objects 宾语' }],
      },
      { name: '第二章 五种基本句型', lessons: [{ title: 'Five Sentence Patterns 五种句型' }] },
    ],
  },
  {
    courseName: '四级阅读长难句突破',
    color: '#ad4e00',
    chapters: [
      {
        name: '第一章 拆分长难句',
        lessons: [{ title: 'Long Sentences: Find the Core' }, { title: 'Clauses 从句识别' }],
      },
    ],
  },
  {
    courseName: '零基础英语口语 90 天',
    color: '#531dab',
    granted: true,
    chapters: [
      { name: '第一周 打招呼', isFree: 1, lessons: [{ title: 'Hello and Goodbye 打招呼' }] },
      { name: '第二周 自我介绍', lessons: [{ title: 'Introducing Yourself 自我介绍' }] },
    ],
  },
];

const accessoryText = (courseName: string) =>
  `${courseName} 课程讲义\n\n本讲义随课程提供，供已购买或免费课程的学员下载。\nVocabulary / Notes / Exercises\n`;

/** Rows of the plan; run inside the demo seed's flow after the catalogue. */
export async function seedDemoLessons({ db, newId, now }: { db: Db; newId: IdGenerator; now: number }): Promise<void> {
  const learner = await db
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', SITE_ID)
    .where('mobile', '=', LEARNER_MOBILE)
    .executeTakeFirst();
  await db.transaction().execute(async (tx) => {
    for (const plan of DEMO_LESSON_PLAN) {
      const course = await tx
        .selectFrom('course')
        .selectAll()
        .where('site_id', '=', SITE_ID)
        .where('course_name', '=', plan.courseName)
        .executeTakeFirst();
      if (!course) continue;
      const { count_buy: _buy, count_study: _study, sort: _sort, ...columns } = course;
      await tx
        .insertInto('course_audit')
        .values({ ...columns, audit_status: 1, audit_opinion: '' })
        .execute();
      const common = { site_id: SITE_ID, status_id: 1, gmt_create: now, gmt_modified: now, course_id: course.id };
      for (const [chapterIndex, chapterPlan] of plan.chapters.entries()) {
        const chapter: CourseChapterTable = {
          ...common,
          id: newId(),
          chapter_name: chapterPlan.name,
          chapter_desc: '',
          is_free: chapterPlan.isFree ?? 0,
          sort: chapterIndex + 1,
        };
        await tx.insertInto('course_chapter').values(chapter).execute();
        await tx.insertInto('course_chapter_audit').values(chapter).execute();
        for (const [lessonIndex, lessonPlan] of chapterPlan.lessons.entries()) {
          const period: CoursePeriodTable = {
            ...common,
            id: newId(),
            chapter_id: chapter.id,
            period_name: lessonPlan.title,
            period_desc: '',
            is_free: lessonPlan.isFree ?? 0,
            sort: lessonIndex + 1,
            video_id: 0,
            video_name: '',
          };
          await tx.insertInto('course_period').values(period).execute();
          await tx.insertInto('course_period_audit').values(period).execute();
        }
      }
      const accessoryId = newId();
      const accessory: CourseAccessoryTable = {
        ...common,
        id: accessoryId,
        accessory_name: `${plan.courseName} 讲义.txt`,
        file_key: `accessory/${SITE_ID}/${accessoryId}.txt`,
        file_size: Buffer.byteLength(accessoryText(plan.courseName)),
        sort: 1,
      };
      await tx.insertInto('course_accessory').values(accessory).execute();
      await tx.insertInto('course_accessory_audit').values(accessory).execute();
      if (plan.granted && learner) {
        await tx
          .insertInto('order_info')
          .values({
            id: newId(),
            site_id: SITE_ID,
            status_id: 1,
            gmt_create: now,
            gmt_modified: now,
            order_no: String(newId()),
            serial_number: String(newId()),
            user_id: learner.id,
            product_type: ProductType.videoCourse,
            product_id: course.id,
            product_name: course.course_name,
            list_price: course.course_price,
            paid_price: 0,
            order_status: OrderStatus.paid,
            pay_type: 0,
            channel_type: 0,
            pay_time: now,
            operator_id: 0,
            remark_cus: '',
            remark: '演示赠送',
            expire_time: 0,
            lecturer_user_id: 0,
          })
          .execute();
      }
    }
  });
}

/**
 * Gives the demo lessons their videos: each lesson of the plan still without one gets a generated
 * video (cached, so only the first start runs ffmpeg) sent through the pipeline, and each accessory
 * its file. Later starts find nothing to do.
 */
export async function attachDemoMedia({
  db,
  vod,
  media,
  log,
}: {
  db: Db;
  vod: Pick<VodService, 'ingestDemoLesson'>;
  media: FileStorage;
  log: FastifyBaseLogger;
}): Promise<void> {
  const started = Date.now();
  let made = 0;
  for (const plan of DEMO_LESSON_PLAN) {
    const course = await db
      .selectFrom('course')
      .select(['id', 'lecturer_user_id'])
      .where('site_id', '=', SITE_ID)
      .where('course_name', '=', plan.courseName)
      .executeTakeFirst();
    if (!course) continue;
    const titles = new Set(plan.chapters.flatMap((chapter) => chapter.lessons.map((lesson) => lesson.title)));
    const waiting = (
      await db
        .selectFrom('course_period')
        .select(['id', 'period_name'])
        .where('site_id', '=', SITE_ID)
        .where('course_id', '=', course.id)
        .where('video_id', '=', 0)
        .execute()
    ).filter((period) => titles.has(period.period_name));
    for (const period of waiting) {
      const video = await vod.ingestDemoLesson(SITE_ID, course.lecturer_user_id, {
        title: period.period_name,
        seconds: 12,
        color: plan.color,
      });
      for (const table of ['course_period', 'course_period_audit'] as const)
        await db
          .updateTable(table)
          .set({ video_id: Number(video.id), video_name: video.videoName })
          .where('site_id', '=', SITE_ID)
          .where('id', '=', period.id)
          .execute();
      made++;
    }
    const accessories = await db
      .selectFrom('course_accessory')
      .select('file_key')
      .where('site_id', '=', SITE_ID)
      .where('course_id', '=', course.id)
      .execute();
    for (const accessory of accessories) {
      const found = await media.readStream(accessory.file_key);
      if (found) found.stream.destroy();
      else await media.put(accessory.file_key, Buffer.from(accessoryText(plan.courseName)), 'text/plain');
    }
  }
  if (made > 0)
    log.info(`演示课时视频 / demo lesson videos: ${made} queued for transcoding in ${Date.now() - started} ms`);
}
