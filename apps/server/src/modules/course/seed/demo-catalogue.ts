import type { IdGenerator } from '../../../core/ids.ts';
import { sanitizeRichText } from '../../../core/rich-text.ts';
import type { CourseTable } from '../course.tables.ts';
import type { Db } from '../../../db/schema.ts';
import { advCardSvg, advStripSvg, courseCoverSvg, orgLogoSvg } from './catalogue-images.ts';
import { avatarSvg } from '../../../db/seed/images.ts';
import type { SeedFiles } from '../../../db/seed/seed-files.ts';

/**
 * The demo school's catalogue: English-learning categories three levels deep, 44 courses of every
 * kind with generated covers, lecturers, zones for the home page, adverts, VIP sets, an organisation
 * profile, an article for every footer link and the question bank's dictionaries (problemKind, examSubject). Runs after seedDemo.
 */
const SITE_ID = 11;
const DAY_MS = 24 * 3600 * 1000;

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

/** The demo teacher (demo.ts) and six more lecturers. */
interface LecturerSeed {
  key: string;
  mobile: string;
  name: string;
  position: string;
  introduce: string;
  color: string;
  isLive: number;
}
const newLecturers: LecturerSeed[] = [
  {
    key: 'li',
    mobile: '13900000101',
    name: '李婷老师',
    position: '四六级主讲教师',
    introduce:
      '北京外国语大学英语语言文学硕士，八年大学英语四六级教学经验，累计辅导学员超过三万人，擅长听力与阅读提分。',
    color: '#eb2f96',
    isLive: 1,
  },
  {
    key: 'zhang',
    mobile: '13900000102',
    name: '张伟老师',
    position: '考研英语名师',
    introduce: '曾任高校英语系讲师，专注考研英语教学十年，主讲长难句、阅读理解与写作，讲解清晰、方法实用。',
    color: '#2f54eb',
    isLive: 1,
  },
  {
    key: 'emma',
    mobile: '13900000103',
    name: 'Emma 陈',
    position: '雅思口语考官级讲师',
    introduce: '英国利兹大学 TESOL 硕士，雅思口语 8.5 分，五年雅思口语教学经验，帮助大量学员口语提升到 7 分。',
    color: '#13c2c2',
    isLive: 1,
  },
  {
    key: 'liu',
    mobile: '13900000104',
    name: '刘洋老师',
    position: '托福全科讲师',
    introduce: '托福 115 分，美国常春藤名校毕业，熟悉北美留学申请，擅长托福听力与口语综合题型的拆解。',
    color: '#fa541c',
    isLive: 1,
  },
  {
    key: 'chen',
    mobile: '13900000105',
    name: '陈晓老师',
    position: '少儿英语启蒙老师',
    introduce: '持有 TESOL 与 TKT 证书，专注 4–12 岁儿童英语启蒙，课堂以自然拼读和原版绘本为主，活泼有趣。',
    color: '#52c41a',
    isLive: 1,
  },
  {
    key: 'zhao',
    mobile: '13900000106',
    name: '赵敏老师',
    position: '商务英语培训师',
    introduce: '曾在世界五百强外企任职七年，BEC 高级证书持有者，为多家企业提供职场英语与商务沟通培训。',
    color: '#722ed1',
    isLive: 0,
  },
  {
    key: 'sun',
    mobile: '13900000107',
    name: '孙悦老师',
    position: '英语口语与语法讲师',
    introduce: '英语专业八级，十二年一线教学经验，课程覆盖零基础口语、发音纠正和系统语法，深受成人学员喜爱。',
    color: '#faad14',
    isLive: 1,
  },
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

const footerArticles: Record<string, string> = {
  学校简介: `<h2>启航英语网校</h2>
<p>启航英语网校创办于 2016 年，是一所专注英语学习的在线学校，开设大学英语四六级、考研英语、雅思、托福、少儿英语、商务英语、英语口语与语法等课程。</p>
<p>学校现有专兼职讲师六十余人，其中硕士及以上学历超过八成，多名讲师拥有海外留学与考官经历。课程以高清点播、公开直播、学习资源和在线文库四种形式呈现，并配有题库、模考和班级督学服务。</p>
<h3>我们的理念</h3>
<ul><li>以学员为中心：每门课程都经过教研组多轮打磨；</li><li>学练结合：课后练习与错题本帮助巩固所学；</li><li>长期陪伴：从入门到考试，提供完整的学习路径。</li></ul>`,
  联系我们: `<h2>联系我们</h2>
<p>客服热线：400-800-1234（每天 9:00–21:00）</p>
<p>客服邮箱：service@qihang-english.cn</p>
<p>商务合作：bd@qihang-english.cn</p>
<p>办公地址：上海市浦东新区张江高科技园区学林路 88 号</p>
<p>也可以关注页面底部的官方公众号，或添加客服微信，我们会尽快回复您的问题。</p>`,
  加入我们: `<h2>加入我们</h2>
<p>我们正在寻找热爱英语教育的伙伴，欢迎加入启航英语网校。</p>
<h3>在招岗位</h3>
<ul><li>雅思 / 托福主讲教师（全职或兼职）</li><li>少儿英语外教助教</li><li>课程教研编辑</li><li>学习顾问</li></ul>
<p>请将简历发送至 hr@qihang-english.cn，邮件标题注明“应聘岗位 + 姓名”。讲师岗位也可以在“讲师招募”页面在线申请。</p>`,
  学习指南: `<h2>学习指南</h2>
<ol><li>注册并登录账号，完善学习调研，系统会为您推荐合适的课程；</li><li>在“全部课程”中按分类、价格筛选课程，免费课程可直接学习；</li><li>购买后进入“我的课程”，按章节顺序学习，课时进度自动保存；</li><li>课后完成练习与测验，错题会自动收入错题本；</li><li>遇到问题可以在课程评论区提问，讲师会及时解答。</li></ol>`,
  常见问题: `<h2>常见问题</h2>
<h3>课程有效期多久？</h3><p>点播课程购买后一年内可反复观看，具体以课程页面说明为准。</p>
<h3>直播错过了怎么办？</h3><p>直播结束后一般会在 24 小时内生成回放，在“我的课程”中即可观看。</p>
<h3>可以在手机上学习吗？</h3><p>可以，使用手机浏览器访问本站即可自动进入移动端页面。</p>
<h3>如何申请退款？</h3><p>购买后 7 天内且学习进度不超过 10% 的课程，可联系客服申请退款。</p>`,
  支付方式: `<h2>支付方式</h2>
<p>本站支持微信支付和支付宝支付，付款成功后课程会立即开通。</p>
<p>如需开具发票，请在订单完成后联系客服，提供发票抬头和税号，电子发票将在 3 个工作日内发送至您的邮箱。</p>`,
  用户协议: `<h2>用户服务协议</h2>
<p>欢迎使用启航英语网校（以下简称“本站”）。在注册和使用本站服务前，请您仔细阅读本协议。您注册或使用本站服务，即表示您已阅读并同意本协议的全部内容。</p>
<h3>一、账号注册与使用</h3><p>您应使用本人手机号注册账号，并妥善保管账号和密码。因您保管不善造成的损失，由您自行承担。</p>
<h3>二、课程与知识产权</h3><p>本站课程视频、讲义、题库等内容的知识产权归本站或相关权利人所有。未经书面许可，不得录制、转载、传播或用于商业用途。</p>
<h3>三、用户行为规范</h3><p>您在评论、博客、问答中发布的内容应遵守国家法律法规，不得发布违法、侵权或广告信息。</p>
<h3>四、协议的变更</h3><p>本站可根据业务需要修改本协议，修改后的协议将在本页面公布。</p>`,
  隐私政策: `<h2>隐私政策</h2>
<p>我们非常重视您的个人信息保护。本政策说明我们如何收集、使用和保护您的信息。</p>
<h3>一、我们收集的信息</h3><p>注册时的手机号、昵称；学习过程中的课程进度、练习记录；为保障账号安全而记录的登录设备和时间。</p>
<h3>二、信息的使用</h3><p>用于提供课程服务、推荐合适的课程、改进产品体验和保障账号安全。未经您的同意，我们不会向第三方提供您的个人信息。</p>
<h3>三、信息的保护</h3><p>我们采用加密存储、访问控制等措施保护您的信息。您可以在“个人信息”页面查看和修改您的资料，或联系客服注销账号。</p>`,
  版权声明: `<h2>版权声明</h2>
<p>本站所有课程、文字、图片、音视频等内容，除特别注明外，版权均归启航英语网校所有，受《中华人民共和国著作权法》保护。</p>
<p>如需转载或引用，请联系 copyright@qihang-english.cn 取得书面授权。如您认为本站内容侵犯了您的权利，请来函告知，我们将及时处理。</p>`,
};

/**
 * The school's own lists for the question bank (decision 0024): problem kinds are what a problem
 * practises (the error notebook groups by them), subjects are the exams a paper prepares for. The problem
 * type (single choice … dictation) is a fixed code, not a dictionary.
 */
export const demoProblemKinds: [value: string, label: string][] = [
  ['grammar', '词汇与语法'],
  ['listening', '听力理解'],
  ['reading', '阅读理解'],
  ['cloze', '完形填空'],
  ['translation', '翻译'],
  ['writing', '写作'],
  ['dictation', '听写'],
];
export const demoExamSubjects: [value: string, label: string][] = [
  ['cet4', '大学英语四级'],
  ['cet6', '大学英语六级'],
  ['kaoyan', '考研英语'],
  ['ielts', '雅思'],
  ['kids', '少儿英语'],
];

/** The VIP sets the demo school sells (prices in fen); the home promo quotes them. */
export const demoVipSets = [
  {
    name: '月卡会员',
    price: 3900,
    ruling: 5900,
    days: 30,
    benefits: '全站会员课程 30 天畅学\n直播课程优先预约\n学习资料免费下载',
  },
  {
    name: '季卡会员',
    price: 9900,
    ruling: 17700,
    days: 90,
    benefits: '全站会员课程 90 天畅学\n直播课程优先预约\n学习资料免费下载\n每月一次口语测评',
  },
  {
    name: '年卡会员',
    price: 29900,
    ruling: 70800,
    days: 365,
    benefits: '全站会员课程 365 天畅学\n直播课程优先预约与回放\n学习资料免费下载\n每月两次口语测评\n专属学习顾问',
  },
];

export async function seedDemoCatalogue({ db, files, newId, now }: CatalogueSeedOptions): Promise<void> {
  const dir = `site/${SITE_ID}/catalogue`;
  const common = { site_id: SITE_ID, status_id: 1, gmt_create: now, gmt_modified: now };

  const teacher = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'password_hash'])
    .where('site_id', '=', SITE_ID)
    .where('user_type', '=', 2)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const org = await db
    .selectFrom('users')
    .select(['id', 'nickname'])
    .where('site_id', '=', SITE_ID)
    .where('user_type', '=', 3)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const footerLinks = await db
    .selectFrom('website_nav')
    .select(['id', 'nav_name'])
    .where('site_id', '=', SITE_ID)
    .where('parent_id', '!=', 0)
    .execute();

  // Pictures first (outside the transaction): covers, avatars, adverts, the organisation's logo.
  const avatars = new Map<string, string>();
  for (const lecturer of newLecturers) {
    avatars.set(
      lecturer.key,
      await files.picture(`${dir}/lecturer-${lecturer.mobile}`, avatarSvg(lecturer.name, lecturer.color)),
    );
  }
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
  const advStrip = await files.picture(
    `${dir}/adv-cet-camp`,
    advStripSvg('暑期四六级集训营火热报名中', '立即报名', '#1677ff', '#36cfc9'),
  );
  const advCard = await files.picture(
    `${dir}/adv-ielts-test`,
    advCardSvg('雅思口语免费测评', '资深考官 1 对 1 评分', '#08979c', '#36cfc9'),
  );
  const advListSide = await files.picture(
    `${dir}/adv-vip`,
    advCardSvg('开通会员畅学全站', '年卡低至每天 0.8 元', '#d4380d', '#ff9c6e'),
  );
  const advExpired = await files.picture(
    `${dir}/adv-winter`,
    advStripSvg('寒假少儿英语班', '查看详情', '#389e0d', '#95de64'),
  );
  const advFuture = await files.picture(
    `${dir}/adv-kaoyan`,
    advStripSvg('考研英语秋季强化班即将开课', '预约提醒', '#2f54eb', '#85a5ff'),
  );
  const orgLogo = await files.picture(`${dir}/org-${org.id}`, orgLogoSvg(org.nickname, '#722ed1'));

  await db.transaction().execute(async (tx) => {
    // Lecturers: a user of type 2 each, the published profile and its approved draft.
    const lecturerUserIds = new Map<string, number>([['wang', teacher.id]]);
    const lecturerNames = new Map<string, string>([['wang', teacher.nickname]]);
    for (const [index, lecturer] of newLecturers.entries()) {
      const userId = newId();
      lecturerUserIds.set(lecturer.key, userId);
      lecturerNames.set(lecturer.key, lecturer.name);
      const headImg = avatars.get(lecturer.key) ?? '';
      await tx
        .insertInto('users')
        .values({
          ...common,
          id: userId,
          mobile: lecturer.mobile,
          nickname: lecturer.name,
          head_img_url: headImg,
          user_type: 2,
          is_vip: 0,
          vip_expire_time: null,
          is_recommended: 0,
          password_hash: teacher.password_hash,
          sex: 0,
          remark: '',
          referral_code: `LT${lecturer.mobile.slice(-6)}`,
          referrer_user_id: null,
          referrer_bound_at: null,
          referral_visit_count: 0,
          face_img_url: '',
        })
        .execute();
      const profile = {
        ...common,
        user_id: userId,
        lecturer_name: lecturer.name,
        lecturer_position: lecturer.position,
        introduce: lecturer.introduce,
        head_img_url: headImg,
        is_live: lecturer.isLive,
        sort: index + 2,
      };
      await tx
        .insertInto('lecturer')
        .values({ ...profile, id: newId() })
        .execute();
      await tx
        .insertInto('lecturer_audit')
        .values({ ...profile, id: newId(), audit_status: 1, audit_opinion: '', apply_live: lecturer.isLive })
        .execute();
    }

    // Categories, remembering each one's path.
    const paths = new Map<string, [number, number, number]>();
    for (const [topIndex, [top, seconds]] of categoryTree.entries()) {
      const topId = newId();
      await tx
        .insertInto('course_category')
        .values({ ...common, id: topId, parent_id: 0, category_name: top, floor: 1, sort: topIndex + 1, remark: '' })
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
          id,
          site_id: SITE_ID,
          status_id: 1,
          gmt_create: created,
          gmt_modified: created,
          course_name: name,
          course_category: kind,
          category1_id: c1,
          category2_id: c2,
          category3_id: c3,
          lecturer_user_id: lecturerUserIds.get(lecturerKey) ?? 0,
          org_user_id: extra?.org ? org.id : 0,
          course_logo: covers[index] ?? '',
          introduce: introduceOf(name, topOf.get(category) ?? '', kind, lecturerNames.get(lecturerKey) ?? ''),
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

    // Adverts: live ones, one whose schedule has ended and one not yet started.
    const cet = paths.get('四六级')?.[0] ?? 0;
    const adverts = [
      ['暑期四六级集训营', advStrip, `/list?categoryId=${cet}`, 'index_middle', now - DAY_MS, now + 90 * DAY_MS],
      ['雅思口语免费测评', advCard, '/onlineRegistration', 'index_side', now - DAY_MS, now + 180 * DAY_MS],
      ['开通会员畅学全站', advListSide, '/vip', 'list_side', now - DAY_MS, now + 365 * DAY_MS],
      ['寒假少儿英语班', advExpired, '/list', 'index_middle', now - 120 * DAY_MS, now - 30 * DAY_MS],
      ['考研秋季强化班', advFuture, '/list', 'index_middle', now + 7 * DAY_MS, now + 60 * DAY_MS],
    ] as const;
    for (const [index, [title, img, url, location, begin, end]] of adverts.entries()) {
      await tx
        .insertInto('adv')
        .values({
          ...common,
          id: newId(),
          adv_title: title,
          adv_img: img,
          adv_url: url,
          adv_target: '_self',
          adv_location: location,
          plat_show: 1,
          begin_time: begin,
          end_time: end,
          sort: index + 1,
        })
        .execute();
    }

    for (const [index, set] of demoVipSets.entries()) {
      await tx
        .insertInto('vip_set')
        .values({
          ...common,
          id: newId(),
          set_name: set.name,
          set_price: set.price,
          ruling_price: set.ruling,
          duration_days: set.days,
          benefits: set.benefits,
          sort: index + 1,
        })
        .execute();
    }

    await tx
      .insertInto('sys_dict')
      .values(
        (
          [
            ['problemKind', demoProblemKinds],
            ['examSubject', demoExamSubjects],
          ] as const
        ).flatMap(([dictType, entries]) =>
          entries.map(([value, label], index) => ({
            ...common,
            id: newId(),
            dict_type: dictType,
            dict_label: label,
            dict_value: value,
            sort: index + 1,
            remark: '',
          })),
        ),
      )
      .execute();

    for (const link of footerLinks) {
      const html = footerArticles[link.nav_name];
      if (!html) continue;
      await tx
        .insertInto('website_nav_article')
        .values({
          ...common,
          id: newId(),
          nav_id: link.id,
          art_title: link.nav_name,
          art_desc: sanitizeRichText(html),
        })
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
