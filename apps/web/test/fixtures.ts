import type { UserInfo } from '@school/contracts';
import type { SiteBootstrap } from '~/lib/site-bootstrap';

/** Shapes for tests. */
export const learner: UserInfo = {
  id: '100',
  nickname: '英语学习者小李',
  mobile: '138****0001',
  headImgUrl: '',
  userType: 1,
  isVip: 0,
  vipExpireTime: '',
  isRecommended: 0,
  sex: 0,
  remark: '',
  referralCode: 'R100',
  gmtCreate: '2026-11-01 09:00:00',
};

export function makeBootstrap(overrides: Partial<SiteBootstrap> = {}): SiteBootstrap {
  return {
    siteId: 11,
    webInfo: {
      siteId: 11,
      siteNamePc: '启航英语网校',
      logo: '/files/logo.svg',
      ico: '/files/favicon.svg',
      keyword: '英语',
      desc: '在线英语学习',
      telephone: '400-800-1234',
      address: '上海市浦东新区',
      wxCode: '/files/wx.svg',
      service1: '/files/service.svg',
      copyright: '© 2026 启航英语网校',
      icp: '沪ICP备2026000011号-1',
      prn: '沪公网安备',
      prnNo: '31011502000011号',
      isEnableStatistics: 0,
      statisticsCode: '',
      isEnableOnlineService: 0,
      onlineServiceCode: '',
      onlineServicePages: '/,/list',
      h5Domain: '',
    },
    navList: [],
    aboutList: [],
    linkList: [],
    banners: [],
    courseCategories: [],
    fetchedAt: 1000,
    ...overrides,
  };
}

export const navItems = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    navTitle: `栏目${index + 1}`,
    navUrl: `section${index + 1}`,
    target: '_self',
  }));
