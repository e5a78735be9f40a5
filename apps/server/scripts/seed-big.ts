import path from 'node:path';
import { sql, type Transaction } from 'kysely';
import { createIdGenerator } from '../src/core/ids.ts';
import { createStorage } from '../src/core/storage.ts';
import { hashPassword } from '../src/core/passwords.ts';
import { loadConfig } from '../src/core/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database, Db } from '../src/db/schema.ts';
import type { CourseTable } from '../src/modules/course/course.tables.ts';
import type { UsersTable } from '../src/modules/user/user.tables.ts';
import type { ExamRecordAnswerTable, ExamRecordTable } from '../src/modules/exam/exam.tables.ts';
import { AnswerState, ExamRecordStatus, ExamRecordType, SubmitWay } from '@school/contracts';
import { createBlogRepo } from '../src/modules/community/blog.repo.ts';
import type { BlogTable, BloggerTable, CommunityCommentTable } from '../src/modules/community/community.tables.ts';
import { hotWeights } from '../src/modules/community/index.ts';
import { NEW_BLOGGER_COUNTS } from '../src/modules/community/community.rules.ts';
import { passedReview, passedReviewPost } from '../src/modules/community/seed/demo-community.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { isEmpty } from '../src/db/seed/demo-accounts.ts';
import { newBusinessRow } from '../src/db/columns.ts';

/**
 * `npm run seed:big`: a large demo school for benchmarks — 10 000 courses, 100 000 learners, 100 000
 * community posts by 2 000 bloggers, 300 000 comments and 1 000 000 exam answers (the learners' scored
 * sittings of the demo papers) added to site 11 of the database in DATA_DIR / DATABASE_URL (the demo
 * school is seeded first when the database is empty). BIG_COURSES, BIG_USERS, BIG_POSTS, BIG_COMMENTS
 * and BIG_ANSWERS change the counts. Rows go in batches inside
 * transactions; running it twice is refused rather than doubling the data.
 */
const SITE_ID = 11;
const courseCount = Number(process.env.BIG_COURSES ?? 10000);
const userCount = Number(process.env.BIG_USERS ?? 100000);
const postCount = Number(process.env.BIG_POSTS ?? 100000);
const commentCount = Number(process.env.BIG_COMMENTS ?? 300000);
const answerCount = Number(process.env.BIG_ANSWERS ?? 1000000);
const bloggerCount = Math.min(2000, userCount);
const password = process.env.DEMO_PASSWORD ?? 'school123';
const FIRST_MOBILE = 15000000000;

/** A small deterministic generator, so two big seeds hold the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const subjects = [
  '四级',
  '六级',
  '考研英语',
  '雅思',
  '托福',
  '少儿英语',
  '商务英语',
  '英语口语',
  '英语语法',
  '新概念英语',
  'BEC',
  '专四专八',
];
const topics = [
  '听力',
  '阅读',
  '写作',
  '翻译',
  '词汇',
  '口语',
  '长难句',
  '真题精讲',
  '模考',
  '发音',
  '语法',
  '完形填空',
  '高频考点',
];
const forms = ['系统班', '冲刺营', '精讲课', '入门课', '提高班', '专项突破', '直播课', '题库', '讲义', '训练营'];

async function insertBatches<T>(
  db: Db,
  rows: T[],
  batch: number,
  insert: (tx: Transaction<Database>, chunk: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < rows.length; start += batch * 10) {
    // Ten batches per transaction: large enough to be quick, small enough to keep memory flat.
    await db.transaction().execute(async (tx) => {
      for (let offset = start; offset < Math.min(start + batch * 10, rows.length); offset += batch) {
        await insert(tx, rows.slice(offset, offset + batch));
      }
    });
  }
}

const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { db } = database;
const newId = createIdGenerator(config.nodeId);
const started = Date.now();

try {
  await migrateToLatest(db);
  if (await isEmpty(db)) {
    await seedDemo({
      db,
      storage: createStorage(config),
      newId,
      now: Date.now(),
      password,
      audioCacheDir: path.join(config.dataDir, 'seed-audio'),
    });
    console.log('已写入演示学校');
  }
  const already = await db
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', SITE_ID)
    .where('mobile', '=', String(FIRST_MOBILE))
    .executeTakeFirst();
  if (already) {
    console.log('大数据量演示数据已存在，未重复写入');
  } else {
    const next = random(20261122);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const now = Date.now();

    const categories = await db
      .selectFrom('course_category')
      .select(['id', 'parent_id', 'floor'])
      .where('site_id', '=', SITE_ID)
      .execute();
    const byId = new Map(categories.map((row) => [row.id, row]));
    const paths = categories.map((row) => {
      const path: [number, number, number] = [0, 0, 0];
      let node: (typeof categories)[number] | undefined = row;
      while (node) {
        path[node.floor - 1] = node.id;
        node = node.parent_id ? byId.get(node.parent_id) : undefined;
      }
      return path;
    });
    const lecturers = (await db.selectFrom('lecturer').select('user_id').where('site_id', '=', SITE_ID).execute()).map(
      (row) => row.user_id,
    );
    const covers = (await db.selectFrom('course').select('course_logo').where('site_id', '=', SITE_ID).execute()).map(
      (row) => row.course_logo,
    );
    if (paths.length === 0 || lecturers.length === 0) throw new Error('演示学校缺少课程分类或讲师，无法生成课程');

    const courses: CourseTable[] = [];
    for (let i = 0; i < courseCount; i++) {
      const kind = next() < 0.7 ? 1 : next() < 0.5 ? 2 : next() < 0.5 ? 3 : 4;
      const free = next() < 0.15;
      const price = free ? 0 : Math.round(9.9 + next() * 2000) * 100 - 10;
      const created = now - Math.floor(next() * 730) * 24 * 3600 * 1000 - i;
      const [c1, c2, c3] = pick(paths);
      courses.push({
        ...newBusinessRow(newId(), SITE_ID, created),
        course_name: `${pick(subjects)}${pick(topics)}${pick(forms)} 第${(i % 97) + 1}期`,
        course_category: kind,
        category1_id: c1,
        category2_id: c2,
        category3_id: c3,
        lecturer_user_id: pick(lecturers),
        org_user_id: 0,
        course_logo: pick(covers),
        introduce: '<p>由启航英语网校教研组出品，讲练结合，配套练习与答疑。</p>',
        course_price: price,
        ruling_price: free ? 0 : price + Math.round(next() * 500) * 100,
        is_free: free ? 1 : 0,
        is_put_away: next() < 0.95 ? 1 : 0,
        count_buy: Math.floor(next() * 5000),
        count_study: Math.floor(next() * 20000),
        sort: Math.floor(next() * 100),
      });
    }
    await insertBatches(db, courses, 500, (tx, chunk) => tx.insertInto('course').values(chunk).execute());
    console.log(`已写入 ${courseCount} 门课程（${((Date.now() - started) / 1000).toFixed(1)} 秒）`);

    const passwordHash = await hashPassword(password);
    const users: UsersTable[] = [];
    for (let i = 0; i < userCount; i++) {
      const created = now - Math.floor(next() * 730) * 24 * 3600 * 1000;
      users.push({
        ...newBusinessRow(newId(), SITE_ID, created),
        mobile: String(FIRST_MOBILE + i),
        nickname: `学员${String(i + 1).padStart(6, '0')}`,
        head_img_url: '',
        user_type: 1,
        is_vip: next() < 0.1 ? 1 : 0,
        vip_expire_time: null,
        is_recommended: 0,
        password_hash: passwordHash,
        sex: Math.floor(next() * 3),
        remark: '',
        referral_code: `BIG${(i + 1).toString(36).toUpperCase()}`,
        referrer_user_id: null,
        referrer_bound_at: null,
        referral_visit_count: 0,
        face_img_url: '',
      });
    }
    await insertBatches(db, users, 1000, (tx, chunk) => tx.insertInto('users').values(chunk).execute());
    console.log(`已写入 ${userCount} 名学员（共 ${((Date.now() - started) / 1000).toFixed(1)} 秒）`);
    await seedBigCommunity(users, next, now);
    console.log(
      `已写入 ${postCount} 篇博客、${commentCount} 条评论（共 ${((Date.now() - started) / 1000).toFixed(1)} 秒）`,
    );
    const sittings = await seedBigExamAnswers(users, next, now);
    console.log(
      `已写入 ${sittings} 份考试记录、${answerCount} 条作答（共 ${((Date.now() - started) / 1000).toFixed(1)} 秒）`,
    );
    // Fresh statistics, so both planners see the new sizes at once.
    await sql`analyze`.execute(db);
  }
} finally {
  await database.close();
}

/** Bloggers from the first learners, posts spread over a year, comments on random posts; then hot scores. */
async function seedBigCommunity(users: UsersTable[], next: () => number, now: number) {
  const labels = (
    await db
      .selectFrom('community_label')
      .select('id')
      .where('site_id', '=', SITE_ID)
      .where('label_type', '=', 1)
      .execute()
  ).map((row) => row.id);
  const bloggers: BloggerTable[] = users.slice(0, bloggerCount).map((user) => ({
    ...newBusinessRow(newId(), SITE_ID, user.gmt_create),
    user_id: user.id,
    blogger_name: user.nickname,
    head_img_url: '',
    introduce: '英语学习中',
    ...NEW_BLOGGER_COUNTS,
    is_recommend: 0,
    muted_until: 0,
  }));
  const posts: BlogTable[] = [];
  for (let i = 0; i < postCount; i++) {
    const blogger = bloggers[Math.floor(next() * bloggers.length)]!;
    blogger.count_posts += 1;
    const published = now - Math.floor(next() * 365 * 24 * 3600 * 1000);
    const title = `${subjects[i % subjects.length]}${topics[Math.floor(next() * topics.length)]}心得 第${i + 1}篇`;
    posts.push({
      ...newBusinessRow(newId(), SITE_ID, published),
      article_type: 1,
      user_id: blogger.user_id,
      blogger_id: blogger.id,
      operator_id: 0,
      title,
      summary: '今天整理了一下最近的学习方法，分享给大家。',
      content: `<p>${title}：今天整理了一下最近的学习方法，分享给大家。</p><p>坚持每天练习，效果会慢慢出来。</p>`,
      cover_url: '',
      label_id: labels.length > 0 && next() < 0.8 ? labels[Math.floor(next() * labels.length)]! : 0,
      is_original: 1,
      source_url: '',
      blog_status: 1,
      is_show: 1,
      publish_time: published,
      count_view: Math.floor(next() * 2000),
      count_like: 0,
      count_collect: 0,
      count_comment: 0,
      ...passedReviewPost,
    });
  }
  const comments: CommunityCommentTable[] = [];
  for (let i = 0; i < commentCount; i++) {
    const post = posts[Math.floor(next() * posts.length)]!;
    post.count_comment += 1;
    const at = post.publish_time + Math.floor(next() * (now - post.publish_time));
    comments.push({
      ...newBusinessRow(newId(), SITE_ID, at),
      target_type: 1,
      target_id: post.id,
      target_author_id: post.user_id,
      user_id: users[Math.floor(next() * users.length)]!.id,
      parent_id: 0,
      reply_user_id: 0,
      content: '<p>写得很好，学到了！</p>',
      is_accepted: 0,
      ...passedReview,
      count_reply: 0,
    });
  }
  await insertBatches(db, bloggers, 500, (tx, chunk) => tx.insertInto('blogger').values(chunk).execute());
  await insertBatches(db, posts, 400, (tx, chunk) => tx.insertInto('blog').values(chunk).execute());
  await insertBatches(db, comments, 1000, (tx, chunk) => tx.insertInto('community_comment').values(chunk).execute());
  await createBlogRepo(db, database.engine).recomputeHot(SITE_ID, now, hotWeights);
}

/**
 * Learners' scored sittings of the demo school's published papers, every problem of the paper answered,
 * until `answerCount` answers are written; made and written a few thousand sittings at a time, so
 * memory stays flat. Returns the number of sittings.
 */
async function seedBigExamAnswers(users: UsersTable[], next: () => number, now: number): Promise<number> {
  const papers = await db
    .selectFrom('exam_paper')
    .select(['id', 'user_id', 'version', 'exam_name', 'answer_minutes', 'pass_score', 'total_score'])
    .where('site_id', '=', SITE_ID)
    .where('is_put_away', '=', 1)
    .execute();
  const problems = await db
    .selectFrom('exam_paper_problem')
    .select(['paper_id', 'version', 'problem_id'])
    .where('site_id', '=', SITE_ID)
    .execute();
  const withProblems = papers
    .map((paper) => ({
      ...paper,
      problemIds: problems
        .filter((row) => row.paper_id === paper.id && row.version === paper.version)
        .map((row) => row.problem_id),
    }))
    .filter((paper) => paper.problemIds.length > 0);
  if (withProblems.length === 0) throw new Error('演示学校没有已上架的试卷，无法生成作答');
  let written = 0;
  let sittings = 0;
  while (written < answerCount) {
    const records: ExamRecordTable[] = [];
    const answers: ExamRecordAnswerTable[] = [];
    while (written + answers.length < answerCount && answers.length < 20000) {
      const paper = withProblems[Math.floor(next() * withProblems.length)]!;
      const learner = users[Math.floor(next() * users.length)]!;
      const started = now - Math.floor(next() * 365 * 24 * 3600 * 1000);
      const submitted = started + Math.floor(next() * paper.answer_minutes * 60 * 1000);
      const recordId = newId();
      const taken = paper.problemIds.slice(0, answerCount - written - answers.length);
      let rightTenths = 0;
      for (const problemId of taken) {
        const right = next() < 0.6;
        const scoreTenths = right ? 20 : 0;
        rightTenths += scoreTenths;
        answers.push({
          id: newId(),
          site_id: SITE_ID,
          gmt_create: submitted,
          gmt_modified: submitted,
          record_id: recordId,
          problem_id: problemId,
          answer: right ? '["A"]' : '["B"]',
          state: right ? AnswerState.right : AnswerState.wrong,
          score_tenths: scoreTenths,
          comment: '',
        });
      }
      records.push({
        id: recordId,
        site_id: SITE_ID,
        status_id: 1,
        gmt_create: started,
        gmt_modified: submitted,
        user_id: learner.id,
        paper_id: paper.id,
        lecturer_user_id: paper.user_id,
        version: paper.version,
        seed: String(recordId),
        exam_name: paper.exam_name,
        record_type: ExamRecordType.exam,
        record_status: ExamRecordStatus.scored,
        submit_way: SubmitWay.learner,
        start_time: started,
        deadline: started + paper.answer_minutes * 60 * 1000,
        submit_time: submitted,
        answer_minutes: paper.answer_minutes,
        position: taken.length - 1,
        total_score: paper.total_score,
        pass_score: paper.pass_score,
        problem_count: paper.problemIds.length,
        objective_tenths: rightTenths,
        subjective_tenths: 0,
        awaiting_count: 0,
        answered_count: taken.length,
      });
    }
    await insertBatches(db, records, 500, (tx, chunk) => tx.insertInto('exam_record').values(chunk).execute());
    await insertBatches(db, answers, 1000, (tx, chunk) => tx.insertInto('exam_record_answer').values(chunk).execute());
    written += answers.length;
    sittings += records.length;
  }
  return sittings;
}
