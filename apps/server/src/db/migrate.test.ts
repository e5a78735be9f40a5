import type { Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { collectMigrations } from './migrate.ts';

const migration: Migration = { up: () => Promise.resolve() };

describe('collecting migrations', () => {
  it('runs every set in name order: the legacy numbers first, then timestamped names whichever module brings them', () => {
    const collected = collectMigrations([
      { name: 'core', migrations: { '0003-catalogue': migration, '0001-foundation': migration } },
      { name: 'exam', migrations: { '202612011200-exam-grade': migration, '0013-exam': migration } },
      { name: 'course', migrations: { '202611301500-course-live': migration } },
      { name: 'search' },
    ]);
    expect(Object.keys(collected)).toEqual([
      '0001-foundation',
      '0003-catalogue',
      '0013-exam',
      '202611301500-course-live',
      '202612011200-exam-grade',
    ]);
  });

  it('refuses two migrations of one name, naming both owners', () => {
    expect(() =>
      collectMigrations([
        { name: 'core', migrations: { '0001-foundation': migration } },
        { name: 'course', migrations: { '202611301500-course-live': migration } },
        { name: 'exam', migrations: { '202611301500-course-live': migration } },
      ]),
    ).toThrow('迁移 202611301500-course-live 重名：course 与 exam 都有');
  });
});
