import type { CourseChapterTable, CoursePeriodTable } from '../../modules/course/course.tables.ts';
import type { Db } from '../schema.ts';

/**
 * Chapters and lessons of the demo school's video courses (decision 0022): three free courses and two
 * paid ones whose first lesson is a free trial. Lessons are seeded without video; a teacher's upload (or
 * the demo media step, when it lands) binds one.
 */
const SITE_ID = 11;

/** course name → chapters: [chapter title, [lesson title, free?][]] */
const plans: Record<string, [string, [string, boolean][]][]> = {
  '零基础英语口语 90 天': [
    [
      'Unit 1 Hello! Greetings and introductions',
      [
        ['1.1 Hello, my name is… 打招呼与自我介绍', true],
        ['1.2 Nice to meet you 初次见面', false],
        ['1.3 Where are you from? 谈论家乡', false],
      ],
    ],
    [
      'Unit 2 Everyday life',
      [
        ['2.1 What time is it? 数字与时间', false],
        ['2.2 My daily routine 一天的安排', false],
      ],
    ],
    [
      'Unit 3 Out and about',
      [
        ['3.1 Ordering food and drinks 点餐', false],
        ['3.2 Asking for directions 问路', false],
      ],
    ],
  ],
  美式发音纠正课: [
    [
      'Part 1 Vowels 元音',
      [
        ['1.1 Short vowels /ɪ/ /e/ /æ/', true],
        ['1.2 Long vowels /iː/ /uː/ /ɑː/', false],
      ],
    ],
    [
      'Part 2 Consonants 辅音',
      [
        ['2.1 /θ/ and /ð/: think and this', false],
        ['2.2 /r/ and /l/: right and light', false],
      ],
    ],
    ['Part 3 Rhythm 节奏与连读', [['3.1 Linking and reduced forms', false]]],
  ],
  '英语语法入门：从句子结构开始': [
    [
      'Chapter 1 The sentence 句子的骨架',
      [
        ['1.1 Subject and verb 主语和谓语', false],
        ['1.2 Five basic sentence patterns 五种基本句型', false],
      ],
    ],
    [
      'Chapter 2 Tenses 时态',
      [
        ['2.1 Present simple vs present continuous', false],
        ['2.2 Past simple: regular and irregular verbs', false],
      ],
    ],
  ],
  '出国旅游英语 100 句': [
    [
      'Lesson 1 At the airport 机场',
      [
        ['Check-in and boarding 值机与登机', false],
        ['Passport control 入境检查', false],
      ],
    ],
    [
      'Lesson 2 At the hotel 酒店',
      [
        ['Checking in 办理入住', false],
        ['Asking for help 求助前台', false],
      ],
    ],
  ],
  四级阅读长难句突破: [
    [
      '第一章 长难句的识别',
      [
        ['1.1 Finding the main clause 找主干', false],
        ['1.2 Relative clauses 定语从句', false],
      ],
    ],
    ['第二章 真题精练', [['2.1 Reading passage walkthrough 真题逐句讲解', false]]],
  ],
};

export async function seedDemoLessons({ db, newId, now }: { db: Db; newId: () => number; now: number }) {
  const courses = await db
    .selectFrom('course')
    .select(['id', 'course_name'])
    .where('site_id', '=', SITE_ID)
    .where('course_name', 'in', Object.keys(plans))
    .execute();
  const chapters: CourseChapterTable[] = [];
  const periods: CoursePeriodTable[] = [];
  const common = { site_id: SITE_ID, status_id: 1, gmt_create: now, gmt_modified: now };
  for (const course of courses) {
    plans[course.course_name]!.forEach(([chapterName, lessons], chapterIndex) => {
      const chapterId = newId();
      chapters.push({
        ...common,
        id: chapterId,
        course_id: course.id,
        chapter_name: chapterName,
        chapter_desc: '',
        is_free: 0,
        sort: chapterIndex + 1,
      });
      lessons.forEach(([periodName, isFree], lessonIndex) => {
        periods.push({
          ...common,
          id: newId(),
          course_id: course.id,
          chapter_id: chapterId,
          period_name: periodName,
          period_desc: '',
          is_free: isFree ? 1 : 0,
          sort: lessonIndex + 1,
          video_id: 0,
          video_name: '',
          video_length: 0,
        });
      });
    });
  }
  if (chapters.length > 0) await db.insertInto('course_chapter').values(chapters).execute();
  if (periods.length > 0) await db.insertInto('course_period').values(periods).execute();
}
