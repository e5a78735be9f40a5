import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentContracts,
  courseContracts,
  dataContracts,
  type RouteContract,
  systemContracts,
  userContracts,
} from '@school/contracts';
import { type Caller, malformed } from '../testing/call.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { UNSAFE_URLS } from '../testing/unsafe-urls.ts';

/**
 * Every link or image address the server accepts is checked by the contracts' SAFE_URL_PATTERN in
 * the call's schema: each unsafe address is refused with 400 and a Chinese message naming the
 * field, and nothing changes; the same body with a safe address is taken.
 */

let t: TestApp;
let orgId: string;
beforeAll(async () => {
  t = await createTestApp();
  const org = await t.db
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', 11)
    .where('mobile', '=', '13800000003')
    .executeTakeFirstOrThrow();
  orgId = String(org.id);
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
interface LinkField {
  call: RouteContract;
  /** The field as the message names it. */
  field: string;
  as: Caller;
  body: () => Promise<Body>;
  set: (body: Body, value: string) => Body;
  /** What the call would change, read before and after the refusals. */
  state: () => Promise<unknown>;
}

const slide = { title: '', img: '/files/a.png', url: '/list', target: '_self' };
const adminList = (contract: RouteContract) => async () =>
  (await t.call(contract, malformed({}), { as: 'operator' })).data;
const siteInfo = async () => (await t.call(systemContracts.getWebsiteInfo)).data;
const firstId = async (contract: RouteContract) =>
  (((await t.call(contract, malformed({}), { as: 'operator' })).data as { id: string }[])[0] ?? { id: '' }).id;
const advBody = {
  advTitle: '暑期班',
  advImg: '/files/adv.png',
  advUrl: '/list',
  advTarget: '_self',
  advLocation: 'index_middle',
  platShow: 1,
  beginTime: '2026-01-01 00:00:00',
  endTime: '2036-01-01 00:00:00',
  sort: 1,
  statusId: 1,
};
const bannerBody = {
  bannerCode: 'safe_url_test',
  bannerName: '测试',
  bannerGroup: 'pc',
  data: [slide],
  sort: 1,
  statusId: 1,
};

const on = (key: string) => (body: Body, value: string) => ({ ...body, [key]: value });
const infoField = (key: string): LinkField => ({
  call: systemContracts.updateWebsiteInfo,
  field: key,
  as: 'operator',
  body: siteInfo,
  set: on(key),
  state: siteInfo,
});

const fields: LinkField[] = [
  ...['logo', 'ico', 'wxCode', 'service1', 'h5Domain'].map(infoField),
  ...(['save', 'update'] as const).flatMap((verb): LinkField[] => [
    {
      call: verb === 'save' ? systemContracts.saveNavBar : systemContracts.updateNavBar,
      field: 'navUrl',
      as: 'operator',
      body: async () => ({
        ...(verb === 'update' ? { id: await firstId(systemContracts.adminListNavBar) } : {}),
        navTitle: '课程',
        navUrl: '/list',
        target: '_self',
        platShow: 1,
        sort: 1,
        statusId: 1,
      }),
      set: on('navUrl'),
      state: adminList(systemContracts.adminListNavBar),
    },
    {
      call: verb === 'save' ? systemContracts.saveWebsiteNav : systemContracts.updateWebsiteNav,
      field: 'navUrl',
      as: 'operator',
      body: async () => ({
        ...(verb === 'update' ? { id: await firstId(systemContracts.adminListWebsiteNav) } : {}),
        parentId: '0',
        navName: '关于',
        navUrl: '/view/service',
        target: '_self',
        sort: 1,
        statusId: 1,
      }),
      set: on('navUrl'),
      state: adminList(systemContracts.adminListWebsiteNav),
    },
    {
      call: verb === 'save' ? systemContracts.saveWebsiteLink : systemContracts.updateWebsiteLink,
      field: 'linkUrl',
      as: 'operator',
      body: async () => ({
        ...(verb === 'update' ? { id: await firstId(systemContracts.adminListWebsiteLink) } : {}),
        linkName: '教育部',
        linkUrl: 'https://www.moe.gov.cn',
        linkTarget: '_blank',
        sort: 1,
        statusId: 1,
      }),
      set: on('linkUrl'),
      state: adminList(systemContracts.adminListWebsiteLink),
    },
    ...(['img', 'url'] as const).map((key): LinkField => ({
      call: verb === 'save' ? systemContracts.saveBanner : systemContracts.updateBanner,
      field: `data[0].${key}`,
      as: 'operator',
      body: async () => ({
        ...(verb === 'update' ? { id: await firstId(systemContracts.adminListBanner) } : {}),
        ...bannerBody,
        bannerCode: `safe_url_${verb}_${key}`,
      }),
      set: (body, value) => ({ ...body, data: [{ ...slide, [key]: value }] }),
      state: adminList(systemContracts.adminListBanner),
    })),
    ...(['advImg', 'advUrl'] as const).map((key): LinkField => ({
      call: verb === 'save' ? contentContracts.saveAdv : contentContracts.updateAdv,
      field: key,
      as: 'operator',
      body: async () => ({
        ...(verb === 'update' ? { id: await firstId(contentContracts.adminListAdv) } : {}),
        ...advBody,
      }),
      set: on(key),
      state: adminList(contentContracts.adminListAdv),
    })),
  ]),
  {
    call: courseContracts.saveOrg,
    field: 'orgLogo',
    as: 'operator',
    body: async () => ({
      id: orgId,
      orgName: '启航机构',
      orgLogo: '/files/org.png',
      introduce: '',
      sort: 1,
      statusId: 1,
    }),
    set: on('orgLogo'),
    state: adminList(courseContracts.adminListOrg),
  },
  {
    call: userContracts.updateUserExt,
    field: 'headImgUrl',
    as: 'learner',
    body: async () => ({ nickname: '学员', headImgUrl: '/files/me.png', sex: 0, remark: '' }),
    set: on('headImgUrl'),
    state: async () => (await t.call(userContracts.viewUserExt, {}, { as: 'learner' })).data,
  },
  ...(['apply', 'update'] as const).map((verb): LinkField => ({
    call: verb === 'apply' ? userContracts.applyLecturer : userContracts.updateLecturerAudit,
    field: 'headImgUrl',
    as: { user: '13800000004' },
    body: async () => ({
      lecturerName: '王老师',
      lecturerPosition: '雅思讲师',
      introduce: '十年雅思教学经验，擅长口语。',
      headImgUrl: '/files/t.png',
    }),
    set: on('headImgUrl'),
    state: async () => (await t.call(userContracts.viewLecturerAudit, {}, { as: { user: '13800000004' } })).data,
  })),
  {
    call: dataContracts.saveFeedback,
    field: 'images[0]',
    as: 'learner',
    body: async () => ({ content: '视频偶尔卡顿。', contact: '', images: ['/files/shot.png'] }),
    set: (body, value) => ({ ...body, images: [value] }),
    state: async () => (await t.call(dataContracts.pageFeedback, {}, { as: 'learner' })).data,
  },
  {
    call: userContracts.faceContrasCode,
    field: 'faceImgUrl',
    as: 'learner',
    body: async () => ({ faceImgUrl: '/files/face.png' }),
    set: on('faceImgUrl'),
    state: () => t.db.selectFrom('face_check').selectAll().execute(),
  },
];

describe('link and image addresses', () => {
  it.each(fields.map((f) => [`${f.call.url} ${f.field}`, f] as const))(
    '%s refuses every unsafe address and changes nothing',
    async (_name, f) => {
      const body = await f.body();
      const before = await f.state();
      for (const bad of UNSAFE_URLS) {
        const res = await t.call(f.call, malformed(f.set(body, bad)), { as: f.as });
        expect([res.status, res.code, res.msg], JSON.stringify(bad)).toEqual([
          400,
          400,
          `参数错误：${f.field} 不是合法的链接地址`,
        ]);
      }
      expect(await f.state()).toEqual(before);
    },
  );

  it('the online-service page list takes site paths only', async () => {
    const body = await siteInfo();
    const before = await siteInfo();
    for (const bad of [
      '//evil.example',
      '/list,//evil.example',
      'javascript:alert(1)',
      '/a\\b',
      '/list,https://evil.example',
    ]) {
      const res = await t.call(
        systemContracts.updateWebsiteInfo,
        { ...body, onlineServicePages: bad },
        { as: 'operator' },
      );
      expect([res.code, res.msg], bad).toEqual([400, '参数错误：onlineServicePages 只能填写以逗号分隔的站内路径']);
    }
    expect(await siteInfo()).toEqual(before);
    const saved = await t.call(
      systemContracts.updateWebsiteInfo,
      { ...body, onlineServicePages: ' /list ， /vip,' },
      { as: 'operator' },
    );
    expect(saved.data.onlineServicePages).toBe('/list,/vip');
  });

  it('safe addresses are taken by the same calls', async () => {
    const saved = await t.call(
      systemContracts.saveNavBar,
      {
        navTitle: '外链',
        navUrl: 'https://www.moe.gov.cn/a?b=1#c',
        target: '_blank',
        platShow: 1,
        sort: 9,
        statusId: 1,
      },
      { as: 'operator' },
    );
    expect(saved.code).toBe(200);
    for (const url of ['', '/list?categoryId=1', '#top', 'vip', 'HTTPS://EXAMPLE.COM/%2F']) {
      const info = await t.call(
        systemContracts.updateWebsiteInfo,
        { ...(await siteInfo()), h5Domain: url },
        { as: 'operator' },
      );
      expect([info.code, info.data.h5Domain]).toEqual([200, url]);
    }
  });
});
