import { CategoryType, CourseKind } from '@school/contracts';
import type { IdGenerator } from '../../../core/ids.ts';
import type { Db } from '../../../db/schema.ts';

const SITE_ID = 11;

/** The information tree (category type 2) of the demo school: first level → second level. */
const informationTree: [string, string[]][] = [
  ['真题试卷', ['四六级真题', '考研真题', '雅思托福真题']],
  ['词汇语法', ['词汇资料', '语法资料']],
  ['写作范文', []],
  ['听力音频', []],
];
/** Where each of the catalogue's resource packs and library documents is filed. */
const categoryOfCourse: Record<string, string> = {
  '六级阅读真题精析（近十年）': '四六级真题',
  四级词汇闪记卡: '词汇资料',
  六级写作高分模板: '写作范文',
  '考研英语作文 20 篇背诵范文': '考研真题',
  '雅思阅读同义替换 300 组': '词汇资料',
  '剑桥雅思真题解析 16–19': '雅思托福真题',
  托福高频词汇表: '词汇资料',
  '英文儿歌 100 首音频合集': '听力音频',
  '职场英语面试 30 问': '写作范文',
  '英语语法手册（电子版）': '语法资料',
};

/** A demo item's lesson, for the resource module to choose the document it shows. */
export interface DemoDocumentLesson {
  courseName: string;
  kind: number;
  /** The lesson's place in the item, from 0. */
  index: number;
}

/**
 * Files the demo catalogue's resource packs and library documents under the information tree and gives
 * each of their lessons the document `documentOf` names (the resource module's demo files). `db` may be
 * the caller's transaction.
 */
export async function fileDemoLibrary(
  db: Db,
  {
    newId,
    now,
    documentOf,
  }: { newId: IdGenerator; now: number; documentOf(lesson: DemoDocumentLesson): { id: number; name: string } },
): Promise<void> {
  const courses = await db
    .selectFrom('course')
    .select(['id', 'course_name', 'course_category'])
    .where('site_id', '=', SITE_ID)
    .where('course_category', 'in', [CourseKind.resource, CourseKind.library])
    .orderBy('id')
    .execute();
  if (courses.length === 0) return;
  const common = { site_id: SITE_ID, status_id: 1, gmt_create: now, gmt_modified: now };

  const pathOf = new Map<string, [number, number]>();
  for (const [topIndex, [top, children]] of informationTree.entries()) {
    const topId = newId();
    const row = { ...common, remark: '', category_type: CategoryType.information };
    await db
      .insertInto('course_category')
      .values({ ...row, id: topId, parent_id: 0, category_name: top, floor: 1, sort: topIndex + 1 })
      .execute();
    pathOf.set(top, [topId, 0]);
    for (const [index, child] of children.entries()) {
      const id = newId();
      await db
        .insertInto('course_category')
        .values({ ...row, id, parent_id: topId, category_name: child, floor: 2, sort: index + 1 })
        .execute();
      pathOf.set(child, [topId, id]);
    }
  }

  for (const course of courses) {
    const [category1, category2] = pathOf.get(categoryOfCourse[course.course_name] ?? '写作范文') ?? [0, 0];
    const filed = { category1_id: category1, category2_id: category2, category3_id: 0 };
    await db.updateTable('course').set(filed).where('site_id', '=', SITE_ID).where('id', '=', course.id).execute();
    await db
      .updateTable('course_audit')
      .set(filed)
      .where('site_id', '=', SITE_ID)
      .where('id', '=', course.id)
      .execute();
    const lessons = await db
      .selectFrom('course_period as period')
      .innerJoin('course_chapter as chapter', 'chapter.id', 'period.chapter_id')
      .select(['period.id'])
      .where('period.site_id', '=', SITE_ID)
      .where('period.course_id', '=', course.id)
      .orderBy('chapter.sort')
      .orderBy('period.sort')
      .execute();
    for (const [index, lesson] of lessons.entries()) {
      const document = documentOf({ courseName: course.course_name, kind: course.course_category, index });
      const row = {
        ...common,
        id: newId(),
        course_id: course.id,
        period_id: lesson.id,
        document_id: document.id,
        doc_name: document.name,
        // Resource packs are for downloading; in the library every other item is read online only.
        is_download: course.course_category === CourseKind.resource || course.id % 2 === 0 ? 1 : 0,
        free_pages: 3,
        sort: 1,
      };
      for (const table of ['course_period_doc', 'course_period_doc_audit'] as const)
        await db.insertInto(table).values(row).execute();
    }
  }
}
