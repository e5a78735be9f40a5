import { gradeContracts, type GradeSave, userContracts } from '@school/contracts';
import { expect } from 'vitest';
import type { Caller } from '../../testing/call.ts';
import { formatDateTime } from '../../core/time.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { registerUser } from '../user/user-fixtures.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A class for the tests: open to join, public, valid from yesterday for 30 days; `fields` change any of it. */
export const classFields = (categoryId: string, fields: Partial<GradeSave> = {}): GradeSave => ({
  gradeName: '四级听力提高班',
  categoryId,
  gradeLogo: '/files/site/11/grade.png',
  introduce: '<p>每周三次听力训练</p>',
  beginTime: formatDateTime(Date.now() - DAY_MS),
  endTime: formatDateTime(Date.now() + 30 * DAY_MS),
  capacity: 10,
  joinType: 1,
  isPublic: 1,
  ...fields,
});

/** The school's first class category. */
export const firstCategoryId = async (t: TestApp) => (await t.call(gradeContracts.listGradeCategories)).data[0]!.id;

/** Saves a class in the first category as `as` (a teacher or an organisation) and answers its id. */
export async function saveClass(t: TestApp, as: Caller, fields: Partial<GradeSave> = {}): Promise<string> {
  const saved = await t.call(gradeContracts.saveGrade, classFields(await firstCategoryId(t), fields), { as });
  expect(saved.code, saved.msg).toBe(200);
  return saved.data.id;
}

/** Registers learners with the mobiles `${prefix}0`, `${prefix}1`, …; answers each one's session and user id. */
export async function registerLearners(t: TestApp, prefix: string, names: string[]) {
  const learners: { as: Caller; id: string }[] = [];
  for (const [index, name] of names.entries()) {
    const as: Caller = { token: await registerUser(t, `${prefix}${index}`, name) };
    learners.push({ as, id: String((await t.call(userContracts.viewUserExt, undefined, { as })).data.id) });
  }
  return learners;
}
