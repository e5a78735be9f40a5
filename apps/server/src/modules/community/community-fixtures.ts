import {
  type BlogSave,
  communityContracts,
  CommunityLimitDefaults,
  type CommunityLimits,
  type DataOf,
  type LabelAdmin,
  type QuestionSave,
  type RouteContract,
  userContracts,
} from '@school/contracts';
import { type ContractInput, malformed } from '../../testing/call.ts';
import {
  type CallResult,
  createFakeClock,
  createTestApp,
  OTHER_SITE_ID,
  operatorToken,
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
  /** A call by contract entry with this session (undefined: a visitor). */
  as<R extends RouteContract>(
    token: string | undefined,
    contract: R,
    input?: ContractInput<R>,
  ): Promise<CallResult<DataOf<R>>>;
  writeBlog(token: string, fields?: Partial<BlogSave>): Promise<DataOf<typeof communityContracts.saveBlog>>;
  ask(token: string, fields?: Partial<QuestionSave>): Promise<DataOf<typeof communityContracts.saveQuestion>>;
  /** The school's community limits: the defaults with these changed, set by the operator. */
  setLimits(limits: Partial<CommunityLimits>): Promise<void>;
  /** A call as the demo school's operator, with a session of the test clock's day (see refresh). */
  admin<R extends RouteContract>(contract: R, input?: ContractInput<R>): Promise<CallResult<DataOf<R>>>;
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
  const label = async (labelType: 1 | 2, labelName: string) => {
    const res = await t.call(
      communityContracts.adminSaveLabel,
      { labelName, labelType, sort: 0, statusId: 1 },
      { as: 'operator' },
    );
    if (res.code !== 200) throw new Error(res.msg);
    return res.data;
  };
  // The input is typed where the tests call; here it passes through as it came.
  const as = <R extends RouteContract>(token: string | undefined, contract: R, input?: ContractInput<R>) =>
    t.call(contract, malformed(input ?? {}), token ? { as: { token } } : {});
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
    admin: (contract, input) => as(adminToken, contract, input),
    async setLimits(limits) {
      const res = await as(adminToken, communityContracts.adminUpdateLimit, { ...CommunityLimitDefaults, ...limits });
      if (res.code !== 200) throw new Error(`${res.code} ${res.msg}`);
    },
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
      const res = await as(token, communityContracts.saveBlog, {
        title: `学习日记 ${++serial}`,
        content: `<p>今天背了 ${serial} 个单词，记录一下方法。</p>`,
        ...fields,
      });
      if (res.code !== 200) throw new Error(`${res.code} ${res.msg}`);
      return res.data;
    },
    async ask(token, fields = {}) {
      const res = await as(token, communityContracts.saveQuestion, {
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
      const code = await t.smsCode(mobile, 'register');
      const res = await t.call(userContracts.register, { mobile, code, password: 'secret123' });
      if (res.code !== 200) throw new Error(`${res.code} ${res.msg}`);
      return res.data.token;
    },
  };
  return test;
}
