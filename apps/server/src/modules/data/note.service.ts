import type { Note, NotePageBody, NoteSave, Page } from '@school/contracts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { CourseStudyService } from '../course/index.ts';
import type { CourseNoteTable } from './data.tables.ts';
import type { NoteRepo } from './note.repo.ts';
import { newBusinessRow } from '../../db/columns.ts';

/** Notes a learner takes beside the player, at a point of a lesson (plain text, shown as text). */
export interface NoteServiceDeps {
  noteRepo: NoteRepo;
  courses: Pick<CourseStudyService, 'studyTarget' | 'courseCards' | 'periodNames'>;
  clock: Clock;
  newId: IdGenerator;
}

export function createNoteService({ noteRepo, courses, clock, newId }: NoteServiceDeps) {
  const views = async (siteId: number, rows: CourseNoteTable[]): Promise<Note[]> => {
    const [cards, periods] = await Promise.all([
      courses.courseCards(siteId, [...new Set(rows.map((row) => row.course_id))]),
      courses.periodNames(
        siteId,
        rows.map((row) => row.period_id),
      ),
    ]);
    return rows.map((row) => ({
      id: String(row.id),
      courseId: String(row.course_id),
      periodId: String(row.period_id),
      courseName: cards.get(row.course_id)?.courseName ?? '',
      periodName: periods.get(row.period_id)?.periodName ?? '',
      position: row.position,
      content: row.content,
      gmtCreate: formatDateTime(row.gmt_create),
      gmtModified: formatDateTime(row.gmt_modified),
    }));
  };

  const own = async (siteId: number, userId: number, id: number) => {
    const row = await noteRepo.findOwn(siteId, userId, id);
    if (!row) throw notFound('笔记不存在或已删除');
    return row;
  };

  return {
    async page(siteId: number, user: SessionUser, body: NotePageBody): Promise<Page<Note>> {
      const window = pageWindow(body);
      const { rows, total } = await noteRepo.page(
        siteId,
        user.id,
        {
          ...(body.courseId ? { courseId: Number(body.courseId) } : {}),
          ...(body.periodId ? { periodId: Number(body.periodId) } : {}),
        },
        window.offset,
        window.pageSize,
      );
      return toPage(await views(siteId, rows), total, window);
    },

    view: async (siteId: number, user: SessionUser, id: number): Promise<Note> =>
      (await views(siteId, [await own(siteId, user.id, id)]))[0]!,

    /** A new note needs a lesson the learner may watch; editing keeps the lesson of the note. */
    async save(siteId: number, user: SessionUser, input: NoteSave): Promise<Note> {
      const content = input.content.trim();
      if (content === '') throw badRequest('笔记内容不能为空');
      const now = clock.now();
      if (input.id) {
        const row = await own(siteId, user.id, Number(input.id));
        if (String(row.period_id) !== input.periodId) throw badRequest('笔记所属的课时不能修改');
        const changes = { content, position: input.position, gmt_modified: now };
        await noteRepo.update(siteId, row.id, changes);
        return (await views(siteId, [{ ...row, ...changes }]))[0]!;
      }
      const target = await courses.studyTarget(siteId, user, Number(input.periodId));
      const row: CourseNoteTable = {
        ...newBusinessRow(newId(), siteId, now),
        user_id: user.id,
        course_id: target.courseId,
        period_id: Number(input.periodId),
        position: Math.min(input.position, Math.max(target.durationSeconds, 0) || input.position),
        content,
      };
      await noteRepo.insert(row);
      return (await views(siteId, [row]))[0]!;
    },

    async delete(siteId: number, user: SessionUser, id: number): Promise<null> {
      const result = await noteRepo.delete(siteId, user.id, id);
      if (Number(result.numDeletedRows) === 0) throw notFound('笔记不存在或已删除');
      return null;
    },
  };
}

export type NoteService = ReturnType<typeof createNoteService>;
