import type { LecturerService } from '../user/index.ts';
import type { CourseCardRow } from './course.repo.ts';

/**
 * Course rows become cards with their lecturer's name, which the user module owns: the names of a
 * whole page are read in one call, never one per course.
 */
export type WithLecturerNames = <R extends CourseCardRow, T>(
  siteId: number,
  rows: R[],
  toCard: (row: R, lecturerName: string) => T,
) => Promise<T[]>;

export const createWithLecturerNames =
  (lecturers: Pick<LecturerService, 'publicNames'>): WithLecturerNames =>
  async (siteId, rows, toCard) => {
    const names = await lecturers.publicNames(
      siteId,
      rows.map((row) => row.lecturer_user_id),
    );
    return rows.map((row) => toCard(row, names.get(row.lecturer_user_id) ?? ''));
  };
