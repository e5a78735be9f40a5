import type { IdGenerator } from '../../../core/ids.ts';
import { sanitizeRichText } from '../../../core/rich-text.ts';
import type { BlogTable, CommunityCommentTable, QuestionTable } from '../community.tables.ts';
import { NEW_BLOGGER_COUNTS } from '../community.rules.ts';
import type { Db } from '../../../db/schema.ts';
import { findDemoOperator } from '../../system/index.ts';
import { findDemoUsers } from '../../user/index.ts';

/**
 * The demo school's community: labels, bloggers made from the demo learner, teacher and organisation,
 * posts about learning English with likes, collects, comments and follows, questions with answers (two
 * accepted), and info articles in two zones. Counts are written as the services keep them; hot scores
 * are computed by the community's job at start-up. Runs after seedDemo.
 */
const SITE_ID = 11;
const HOUR_MS = 3_600_000;

export interface CommunitySeedOptions {
  db: Db;
  newId: IdGenerator;
  now: number;
}

/** A comment (or the review part of a post) that the school's review passed and everyone sees. */
export const passedReview = {
  audit_status: 1,
  audit_reason: '',
  review_reasons: '[]',
  is_hidden: 0,
  is_public: 1,
  content_hash: '',
};

/** An article or question that passed review: neither on top nor recommended, not yet scored as hot. */
export const passedReviewPost = { ...passedReview, is_top: 0, is_recommend: 0, hot_score: 0 };

const paragraphs = (...lines: string[]) => sanitizeRichText(lines.map((line) => `<p>${line}</p>`).join(''));

const blogLabels = ['学习方法', '考试经验', '口语练习', '词汇语法'];
const questionLabels = ['雅思托福', '四六级', '语法', '口语'];

/** [author index in demo users, label, title, paragraphs, hours ago] */
const posts: [number, number, string, string[], number][] = [
  [
    0,
    0,
    '坚持背单词 100 天，我的方法和工具',
    ['每天早上 20 分钟，用艾宾浩斯曲线复习。', '关键是把单词放进句子里记，而不是孤立地背。'],
    2,
  ],
  [
    1,
    1,
    '雅思写作 Task 2 从 5.5 到 7 分的三个改变',
    ['先写提纲再动笔，每段只讲一个观点。', '多用让步和对比，少用模板句。', '每篇写完对照范文改一遍。'],
    5,
  ],
  [
    1,
    2,
    '跟读影子练习：一个月改掉中式发音',
    ['选一段 1 分钟的 BBC 音频，先听三遍，再跟读。', '录下自己的声音对比，重点听连读和弱读。'],
    20,
  ],
  [
    0,
    1,
    '四级听力 180+ 的备考记录',
    ['真题精听每篇至少三遍，把听不出的词写下来。', '考前一周每天做一套完整模拟。'],
    30,
  ],
  [
    2,
    0,
    '给零基础成人学员的英语学习路线',
    ['第一阶段：音标和 1500 个高频词。', '第二阶段：新概念第二册精读。', '第三阶段：按目标选择考试或口语方向。'],
    48,
  ],
  [
    1,
    3,
    '虚拟语气一篇讲清楚',
    ['与现在事实相反：If I were you, I would...', '与过去事实相反：If I had known, I would have...'],
    72,
  ],
  [
    0,
    2,
    '每天 15 分钟自言自语练口语',
    ['描述您正在做的事，说不出来的词记下来查。', '一周后回头看清单，您会发现进步很明显。'],
    96,
  ],
  [2, 1, '考研英语阅读：我们总结的五类干扰项', ['偷换概念、以偏概全、正反混淆、无中生有、答非所问。'], 120],
];

/** [asker index, label, title, content, answers: [answerer index, text][], accepted answer index or -1, hours ago] */
const questions: [number, number, string, string, [number, string][], number, number][] = [
  [
    0,
    0,
    '雅思口语 Part 2 总是说不满两分钟怎么办？',
    '准备时间只有一分钟，经常说到一半就没话了。',
    [
      [1, '用“时间、地点、人物、感受”四个方面列提纲，每个方面说两三句就够了。'],
      [2, '平时多练计时说，录音回听找卡住的地方。'],
    ],
    0,
    3,
  ],
  [
    3,
    2,
    'have been 和 had been 分不清',
    '什么时候用现在完成进行时，什么时候用过去完成？',
    [[1, '看参照的时间点：到现在为止用 have been，到过去某个时间为止用 had been。']],
    0,
    26,
  ],
  [
    0,
    1,
    '六级翻译有什么提分技巧？',
    '总是找不到合适的词，句子也很中式。',
    [[2, '先拆分长句，再找主干，最后补充修饰成分。']],
    -1,
    50,
  ],
  [3, 3, '怎样克服开口说英语的紧张？', '明明会的句子，一紧张就说不出来。', [], -1, 80],
];

/** [zone, title, paragraphs, hours ago, top] */
const infos: [number, string, string[], number, boolean][] = [
  [
    0,
    '2026 年全国大学英语四六级考试时间公布',
    ['上半年笔试 6 月 13 日，下半年 12 月 12 日。', '报名一般在考前两个月开始，请关注学校通知。'],
    6,
    true,
  ],
  [0, '雅思机考新增考位，北京上海每周开考', ['机考出分更快，3–5 个工作日即可查询成绩。'], 30, false],
  [0, '托福考试时长缩短到两小时', ['新版托福取消了加试部分，整体时长约两小时。'], 70, false],
  [1, '启航英语暑期口语营开始报名', ['外教小班，每班不超过 8 人，为期四周。', '老学员报名享九折优惠。'], 12, false],
  [1, '本月学习之星：坚持打卡 100 天的小李', ['感谢每一位认真学习的同学，我们为小李送上定制笔记本。'], 40, false],
];

export async function seedDemoCommunity({ db, newId, now }: CommunitySeedOptions): Promise<void> {
  const users = await findDemoUsers(db, ['13800000001', '13800000002', '13800000003', '13800000004']);
  if (users.length < 4) return;
  const operator = await findDemoOperator(db);
  const business = (at: number) => ({ site_id: SITE_ID, status_id: 1, gmt_create: at, gmt_modified: at });

  await db.transaction().execute(async (tx) => {
    const label = async (type: number, name: string, sort: number) => {
      const id = newId();
      await tx
        .insertInto('community_label')
        .values({ ...business(now), id, label_type: type, label_name: name, sort })
        .execute();
      return id;
    };
    const blogLabelIds = await Promise.all(blogLabels.map((name, index) => label(1, name, index)));
    const questionLabelIds = await Promise.all(questionLabels.map((name, index) => label(2, name, index)));

    // Bloggers: the learner, the teacher and the organisation.
    const bloggerIds = users.slice(0, 3).map(() => newId());
    const bloggerRows = users.slice(0, 3).map((user, index) => ({
      ...business(now - 200 * HOUR_MS),
      id: bloggerIds[index]!,
      user_id: user.id,
      blogger_name: user.nickname,
      head_img_url: user.head_img_url,
      introduce: ['备考雅思中，记录每天的学习。', '十年雅思托福教学经验，分享提分方法。', '启航教育官方账号。'][index]!,
      ...NEW_BLOGGER_COUNTS,
      is_recommend: index === 1 ? 1 : 0,
      muted_until: 0,
    }));

    // Everyone follows the teacher; the learner also follows the organisation.
    const follows: [number, number][] = [
      [0, 1],
      [2, 1],
      [3, 1],
      [0, 2],
    ];
    for (const [userIndex, bloggerIndex] of follows) {
      await tx
        .insertInto('blogger_follow')
        .values({
          id: newId(),
          site_id: SITE_ID,
          gmt_create: now - HOUR_MS,
          user_id: users[userIndex]!.id,
          blogger_id: bloggerIds[bloggerIndex]!,
        })
        .execute();
      bloggerRows[bloggerIndex]!.count_fans += 1;
      if (userIndex < 3) bloggerRows[userIndex]!.count_follows += 1;
    }

    const comments: CommunityCommentTable[] = [];
    const comment = (
      targetType: number,
      targetId: number,
      authorId: number,
      userId: number,
      content: string,
      at: number,
      extra: Partial<CommunityCommentTable> = {},
    ) => {
      const row: CommunityCommentTable = {
        ...business(at),
        id: newId(),
        target_type: targetType,
        target_id: targetId,
        target_author_id: authorId,
        user_id: userId,
        parent_id: 0,
        reply_user_id: 0,
        content: sanitizeRichText(content),
        is_accepted: 0,
        ...passedReview,
        count_reply: 0,
        ...extra,
      };
      comments.push(row);
      return row;
    };

    for (const [index, [author, labelIndex, title, lines, hoursAgo]] of posts.entries()) {
      const at = now - hoursAgo * HOUR_MS;
      const content = paragraphs(...lines);
      const likers = users.filter((_, userIndex) => userIndex !== author).slice(0, 1 + (index % 3));
      const row: BlogTable = {
        ...business(at),
        ...passedReviewPost,
        is_recommend: index === 1 ? 1 : 0,
        article_type: 1,
        user_id: users[author]!.id,
        blogger_id: bloggerIds[author]!,
        operator_id: 0,
        id: newId(),
        title,
        summary: lines.join(' ').slice(0, 120),
        content,
        cover_url: '',
        label_id: blogLabelIds[labelIndex]!,
        is_original: 1,
        source_url: '',
        blog_status: 1,
        is_show: 1,
        publish_time: at,
        count_view: 30 + ((index * 37) % 200),
        count_like: likers.length,
        count_collect: index % 2,
        count_comment: 0,
      };
      // Everyone listed likes the article (op 1); the first of them collects every other one (op 2).
      const records = [
        ...likers.map((liker) => ({ userId: liker.id, opType: 1 })),
        ...(index % 2 === 1 ? [{ userId: likers[0]!.id, opType: 2 }] : []),
      ];
      for (const record of records) {
        await tx
          .insertInto('community_record')
          .values({
            id: newId(),
            site_id: SITE_ID,
            gmt_create: at + HOUR_MS,
            target_type: 1,
            target_id: row.id,
            user_id: record.userId,
            op_type: record.opType,
          })
          .execute();
      }
      if (index < 4) {
        const commenter = users[(author + 3) % 4]!;
        const top = comment(1, row.id, row.user_id, commenter.id, '很实用，收藏了！', at + 2 * HOUR_MS, {
          count_reply: 1,
        });
        comment(1, row.id, row.user_id, row.user_id, '谢谢支持，一起加油！', at + 3 * HOUR_MS, {
          parent_id: top.id,
          reply_user_id: commenter.id,
        });
        row.count_comment = 2;
      }
      bloggerRows[author]!.count_posts += 1;
      bloggerRows[author]!.count_likes += row.count_like;
      await tx.insertInto('blog').values(row).execute();
    }
    for (const row of bloggerRows) await tx.insertInto('blogger').values(row).execute();

    for (const [asker, labelIndex, title, text, answers, accepted, hoursAgo] of questions) {
      const at = now - hoursAgo * HOUR_MS;
      const row: QuestionTable = {
        ...business(at),
        ...passedReviewPost,
        id: newId(),
        user_id: users[asker]!.id,
        title,
        summary: text.slice(0, 120),
        content: paragraphs(text),
        label_id: questionLabelIds[labelIndex]!,
        is_solved: 0,
        accepted_comment_id: 0,
        count_view: 20 + hoursAgo,
        count_answer: answers.length,
        count_like: answers.length,
        count_collect: 0,
        last_activity_time: at,
      };
      for (const [answerIndex, [answerer, answerText]] of answers.entries()) {
        const answerAt = at + (answerIndex + 1) * HOUR_MS;
        const answer = comment(2, row.id, row.user_id, users[answerer]!.id, answerText, answerAt, {
          is_accepted: answerIndex === accepted ? 1 : 0,
        });
        row.last_activity_time = answerAt;
        if (answerIndex === accepted) [row.is_solved, row.accepted_comment_id] = [1, answer.id];
      }
      for (const liker of users.filter((_, userIndex) => userIndex !== asker).slice(0, answers.length)) {
        await tx
          .insertInto('community_record')
          .values({
            id: newId(),
            site_id: SITE_ID,
            gmt_create: at,
            target_type: 2,
            target_id: row.id,
            user_id: liker.id,
            op_type: 1,
          })
          .execute();
      }
      await tx.insertInto('question').values(row).execute();
    }
    for (const row of comments) await tx.insertInto('community_comment').values(row).execute();

    const zoneIds = [newId(), newId()];
    for (const [index, [name, desc]] of [
      ['考试资讯', '四六级、考研、雅思托福的最新考试动态'],
      ['学校动态', '启航英语的课程、活动和学员故事'],
    ].entries()) {
      await tx
        .insertInto('article_zone')
        .values({
          ...business(now),
          id: zoneIds[index]!,
          zone_name: name!,
          zone_desc: desc!,
          zone_location: 1,
          sort: index,
        })
        .execute();
    }
    for (const [zone, title, lines, hoursAgo, top] of infos) {
      const at = now - hoursAgo * HOUR_MS;
      const id = newId();
      await tx
        .insertInto('blog')
        .values({
          ...business(at),
          ...passedReviewPost,
          is_top: top ? 1 : 0,
          is_recommend: top ? 1 : 0,
          id,
          article_type: 2,
          user_id: 0,
          blogger_id: 0,
          operator_id: operator?.id ?? 0,
          title,
          summary: lines.join(' ').slice(0, 120),
          content: paragraphs(...lines),
          cover_url: '',
          label_id: 0,
          is_original: 1,
          source_url: '',
          blog_status: 1,
          is_show: 1,
          publish_time: at,
          count_view: 100 + hoursAgo * 3,
          count_like: 0,
          count_collect: 0,
          count_comment: 0,
        })
        .execute();
      await tx
        .insertInto('article_zone_ref')
        .values({ id: newId(), site_id: SITE_ID, gmt_create: at, zone_id: zoneIds[zone]!, article_id: id })
        .execute();
    }
  });
}
