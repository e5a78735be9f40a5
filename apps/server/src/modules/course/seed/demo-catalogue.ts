import type { IdGenerator } from '../../../core/ids.ts';
import { sanitizeRichText } from '../../../core/rich-text.ts';
import type { CourseTable } from '../course.tables.ts';
import type { Db } from '../../../db/schema.ts';
import { courseCoverSvg, orgLogoSvg } from './catalogue-images.ts';
import { findDemoLecturers, findDemoOrganisation } from '../../user/index.ts';
import type { SeedFiles } from '../../../db/seed/seed-files.ts';
import { newBusinessRow } from '../../../db/columns.ts';

/**
 * The demo school's catalogue: English-learning categories three levels deep, 44 courses of every
 * kind with generated covers, taught by the user seed's lecturers, zones for the home page and an
 * organisation profile. Runs after the user seed.
 */
const SITE_ID = 11;

export interface CatalogueSeedOptions {
  db: Db;
  files: SeedFiles;
  newId: IdGenerator;
  now: number;
}

/** First level → second level → third level names. */
const categoryTree: [string, [string, string[]][]][] = [
  [
    '四六级',
    [
      ['大学英语四级', ['四级听力', '四级阅读', '四级写作翻译']],
      ['大学英语六级', ['六级听力', '六级阅读', '六级写作翻译']],
    ],
  ],
  [
    '考研英语',
    [
      ['考研英语一', ['考研词汇', '考研阅读', '考研写作']],
      ['考研英语二', []],
    ],
  ],
  [
    '雅思',
    [
      ['雅思听力', []],
      ['雅思口语', []],
      ['雅思阅读', []],
      ['雅思写作', []],
    ],
  ],
  [
    '托福',
    [
      ['托福听力', []],
      ['托福口语', []],
      ['托福阅读写作', []],
    ],
  ],
  [
    '少儿英语',
    [
      ['自然拼读', []],
      ['绘本阅读', []],
      ['少儿口语', []],
    ],
  ],
  [
    '商务英语',
    [
      ['职场英语', ['商务邮件', '会议与演讲']],
      ['BEC 商务英语', []],
    ],
  ],
  [
    '口语',
    [
      ['日常口语', []],
      ['发音纠正', []],
      ['旅游英语', []],
    ],
  ],
  [
    '语法',
    [
      ['基础语法', []],
      ['进阶语法', []],
    ],
  ],
];

const kindBadge = { 1: '点播', 2: '直播', 3: '资源', 4: '文库' } as const;
type Kind = keyof typeof kindBadge;

/** name, category (the deepest name), kind, price, list price (yuan), lecturer, bought, studied. */
type CourseSeed = [string, string, Kind, number, number, string, number, number, { off?: true; org?: true }?];
const courses: CourseSeed[] = [
  ['大学英语四级全程通关班', '大学英语四级', 1, 299, 499, 'li', 1860, 5230, { org: true }],
  ['四级听力高频场景精讲', '四级听力', 1, 99, 199, 'li', 920, 3100],
  ['四级阅读长难句突破', '四级阅读', 1, 0, 0, 'li', 2300, 8900],
  ['四级写作翻译 30 天速成', '四级写作翻译', 1, 129, 199, 'li', 610, 2200],
  ['大学英语六级冲刺班', '大学英语六级', 1, 349, 599, 'li', 1420, 4100, { org: true }],
  ['六级听力满分训练营', '六级听力', 2, 199, 299, 'li', 380, 1200],
  ['六级阅读真题精析（近十年）', '六级阅读', 3, 39.9, 59, 'li', 1500, 2600],
  ['六级写作高分模板', '六级写作翻译', 4, 0, 0, 'li', 3400, 5200],
  ['考研英语一全年规划课', '考研英语一', 1, 1280, 1980, 'zhang', 860, 2400, { org: true }],
  ['考研核心词汇 5500', '考研词汇', 1, 0, 0, 'zhang', 5200, 12800],
  ['考研阅读理解精讲精练', '考研阅读', 1, 399, 599, 'zhang', 740, 2100],
  ['考研英语作文 20 篇背诵范文', '考研写作', 4, 19.9, 29.9, 'zhang', 2100, 3300],
  ['考研英语二真题直播解析', '考研英语二', 2, 0, 0, 'zhang', 1300, 4100],
  ['雅思 7 分全科系统班', '雅思', 1, 1980, 2980, 'wang', 640, 1900],
  ['雅思听力场景词汇精讲', '雅思听力', 1, 199, 299, 'emma', 880, 2600],
  ['雅思口语 Part 2 话题精讲', '雅思口语', 1, 299, 399, 'emma', 1210, 3500],
  ['雅思口语一对一模考直播', '雅思口语', 2, 99, 149, 'emma', 260, 700],
  ['雅思阅读同义替换 300 组', '雅思阅读', 3, 29.9, 49, 'wang', 990, 1600],
  ['雅思写作大作文高分思路', '雅思写作', 1, 259, 359, 'wang', 700, 2000],
  ['剑桥雅思真题解析 16–19', '雅思阅读', 4, 0, 0, 'wang', 2600, 4000],
  ['托福 100+ 冲刺班', '托福', 1, 2280, 3280, 'liu', 420, 1300],
  ['托福听力学术讲座精听', '托福听力', 1, 199, 299, 'liu', 380, 1100],
  ['托福口语独立题模板', '托福口语', 2, 149, 199, 'liu', 210, 650],
  ['托福阅读写作综合训练', '托福阅读写作', 1, 299, 399, 'liu', 300, 900],
  ['托福高频词汇表', '托福阅读写作', 3, 0, 0, 'liu', 1700, 2500],
  ['少儿自然拼读 Level 1', '自然拼读', 1, 199, 299, 'chen', 1500, 4200, { org: true }],
  ['少儿自然拼读 Level 2', '自然拼读', 1, 199, 299, 'chen', 900, 2600],
  ['牛津树绘本精读', '绘本阅读', 1, 259, 359, 'chen', 760, 2100],
  ['少儿英语口语启蒙直播课', '少儿口语', 2, 0, 0, 'chen', 2100, 6200],
  ['英文儿歌 100 首音频合集', '少儿口语', 3, 9.9, 19.9, 'chen', 3300, 4800],
  ['商务英语邮件写作实战', '商务邮件', 1, 199, 299, 'zhao', 670, 1800, { org: true }],
  ['英文会议与演讲表达', '会议与演讲', 1, 259, 359, 'zhao', 430, 1200],
  ['BEC 中级备考全攻略', 'BEC 商务英语', 1, 699, 999, 'zhao', 320, 950],
  ['职场英语面试 30 问', '职场英语', 4, 0, 0, 'zhao', 1800, 3000],
  ['零基础英语口语 90 天', '日常口语', 1, 99, 199, 'sun', 4100, 11000, { org: true }],
  ['美式发音纠正课', '发音纠正', 1, 149, 199, 'sun', 2200, 6100],
  ['出国旅游英语 100 句', '旅游英语', 1, 0, 0, 'sun', 3900, 7600],
  ['每日英语口语直播练习', '日常口语', 2, 0, 0, 'sun', 1500, 5200],
  ['英语语法入门：从句子结构开始', '基础语法', 1, 0, 0, 'sun', 5100, 13200],
  ['新概念英语语法精讲', '基础语法', 1, 129, 199, 'sun', 1400, 3900],
  ['高阶语法与长难句分析', '进阶语法', 1, 199, 299, 'zhang', 880, 2400],
  ['英语语法手册（电子版）', '基础语法', 4, 9.9, 19.9, 'sun', 2600, 3600],
  ['雅思口语 2027 新题预测（即将上线）', '雅思口语', 1, 199, 299, 'emma', 0, 0, { off: true }],
  ['四级词汇闪记卡', '四级阅读', 3, 19.9, 29.9, 'li', 0, 0, { off: true }],
];

/** Per first-level category: cover colours, the background motif and one line of introduction. */
const looks: Record<string, { from: string; to: string; motif: string; pitch: string }> = {
  四六级: { from: '#1677ff', to: '#69b1ff', motif: 'CET', pitch: '紧扣大学英语四六级最新考纲，真题驱动，讲练结合。' },
  考研英语: {
    from: '#2f54eb',
    to: '#85a5ff',
    motif: 'NPEE',
    pitch: '覆盖考研英语词汇、阅读、写作全部题型，分阶段规划备考。',
  },
  雅思: { from: '#08979c', to: '#5cdbd3', motif: 'IELTS', pitch: '依据雅思官方评分标准，听说读写各个击破。' },
  托福: { from: '#d4380d', to: '#ff9c6e', motif: 'TOEFL', pitch: '对标托福 iBT 真实考试流程，学术场景全覆盖。' },
  少儿英语: { from: '#389e0d', to: '#95de64', motif: 'ABC', pitch: '游戏化课堂，让孩子在歌谣、绘本和对话中爱上英语。' },
  商务英语: {
    from: '#531dab',
    to: '#b37feb',
    motif: 'BIZ',
    pitch: '职场真实场景教学，学完就能用在邮件、会议和谈判中。',
  },
  口语: { from: '#d48806', to: '#ffd666', motif: 'Speak', pitch: '大量跟读与情景对话练习，帮您开口说地道英语。' },
  语法: { from: '#c41d7f', to: '#ff85c0', motif: 'Grammar', pitch: '从句子结构讲起，把零散的语法点串成体系。' },
};

const introduceOf = (name: string, top: string, kind: Kind, lecturerName: string) =>
  sanitizeRichText(`<p>${looks[top]?.pitch ?? ''}</p>
<p>《${name}》由${lecturerName}主讲，${
    kind === 2
      ? '直播授课，课后提供回放'
      : kind === 3
        ? '资料可下载，随时查阅'
        : kind === 4
          ? '在线阅读，图文并茂'
          : '高清视频，随时随地反复学习'
  }。</p>
<ul><li>适合人群：希望系统提升${top}能力的学员</li><li>学习方式：${kindBadge[kind]}课程，配套练习与答疑</li><li>学习目标：掌握核心方法，稳步提分</li></ul>`);

export async function seedDemoCatalogue({ db, files, newId, now }: CatalogueSeedOptions): Promise<void> {
  const dir = `site/${SITE_ID}/catalogue`;
  const common = { site_id: SITE_ID, status_id: 1, gmt_create: now, gmt_modified: now };

  const lecturers = await findDemoLecturers(db);
  const org = await findDemoOrganisation(db);

  // Pictures first (outside the transaction): covers and the organisation's logo.
  const topOf = new Map<string, string>();
  for (const [top, seconds] of categoryTree) {
    topOf.set(top, top);
    for (const [second, thirds] of seconds) {
      topOf.set(second, top);
      for (const third of thirds) topOf.set(third, top);
    }
  }
  // One cover per category: the cover shows the category, the card the course's own name.
  const coverOf = new Map<string, string>();
  const covers: string[] = [];
  for (const [, category] of courses) {
    let cover = coverOf.get(category);
    if (!cover) {
      const top = topOf.get(category) ?? '四六级';
      const look = looks[top]!;
      cover = await files.picture(
        `${dir}/cover-${coverOf.size + 1}`,
        courseCoverSvg({
          motif: look.motif,
          subtitle: category === top ? top : `${top} · ${category}`,
          from: look.from,
          to: look.to,
        }),
      );
      coverOf.set(category, cover);
    }
    covers.push(cover);
  }
  const orgLogo = await files.picture(`${dir}/org-${org.id}`, orgLogoSvg(org.nickname, '#722ed1'));

  await db.transaction().execute(async (tx) => {
    // Categories, remembering each one's path.
    const paths = new Map<string, [number, number, number]>();
    for (const [topIndex, [top, seconds]] of categoryTree.entries()) {
      const topId = newId();
      await tx
        .insertInto('course_category')
        .values({
          ...common,
          id: topId,
          parent_id: 0,
          category_name: top,
          floor: 1,
          sort: topIndex + 1,
          remark: '',
          category_type: 1,
        })
        .execute();
      paths.set(top, [topId, 0, 0]);
      for (const [secondIndex, [second, thirds]] of seconds.entries()) {
        const secondId = newId();
        await tx
          .insertInto('course_category')
          .values({
            ...common,
            id: secondId,
            parent_id: topId,
            category_name: second,
            floor: 2,
            sort: secondIndex + 1,
            remark: '',
            category_type: 1,
          })
          .execute();
        paths.set(second, [topId, secondId, 0]);
        for (const [thirdIndex, third] of thirds.entries()) {
          const thirdId = newId();
          await tx
            .insertInto('course_category')
            .values({
              ...common,
              id: thirdId,
              parent_id: secondId,
              category_name: third,
              floor: 3,
              sort: thirdIndex + 1,
              remark: '',
              category_type: 1,
            })
            .execute();
          paths.set(third, [topId, secondId, thirdId]);
        }
      }
    }

    // Courses, newest last in the list so the "newest" order differs from the hand order.
    const courseIds: number[] = [];
    const rows: CourseTable[] = courses.map(
      ([name, category, kind, price, ruling, lecturerKey, countBuy, countStudy, extra], index) => {
        const [c1, c2, c3] = paths.get(category) ?? [0, 0, 0];
        const id = newId();
        courseIds.push(id);
        const created = now - (courses.length - index) * 37 * 3600 * 1000;
        return {
          ...newBusinessRow(id, SITE_ID, created),
          course_name: name,
          course_category: kind,
          category1_id: c1,
          category2_id: c2,
          category3_id: c3,
          lecturer_user_id: lecturers.get(lecturerKey)?.userId ?? 0,
          org_user_id: extra?.org ? org.id : 0,
          course_logo: covers[index] ?? '',
          introduce: introduceOf(name, topOf.get(category) ?? '', kind, lecturers.get(lecturerKey)?.name ?? ''),
          course_price: Math.round(price * 100),
          ruling_price: Math.round(ruling * 100),
          is_free: price === 0 ? 1 : 0,
          is_put_away: extra?.off ? 0 : 1,
          count_buy: countBuy,
          count_study: countStudy,
          sort: (index % 7) + 1,
        };
      },
    );
    await tx.insertInto('course').values(rows).execute();

    // Home zones (zoneLocation 1) and their courses, by position in the list above (1-based).
    const zones: [string, string, number[]][] = [
      ['精品推荐', '名师精品课程，口碑之选', [14, 1, 9, 16, 21, 35, 26, 33]],
      ['四六级专区', '四六级听力、阅读、写作翻译一站通关', [1, 2, 3, 4, 5, 6, 7, 8]],
      ['雅思托福', '出国留学语言考试，名师带您冲高分', [14, 15, 16, 17, 19, 21, 22, 23]],
      ['少儿英语', '自然拼读与原版绘本，快乐启蒙', [26, 27, 28, 29, 30]],
      ['免费好课', '零门槛体验，免费学起来', [3, 10, 13, 29, 37, 39]],
    ];
    for (const [zoneIndex, [zoneName, zoneDesc, positions]] of zones.entries()) {
      const zoneId = newId();
      await tx
        .insertInto('zone')
        .values({
          ...common,
          id: zoneId,
          zone_name: zoneName,
          zone_desc: zoneDesc,
          zone_location: 1,
          sort: zoneIndex + 1,
        })
        .execute();
      await tx
        .insertInto('zone_course')
        .values(
          positions.map((position, sort) => ({
            ...common,
            id: newId(),
            zone_id: zoneId,
            course_id: courseIds[position - 1] ?? 0,
            sort: sort + 1,
          })),
        )
        .execute();
    }

    await tx
      .insertInto('org_profile')
      .values({
        ...common,
        id: newId(),
        user_id: org.id,
        org_name: org.nickname,
        org_logo: orgLogo,
        introduce:
          sanitizeRichText(`<p>${org.nickname}是启航英语网校的合作机构，深耕英语培训十余年，在上海、杭州、南京设有线下校区。</p>
<p>机构课程覆盖大学英语四六级、考研英语、少儿英语、商务英语和成人口语，坚持小班教学与课后督学，学员满意度持续保持在 95% 以上。</p>`),
        sort: 1,
      })
      .execute();
  });
}

/** A demo category's id by its name (the content seed's adverts link to one). */
export async function findDemoCategoryId(db: Db, name: string): Promise<number> {
  const category = await db
    .selectFrom('course_category')
    .select('id')
    .where('site_id', '=', SITE_ID)
    .where('category_name', '=', name)
    .executeTakeFirstOrThrow();
  return category.id;
}

/** The demo school's courses with their shelf state and list price (the order seed puts some on sale). */
export const findDemoCourses = (db: Db) =>
  db
    .selectFrom('course')
    .select(['id', 'course_name', 'course_price', 'course_category', 'is_free', 'is_put_away'])
    .where('site_id', '=', SITE_ID)
    .orderBy('id')
    .execute();
