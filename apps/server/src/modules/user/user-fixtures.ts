import { userContracts } from '@school/contracts';
import { DEMO_SITE_ID, type TestApp } from '../../testing/test-app.ts';

/** Users for other modules' tests, made as the school makes them: through the accounts' own calls. */

function ok<T>(result: { code: number; msg: string; data: T }): T {
  if (result.code !== 200) throw new Error(`${result.code} ${result.msg}`);
  return result.data;
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
  const application = ok(
    await t.call(
      userContracts.applyLecturer,
      {
        lecturerName: name,
        lecturerPosition: '英语讲师',
        introduce: '多年英语教学经验，擅长四六级备考。',
        headImgUrl: `/files/site/${siteId}/avatar-${mobile}.svg`,
      },
      { as: { token, siteId } },
    ),
  );
  const operator = { token: await t.operatorToken(siteId), siteId };
  ok(await t.call(userContracts.adminApproveLecturer, { id: application.id, auditOpinion: '' }, { as: operator }));
  return token;
}
