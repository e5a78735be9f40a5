import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContracts, courseContracts, userContracts, type WebsiteInfo } from '@school/contracts';
import { type ContractInput, malformed } from '../../testing/call.ts';
import { createTestApp, DEMO_SITE_ID, operatorToken, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { newBusinessRow } from '../../db/columns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validNav: ContractInput<typeof systemContracts.saveNavBar> = {
  navTitle: '口语角',
  navUrl: '/list?categoryId=1',
  target: '_self',
  platShow: 1,
  sort: 50,
  statusId: 1,
};
const validInfo = (info: WebsiteInfo) => {
  const { siteId: _siteId, ...rest } = info;
  return rest;
};

describe('site bootstrap for visitors', () => {
  it('gives the demo school its Chinese site info', async () => {
    const res = await t.call(systemContracts.getWebsiteInfo);
    expect(res.status).toBe(200);
    expect(res.code).toBe(200);
    expect(res.data.siteId).toBe(DEMO_SITE_ID);
    expect(res.data.siteNamePc).toBe('启航英语网校');
    expect(res.data.telephone).toBe('400-800-1234');
    expect(res.data.logo).toMatch(/^\/files\/site\/11\/logo\.svg$/);
    expect(Object.keys(res.data).sort()).toEqual(
      [
        'address',
        'copyright',
        'desc',
        'h5Domain',
        'icp',
        'ico',
        'isEnableOnlineService',
        'isEnableStatistics',
        'keyword',
        'logo',
        'onlineServiceCode',
        'onlineServicePages',
        'prn',
        'prnNo',
        'service1',
        'siteId',
        'siteNamePc',
        'statisticsCode',
        'telephone',
        'wxCode',
      ].sort(),
    );
  });

  it('lists more than ten header nav items in order, with only the wire fields', async () => {
    const res = await t.call(systemContracts.listNavBar, { platShow: 1 });
    expect(res.code).toBe(200);
    expect(res.data.length).toBeGreaterThan(10);
    expect(res.data[0]).toEqual({ id: expect.stringMatching(/^\d+$/), navTitle: '首页', navUrl: '/', target: '_self' });
    expect(res.data.map((item) => item.navUrl)).toContain('grade');
  });

  it('lists footer nav groups with their links and the friend links', async () => {
    const groups = await t.call(systemContracts.listWebsiteNav);
    expect(groups.data.map((group) => group.navName)).toEqual(['关于我们', '帮助中心', '服务条款']);
    expect(groups.data[0]!.websiteNavList.map((link) => link.navName)).toEqual(['学校简介', '联系我们', '加入我们']);
    const links = await t.call(systemContracts.listWebsiteLink);
    expect(links.data.websiteLinkList.length).toBe(4);
    expect(links.data.websiteLinkList[0]).toMatchObject({ linkName: '中华人民共和国教育部', linkTarget: '_blank' });
  });

  it('gives the pc banners with their slides parsed', async () => {
    const res = await t.call(systemContracts.listBanner, { bannerGroup: 'pc' });
    const home = res.data.find((banner) => banner.bannerCode === 'index_banner');
    expect(home?.data).toHaveLength(3);
    expect(home?.data[0]).toMatchObject({ img: expect.stringMatching(/banner-1_w2400\.png$/), url: '/list' });
    const none = await t.call(systemContracts.listBanner, { bannerGroup: 'h5' });
    expect(none.data).toEqual([]);
  });

  it('reads a banner whose stored data is not JSON as having no slides', async () => {
    // A fresh school: its banners are not cached yet.
    const fresh = await createTestApp();
    const now = Date.now();
    await fresh.db
      .insertInto('sys_banner')
      .values({
        ...newBusinessRow(fresh.newId(), DEMO_SITE_ID, now),
        banner_group: 'broken',
        banner_code: 'broken_one',
        banner_name: '坏数据',
        data: '{not json',
        sort: 1,
      })
      .execute();
    const res = await fresh.call(systemContracts.listBanner, { bannerGroup: 'broken' });
    expect(res.data).toEqual([expect.objectContaining({ bannerCode: 'broken_one', data: [] })]);
    await fresh.close();
  });

  it('keeps each school to its own data', async () => {
    const info = await t.call(systemContracts.getWebsiteInfo, undefined, { site: OTHER_SITE_ID });
    expect(info.data.siteNamePc).toBe('第二分校');
    const nav = await t.call(systemContracts.listNavBar, {}, { site: OTHER_SITE_ID });
    expect(nav.data.map((item) => item.navTitle)).toEqual(['分校首页']);
    const banners = await t.call(systemContracts.listBanner, { bannerGroup: 'pc' }, { site: OTHER_SITE_ID });
    expect(banners.data).toEqual([]);
  });

  it('refuses a missing, malformed or unknown site', async () => {
    const missing = await t.call(systemContracts.getWebsiteInfo, undefined, { site: null });
    expect([missing.status, missing.code, missing.msg]).toEqual([400, 400, '缺少站点编号（site-id）']);
    const badSite = await t.call(systemContracts.getWebsiteInfo, undefined, { site: '11abc' });
    expect([badSite.code, badSite.msg]).toEqual([400, '站点编号（site-id）格式不正确']);
    const unknown = await t.call(systemContracts.getWebsiteInfo, undefined, { site: 999 });
    expect([unknown.status, unknown.code, unknown.msg]).toEqual([404, 404, '站点不存在或已停用']);
  });

  it('names the field of a bad banner request in Chinese', async () => {
    const missing = await t.call(systemContracts.listBanner, malformed({}));
    expect([missing.code, missing.msg]).toEqual([400, '参数错误：bannerGroup 不能为空']);
    const tooLong = await t.call(systemContracts.listBanner, { bannerGroup: 'x'.repeat(21) });
    expect([tooLong.code, tooLong.msg]).toEqual([400, '参数错误：bannerGroup 长度不能超过 20 个字符']);
    const wrongType = await t.call(systemContracts.listBanner, malformed({ bannerGroup: 7 }));
    expect([wrongType.code, wrongType.msg]).toEqual([400, '参数错误：bannerGroup 应为文本']);
  });
});

describe('operator sign-in', () => {
  it('refuses a wrong password without saying whether the account exists', async () => {
    const wrong = await t.call(systemContracts.loginOperator, { loginName: 'admin', password: 'wrong-pass' });
    const nobody = await t.call(systemContracts.loginOperator, { loginName: 'nobody', password: 'wrong-pass' });
    expect([wrong.code, wrong.msg]).toEqual([400, '账号或密码错误']);
    expect([nobody.code, nobody.msg]).toEqual([400, '账号或密码错误']);
  });

  it('signs in, views itself and signs out', async () => {
    // Its own session: signing it out must not end the one the other tests share.
    const token = await operatorToken(t.app);
    const view = await t.call(systemContracts.viewOperator, undefined, { as: { token } });
    expect(view.data).toEqual({ id: expect.any(String), loginName: 'admin', nickname: '运营管理员' });
    await t.call(systemContracts.logoutOperator, undefined, { as: { token } });
    const after = await t.call(systemContracts.viewOperator, undefined, { as: { token } });
    expect([after.status, after.code]).toEqual([401, 302]);
  });

  it('keeps the console closed to visitors, learners and other schools', async () => {
    const visitor = await t.call(systemContracts.adminListNavBar);
    expect([visitor.code, visitor.msg]).toEqual([303, '请先登录']);
    const asLearner = await t.call(systemContracts.adminListNavBar, undefined, { as: 'learner' });
    expect(asLearner.code).toBe(302);
    const otherSite = await t.call(systemContracts.adminListNavBar, undefined, { as: 'operator', site: OTHER_SITE_ID });
    expect(otherSite.code).toBe(302);
  });
});

describe('operator edits the site settings', () => {
  it("moves the site's page version, so visitors' kept pages are rendered afresh", async () => {
    const before = await t.pageVersion();
    const otherSite = await t.pageVersion(OTHER_SITE_ID);
    const current = await t.call(systemContracts.getWebsiteInfo);
    const refused = await t.call(
      systemContracts.updateWebsiteInfo,
      { ...validInfo(current.data), siteNamePc: '' },
      { as: 'operator' },
    );
    expect(refused.code).toBe(400);
    await t.call(courseContracts.listCourse, { pageCurrent: 1, pageSize: 5 });
    await t.call(userContracts.viewUserExt, undefined, { as: { token: await t.tokenFor('13800000001') } });
    expect(await t.pageVersion()).toBe(before);

    const saved = await t.call(systemContracts.updateWebsiteInfo, validInfo(current.data), { as: 'operator' });
    expect(saved.code).toBe(200);
    const after = await t.pageVersion();
    expect(after).not.toBe(before);
    expect(await t.pageVersion(OTHER_SITE_ID)).toBe(otherSite);
  });

  it('updates the site info and the public view changes at once', async () => {
    const current = await t.call(systemContracts.getWebsiteInfo);
    const res = await t.call(
      systemContracts.updateWebsiteInfo,
      { ...validInfo(current.data), siteNamePc: '启航英语网校（新）', onlineServicePages: '/, /vip ，/list' },
      { as: 'operator' },
    );
    expect(res.code).toBe(200);
    expect(res.data.onlineServicePages).toBe('/,/vip,/list');
    const after = await t.call(systemContracts.getWebsiteInfo);
    expect(after.data.siteNamePc).toBe('启航英语网校（新）');
  });

  it('refuses bad site info and changes nothing', async () => {
    const current = await t.call(systemContracts.getWebsiteInfo);
    const tooLong = await t.call(
      systemContracts.updateWebsiteInfo,
      { ...validInfo(current.data), siteNamePc: '长'.repeat(51) },
      { as: 'operator' },
    );
    expect([tooLong.code, tooLong.msg]).toEqual([400, '参数错误：siteNamePc 长度不能超过 50 个字符']);
    const script = await t.call(
      systemContracts.updateWebsiteInfo,
      { ...validInfo(current.data), logo: 'javascript:alert(1)' },
      { as: 'operator' },
    );
    expect([script.code, script.msg]).toEqual([400, '参数错误：logo 不是合法的链接地址']);
    const missing = await t.call(systemContracts.updateWebsiteInfo, malformed({ siteNamePc: 'x' }), { as: 'operator' });
    expect(missing.code).toBe(400);
    const after = await t.call(systemContracts.getWebsiteInfo);
    expect(after.data).toEqual(current.data);
  });

  it('adds, edits and deletes a header nav item, and the public list follows', async () => {
    const saved = await t.call(systemContracts.saveNavBar, validNav, { as: 'operator' });
    expect(saved.code).toBe(200);
    let list = await t.call(systemContracts.listNavBar, { platShow: 1 });
    expect(list.data.at(-1)).toMatchObject({ id: saved.data.id, navTitle: '口语角' });

    const hidden = await t.call(
      systemContracts.updateNavBar,
      { ...validNav, id: saved.data.id, statusId: 0 },
      { as: 'operator' },
    );
    expect(hidden.data.statusId).toBe(0);
    list = await t.call(systemContracts.listNavBar, { platShow: 1 });
    expect(list.data.map((item) => item.id)).not.toContain(saved.data.id);
    const all = await t.call(systemContracts.adminListNavBar, undefined, { as: 'operator' });
    expect(all.data.map((item) => item.id)).toContain(saved.data.id);

    const deleted = await t.call(systemContracts.deleteNavBar, { id: saved.data.id }, { as: 'operator' });
    expect(deleted.code).toBe(200);
    const again = await t.call(systemContracts.deleteNavBar, { id: saved.data.id }, { as: 'operator' });
    expect([again.code, again.msg]).toEqual([404, '导航不存在或已被删除']);
  });

  it('refuses bad nav items and another school’s ids', async () => {
    const before = await t.call(systemContracts.adminListNavBar, undefined, { as: 'operator' });
    const script = await t.call(
      systemContracts.saveNavBar,
      { ...validNav, navUrl: 'javascript:alert(1)' },
      { as: 'operator' },
    );
    expect([script.code, script.msg]).toEqual([400, '参数错误：navUrl 不是合法的链接地址']);
    const empty = await t.call(systemContracts.saveNavBar, { ...validNav, navTitle: '' }, { as: 'operator' });
    expect([empty.code, empty.msg]).toEqual([400, '参数错误：navTitle 不能为空']);
    const target = await t.call(systemContracts.saveNavBar, malformed({ ...validNav, target: '_top' }), {
      as: 'operator',
    });
    expect([target.code, target.msg]).toEqual([400, '参数错误：target 取值不正确']);
    const badId = await t.call(systemContracts.deleteNavBar, { id: 'abc' }, { as: 'operator' });
    expect([badId.code, badId.msg]).toEqual([400, '参数错误：id 格式不正确']);

    const otherNav = await t.call(systemContracts.listNavBar, {}, { site: OTHER_SITE_ID });
    const foreign = await t.call(
      systemContracts.updateNavBar,
      { ...validNav, id: otherNav.data[0]!.id },
      { as: 'operator' },
    );
    expect(foreign.code).toBe(404);
    const after = await t.call(systemContracts.adminListNavBar, undefined, { as: 'operator' });
    expect(after.data).toEqual(before.data);
    const otherAfter = await t.call(systemContracts.listNavBar, {}, { site: OTHER_SITE_ID });
    expect(otherAfter.data).toEqual(otherNav.data);
  });

  it('manages footer groups and links, and will not delete a group that still has links', async () => {
    const group = await t.call(
      systemContracts.saveWebsiteNav,
      { parentId: '0', navName: '合作', navUrl: '', target: '_self', sort: 9, statusId: 1 },
      { as: 'operator' },
    );
    const link = await t.call(
      systemContracts.saveWebsiteNav,
      {
        parentId: group.data.id,
        navName: '机构合作',
        navUrl: '/view/service?id=1',
        target: '_self',
        sort: 1,
        statusId: 1,
      },
      { as: 'operator' },
    );
    expect(link.data.parentId).toBe(group.data.id);
    const groups = await t.call(systemContracts.listWebsiteNav);
    expect(groups.data.at(-1)).toMatchObject({
      navName: '合作',
      websiteNavList: [expect.objectContaining({ navName: '机构合作' })],
    });

    const blocked = await t.call(systemContracts.deleteWebsiteNav, { id: group.data.id }, { as: 'operator' });
    expect([blocked.status, blocked.code, blocked.msg]).toEqual([409, 409, '请先删除该分组下的链接']);
    const orphan = await t.call(
      systemContracts.saveWebsiteNav,
      { parentId: link.data.id, navName: '孙级', navUrl: '', target: '_self', sort: 1, statusId: 1 },
      { as: 'operator' },
    );
    expect([orphan.code, orphan.msg]).toEqual([400, '参数错误：所属分组不存在']);

    expect((await t.call(systemContracts.deleteWebsiteNav, { id: link.data.id }, { as: 'operator' })).code).toBe(200);
    expect((await t.call(systemContracts.deleteWebsiteNav, { id: group.data.id }, { as: 'operator' })).code).toBe(200);
  });

  it('manages friend links', async () => {
    const saved = await t.call(
      systemContracts.saveWebsiteLink,
      { linkName: '英语角', linkUrl: 'https://example.org', linkTarget: '_blank', sort: 9, statusId: 1 },
      { as: 'operator' },
    );
    const links = await t.call(systemContracts.listWebsiteLink);
    expect(links.data.websiteLinkList.map((link) => link.linkName)).toContain('英语角');
    const noUrl = await t.call(
      systemContracts.updateWebsiteLink,
      { id: saved.data.id, linkName: '英语角', linkUrl: '', linkTarget: '_blank', sort: 9, statusId: 1 },
      { as: 'operator' },
    );
    expect([noUrl.code, noUrl.msg]).toEqual([400, '参数错误：linkUrl 不能为空']);
    expect((await t.call(systemContracts.deleteWebsiteLink, { id: saved.data.id }, { as: 'operator' })).code).toBe(200);
  });

  it('manages banners: unique codes, at most ten slides, safe image addresses', async () => {
    const slide = { title: '暑期班', img: '/files/site/11/banner-1.svg', url: '/list', target: '_self' as const };
    const saved = await t.call(
      systemContracts.saveBanner,
      { bannerCode: 'summer', bannerName: '暑期', bannerGroup: 'pc', data: [slide], sort: 5, statusId: 1 },
      { as: 'operator' },
    );
    expect(saved.data.data).toEqual([slide]);
    const pc = await t.call(systemContracts.listBanner, { bannerGroup: 'pc' });
    expect(pc.data.map((banner) => banner.bannerCode)).toContain('summer');

    const duplicate = await t.call(
      systemContracts.saveBanner,
      { bannerCode: 'summer', bannerName: '重复', bannerGroup: 'pc', data: [], sort: 5, statusId: 1 },
      { as: 'operator' },
    );
    expect([duplicate.code, duplicate.msg]).toEqual([400, '轮播图编码 summer 已存在']);
    const tooMany = await t.call(
      systemContracts.updateBanner,
      {
        id: saved.data.id,
        bannerCode: 'summer',
        bannerName: '暑期',
        bannerGroup: 'pc',
        data: Array(11).fill(slide),
        sort: 5,
        statusId: 1,
      },
      { as: 'operator' },
    );
    expect([tooMany.code, tooMany.msg]).toEqual([400, '参数错误：data 最多 10 项']);
    const script = await t.call(
      systemContracts.updateBanner,
      {
        id: saved.data.id,
        bannerCode: 'summer',
        bannerName: '暑期',
        bannerGroup: 'pc',
        data: [{ ...slide, img: 'javascript:x' }],
        sort: 5,
        statusId: 1,
      },
      { as: 'operator' },
    );
    expect([script.code, script.msg]).toEqual([400, '参数错误：data[0].img 不是合法的链接地址']);
    const unchanged = await t.call(systemContracts.listBanner, { bannerGroup: 'pc' });
    expect(unchanged.data.find((banner) => banner.bannerCode === 'summer')?.data).toEqual([slide]);

    expect((await t.call(systemContracts.deleteBanner, { id: saved.data.id }, { as: 'operator' })).code).toBe(200);
  });
});
