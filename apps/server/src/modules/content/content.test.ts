import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Adv,
  AdvAdmin,
  DictAdmin,
  DictItem,
  NavArticle,
  NavArticleAdmin,
  VipSetAdmin,
  VipSetList,
  WebsiteNavGroup,
} from '@school/contracts';
import { formatDateTime } from '../../core/time.ts';
import { createTestApp, DEMO_SITE_ID, get, OTHER_SITE_ID, post, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let learner: string;
beforeAll(async () => {
  t = await createTestApp();
  learner = await t.tokenFor('13800000001');
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;
const advBody = (overrides: Record<string, unknown> = {}) => ({
  advTitle: '口语外教体验课',
  advImg: '/files/site/11/catalogue/adv-ielts-test.svg',
  advUrl: '/onlineRegistration',
  advTarget: '_blank',
  advLocation: 'index_side',
  platShow: 1,
  beginTime: formatDateTime(Date.now() - DAY),
  endTime: formatDateTime(Date.now() + DAY),
  sort: 9,
  statusId: 1,
  ...overrides,
});

const footerLinks = async () => {
  const groups = await post<WebsiteNavGroup[]>(t.app, '/system/api/website/nav/list');
  return groups.data.flatMap((group) => group.websiteNavList);
};

describe('the console calls are for operators only', () => {
  const calls: [string, unknown][] = [
    ['/system/admin/adv/list', undefined],
    ['/system/admin/adv/save', advBody()],
    ['/system/admin/adv/update', { id: '1', ...advBody() }],
    ['/system/admin/adv/delete', { id: '1' }],
    ['/system/admin/website/nav/article/view', { id: '1' }],
    ['/system/admin/website/nav/article/save', { navId: '1', artTitle: 'x', artDesc: '' }],
    ['/system/admin/vip/set/list', undefined],
    ['/system/admin/vip/set/save', {}],
    ['/system/admin/vip/set/update', {}],
    ['/system/admin/vip/set/delete', { id: '1' }],
    ['/system/admin/dict/list', {}],
    ['/system/admin/dict/save', {}],
    ['/system/admin/dict/update', {}],
    ['/system/admin/dict/delete', { id: '1' }],
  ];
  it('answers a visitor 303 and a learner 302', async () => {
    for (const [url, body] of calls) {
      expect(await post(t.app, url, body), url).toMatchObject({ status: 401, code: 303 });
      expect(await post(t.app, url, body, { token: learner }), url).toMatchObject({ code: 302 });
    }
  });
});

describe('adverts', () => {
  it('shows only enabled adverts inside their schedule, on both services', async () => {
    const res = await post<Adv[]>(t.app, '/system/api/adv/list', {});
    expect(res.code).toBe(200);
    expect(res.data.map((adv) => adv.advTitle)).toEqual(['暑期四六级集训营', '雅思口语免费测评', '开通会员畅学全站']);
    expect(Object.keys(res.data[0]!).sort()).toEqual(
      ['advImg', 'advLocation', 'advTarget', 'advTitle', 'advUrl', 'id', 'sort'].sort(),
    );
    expect((await post<Adv[]>(t.app, '/course/api/adv/list', {})).data).toEqual(res.data);
    const middle = await post<Adv[]>(t.app, '/system/api/adv/list', { advLocation: 'index_middle', platShow: 1 });
    expect(middle.data.map((adv) => adv.advTitle)).toEqual(['暑期四六级集训营']);
    expect((await post<Adv[]>(t.app, '/system/api/adv/list', { platShow: 0 })).data).toEqual([]);
    expect(await post(t.app, '/system/api/adv/list', { advLocation: '<x>' })).toMatchObject({ code: 400 });
    expect((await post(t.app, '/system/api/adv/list', {}, { site: OTHER_SITE_ID })).data).toEqual([]);
  });

  it('lets the operator add an advert that the home page then shows, and hides it once disabled', async () => {
    const saved = await t.asAdmin<AdvAdmin>('/system/admin/adv/save', advBody());
    expect(saved.data).toMatchObject({ advTitle: '口语外教体验课', advTarget: '_blank', statusId: 1 });
    const side = await post<Adv[]>(t.app, '/course/api/adv/list', { advLocation: 'index_side' });
    expect(side.data.map((adv) => adv.advTitle)).toEqual(['雅思口语免费测评', '口语外教体验课']);
    const tomorrow = formatDateTime(Date.now() + DAY);
    const later = await t.asAdmin<AdvAdmin>('/system/admin/adv/update', {
      id: saved.data.id,
      ...advBody({ beginTime: tomorrow, endTime: formatDateTime(Date.now() + 3 * DAY) }),
    });
    expect(later.data.beginTime).toBe(tomorrow);
    expect((await post<Adv[]>(t.app, '/system/api/adv/list', { advLocation: 'index_side' })).data).toHaveLength(1);
    await t.asAdmin('/system/admin/adv/update', { id: saved.data.id, ...advBody({ statusId: 0 }) });
    expect((await post<Adv[]>(t.app, '/system/api/adv/list', { advLocation: 'index_side' })).data).toHaveLength(1);
    const all = await t.asAdmin<AdvAdmin[]>('/system/admin/adv/list');
    expect(all.data.length).toBe(6);
    expect(await t.asAdmin('/system/admin/adv/delete', { id: saved.data.id })).toMatchObject({ code: 200 });
    expect(await t.asAdmin('/system/admin/adv/delete', { id: saved.data.id })).toMatchObject({ code: 404 });
  });

  it('refuses bad schedules, addresses and other schools’ adverts', async () => {
    expect(
      await t.asAdmin('/system/admin/adv/save', advBody({ endTime: formatDateTime(Date.now() - 2 * DAY) })),
    ).toMatchObject({ status: 400, msg: '投放结束时间须晚于开始时间' });
    expect(await t.asAdmin('/system/admin/adv/save', advBody({ beginTime: '2026-02-30 10:00:00' }))).toMatchObject({
      code: 400,
      msg: '参数错误：beginTime 不是有效的时间',
    });
    expect(await t.asAdmin('/system/admin/adv/save', advBody({ beginTime: 'tomorrow' }))).toMatchObject({ code: 400 });
    expect(await t.asAdmin('/system/admin/adv/save', advBody({ advUrl: 'javascript:alert(1)' }))).toMatchObject({
      code: 400,
      msg: '参数错误：advUrl 不是合法的链接地址',
    });
    expect(await t.asAdmin('/system/admin/adv/save', advBody({ advImg: '' }))).toMatchObject({ code: 400 });
    expect(await t.asAdmin('/system/admin/adv/save', advBody({ advLocation: '中文位置' }))).toMatchObject({
      code: 400,
    });
    const ours = (await t.asAdmin<AdvAdmin[]>('/system/admin/adv/list')).data[0]!;
    expect(await t.asOtherAdmin('/system/admin/adv/update', { id: ours.id, ...advBody() })).toMatchObject({
      code: 404,
    });
    expect(await t.asOtherAdmin('/system/admin/adv/delete', { id: ours.id })).toMatchObject({ code: 404 });
    expect((await t.asOtherAdmin<AdvAdmin[]>('/system/admin/adv/list')).data).toEqual([]);
    expect((await t.asAdmin<AdvAdmin[]>('/system/admin/adv/list')).data.length).toBe(5);
  });
});

describe('footer navigation articles', () => {
  it('gives every seeded footer link its article', async () => {
    const links = await footerLinks();
    expect(links.length).toBe(9);
    for (const link of links) {
      const res = await post<NavArticle>(t.app, '/system/api/website/nav/article/get', { id: link.id });
      expect(res.code, link.navName).toBe(200);
      expect(res.data).toMatchObject({ navId: link.id, navName: link.navName, artTitle: link.navName });
      expect(res.data.artDesc.length).toBeGreaterThan(50);
      expect(res.data.gmtModified).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it('refuses groups, unknown links and other schools with 404', async () => {
    const groups = await post<WebsiteNavGroup[]>(t.app, '/system/api/website/nav/list');
    expect(await post(t.app, '/system/api/website/nav/article/get', { id: groups.data[0]!.id })).toMatchObject({
      status: 404,
      msg: '文章不存在或已下线',
    });
    expect(await post(t.app, '/system/api/website/nav/article/get', { id: '123456789' })).toMatchObject({ code: 404 });
    const link = (await footerLinks())[0]!;
    expect(
      await post(t.app, '/system/api/website/nav/article/get', { id: link.id }, { site: OTHER_SITE_ID }),
    ).toMatchObject({ code: 404 });
    expect(await post(t.app, '/system/api/website/nav/article/get', {})).toMatchObject({ code: 400 });
  });

  it('lets the operator rewrite an article, sanitised with the allow-list', async () => {
    const link = (await footerLinks()).find((item) => item.navName === '联系我们')!;
    const view = await t.asAdmin<NavArticleAdmin>('/system/admin/website/nav/article/view', { id: link.id });
    expect(view.data).toMatchObject({ hasArticle: 1, navStatusId: 1, artTitle: '联系我们' });
    const saved = await t.asAdmin<NavArticleAdmin>('/system/admin/website/nav/article/save', {
      navId: link.id,
      artTitle: '联系方式',
      artDesc:
        '<h2 style="color:red">客服</h2><p onmouseover="x()">电话 400-800-1234<script>steal()</script></p>' +
        '<iframe src="https://evil.example"></iframe><a href="https://www.moe.gov.cn" target="_blank">教育部</a>' +
        '<img src="javascript:alert(1)"><img src="/files/site/11/logo.svg" alt="logo">',
    });
    expect(saved.data.artDesc).toBe(
      '<h2>客服</h2><p>电话 400-800-1234</p><a href="https://www.moe.gov.cn" target="_blank" rel="noopener noreferrer">教育部</a>' +
        '<img /><img src="/files/site/11/logo.svg" alt="logo" />',
    );
    const shown = await post<NavArticle>(t.app, '/system/api/website/nav/article/get', { id: link.id });
    expect(shown.data).toMatchObject({ artTitle: '联系方式', artDesc: saved.data.artDesc });
  });

  it('starts an article for a link without one, refuses groups and other schools', async () => {
    const groups = await post<WebsiteNavGroup[]>(t.app, '/system/api/website/nav/list');
    const navId = t.newId();
    const now = Date.now();
    await t.db
      .insertInto('website_nav')
      .values({
        id: navId,
        site_id: DEMO_SITE_ID,
        status_id: 1,
        gmt_create: now,
        gmt_modified: now,
        parent_id: Number(groups.data[0]!.id),
        nav_name: '退款政策',
        nav_url: `/view/service?id=${navId}`,
        target: '_self',
        sort: 9,
      })
      .execute();
    expect(await post(t.app, '/system/api/website/nav/article/get', { id: String(navId) })).toMatchObject({
      code: 404,
    });
    const empty = await t.asAdmin<NavArticleAdmin>('/system/admin/website/nav/article/view', { id: String(navId) });
    expect(empty.data).toMatchObject({ hasArticle: 0, artTitle: '', artDesc: '', navName: '退款政策' });
    await t.asAdmin('/system/admin/website/nav/article/save', {
      navId: String(navId),
      artTitle: '退款政策',
      artDesc: '<p>七天无理由退款。</p>',
    });
    expect(
      (await post<NavArticle>(t.app, '/system/api/website/nav/article/get', { id: String(navId) })).data.artDesc,
    ).toBe('<p>七天无理由退款。</p>');
    await t.db.updateTable('website_nav').set({ status_id: 0 }).where('id', '=', navId).execute();
    expect(await post(t.app, '/system/api/website/nav/article/get', { id: String(navId) })).toMatchObject({
      code: 404,
    });
    expect(
      await t.asAdmin('/system/admin/website/nav/article/save', {
        navId: groups.data[0]!.id,
        artTitle: 'x',
        artDesc: '',
      }),
    ).toMatchObject({ status: 400, msg: '只有底部导航链接可以编写文章，分组不可以' });
    expect(
      await t.asOtherAdmin('/system/admin/website/nav/article/save', {
        navId: String(navId),
        artTitle: 'x',
        artDesc: '',
      }),
    ).toMatchObject({ code: 404 });
    expect(
      await t.asAdmin('/system/admin/website/nav/article/save', { navId: String(navId), artTitle: '', artDesc: '' }),
    ).toMatchObject({ code: 400 });
  });
});

describe('VIP sets', () => {
  it('lists the enabled sets in yuan, with the visitor not a member', async () => {
    const res = await post<VipSetList>(t.app, '/system/api/vip/set/list');
    expect(res.code).toBe(200);
    expect(res.data.isVip).toBe(0);
    expect(res.data.vipExpireTime).toBe('');
    expect(res.data.vipSetList.map((set) => [set.setName, set.setPrice, set.rulingPrice, set.durationDays])).toEqual([
      ['月卡会员', 39, 59, 30],
      ['季卡会员', 99, 177, 90],
      ['年卡会员', 299, 708, 365],
    ]);
    expect(res.data.vipSetList[2]!.benefits.split('\n').length).toBe(5);
    expect(
      (await post<VipSetList>(t.app, '/system/api/vip/set/list', undefined, { site: OTHER_SITE_ID })).data,
    ).toEqual({ vipSetList: [], isVip: 0, vipExpireTime: '' });
  });

  it('tells a signed-in member until when the membership runs', async () => {
    const res = await post<VipSetList>(t.app, '/system/api/vip/set/list', undefined, { token: learner });
    expect(res.data.isVip).toBe(1);
    expect(res.data.vipExpireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const teacher = await t.tokenFor('13800000002');
    expect(
      (await post<VipSetList>(t.app, '/system/api/vip/set/list', undefined, { token: teacher })).data,
    ).toMatchObject({ isVip: 0, vipExpireTime: '' });
  });

  it('lets the operator add, change, disable and delete a set, money stored in fen', async () => {
    const body = {
      setName: '半年卡会员',
      setPrice: 169.9,
      rulingPrice: 354,
      durationDays: 180,
      benefits: '全站会员课程 180 天畅学',
      sort: 2,
      statusId: 1,
    };
    const saved = await t.asAdmin<VipSetAdmin>('/system/admin/vip/set/save', body);
    expect(saved.data).toMatchObject({ setName: '半年卡会员', setPrice: 169.9, statusId: 1 });
    const row = await t.db
      .selectFrom('vip_set')
      .selectAll()
      .where('id', '=', Number(saved.data.id))
      .executeTakeFirstOrThrow();
    expect(row.set_price).toBe(16990);
    const shown = await post<VipSetList>(t.app, '/system/api/vip/set/list');
    expect(shown.data.vipSetList.map((set) => set.setName)).toContain('半年卡会员');
    const disabled = await t.asAdmin<VipSetAdmin>('/system/admin/vip/set/update', {
      id: saved.data.id,
      ...body,
      statusId: 0,
    });
    expect(disabled.data.statusId).toBe(0);
    expect(
      (await post<VipSetList>(t.app, '/system/api/vip/set/list')).data.vipSetList.map((set) => set.setName),
    ).not.toContain('半年卡会员');
    expect((await t.asAdmin<VipSetAdmin[]>('/system/admin/vip/set/list')).data.length).toBe(4);
    expect(await t.asOtherAdmin('/system/admin/vip/set/delete', { id: saved.data.id })).toMatchObject({ code: 404 });
    expect(await t.asAdmin('/system/admin/vip/set/delete', { id: saved.data.id })).toMatchObject({ code: 200 });
    expect((await t.asAdmin<VipSetAdmin[]>('/system/admin/vip/set/list')).data.length).toBe(3);
  });

  it('refuses prices with more than two decimals, a list price below the price and bad durations', async () => {
    const body = {
      setName: '周卡',
      setPrice: 9.9,
      rulingPrice: 0,
      durationDays: 7,
      benefits: '',
      sort: 1,
      statusId: 1,
    };
    expect(await t.asAdmin('/system/admin/vip/set/save', { ...body, setPrice: 9.999 })).toMatchObject({
      code: 400,
      msg: '参数错误：setPrice 最多两位小数',
    });
    expect(await t.asAdmin('/system/admin/vip/set/save', { ...body, rulingPrice: 5 })).toMatchObject({
      code: 400,
      msg: '原价不能低于售价',
    });
    expect(await t.asAdmin('/system/admin/vip/set/save', { ...body, setPrice: -1 })).toMatchObject({ code: 400 });
    expect(await t.asAdmin('/system/admin/vip/set/save', { ...body, durationDays: 0 })).toMatchObject({ code: 400 });
    expect(await t.asAdmin('/system/admin/vip/set/save', { ...body, setPrice: '9.9' })).toMatchObject({ code: 400 });
    expect((await t.asAdmin<VipSetAdmin[]>('/system/admin/vip/set/list')).data.length).toBe(3);
  });
});

describe('the dictionary', () => {
  it('gives the problem kinds and exam subjects by GET', async () => {
    const res = await get<DictItem[]>(t.app, '/system/api/dict/list/problemKind');
    expect(res.code).toBe(200);
    expect(res.data.map((item) => [item.dictValue, item.dictLabel])).toEqual([
      ['grammar', '词汇与语法'],
      ['listening', '听力理解'],
      ['reading', '阅读理解'],
      ['cloze', '完形填空'],
      ['translation', '翻译'],
      ['writing', '写作'],
      ['dictation', '听写'],
    ]);
    expect((await get<DictItem[]>(t.app, '/system/api/dict/list/examSubject')).data[0]).toMatchObject({
      dictValue: 'cet4',
      dictLabel: '大学英语四级',
    });
    expect((await get(t.app, '/system/api/dict/list/noSuchType')).data).toEqual([]);
    expect((await get(t.app, '/system/api/dict/list/problemKind', { site: OTHER_SITE_ID })).data).toEqual([]);
    expect(await get(t.app, '/system/api/dict/list/bad-type!')).toMatchObject({ code: 400 });
  });

  it('lets the operator add, relabel, disable and delete entries, one value per type', async () => {
    const added = await t.asAdmin<DictAdmin>('/system/admin/dict/save', {
      dictType: 'problemKind',
      dictLabel: '排序题',
      dictValue: '9',
      sort: 9,
      statusId: 1,
      remark: '句子排序',
    });
    expect(added.data).toMatchObject({ dictType: 'problemKind', dictValue: '9', remark: '句子排序' });
    expect((await get<DictItem[]>(t.app, '/system/api/dict/list/problemKind')).data).toHaveLength(8);
    expect(
      await t.asAdmin('/system/admin/dict/save', {
        dictType: 'problemKind',
        dictLabel: '重复',
        dictValue: 'grammar',
        sort: 1,
        statusId: 1,
        remark: '',
      }),
    ).toMatchObject({ status: 409, msg: '字典 problemKind 中已有值 grammar' });
    const relabelled = await t.asAdmin<DictAdmin>('/system/admin/dict/update', {
      id: added.data.id,
      dictType: 'problemKind',
      dictLabel: '句子排序题',
      dictValue: '9',
      sort: 9,
      statusId: 0,
      remark: '',
    });
    expect(relabelled.data).toMatchObject({ dictLabel: '句子排序题', statusId: 0 });
    expect((await get<DictItem[]>(t.app, '/system/api/dict/list/problemKind')).data).toHaveLength(7);
    const listed = await t.asAdmin<DictAdmin[]>('/system/admin/dict/list', { dictType: 'problemKind' });
    expect(listed.data).toHaveLength(8);
    expect(await t.asOtherAdmin('/system/admin/dict/delete', { id: added.data.id })).toMatchObject({ code: 404 });
    expect(await t.asAdmin('/system/admin/dict/delete', { id: added.data.id })).toMatchObject({ code: 200 });
    expect(await t.asAdmin('/system/admin/dict/delete', { id: added.data.id })).toMatchObject({ code: 404 });
    expect((await t.asOtherAdmin<DictAdmin[]>('/system/admin/dict/list', {})).data).toEqual([]);
    expect(
      await t.asAdmin('/system/admin/dict/save', {
        dictType: '1bad',
        dictLabel: 'x',
        dictValue: 'x',
        sort: 1,
        statusId: 1,
        remark: '',
      }),
    ).toMatchObject({ code: 400 });
  });
});
