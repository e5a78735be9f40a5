import type { SeedContext } from '../../../core/module.ts';
import { sanitizeRichText } from '../../../core/rich-text.ts';
import { DEMO_SITE_ID } from '../../../db/seed/demo-accounts.ts';
import { advCardSvg, advStripSvg } from '../../../db/seed/images.ts';
import { findDemoCategoryId } from '../../course/index.ts';
import { findDemoFooterLinks } from '../../system/index.ts';

/**
 * The demo school's adverts (live, ended and not yet started), VIP sets, the question bank's
 * dictionaries and an article for every footer link. Runs after the course seed: an advert links to
 * a category.
 */
const DAY_MS = 24 * 3600 * 1000;

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

export async function seedDemoContent({ db, files, newId, now }: SeedContext): Promise<void> {
  const dir = `site/${DEMO_SITE_ID}/catalogue`;
  const common = { site_id: DEMO_SITE_ID, status_id: 1, gmt_create: now, gmt_modified: now };
  const cet = await findDemoCategoryId(db, '四六级');
  const footerLinks = await findDemoFooterLinks(db);

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

  await db.transaction().execute(async (tx) => {
    // Adverts: live ones, one whose schedule has ended and one not yet started.
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
  });
}
