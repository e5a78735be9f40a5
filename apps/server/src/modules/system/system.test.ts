import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Banner,
  NavBar,
  NavBarAdmin,
  WebsiteInfo,
  WebsiteLinkList,
  WebsiteNavAdmin,
  WebsiteNavGroup,
} from '@school/contracts';
import {
  createTestApp,
  DEMO_SITE_ID,
  get,
  operatorToken,
  OTHER_SITE_ID,
  post,
  type TestApp,
} from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.operatorToken();
});
afterAll(() => t.close());

const validNav = {
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
    const res = await get<WebsiteInfo>(t.app, '/system/api/website/info/view');
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
    const res = await post<NavBar[]>(t.app, '/system/api/nav/bar/list', { platShow: 1 });
    expect(res.code).toBe(200);
    expect(res.data.length).toBeGreaterThan(10);
    expect(res.data[0]).toEqual({ id: expect.stringMatching(/^\d+$/), navTitle: '首页', navUrl: '/', target: '_self' });
    expect(res.data.map((item) => item.navUrl)).toContain('grade');
  });

  it('lists footer nav groups with their links and the friend links', async () => {
    const groups = await post<WebsiteNavGroup[]>(t.app, '/system/api/website/nav/list');
    expect(groups.data.map((group) => group.navName)).toEqual(['关于我们', '帮助中心', '服务条款']);
    expect(groups.data[0]!.websiteNavList.map((link) => link.navName)).toEqual(['学校简介', '联系我们', '加入我们']);
    const links = await post<WebsiteLinkList>(t.app, '/system/api/website/link');
    expect(links.data.websiteLinkList.length).toBe(4);
    expect(links.data.websiteLinkList[0]).toMatchObject({ linkName: '中华人民共和国教育部', linkTarget: '_blank' });
  });

  it('gives the pc banners with their slides parsed', async () => {
    const res = await post<Banner[]>(t.app, '/system/api/sys/banner/list', { bannerGroup: 'pc' });
    const home = res.data.find((banner) => banner.bannerCode === 'index_banner');
    expect(home?.data).toHaveLength(3);
    expect(home?.data[0]).toMatchObject({ img: expect.stringMatching(/banner-1_w2400\.png$/), url: '/list' });
    const none = await post<Banner[]>(t.app, '/system/api/sys/banner/list', { bannerGroup: 'h5' });
    expect(none.data).toEqual([]);
  });

  it('reads a banner whose stored data is not JSON as having no slides', async () => {
    // A fresh school: its banners are not cached yet.
    const fresh = await createTestApp();
    const now = Date.now();
    await fresh.db
      .insertInto('sys_banner')
      .values({
        id: fresh.newId(),
        site_id: DEMO_SITE_ID,
        status_id: 1,
        gmt_create: now,
        gmt_modified: now,
        banner_group: 'broken',
        banner_code: 'broken_one',
        banner_name: '坏数据',
        data: '{not json',
        sort: 1,
      })
      .execute();
    const res = await post<Banner[]>(fresh.app, '/system/api/sys/banner/list', { bannerGroup: 'broken' });
    expect(res.data).toEqual([expect.objectContaining({ bannerCode: 'broken_one', data: [] })]);
    await fresh.close();
  });

  it('keeps each school to its own data', async () => {
    const info = await get<WebsiteInfo>(t.app, '/system/api/website/info/view', { site: OTHER_SITE_ID });
    expect(info.data.siteNamePc).toBe('第二分校');
    const nav = await post<NavBar[]>(t.app, '/system/api/nav/bar/list', {}, { site: OTHER_SITE_ID });
    expect(nav.data.map((item) => item.navTitle)).toEqual(['分校首页']);
    const banners = await post<Banner[]>(
      t.app,
      '/system/api/sys/banner/list',
      { bannerGroup: 'pc' },
      { site: OTHER_SITE_ID },
    );
    expect(banners.data).toEqual([]);
  });

  it('refuses a missing, malformed or unknown site', async () => {
    const missing = await get(t.app, '/system/api/website/info/view', { site: null });
    expect([missing.status, missing.code, missing.msg]).toEqual([400, 400, '缺少站点编号（site-id）']);
    const malformed = await get(t.app, '/system/api/website/info/view', { site: '11abc' });
    expect([malformed.code, malformed.msg]).toEqual([400, '站点编号（site-id）格式不正确']);
    const unknown = await get(t.app, '/system/api/website/info/view', { site: 999 });
    expect([unknown.status, unknown.code, unknown.msg]).toEqual([404, 404, '站点不存在或已停用']);
  });

  it('names the field of a bad banner request in Chinese', async () => {
    const missing = await post(t.app, '/system/api/sys/banner/list', {});
    expect([missing.code, missing.msg]).toEqual([400, '参数错误：bannerGroup 不能为空']);
    const tooLong = await post(t.app, '/system/api/sys/banner/list', { bannerGroup: 'x'.repeat(21) });
    expect([tooLong.code, tooLong.msg]).toEqual([400, '参数错误：bannerGroup 长度不能超过 20 个字符']);
    const wrongType = await post(t.app, '/system/api/sys/banner/list', { bannerGroup: 7 });
    expect([wrongType.code, wrongType.msg]).toEqual([400, '参数错误：bannerGroup 应为文本']);
  });
});

describe('operator sign-in', () => {
  it('refuses a wrong password without saying whether the account exists', async () => {
    const wrong = await post(t.app, '/system/api/operator/login', { loginName: 'admin', password: 'wrong-pass' });
    const nobody = await post(t.app, '/system/api/operator/login', { loginName: 'nobody', password: 'wrong-pass' });
    expect([wrong.code, wrong.msg]).toEqual([400, '账号或密码错误']);
    expect([nobody.code, nobody.msg]).toEqual([400, '账号或密码错误']);
  });

  it('signs in, views itself and signs out', async () => {
    // Its own session: signing it out must not end the one the other tests share.
    const token = await operatorToken(t.app);
    const view = await post(t.app, '/system/admin/operator/view', undefined, { token });
    expect(view.data).toEqual({ id: expect.any(String), loginName: 'admin', nickname: '运营管理员' });
    await post(t.app, '/system/admin/operator/logout', undefined, { token });
    const after = await post(t.app, '/system/admin/operator/view', undefined, { token });
    expect([after.status, after.code]).toEqual([401, 302]);
  });

  it('keeps the console closed to visitors, learners and other schools', async () => {
    const visitor = await post(t.app, '/system/admin/nav/bar/list');
    expect([visitor.code, visitor.msg]).toEqual([303, '请先登录']);
    const learner = await t.tokenFor('13800000001');
    const asLearner = await post(t.app, '/system/admin/nav/bar/list', undefined, { token: learner });
    expect(asLearner.code).toBe(302);
    const otherSite = await post(t.app, '/system/admin/nav/bar/list', undefined, { token: admin, site: OTHER_SITE_ID });
    expect(otherSite.code).toBe(302);
  });
});

describe('operator edits the site settings', () => {
  it("moves the site's page version, so visitors' kept pages are rendered afresh", async () => {
    const before = await t.pageVersion();
    const otherSite = await t.pageVersion(OTHER_SITE_ID);
    const current = await get<WebsiteInfo>(t.app, '/system/api/website/info/view');
    const refused = await post(
      t.app,
      '/system/admin/website/info/update',
      { ...validInfo(current.data), siteNamePc: '' },
      { token: admin },
    );
    expect(refused.code).toBe(400);
    await post(t.app, '/course/api/course/list', { pageCurrent: 1, pageSize: 5 });
    await post(t.app, '/user/auth/user/ext/view', undefined, { token: await t.tokenFor('13800000001') });
    expect(await t.pageVersion()).toBe(before);

    const saved = await post(t.app, '/system/admin/website/info/update', validInfo(current.data), { token: admin });
    expect(saved.code).toBe(200);
    const after = await t.pageVersion();
    expect(after).not.toBe(before);
    expect(await t.pageVersion(OTHER_SITE_ID)).toBe(otherSite);
  });

  it('updates the site info and the public view changes at once', async () => {
    const current = await get<WebsiteInfo>(t.app, '/system/api/website/info/view');
    const res = await post<WebsiteInfo>(
      t.app,
      '/system/admin/website/info/update',
      { ...validInfo(current.data), siteNamePc: '启航英语网校（新）', onlineServicePages: '/, /vip ，/list' },
      { token: admin },
    );
    expect(res.code).toBe(200);
    expect(res.data.onlineServicePages).toBe('/,/vip,/list');
    const after = await get<WebsiteInfo>(t.app, '/system/api/website/info/view');
    expect(after.data.siteNamePc).toBe('启航英语网校（新）');
  });

  it('refuses bad site info and changes nothing', async () => {
    const current = await get<WebsiteInfo>(t.app, '/system/api/website/info/view');
    const tooLong = await post(
      t.app,
      '/system/admin/website/info/update',
      { ...validInfo(current.data), siteNamePc: '长'.repeat(51) },
      { token: admin },
    );
    expect([tooLong.code, tooLong.msg]).toEqual([400, '参数错误：siteNamePc 长度不能超过 50 个字符']);
    const script = await post(
      t.app,
      '/system/admin/website/info/update',
      { ...validInfo(current.data), logo: 'javascript:alert(1)' },
      { token: admin },
    );
    expect([script.code, script.msg]).toEqual([400, '参数错误：logo 不是合法的链接地址']);
    const missing = await post(t.app, '/system/admin/website/info/update', { siteNamePc: 'x' }, { token: admin });
    expect(missing.code).toBe(400);
    const after = await get<WebsiteInfo>(t.app, '/system/api/website/info/view');
    expect(after.data).toEqual(current.data);
  });

  it('adds, edits and deletes a header nav item, and the public list follows', async () => {
    const saved = await post<NavBarAdmin>(t.app, '/system/admin/nav/bar/save', validNav, { token: admin });
    expect(saved.code).toBe(200);
    let list = await post<NavBar[]>(t.app, '/system/api/nav/bar/list', { platShow: 1 });
    expect(list.data.at(-1)).toMatchObject({ id: saved.data.id, navTitle: '口语角' });

    const hidden = await post<NavBarAdmin>(
      t.app,
      '/system/admin/nav/bar/update',
      { ...validNav, id: saved.data.id, statusId: 0 },
      { token: admin },
    );
    expect(hidden.data.statusId).toBe(0);
    list = await post<NavBar[]>(t.app, '/system/api/nav/bar/list', { platShow: 1 });
    expect(list.data.map((item) => item.id)).not.toContain(saved.data.id);
    const all = await post<NavBarAdmin[]>(t.app, '/system/admin/nav/bar/list', undefined, { token: admin });
    expect(all.data.map((item) => item.id)).toContain(saved.data.id);

    const deleted = await post(t.app, '/system/admin/nav/bar/delete', { id: saved.data.id }, { token: admin });
    expect(deleted.code).toBe(200);
    const again = await post(t.app, '/system/admin/nav/bar/delete', { id: saved.data.id }, { token: admin });
    expect([again.code, again.msg]).toEqual([404, '导航不存在或已被删除']);
  });

  it('refuses bad nav items and another school’s ids', async () => {
    const before = await post<NavBarAdmin[]>(t.app, '/system/admin/nav/bar/list', undefined, { token: admin });
    const script = await post(
      t.app,
      '/system/admin/nav/bar/save',
      { ...validNav, navUrl: 'javascript:alert(1)' },
      { token: admin },
    );
    expect([script.code, script.msg]).toEqual([400, '参数错误：navUrl 不是合法的链接地址']);
    const empty = await post(t.app, '/system/admin/nav/bar/save', { ...validNav, navTitle: '' }, { token: admin });
    expect([empty.code, empty.msg]).toEqual([400, '参数错误：navTitle 不能为空']);
    const target = await post(t.app, '/system/admin/nav/bar/save', { ...validNav, target: '_top' }, { token: admin });
    expect([target.code, target.msg]).toEqual([400, '参数错误：target 取值不正确']);
    const badId = await post(t.app, '/system/admin/nav/bar/delete', { id: 'abc' }, { token: admin });
    expect([badId.code, badId.msg]).toEqual([400, '参数错误：id 格式不正确']);

    const otherNav = await post<NavBar[]>(t.app, '/system/api/nav/bar/list', {}, { site: OTHER_SITE_ID });
    const foreign = await post(
      t.app,
      '/system/admin/nav/bar/update',
      { ...validNav, id: otherNav.data[0]!.id },
      { token: admin },
    );
    expect(foreign.code).toBe(404);
    const after = await post<NavBarAdmin[]>(t.app, '/system/admin/nav/bar/list', undefined, { token: admin });
    expect(after.data).toEqual(before.data);
    const otherAfter = await post<NavBar[]>(t.app, '/system/api/nav/bar/list', {}, { site: OTHER_SITE_ID });
    expect(otherAfter.data).toEqual(otherNav.data);
  });

  it('manages footer groups and links, and will not delete a group that still has links', async () => {
    const group = await post<WebsiteNavAdmin>(
      t.app,
      '/system/admin/website/nav/save',
      { parentId: '0', navName: '合作', navUrl: '', target: '_self', sort: 9, statusId: 1 },
      { token: admin },
    );
    const link = await post<WebsiteNavAdmin>(
      t.app,
      '/system/admin/website/nav/save',
      {
        parentId: group.data.id,
        navName: '机构合作',
        navUrl: '/view/service?id=1',
        target: '_self',
        sort: 1,
        statusId: 1,
      },
      { token: admin },
    );
    expect(link.data.parentId).toBe(group.data.id);
    const groups = await post<WebsiteNavGroup[]>(t.app, '/system/api/website/nav/list');
    expect(groups.data.at(-1)).toMatchObject({
      navName: '合作',
      websiteNavList: [expect.objectContaining({ navName: '机构合作' })],
    });

    const blocked = await post(t.app, '/system/admin/website/nav/delete', { id: group.data.id }, { token: admin });
    expect([blocked.status, blocked.code, blocked.msg]).toEqual([409, 409, '请先删除该分组下的链接']);
    const orphan = await post(
      t.app,
      '/system/admin/website/nav/save',
      { parentId: link.data.id, navName: '孙级', navUrl: '', target: '_self', sort: 1, statusId: 1 },
      { token: admin },
    );
    expect([orphan.code, orphan.msg]).toEqual([400, '参数错误：所属分组不存在']);

    expect((await post(t.app, '/system/admin/website/nav/delete', { id: link.data.id }, { token: admin })).code).toBe(
      200,
    );
    expect((await post(t.app, '/system/admin/website/nav/delete', { id: group.data.id }, { token: admin })).code).toBe(
      200,
    );
  });

  it('manages friend links', async () => {
    const saved = await post<{ id: string }>(
      t.app,
      '/system/admin/website/link/save',
      { linkName: '英语角', linkUrl: 'https://example.org', linkTarget: '_blank', sort: 9, statusId: 1 },
      { token: admin },
    );
    const links = await post<WebsiteLinkList>(t.app, '/system/api/website/link');
    expect(links.data.websiteLinkList.map((link) => link.linkName)).toContain('英语角');
    const noUrl = await post(
      t.app,
      '/system/admin/website/link/update',
      { id: saved.data.id, linkName: '英语角', linkUrl: '', linkTarget: '_blank', sort: 9, statusId: 1 },
      { token: admin },
    );
    expect([noUrl.code, noUrl.msg]).toEqual([400, '参数错误：linkUrl 不能为空']);
    expect((await post(t.app, '/system/admin/website/link/delete', { id: saved.data.id }, { token: admin })).code).toBe(
      200,
    );
  });

  it('manages banners: unique codes, at most ten slides, safe image addresses', async () => {
    const slide = { title: '暑期班', img: '/files/site/11/banner-1.svg', url: '/list', target: '_self' };
    const saved = await post<Banner>(
      t.app,
      '/system/admin/sys/banner/save',
      { bannerCode: 'summer', bannerName: '暑期', bannerGroup: 'pc', data: [slide], sort: 5, statusId: 1 },
      { token: admin },
    );
    expect(saved.data.data).toEqual([slide]);
    const pc = await post<Banner[]>(t.app, '/system/api/sys/banner/list', { bannerGroup: 'pc' });
    expect(pc.data.map((banner) => banner.bannerCode)).toContain('summer');

    const duplicate = await post(
      t.app,
      '/system/admin/sys/banner/save',
      { bannerCode: 'summer', bannerName: '重复', bannerGroup: 'pc', data: [], sort: 5, statusId: 1 },
      { token: admin },
    );
    expect([duplicate.code, duplicate.msg]).toEqual([400, '轮播图编码 summer 已存在']);
    const tooMany = await post(
      t.app,
      '/system/admin/sys/banner/update',
      {
        id: saved.data.id,
        bannerCode: 'summer',
        bannerName: '暑期',
        bannerGroup: 'pc',
        data: Array(11).fill(slide),
        sort: 5,
        statusId: 1,
      },
      { token: admin },
    );
    expect([tooMany.code, tooMany.msg]).toEqual([400, '参数错误：data 最多 10 项']);
    const script = await post(
      t.app,
      '/system/admin/sys/banner/update',
      {
        id: saved.data.id,
        bannerCode: 'summer',
        bannerName: '暑期',
        bannerGroup: 'pc',
        data: [{ ...slide, img: 'javascript:x' }],
        sort: 5,
        statusId: 1,
      },
      { token: admin },
    );
    expect([script.code, script.msg]).toEqual([400, '参数错误：data[0].img 不是合法的链接地址']);
    const unchanged = await post<Banner[]>(t.app, '/system/api/sys/banner/list', { bannerGroup: 'pc' });
    expect(unchanged.data.find((banner) => banner.bannerCode === 'summer')?.data).toEqual([slide]);

    expect((await post(t.app, '/system/admin/sys/banner/delete', { id: saved.data.id }, { token: admin })).code).toBe(
      200,
    );
  });
});
