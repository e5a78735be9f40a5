import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Research, UserInfo } from '@school/contracts';
import { createTestApp, DEMO_PASSWORD, OTHER_SITE_ID, post, type TestApp } from '../../testing/test-app.ts';
import { pngBytes, upload } from '../upload/upload-fixtures.ts';

let t: TestApp;
let learner: string;
beforeAll(async () => {
  t = await createTestApp();
  learner = await t.tokenFor('13800000001');
});
afterAll(() => t.close());

const profile = { nickname: '小李同学', headImgUrl: '/files/upload/11/a.png', sex: 2, remark: '备考雅思 7 分' };
const research = {
  learningGoal: '雅思 7 分',
  englishLevel: '大学六级',
  weeklyHours: 10,
  interests: ['口语', '写作', '口语'],
  remark: '',
};

describe('profile', () => {
  it('edits nickname, avatar, sex and introduction', async () => {
    const res = await post<UserInfo>(t.app, '/user/auth/user/ext/update', profile, { token: learner });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      nickname: '小李同学',
      headImgUrl: '/files/upload/11/a.png',
      sex: 2,
      remark: '备考雅思 7 分',
    });
  });

  it('refuses visitors, bad input and script addresses, changing nothing', async () => {
    expect((await post(t.app, '/user/auth/user/ext/update', profile)).code).toBe(303);
    const blank = await post(t.app, '/user/auth/user/ext/update', { ...profile, nickname: '' }, { token: learner });
    expect([blank.code, blank.msg]).toEqual([400, '参数错误：nickname 不能为空']);
    const spaces = await post(t.app, '/user/auth/user/ext/update', { ...profile, nickname: '   ' }, { token: learner });
    expect(spaces.code).toBe(400);
    const long = await post(
      t.app,
      '/user/auth/user/ext/update',
      { ...profile, nickname: '名'.repeat(21) },
      { token: learner },
    );
    expect(long.msg).toBe('参数错误：nickname 长度不能超过 20 个字符');
    const script = await post(
      t.app,
      '/user/auth/user/ext/update',
      { ...profile, headImgUrl: 'javascript:alert(1)' },
      { token: learner },
    );
    expect(script.msg).toBe('参数错误：headImgUrl 不是合法的链接地址');
    for (const outside of [
      'https://tracker.example.com/pixel.png',
      '/upload/11/a.png',
      '/files/../avatar.png',
      '//evil.example.com/files/a.png',
    ]) {
      const res = await post(
        t.app,
        '/user/auth/user/ext/update',
        { ...profile, headImgUrl: outside },
        { token: learner },
      );
      expect([res.status, res.code, res.msg]).toEqual([400, 400, expect.stringMatching(/^参数错误：headImgUrl /)]);
    }
    const tracked = await post(
      t.app,
      '/user/auth/user/ext/update',
      { ...profile, nickname: '改了名', headImgUrl: 'https://tracker.example.com/pixel.png' },
      { token: learner },
    );
    expect(tracked.msg).toBe('参数错误：headImgUrl 只能使用本站上传的图片');
    const sex = await post(t.app, '/user/auth/user/ext/update', { ...profile, sex: 3 }, { token: learner });
    expect(sex.msg).toBe('参数错误：sex 取值不正确');
    const me = await post<UserInfo>(t.app, '/user/auth/user/ext/view', undefined, { token: learner });
    expect(me.data).toMatchObject({ nickname: '小李同学', headImgUrl: '/files/upload/11/a.png' });
  });

  it('keeps a seeded avatar or none, as the profile page sends them back', async () => {
    const token = await t.tokenFor('13800000004');
    const me = await post<UserInfo>(t.app, '/user/auth/user/ext/view', undefined, { token });
    expect(me.data.headImgUrl).toMatch(/^\/files\//);
    const { nickname, headImgUrl, sex, remark } = me.data;
    for (const picture of [headImgUrl, '']) {
      const res = await post(
        t.app,
        '/user/auth/user/ext/update',
        { nickname, headImgUrl: picture, sex, remark },
        { token },
      );
      expect(res.code).toBe(200);
    }
  });

  it('changes the password only with the old one, ending every session', async () => {
    const token = await t.tokenFor('13800000003');
    const wrong = await post(
      t.app,
      '/user/auth/user/ext/update/password',
      { oldPassword: 'wrong-one', password: 'newpass123' },
      { token },
    );
    expect([wrong.code, wrong.msg]).toEqual([400, '原密码不正确']);
    const same = await post(
      t.app,
      '/user/auth/user/ext/update/password',
      { oldPassword: DEMO_PASSWORD, password: DEMO_PASSWORD },
      { token },
    );
    expect(same.msg).toBe('新密码不能与原密码相同');
    expect(
      (
        await post(
          t.app,
          '/user/auth/user/ext/update/password',
          { oldPassword: DEMO_PASSWORD, password: 'newpass123' },
          { token },
        )
      ).code,
    ).toBe(200);
    expect((await post(t.app, '/user/auth/user/ext/view', undefined, { token })).code).toBe(302);
    expect(
      (await post(t.app, '/user/api/user/login/password', { mobile: '13800000003', password: 'newpass123' })).code,
    ).toBe(200);
  });
});

describe('learning questionnaire', () => {
  it('is empty at first, saved once, then edited', async () => {
    expect((await post(t.app, '/user/auth/user/research/view', undefined, { token: learner })).data).toBeNull();
    const saved = await post<Research>(t.app, '/user/auth/user/research/save', research, { token: learner });
    expect(saved.data).toMatchObject({ learningGoal: '雅思 7 分', interests: ['口语', '写作'] });
    const twice = await post(t.app, '/user/auth/user/research/save', research, { token: learner });
    expect([twice.code, twice.msg]).toEqual([409, '您已填写过学习调研，请修改']);
    const edited = await post<Research>(
      t.app,
      '/user/auth/user/research/edit',
      { ...research, weeklyHours: 20 },
      { token: learner },
    );
    expect(edited.data.weeklyHours).toBe(20);
    expect(
      (await post<Research>(t.app, '/user/auth/user/research/view', undefined, { token: learner })).data.weeklyHours,
    ).toBe(20);
  });

  it('refuses bad answers and visitors, and another learner sees only their own', async () => {
    const hours = await post(
      t.app,
      '/user/auth/user/research/save',
      { ...research, weeklyHours: 200 },
      { token: learner },
    );
    expect(hours.msg).toBe('参数错误：weeklyHours 不能大于 100');
    expect((await post(t.app, '/user/auth/user/research/view')).code).toBe(303);
    const other = await t.tokenFor('13800000002');
    expect((await post(t.app, '/user/auth/user/research/view', undefined, { token: other })).data).toBeNull();
    const editNone = await post(t.app, '/user/auth/user/research/edit', research, { token: other });
    expect([editNone.code, editNone.msg]).toEqual([409, '您还没有填写学习调研']);
  });
});

describe('face checks (sandbox matcher)', () => {
  it('registers the first picture, passes the same face and counts failures', async () => {
    const token = await t.tokenFor('13800000004');
    const first = await upload(t.app, token, 'me.png', pngBytes(1));
    const res1 = await post(t.app, '/user/auth/user/ext/face/contras/code', { faceImgUrl: first.data.url }, { token });
    expect(res1.data).toEqual({ passed: 1, registered: 1, failCount: 0 });
    const same = await upload(t.app, token, 'again.png', pngBytes(1));
    const res2 = await post(
      t.app,
      '/user/auth/user/ext/face/contras/code',
      { faceImgUrl: same.data.url, periodId: '123' },
      { token },
    );
    expect(res2.data).toEqual({ passed: 1, registered: 0, failCount: 0 });
    const other = await upload(t.app, token, 'other.png', pngBytes(2));
    const res3 = await post(t.app, '/user/auth/user/ext/face/contras/code', { faceImgUrl: other.data.url }, { token });
    expect(res3.data).toEqual({ passed: 0, registered: 0, failCount: 1 });
    const fail = await post(t.app, '/user/auth/user/ext/face/contras/fail', { periodId: '123' }, { token });
    expect(fail.data).toEqual({ failCount: 2 });
  });

  it('refuses a picture the user did not upload', async () => {
    const owner = await t.tokenFor('13800000002');
    const picture = await upload(t.app, owner, 'teacher.png', pngBytes(3));
    const res = await post(
      t.app,
      '/user/auth/user/ext/face/contras/code',
      { faceImgUrl: picture.data.url },
      { token: learner },
    );
    expect([res.code, res.msg]).toEqual([400, '请先拍摄并上传本人照片']);
    expect((await post(t.app, '/user/auth/user/ext/face/contras/code', { faceImgUrl: picture.data.url })).code).toBe(
      303,
    );
    const otherSite = await t.tokenFor('13800000001', OTHER_SITE_ID);
    const cross = await post(
      t.app,
      '/user/auth/user/ext/face/contras/code',
      { faceImgUrl: picture.data.url },
      { token: otherSite, site: OTHER_SITE_ID },
    );
    expect(cross.code).toBe(400);
  });
});
