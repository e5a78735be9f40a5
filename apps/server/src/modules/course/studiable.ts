import { wrongState } from '../../core/errors.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { Copy } from './draft-copies.ts';
import type { CourseTables } from './course.tables.ts';

/** Why a course without lessons is refused: putting it on the shelf, approving it. */
export const NO_LESSONS = '课程还没有课时，请先添加章节和课时';

const lessonTable = { published: 'course_period', draft: 'course_period_audit' } as const;

/**
 * The rule that a course can be studied (decision 0056): one of its chapters holds at least one lesson
 * (a lesson always sits in a chapter; deleting a chapter deletes its lessons). Only such a course is put
 * on the shelf by its teacher, approved by the operator and sold; its published copy decides the sale,
 * its draft the shelf wish and the approval.
 */
export function createStudiable(database: Db) {
  const { on } = moduleTables<CourseTables>(database);

  const hasLesson = async (copy: Copy, siteId: number, courseId: number, tx?: Tx): Promise<boolean> => {
    const lesson = await on(tx)
      .selectFrom(lessonTable[copy])
      .select('id')
      .where('site_id', '=', siteId)
      .where('course_id', '=', courseId)
      .limit(1)
      .executeTakeFirst();
    return lesson !== undefined;
  };

  return {
    hasLesson,
    /** Refuses (409) a course that has no lesson yet. */
    async require(copy: Copy, siteId: number, courseId: number, tx?: Tx): Promise<void> {
      if (!(await hasLesson(copy, siteId, courseId, tx))) throw wrongState(NO_LESSONS);
    },
  };
}

export type Studiable = ReturnType<typeof createStudiable>;
