import { userContracts } from '@school/contracts';
import { DEMO_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { createUserRepo } from './user.repo.ts';

/** Users for other modules' tests, made as the school makes them: through the accounts' own calls. */

function ok<T>(result: { code: number; msg: string; data: T }): T {
  if (result.code !== 200) throw new Error(`${result.code} ${result.msg}`);
  return result.data;
}

/** A user's id by their mobile; the user must exist. */
export async function userIdOf(t: TestApp, mobile: string, siteId = DEMO_SITE_ID): Promise<number> {
  const row = await createUserRepo(t.db).findByMobile(siteId, mobile);
  if (!row) throw new Error(`no user ${mobile} in site ${siteId}`);
  return row.id;
}

/** A new learner registers with a code the sandbox sent; returns a session of theirs. */
export async function registerUser(t: TestApp, mobile: string, nickname: string, siteId = DEMO_SITE_ID) {
  const code = await t.smsCode(mobile, 'register', siteId);
  ok(await t.call(userContracts.register, { mobile, code, password: 'secret123', nickname }, { site: siteId }));
  return t.tokenFor(mobile, siteId);
}

/** A new teacher: registers, applies to teach, and the school's operator approves; returns a session of theirs. */
export async function registerTeacher(t: TestApp, mobile: string, name: string, siteId = DEMO_SITE_ID) {
  const token = await registerUser(t, mobile, name, siteId);
  await becomeTeacher(t, token, mobile, name, siteId);
  return token;
}

/** A learner of the school applies to teach and its operator approves, which makes them a teacher. */
export async function becomeTeacher(t: TestApp, token: string, mobile: string, name: string, siteId = DEMO_SITE_ID) {
  const application = ok(
    await t.call(
      userContracts.applyLecturer,
      {
        lecturerName: name,
        lecturerPosition: '英语讲师',
        introduce: '多年英语教学经验，擅长四六级备考。',
        headImgUrl: `/files/site/${siteId}/avatar-lecturer.svg`,
      },
      { as: { token, siteId } },
    ),
  );
  const operator = { token: await t.operatorToken(siteId), siteId };
  ok(await t.call(userContracts.adminApproveLecturer, { id: application.id, auditOpinion: '' }, { as: operator }));
}

/**
 * The learner came through the referrer's link at `at`, as a visit with the referrer's code binds them;
 * the time is given so that tests can place the binding inside or outside the referral window.
 */
export async function bindReferrer(
  t: TestApp,
  mobile: string,
  referrerMobile: string,
  at: number,
  siteId = DEMO_SITE_ID,
) {
  const users = createUserRepo(t.db);
  const [learner, referrer] = await Promise.all([
    users.findByMobile(siteId, mobile),
    users.findByMobile(siteId, referrerMobile),
  ]);
  if (!learner || !referrer || !(await users.bindReferrer(siteId, learner.id, referrer.id, at)))
    throw new Error(`${mobile} cannot be bound to ${referrerMobile}`);
}
