import type { IdGenerator } from '../../core/ids.ts';
import { hashPassword } from '../../core/passwords.ts';
import type { FileStorage } from '../../core/storage.ts';
import type { Db } from '../schema.ts';
import { seedOrder } from '../../core/module.ts';
import { modules } from '../../modules/index.ts';
import { demoVipSets } from '../../modules/content/seed/demo-content.ts';
import { avatarSvg, bannerSvg, markSvg, promoSvg, qrSvg, type BannerArt } from './images.ts';
import {
  DEMO_SITE_ID,
  demoAccounts,
  demoOperator,
  demoUsers,
  SANDBOX_DEMO_OPENID,
  type DemoAccount,
} from './demo-accounts.ts';
import { createSeedFiles } from './seed-files.ts';

export interface SeedOptions {
  db: Db;
  /** Where pictures go: the configured storage, as for uploads. */
  storage: FileStorage;
  newId: IdGenerator;
  now: number;
  /** Password of every demo account (DEMO_PASSWORD), so people and tests can sign in. */
  password: string;
  /** Where the question bank's spoken audio is kept between seeds (DEMO_CACHE_DIR/seed-audio; tests share one). */
  audioCacheDir: string;
  /** Seed the community's posts and questions too (tests of the community start without them). */
  community?: boolean;
  /** Put a few courses on sale (tests start without, so list prices hold). */
  sales?: boolean;
}

const navItems: [title: string, url: string][] = [
  ['首页', '/'],
  ['全部课程', 'list'],
  ['公开直播', 'live'],
  ['甄选课', 'grade'],
  ['学习资源', 'resource'],
  ['文库', 'library'],
  ['在线考试', 'exam'],
  ['博客', 'blog'],
  ['问答', 'question'],
  ['资讯', 'info'],
  ['会员', 'vip'],
  ['在线报名', 'onlineRegistration'],
  ['讲师招募', 'recruit'],
  ['模拟测试', ''],
];

const footerGroups: [group: string, links: string[]][] = [
  ['关于我们', ['学校简介', '联系我们', '加入我们']],
  ['帮助中心', ['学习指南', '常见问题', '支付方式']],
  ['服务条款', ['用户协议', '隐私政策', '版权声明']],
];

const friendLinks: [name: string, url: string][] = [
  ['中华人民共和国教育部', 'https://www.moe.gov.cn'],
  ['全国大学英语四六级考试', 'https://cet.neea.edu.cn'],
  ['中国教育考试网', 'https://www.neea.edu.cn'],
  ['国家智慧教育公共服务平台', 'https://www.smartedu.cn'],
];

const bannerArts: BannerArt[] = [
  {
    title: '四六级冲刺营 · 30 天提分计划',
    subtitle: 'CET-4 / CET-6 真题精讲，名师带练',
    from: '#1677ff',
    to: '#69b1ff',
  },
  { title: '雅思 7 分直通车', subtitle: 'IELTS 听说读写全科系统课，小班答疑', from: '#13a8a8', to: '#5cdbd3' },
  { title: '少儿英语启蒙季', subtitle: '自然拼读 + 原版绘本，开口说英语', from: '#fa8c16', to: '#ffc069' },
];

const yuan = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));

/** The home promo speaks of the cheapest VIP set the school really sells, with its real price. */
export function promoText(): { title: string; subtitle: string } {
  const [cheapest, ...others] = [...demoVipSets].sort((a, b) => a.price - b.price);
  if (!cheapest) throw new Error('the demo school sells no VIP set');
  return {
    title: `开通会员：${cheapest.name} ${yuan(cheapest.price)} 元起`,
    subtitle: others.map((set) => `${set.name} ${yuan(set.price)} 元`).join(' · '),
  };
}

/**
 * The demo school (site 11): an English-learning school with its site info, header nav (more than
 * ten items, so the "more" popover shows), footer groups, friend links, banners and one account of
 * each role. Runs only on an empty database.
 */
export async function seedDemo({
  db,
  storage,
  newId,
  now,
  password,
  audioCacheDir,
  community = true,
  sales = true,
}: SeedOptions): Promise<DemoAccount[]> {
  const siteName = '启航英语网校';
  const dir = `site/${DEMO_SITE_ID}`;
  const files = createSeedFiles(storage);
  const logo = await files.svg(`${dir}/logo`, markSvg());
  const wxCode = await files.svg(`${dir}/wx-code`, await qrSvg('https://mp.weixin.qq.com/'));
  const service1 = await files.svg(`${dir}/service-code`, await qrSvg('tel:400-800-1234'));
  const bannerImages: string[] = [];
  for (const [index, art] of bannerArts.entries()) {
    bannerImages.push(await files.picture(`${dir}/banner-${index + 1}`, bannerSvg(art)));
  }
  const promo = promoText();
  const promoImage = await files.picture(`${dir}/promo`, promoSvg(promo.title, promo.subtitle, '#f5222d', '#ff7a45'));
  const avatars = new Map<string, string>();
  for (const [index, user] of demoUsers.entries()) {
    const color = ['#1677ff', '#13a8a8', '#722ed1', '#fa8c16'][index] ?? '#1677ff';
    // Named by place, not by mobile: the file name shows on public pages beside a post's author.
    avatars.set(user.mobile, await files.picture(`${dir}/avatar-${index + 1}`, avatarSvg(user.nickname, color)));
  }
  const passwordHash = await hashPassword(password);
  const common = { site_id: DEMO_SITE_ID, status_id: 1, gmt_create: now, gmt_modified: now };

  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('site')
      .values({ id: DEMO_SITE_ID, name: siteName, status_id: 1, gmt_create: now, gmt_modified: now })
      .execute();
    await tx
      .insertInto('site_domain')
      .values({ id: newId(), site_id: DEMO_SITE_ID, domain: 'demo.school.local', gmt_create: now })
      .execute();
    await tx
      .insertInto('website_info')
      .values({
        site_id: DEMO_SITE_ID,
        site_name_pc: siteName,
        logo,
        ico: logo,
        keyword: '英语学习,四六级,考研英语,雅思,托福,少儿英语,商务英语,英语口语',
        description: '启航英语网校：四六级、考研英语、雅思托福、少儿与商务英语的在线课程、公开直播与题库。',
        telephone: '400-800-1234',
        address: '上海市浦东新区张江高科技园区学林路 88 号',
        wx_code: wxCode,
        service1,
        copyright: `© 2026 ${siteName} 版权所有`,
        icp: '沪ICP备2026000011号-1',
        prn: '沪公网安备',
        prn_no: '31011502000011号',
        is_enable_statistics: 0,
        statistics_code: '',
        is_enable_online_service: 0,
        online_service_code: '',
        online_service_pages: '/,/list,/vip',
        h5_domain: '',
        gmt_modified: now,
      })
      .execute();

    for (const [index, [title, url]] of navItems.entries()) {
      await tx
        .insertInto('nav_bar')
        .values({
          ...common,
          id: newId(),
          nav_title: title,
          nav_url: url,
          target: '_self',
          plat_show: 1,
          sort: index + 1,
        })
        .execute();
    }

    for (const [groupIndex, [groupName, links]] of footerGroups.entries()) {
      const groupId = newId();
      await tx
        .insertInto('website_nav')
        .values({
          ...common,
          id: groupId,
          parent_id: 0,
          nav_name: groupName,
          nav_url: '',
          target: '_self',
          sort: groupIndex + 1,
        })
        .execute();
      for (const [linkIndex, linkName] of links.entries()) {
        const id = newId();
        await tx
          .insertInto('website_nav')
          .values({
            ...common,
            id,
            parent_id: groupId,
            nav_name: linkName,
            nav_url: `/view/service?id=${id}`,
            target: '_self',
            sort: linkIndex + 1,
          })
          .execute();
      }
    }

    for (const [index, [name, url]] of friendLinks.entries()) {
      await tx
        .insertInto('website_link')
        .values({ ...common, id: newId(), link_name: name, link_url: url, link_target: '_blank', sort: index + 1 })
        .execute();
    }

    const banners = [
      {
        code: 'index_banner',
        name: '首页轮播',
        slides: bannerArts.map((art, index) => ({ title: art.title, img: bannerImages[index], url: '/list' })),
      },
      { code: 'index_promo', name: '首页顶部推广', slides: [{ title: promo.title, img: promoImage, url: '/vip' }] },
    ];
    for (const [index, banner] of banners.entries()) {
      await tx
        .insertInto('sys_banner')
        .values({
          ...common,
          id: newId(),
          banner_group: 'pc',
          banner_code: banner.code,
          banner_name: banner.name,
          data: JSON.stringify(banner.slides.map((slide) => ({ ...slide, target: '_self' }))),
          sort: index + 1,
        })
        .execute();
    }

    for (const user of demoUsers) {
      const userId = newId();
      await tx
        .insertInto('users')
        .values({
          ...common,
          // Members for a year: the community's new-account limits (decision 0026) are not theirs.
          gmt_create: now - 365 * 24 * 3600 * 1000,
          id: userId,
          mobile: user.mobile,
          nickname: user.nickname,
          head_img_url: avatars.get(user.mobile) ?? '',
          user_type: user.userType,
          is_vip: user.isVip,
          vip_expire_time: user.isVip ? now + 365 * 24 * 3600 * 1000 : null,
          is_recommended: user.isRecommended,
          password_hash: passwordHash,
          sex: 0,
          remark: '',
          referral_code: `DEMO${user.mobile.slice(-4)}`,
          referrer_user_id: null,
          referrer_bound_at: null,
          referral_visit_count: 0,
          face_img_url: '',
        })
        .execute();
      if (user.mobile === demoUsers[0].mobile) {
        // The sandbox WeChat's demo account signs this learner in by QR code.
        await tx
          .insertInto('user_wechat')
          .values({ id: newId(), site_id: DEMO_SITE_ID, user_id: userId, openid: SANDBOX_DEMO_OPENID, gmt_create: now })
          .execute();
      }
      if (user.userType === 2) {
        const lecturer = {
          ...common,
          user_id: userId,
          lecturer_name: user.nickname,
          lecturer_position: '雅思、托福主讲教师',
          introduce: '英语语言文学硕士，十年雅思托福教学经验，擅长口语与写作提分。',
          head_img_url: avatars.get(user.mobile) ?? '',
          is_live: 1,
          sort: 1,
        };
        await tx
          .insertInto('lecturer')
          .values({ ...lecturer, id: newId() })
          .execute();
        await tx
          .insertInto('lecturer_audit')
          .values({ ...lecturer, id: newId(), audit_status: 1, audit_opinion: '', apply_live: 1 })
          .execute();
      }
    }
    await tx
      .insertInto('operator')
      .values({
        ...common,
        id: newId(),
        login_name: demoOperator.loginName,
        nickname: demoOperator.nickname,
        password_hash: passwordHash,
      })
      .execute();
  });

  // Each module seeds its part, in seeding order; `community` and `sales` leave out the community's and the order module's.
  const left = new Set([...(community ? [] : ['community']), ...(sales ? [] : ['order'])]);
  for (const module of seedOrder(modules)) {
    if (!left.has(module.name)) await module.seed?.({ db, storage, files, newId, now, audioCacheDir });
  }
  return demoAccounts(password);
}
