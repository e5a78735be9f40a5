import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentContracts, courseContracts, type RouteContract, systemContracts } from '@school/contracts';
import { type ContractInput, malformed } from '../../testing/call.ts';
import { formatDateTime } from '../../core/time.ts';
import { createTestApp, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { demoProblemKinds } from './seed/demo-content.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;
const advBody = (
  overrides: Partial<ContractInput<typeof contentContracts.saveAdv>> = {},
): ContractInput<typeof contentContracts.saveAdv> => ({
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
  const groups = await t.call(systemContracts.listWebsiteNav);
  return groups.data.flatMap((group) => group.websiteNavList);
};

describe('the console calls are for operators only', () => {
  const calls: [RouteContract, unknown][] = [
    [contentContracts.adminListAdv, undefined],
    [contentContracts.saveAdv, advBody()],
    [contentContracts.updateAdv, { id: '1', ...advBody() }],
    [contentContracts.deleteAdv, { id: '1' }],
    [contentContracts.viewNavArticle, { id: '1' }],
    [contentContracts.saveNavArticle, { navId: '1', artTitle: 'x', artDesc: '' }],
    [contentContracts.adminListVipSet, undefined],
    [contentContracts.saveVipSet, {}],
    [contentContracts.updateVipSet, {}],
    [contentContracts.deleteVipSet, { id: '1' }],
    [contentContracts.adminListDict, {}],
    [contentContracts.saveDict, {}],
    [contentContracts.updateDict, {}],
    [contentContracts.deleteDict, { id: '1' }],
  ];
  it('answers a visitor 303 and a learner 302', async () => {
    for (const [contract, body] of calls) {
      expect(await t.call(contract, malformed(body)), contract.url).toMatchObject({ status: 401, code: 303 });
      expect(await t.call(contract, malformed(body), { as: 'learner' }), contract.url).toMatchObject({ code: 302 });
    }
  });
});

describe('adverts', () => {
  it('shows only enabled adverts inside their schedule, on both services', async () => {
    const res = await t.call(contentContracts.listAdv, {});
    expect(res.code).toBe(200);
    expect(res.data.map((adv) => adv.advTitle)).toEqual(['暑期四六级集训营', '雅思口语免费测评', '开通会员畅学全站']);
    expect(Object.keys(res.data[0]!).sort()).toEqual(
      ['advImg', 'advLocation', 'advTarget', 'advTitle', 'advUrl', 'id', 'sort'].sort(),
    );
    expect((await t.call(courseContracts.listAdvForCourse, {})).data).toEqual(res.data);
    const middle = await t.call(contentContracts.listAdv, { advLocation: 'index_middle', platShow: 1 });
    expect(middle.data.map((adv) => adv.advTitle)).toEqual(['暑期四六级集训营']);
    expect((await t.call(contentContracts.listAdv, { platShow: 0 })).data).toEqual([]);
    expect(await t.call(contentContracts.listAdv, { advLocation: '<x>' })).toMatchObject({ code: 400 });
    expect((await t.call(contentContracts.listAdv, {}, { site: OTHER_SITE_ID })).data).toEqual([]);
  });

  it('lets the operator add an advert that the home page then shows, and hides it once disabled', async () => {
    const saved = await t.call(contentContracts.saveAdv, advBody(), { as: 'operator' });
    expect(saved.data).toMatchObject({ advTitle: '口语外教体验课', advTarget: '_blank', statusId: 1 });
    const side = await t.call(courseContracts.listAdvForCourse, { advLocation: 'index_side' });
    expect(side.data.map((adv) => adv.advTitle)).toEqual(['雅思口语免费测评', '口语外教体验课']);
    const tomorrow = formatDateTime(Date.now() + DAY);
    const later = await t.call(
      contentContracts.updateAdv,
      {
        id: saved.data.id,
        ...advBody({ beginTime: tomorrow, endTime: formatDateTime(Date.now() + 3 * DAY) }),
      },
      { as: 'operator' },
    );
    expect(later.data.beginTime).toBe(tomorrow);
    expect((await t.call(contentContracts.listAdv, { advLocation: 'index_side' })).data).toHaveLength(1);
    await t.call(contentContracts.updateAdv, { id: saved.data.id, ...advBody({ statusId: 0 }) }, { as: 'operator' });
    expect((await t.call(contentContracts.listAdv, { advLocation: 'index_side' })).data).toHaveLength(1);
    const all = await t.call(contentContracts.adminListAdv, undefined, { as: 'operator' });
    expect(all.data.length).toBe(6);
    expect(await t.call(contentContracts.deleteAdv, { id: saved.data.id }, { as: 'operator' })).toMatchObject({
      code: 200,
    });
    expect(await t.call(contentContracts.deleteAdv, { id: saved.data.id }, { as: 'operator' })).toMatchObject({
      code: 404,
    });
  });

  it('refuses bad schedules, addresses and other schools’ adverts', async () => {
    expect(
      await t.call(contentContracts.saveAdv, advBody({ endTime: formatDateTime(Date.now() - 2 * DAY) }), {
        as: 'operator',
      }),
    ).toMatchObject({ status: 400, msg: '投放结束时间须晚于开始时间' });
    expect(
      await t.call(contentContracts.saveAdv, advBody({ beginTime: '2026-02-30 10:00:00' }), { as: 'operator' }),
    ).toMatchObject({
      code: 400,
      msg: '参数错误：beginTime 不是有效的时间',
    });
    expect(
      await t.call(contentContracts.saveAdv, advBody({ beginTime: 'tomorrow' }), { as: 'operator' }),
    ).toMatchObject({ code: 400 });
    expect(
      await t.call(contentContracts.saveAdv, advBody({ advUrl: 'javascript:alert(1)' }), { as: 'operator' }),
    ).toMatchObject({
      code: 400,
      msg: '参数错误：advUrl 不是合法的链接地址',
    });
    expect(await t.call(contentContracts.saveAdv, advBody({ advImg: '' }), { as: 'operator' })).toMatchObject({
      code: 400,
    });
    expect(
      await t.call(contentContracts.saveAdv, advBody({ advLocation: '中文位置' }), { as: 'operator' }),
    ).toMatchObject({
      code: 400,
    });
    const ours = (await t.call(contentContracts.adminListAdv, undefined, { as: 'operator' })).data[0]!;
    expect(
      await t.call(contentContracts.updateAdv, { id: ours.id, ...advBody() }, { as: 'otherOperator' }),
    ).toMatchObject({
      code: 404,
    });
    expect(await t.call(contentContracts.deleteAdv, { id: ours.id }, { as: 'otherOperator' })).toMatchObject({
      code: 404,
    });
    expect((await t.call(contentContracts.adminListAdv, undefined, { as: 'otherOperator' })).data).toEqual([]);
    expect((await t.call(contentContracts.adminListAdv, undefined, { as: 'operator' })).data.length).toBe(5);
  });
});

describe('footer navigation articles', () => {
  it('gives every seeded footer link its article', async () => {
    const links = await footerLinks();
    expect(links.length).toBe(9);
    for (const link of links) {
      const res = await t.call(contentContracts.getNavArticle, { id: link.id });
      expect(res.code, link.navName).toBe(200);
      expect(res.data).toMatchObject({ navId: link.id, navName: link.navName, artTitle: link.navName });
      expect(res.data.artDesc.length).toBeGreaterThan(50);
      expect(res.data.gmtModified).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it('refuses groups, unknown links and other schools with 404', async () => {
    const groups = await t.call(systemContracts.listWebsiteNav);
    expect(await t.call(contentContracts.getNavArticle, { id: groups.data[0]!.id })).toMatchObject({
      status: 404,
      msg: '文章不存在或已下线',
    });
    expect(await t.call(contentContracts.getNavArticle, { id: '123456789' })).toMatchObject({ code: 404 });
    const link = (await footerLinks())[0]!;
    expect(await t.call(contentContracts.getNavArticle, { id: link.id }, { site: OTHER_SITE_ID })).toMatchObject({
      code: 404,
    });
    expect(await t.call(contentContracts.getNavArticle, malformed({}))).toMatchObject({ code: 400 });
  });

  it('lets the operator rewrite an article, sanitised with the allow-list', async () => {
    const link = (await footerLinks()).find((item) => item.navName === '联系我们')!;
    const view = await t.call(contentContracts.viewNavArticle, { id: link.id }, { as: 'operator' });
    expect(view.data).toMatchObject({ hasArticle: 1, navStatusId: 1, artTitle: '联系我们' });
    const saved = await t.call(
      contentContracts.saveNavArticle,
      {
        navId: link.id,
        artTitle: '联系方式',
        artDesc:
          '<h2 style="color:red">客服</h2><p onmouseover="x()">电话 400-800-1234<script>steal()</script></p>' +
          '<iframe src="https://evil.example"></iframe><a href="https://www.moe.gov.cn" target="_blank">教育部</a>' +
          '<img src="javascript:alert(1)"><img src="/files/site/11/logo.svg" alt="logo">',
      },
      { as: 'operator' },
    );
    expect(saved.data.artDesc).toBe(
      '<h2>客服</h2><p>电话 400-800-1234</p><a href="https://www.moe.gov.cn" target="_blank" rel="noopener noreferrer">教育部</a>' +
        '<img /><img src="/files/site/11/logo.svg" alt="logo" />',
    );
    const shown = await t.call(contentContracts.getNavArticle, { id: link.id });
    expect(shown.data).toMatchObject({ artTitle: '联系方式', artDesc: saved.data.artDesc });
  });

  it('starts an article for a link without one, refuses groups and other schools', async () => {
    const groups = await t.call(systemContracts.listWebsiteNav);
    const link = {
      parentId: groups.data[0]!.id,
      navName: '退款政策',
      navUrl: '/view/service',
      target: '_self',
      sort: 9,
      statusId: 1,
    } as const;
    const saved = await t.call(systemContracts.saveWebsiteNav, link, { as: 'operator' });
    expect(saved.code).toBe(200);
    const navId = saved.data.id;
    expect(await t.call(contentContracts.getNavArticle, { id: navId })).toMatchObject({
      code: 404,
    });
    const empty = await t.call(contentContracts.viewNavArticle, { id: navId }, { as: 'operator' });
    expect(empty.data).toMatchObject({ hasArticle: 0, artTitle: '', artDesc: '', navName: '退款政策' });
    await t.call(
      contentContracts.saveNavArticle,
      {
        navId,
        artTitle: '退款政策',
        artDesc: '<p>七天无理由退款。</p>',
      },
      { as: 'operator' },
    );
    expect((await t.call(contentContracts.getNavArticle, { id: navId })).data.artDesc).toBe('<p>七天无理由退款。</p>');
    const hidden = await t.call(
      systemContracts.updateWebsiteNav,
      { ...link, id: navId, statusId: 0 },
      { as: 'operator' },
    );
    expect(hidden.code).toBe(200);
    expect(await t.call(contentContracts.getNavArticle, { id: navId })).toMatchObject({
      code: 404,
    });
    expect(
      await t.call(
        contentContracts.saveNavArticle,
        {
          navId: groups.data[0]!.id,
          artTitle: 'x',
          artDesc: '',
        },
        { as: 'operator' },
      ),
    ).toMatchObject({ status: 400, msg: '只有底部导航链接可以编写文章，分组不可以' });
    expect(
      await t.call(
        contentContracts.saveNavArticle,
        {
          navId,
          artTitle: 'x',
          artDesc: '',
        },
        { as: 'otherOperator' },
      ),
    ).toMatchObject({ code: 404 });
    expect(
      await t.call(contentContracts.saveNavArticle, { navId, artTitle: '', artDesc: '' }, { as: 'operator' }),
    ).toMatchObject({ code: 400 });
  });
});

describe('VIP sets', () => {
  it('lists the enabled sets in yuan, with the visitor not a member', async () => {
    const res = await t.call(contentContracts.listVipSet);
    expect(res.code).toBe(200);
    expect(res.data.isVip).toBe(0);
    expect(res.data.vipExpireTime).toBe('');
    expect(res.data.vipSetList.map((set) => [set.setName, set.setPrice, set.rulingPrice, set.durationDays])).toEqual([
      ['月卡会员', 39, 59, 30],
      ['季卡会员', 99, 177, 90],
      ['年卡会员', 299, 708, 365],
    ]);
    expect(res.data.vipSetList[2]!.benefits.split('\n').length).toBe(5);
    expect((await t.call(contentContracts.listVipSet, undefined, { site: OTHER_SITE_ID })).data).toEqual({
      vipSetList: [],
      isVip: 0,
      vipExpireTime: '',
    });
  });

  it('tells a signed-in member until when the membership runs', async () => {
    const res = await t.call(contentContracts.listVipSet, undefined, { as: 'learner' });
    expect(res.data.isVip).toBe(1);
    expect(res.data.vipExpireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await t.call(contentContracts.listVipSet, undefined, { as: 'teacher' })).data).toMatchObject({
      isVip: 0,
      vipExpireTime: '',
    });
  });

  it('lets the operator add, change, disable and delete a set, money stored in fen', async () => {
    const body: ContractInput<typeof contentContracts.saveVipSet> = {
      setName: '半年卡会员',
      setPrice: 169.9,
      rulingPrice: 354,
      durationDays: 180,
      benefits: '全站会员课程 180 天畅学',
      sort: 2,
      statusId: 1,
    };
    const saved = await t.call(contentContracts.saveVipSet, body, { as: 'operator' });
    expect(saved.data).toMatchObject({ setName: '半年卡会员', setPrice: 169.9, statusId: 1 });
    const row = await t.db
      .selectFrom('vip_set')
      .selectAll()
      .where('id', '=', Number(saved.data.id))
      .executeTakeFirstOrThrow();
    expect(row.set_price).toBe(16990);
    const shown = await t.call(contentContracts.listVipSet);
    expect(shown.data.vipSetList.map((set) => set.setName)).toContain('半年卡会员');
    const disabled = await t.call(
      contentContracts.updateVipSet,
      {
        id: saved.data.id,
        ...body,
        statusId: 0,
      },
      { as: 'operator' },
    );
    expect(disabled.data.statusId).toBe(0);
    expect((await t.call(contentContracts.listVipSet)).data.vipSetList.map((set) => set.setName)).not.toContain(
      '半年卡会员',
    );
    expect((await t.call(contentContracts.adminListVipSet, undefined, { as: 'operator' })).data.length).toBe(4);
    expect(await t.call(contentContracts.deleteVipSet, { id: saved.data.id }, { as: 'otherOperator' })).toMatchObject({
      code: 404,
    });
    expect(await t.call(contentContracts.deleteVipSet, { id: saved.data.id }, { as: 'operator' })).toMatchObject({
      code: 200,
    });
    expect((await t.call(contentContracts.adminListVipSet, undefined, { as: 'operator' })).data.length).toBe(3);
  });

  it('refuses prices with more than two decimals, a list price below the price and bad durations', async () => {
    const body: ContractInput<typeof contentContracts.saveVipSet> = {
      setName: '周卡',
      setPrice: 9.9,
      rulingPrice: 0,
      durationDays: 7,
      benefits: '',
      sort: 1,
      statusId: 1,
    };
    expect(await t.call(contentContracts.saveVipSet, { ...body, setPrice: 9.999 }, { as: 'operator' })).toMatchObject({
      code: 400,
      msg: '参数错误：setPrice 最多两位小数',
    });
    expect(await t.call(contentContracts.saveVipSet, { ...body, rulingPrice: 5 }, { as: 'operator' })).toMatchObject({
      code: 400,
      msg: '原价不能低于售价',
    });
    expect(await t.call(contentContracts.saveVipSet, { ...body, setPrice: -1 }, { as: 'operator' })).toMatchObject({
      code: 400,
    });
    expect(await t.call(contentContracts.saveVipSet, { ...body, durationDays: 0 }, { as: 'operator' })).toMatchObject({
      code: 400,
    });
    expect(
      await t.call(contentContracts.saveVipSet, malformed({ ...body, setPrice: '9.9' }), { as: 'operator' }),
    ).toMatchObject({
      code: 400,
    });
    expect((await t.call(contentContracts.adminListVipSet, undefined, { as: 'operator' })).data.length).toBe(3);
  });
});

describe('the dictionary', () => {
  it('gives the problem kinds and exam subjects by GET', async () => {
    const res = await t.call(contentContracts.listDict, { dictType: 'problemKind' });
    expect(res.code).toBe(200);
    expect(res.data.map((item) => [item.dictValue, item.dictLabel])).toEqual(demoProblemKinds);
    expect((await t.call(contentContracts.listDict, { dictType: 'examSubject' })).data[0]).toMatchObject({
      dictValue: 'cet4',
      dictLabel: '大学英语四级',
    });
    expect((await t.call(contentContracts.listDict, { dictType: 'noSuchType' })).data).toEqual([]);
    expect(
      (await t.call(contentContracts.listDict, { dictType: 'problemKind' }, { site: OTHER_SITE_ID })).data,
    ).toEqual([]);
    expect(await t.call(contentContracts.listDict, { dictType: 'bad-type!' })).toMatchObject({ code: 400 });
  });

  it('lets the operator add, relabel, disable and delete entries, one value per type', async () => {
    const added = await t.call(
      contentContracts.saveDict,
      {
        dictType: 'problemKind',
        dictLabel: '排序题',
        dictValue: '9',
        sort: 9,
        statusId: 1,
        remark: '句子排序',
      },
      { as: 'operator' },
    );
    expect(added.data).toMatchObject({ dictType: 'problemKind', dictValue: '9', remark: '句子排序' });
    expect((await t.call(contentContracts.listDict, { dictType: 'problemKind' })).data).toHaveLength(8);
    expect(
      await t.call(
        contentContracts.saveDict,
        {
          dictType: 'problemKind',
          dictLabel: '重复',
          dictValue: 'grammar',
          sort: 1,
          statusId: 1,
          remark: '',
        },
        { as: 'operator' },
      ),
    ).toMatchObject({ status: 409, msg: '字典 problemKind 中已有值 grammar' });
    const relabelled = await t.call(
      contentContracts.updateDict,
      {
        id: added.data.id,
        dictType: 'problemKind',
        dictLabel: '句子排序题',
        dictValue: '9',
        sort: 9,
        statusId: 0,
        remark: '',
      },
      { as: 'operator' },
    );
    expect(relabelled.data).toMatchObject({ dictLabel: '句子排序题', statusId: 0 });
    expect((await t.call(contentContracts.listDict, { dictType: 'problemKind' })).data).toHaveLength(7);
    const listed = await t.call(contentContracts.adminListDict, { dictType: 'problemKind' }, { as: 'operator' });
    expect(listed.data).toHaveLength(8);
    expect(await t.call(contentContracts.deleteDict, { id: added.data.id }, { as: 'otherOperator' })).toMatchObject({
      code: 404,
    });
    expect(await t.call(contentContracts.deleteDict, { id: added.data.id }, { as: 'operator' })).toMatchObject({
      code: 200,
    });
    expect(await t.call(contentContracts.deleteDict, { id: added.data.id }, { as: 'operator' })).toMatchObject({
      code: 404,
    });
    expect((await t.call(contentContracts.adminListDict, {}, { as: 'otherOperator' })).data).toEqual([]);
    expect(
      await t.call(
        contentContracts.saveDict,
        {
          dictType: '1bad',
          dictLabel: 'x',
          dictValue: 'x',
          sort: 1,
          statusId: 1,
          remark: '',
        },
        { as: 'operator' },
      ),
    ).toMatchObject({ code: 400 });
  });
});
