import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebsiteInfo } from '@school/contracts';
import { createTestApp, get, operatorToken, post, type TestApp } from '../testing/test-app.ts';
import { UNSAFE_URLS } from '../testing/unsafe-urls.ts';

/**
 * Every link or image address the server accepts is checked by the contracts' SAFE_URL_PATTERN in
 * the call's schema: each unsafe address is refused with 400 and a Chinese message naming the
 * field, and nothing changes; the same body with a safe address is taken.
 */

let t: TestApp;
let admin: string;
let learner: string;
let teacher: string;
let orgId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
  learner = await t.tokenFor('13800000001');
  teacher = await t.tokenFor('13800000004');
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
  call: string;
  /** The field as the message names it. */
  field: string;
  token: () => string;
  body: () => Promise<Body>;
  set: (body: Body, value: string) => Body;
  /** What the call would change, read before and after the refusals. */
  state: () => Promise<unknown>;
}

const slide = { title: '', img: '/files/a.png', url: '/list', target: '_self' };
const adminList = (url: string) => async () => (await post(t.app, url, {}, { token: admin })).data;
const siteInfo = async () => (await get<WebsiteInfo>(t.app, '/system/api/website/info/view')).data;
const firstId = async (url: string) =>
  ((await post<{ id: string }[]>(t.app, url, {}, { token: admin })).data[0] ?? { id: '' }).id;
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
  call: '/system/admin/website/info/update',
  field: key,
  token: () => admin,
  body: siteInfo,
  set: on(key),
  state: siteInfo,
});

const fields: LinkField[] = [
  ...['logo', 'ico', 'wxCode', 'service1', 'h5Domain'].map(infoField),
  ...(['save', 'update'] as const).flatMap((verb): LinkField[] => [
    {
      call: `/system/admin/nav/bar/${verb}`,
      field: 'navUrl',
      token: () => admin,
      body: async () => ({
        ...(verb === 'update' ? { id: await firstId('/system/admin/nav/bar/list') } : {}),
        navTitle: '课程',
        navUrl: '/list',
        target: '_self',
        platShow: 1,
        sort: 1,
        statusId: 1,
      }),
      set: on('navUrl'),
      state: adminList('/system/admin/nav/bar/list'),
    },
    {
      call: `/system/admin/website/nav/${verb}`,
      field: 'navUrl',
      token: () => admin,
      body: async () => ({
        ...(verb === 'update' ? { id: await firstId('/system/admin/website/nav/list') } : {}),
        parentId: '0',
        navName: '关于',
        navUrl: '/view/service',
        target: '_self',
        sort: 1,
        statusId: 1,
      }),
      set: on('navUrl'),
      state: adminList('/system/admin/website/nav/list'),
    },
    {
      call: `/system/admin/website/link/${verb}`,
      field: 'linkUrl',
      token: () => admin,
      body: async () => ({
        ...(verb === 'update' ? { id: await firstId('/system/admin/website/link/list') } : {}),
        linkName: '教育部',
        linkUrl: 'https://www.moe.gov.cn',
        linkTarget: '_blank',
        sort: 1,
        statusId: 1,
      }),
      set: on('linkUrl'),
      state: adminList('/system/admin/website/link/list'),
    },
    ...(['img', 'url'] as const).map((key): LinkField => ({
      call: `/system/admin/sys/banner/${verb}`,
      field: `data[0].${key}`,
      token: () => admin,
      body: async () => ({
        ...(verb === 'update' ? { id: await firstId('/system/admin/sys/banner/list') } : {}),
        ...bannerBody,
        bannerCode: `safe_url_${verb}_${key}`,
      }),
      set: (body, value) => ({ ...body, data: [{ ...slide, [key]: value }] }),
      state: adminList('/system/admin/sys/banner/list'),
    })),
    ...(['advImg', 'advUrl'] as const).map((key): LinkField => ({
      call: `/system/admin/adv/${verb}`,
      field: key,
      token: () => admin,
      body: async () => ({
        ...(verb === 'update' ? { id: await firstId('/system/admin/adv/list') } : {}),
        ...advBody,
      }),
      set: on(key),
      state: adminList('/system/admin/adv/list'),
    })),
  ]),
  {
    call: '/course/admin/org/save',
    field: 'orgLogo',
    token: () => admin,
    body: async () => ({
      id: orgId,
      orgName: '启航机构',
      orgLogo: '/files/org.png',
      introduce: '',
      sort: 1,
      statusId: 1,
    }),
    set: on('orgLogo'),
    state: adminList('/course/admin/org/list'),
  },
  {
    call: '/user/auth/user/ext/update',
    field: 'headImgUrl',
    token: () => learner,
    body: async () => ({ nickname: '学员', headImgUrl: '/files/me.png', sex: 0, remark: '' }),
    set: on('headImgUrl'),
    state: async () => (await post(t.app, '/user/auth/user/ext/view', {}, { token: learner })).data,
  },
  ...(['apply', 'update'] as const).map((verb): LinkField => ({
    call: `/user/auth/lecturer/audit/${verb}`,
    field: 'headImgUrl',
    token: () => teacher,
    body: async () => ({
      lecturerName: '王老师',
      lecturerPosition: '雅思讲师',
      introduce: '十年雅思教学经验，擅长口语。',
      headImgUrl: '/files/t.png',
    }),
    set: on('headImgUrl'),
    state: async () => (await post(t.app, '/user/auth/lecturer/audit/view', {}, { token: teacher })).data,
  })),
  {
    call: '/data/auth/user/feedback/save',
    field: 'images[0]',
    token: () => learner,
    body: async () => ({ content: '视频偶尔卡顿。', contact: '', images: ['/files/shot.png'] }),
    set: (body, value) => ({ ...body, images: [value] }),
    state: async () => (await post(t.app, '/data/auth/user/feedback/page', {}, { token: learner })).data,
  },
  {
    call: '/user/auth/user/ext/face/contras/code',
    field: 'faceImgUrl',
    token: () => learner,
    body: async () => ({ faceImgUrl: '/files/face.png' }),
    set: on('faceImgUrl'),
    state: () => t.db.selectFrom('face_check').selectAll().execute(),
  },
];

describe('link and image addresses', () => {
  it.each(fields.map((f) => [`${f.call} ${f.field}`, f] as const))(
    '%s refuses every unsafe address and changes nothing',
    async (_name, f) => {
      const body = await f.body();
      const before = await f.state();
      for (const bad of UNSAFE_URLS) {
        const res = await post(t.app, f.call, f.set(body, bad), { token: f.token() });
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
      const res = await post(
        t.app,
        '/system/admin/website/info/update',
        { ...body, onlineServicePages: bad },
        { token: admin },
      );
      expect([res.code, res.msg], bad).toEqual([400, '参数错误：onlineServicePages 只能填写以逗号分隔的站内路径']);
    }
    expect(await siteInfo()).toEqual(before);
    const saved = await post<WebsiteInfo>(
      t.app,
      '/system/admin/website/info/update',
      { ...body, onlineServicePages: ' /list ， /vip,' },
      { token: admin },
    );
    expect(saved.data.onlineServicePages).toBe('/list,/vip');
  });

  it('safe addresses are taken by the same calls', async () => {
    const saved = await post(
      t.app,
      '/system/admin/nav/bar/save',
      {
        navTitle: '外链',
        navUrl: 'https://www.moe.gov.cn/a?b=1#c',
        target: '_blank',
        platShow: 1,
        sort: 9,
        statusId: 1,
      },
      { token: admin },
    );
    expect(saved.code).toBe(200);
    for (const url of ['', '/list?categoryId=1', '#top', 'vip', 'HTTPS://EXAMPLE.COM/%2F']) {
      const info = await post<WebsiteInfo>(
        t.app,
        '/system/admin/website/info/update',
        { ...(await siteInfo()), h5Domain: url },
        { token: admin },
      );
      expect([info.code, info.data.h5Domain]).toEqual([200, url]);
    }
  });
});
