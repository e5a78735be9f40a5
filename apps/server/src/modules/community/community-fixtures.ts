import type { BlogMine, LabelAdmin, QuestionMine } from '@school/contracts';
import {
  createFakeClock,
  createTestApp,
  OTHER_SITE_ID,
  operatorToken,
  post,
  type TestApp,
  type TestAppOptions,
} from '../../testing/test-app.ts';

/** Shared set-up of the community's HTTP tests: an app whose demo accounts are days old, and helpers. */
export const DAY_MS = 24 * 3_600_000;

export interface CommunityTest {
  t: TestApp;
  clock: ReturnType<typeof createFakeClock>;
  /** Tokens of the demo learner, teacher, organisation and class administrator. */
  learner: string;
  teacher: string;
  org: string;
  classAdmin: string;
  /** The second school's learner (same mobile as the demo learner). */
  otherLearner: string;
  blogLabel: LabelAdmin;
  questionLabel: LabelAdmin;
  as<T = unknown>(token: string | undefined, url: string, body?: unknown): ReturnType<typeof post<T>>;
  writeBlog(token: string, fields?: Record<string, unknown>): Promise<BlogMine>;
  ask(token: string, fields?: Record<string, unknown>): Promise<QuestionMine>;
  /** A POST as the demo school's operator, with a session of the test clock's day (see refresh). */
  admin<T = unknown>(url: string, body?: unknown): ReturnType<typeof post<T>>;
  /** New sessions for everyone, after the clock moved past a day (sessions last 24 hours). */
  refresh(): Promise<void>;
  /** Queues one run of a community job and waits until the app's job queue has done it. */
  runJob(kind: string): Promise<void>;
  /** A brand-new account (registered now), for the halved limits. */
  newUserToken(mobile: string): Promise<string>;
}

let serial = 0;

/** The demo accounts were created "now" by the seed; the clock starts two days later so they are not new. */
export async function createCommunityTest(options: TestAppOptions = {}): Promise<CommunityTest> {
  const clock = createFakeClock(Date.now() + 2 * DAY_MS);
  const t = await createTestApp({ clock, ...options });
  const [learner, teacher, org, classAdmin, otherLearner] = await Promise.all([
    t.tokenFor('13800000001'),
    t.tokenFor('13800000002'),
    t.tokenFor('13800000003'),
    t.tokenFor('13800000004'),
    t.tokenFor('13800000001', OTHER_SITE_ID),
  ]);
  const label = async (labelType: number, labelName: string) => {
    const res = await t.asAdmin<LabelAdmin>('/community/admin/label/save', {
      labelName,
      labelType,
      sort: 0,
      statusId: 1,
    });
    if (res.code !== 200) throw new Error(res.msg);
    return res.data;
  };
  const as = <T = unknown>(token: string | undefined, url: string, body?: unknown) =>
    post<T>(t.app, url, body ?? {}, token ? { token } : {});
  let adminToken = await operatorToken(t.app);
  const test: CommunityTest = {
    t,
    clock,
    learner,
    teacher,
    org,
    classAdmin,
    otherLearner,
    blogLabel: await label(1, `测试博客标签${++serial}`),
    questionLabel: await label(2, `测试问答标签${++serial}`),
    as,
    admin: <T = unknown>(url: string, body?: unknown) => as<T>(adminToken, url, body),
    async refresh() {
      [test.learner, test.teacher, test.org, test.classAdmin, test.otherLearner] = await Promise.all([
        t.tokenFor('13800000001'),
        t.tokenFor('13800000002'),
        t.tokenFor('13800000003'),
        t.tokenFor('13800000004'),
        t.tokenFor('13800000001', OTHER_SITE_ID),
      ]);
      adminToken = await operatorToken(t.app);
    },
    async writeBlog(token, fields = {}) {
      const res = await as<BlogMine>(token, '/community/auth/blog/save', {
        title: `学习日记 ${++serial}`,
        content: `<p>今天背了 ${serial} 个单词，记录一下方法。</p>`,
        ...fields,
      });
      if (res.code !== 200) throw new Error(`${res.code} ${res.msg}`);
      return res.data;
    },
    async ask(token, fields = {}) {
      const res = await as<QuestionMine>(token, '/community/auth/questions/save', {
        title: `雅思口语怎么准备 ${++serial}`,
        content: `<p>第 ${serial} 个问题：请大家分享经验。</p>`,
        ...fields,
      });
      if (res.code !== 200) throw new Error(`${res.code} ${res.msg}`);
      return res.data;
    },
    async runJob(kind) {
      const id = t.newId();
      const now = Date.now();
      await t.db
        .insertInto('job')
        .values({
          id,
          site_id: 11,
          kind,
          payload: '{}',
          state: 'waiting',
          attempts: 0,
          max_attempts: 1,
          last_error: '',
          run_after: 0,
          lease_owner: '',
          lease_expires_at: 0,
          gmt_create: now,
          gmt_modified: now,
        })
        .execute();
      for (let i = 0; i < 200; i++) {
        const row = await t.db
          .selectFrom('job')
          .select(['state', 'last_error'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (row.state === 'done') return;
        if (row.state === 'failed') throw new Error(row.last_error);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`job ${kind} did not run`);
    },
    async newUserToken(mobile) {
      const now = clock.now();
      await t.db
        .insertInto('users')
        .values({
          id: t.newId(),
          site_id: 11,
          status_id: 1,
          gmt_create: now,
          gmt_modified: now,
          mobile,
          nickname: '',
          head_img_url: '',
          user_type: 1,
          is_vip: 0,
          vip_expire_time: null,
          is_recommended: 0,
          password_hash: '',
          sex: 0,
          remark: '',
          referral_code: `NEW${mobile.slice(-5)}`,
          referrer_user_id: null,
          referrer_bound_at: null,
          referral_visit_count: 0,
          face_img_url: '',
        })
        .execute();
      return t.tokenFor(mobile);
    },
  };
  return test;
}
