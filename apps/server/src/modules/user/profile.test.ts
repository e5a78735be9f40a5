import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userContracts } from '@school/contracts';
import { type ContractInput, malformed } from '../../testing/call.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app.ts';
import { pngBytes, uploadAs } from '../upload/upload-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ProfileInput = ContractInput<typeof userContracts.updateUserExt>;
const profile: ProfileInput = {
  nickname: '小李同学',
  headImgUrl: '/files/upload/11/a.png',
  sex: 2,
  remark: '备考雅思 7 分',
};
const research = {
  learningGoal: '雅思 7 分',
  englishLevel: '大学六级',
  weeklyHours: 10,
  interests: ['口语', '写作', '口语'],
  remark: '',
};

describe('profile', () => {
  it('edits nickname, avatar, sex and introduction', async () => {
    const res = await t.call(userContracts.updateUserExt, profile, { as: 'learner' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      nickname: '小李同学',
      headImgUrl: '/files/upload/11/a.png',
      sex: 2,
      remark: '备考雅思 7 分',
    });
  });

  it('refuses visitors, bad input and script addresses, changing nothing', async () => {
    expect((await t.call(userContracts.updateUserExt, profile)).code).toBe(303);
    const blank = await t.call(userContracts.updateUserExt, { ...profile, nickname: '' }, { as: 'learner' });
    expect([blank.code, blank.msg]).toEqual([400, '参数错误：nickname 不能为空']);
    const spaces = await t.call(userContracts.updateUserExt, { ...profile, nickname: '   ' }, { as: 'learner' });
    expect(spaces.code).toBe(400);
    const long = await t.call(
      userContracts.updateUserExt,
      { ...profile, nickname: '名'.repeat(21) },
      { as: 'learner' },
    );
    expect(long.msg).toBe('参数错误：nickname 长度不能超过 20 个字符');
    const script = await t.call(
      userContracts.updateUserExt,
      { ...profile, headImgUrl: 'javascript:alert(1)' },
      { as: 'learner' },
    );
    expect(script.msg).toBe('参数错误：headImgUrl 不是合法的链接地址');
    for (const outside of [
      'https://tracker.example.com/pixel.png',
      '/upload/11/a.png',
      '/files/../avatar.png',
      '//evil.example.com/files/a.png',
    ]) {
      const res = await t.call(userContracts.updateUserExt, { ...profile, headImgUrl: outside }, { as: 'learner' });
      expect([res.status, res.code, res.msg]).toEqual([400, 400, expect.stringMatching(/^参数错误：headImgUrl /)]);
    }
    const tracked = await t.call(
      userContracts.updateUserExt,
      { ...profile, nickname: '改了名', headImgUrl: 'https://tracker.example.com/pixel.png' },
      { as: 'learner' },
    );
    expect(tracked.msg).toBe('参数错误：headImgUrl 只能使用本站上传的图片');
    const sex = await t.call(userContracts.updateUserExt, malformed({ ...profile, sex: 3 }), {
      as: 'learner',
    });
    expect(sex.msg).toBe('参数错误：sex 取值不正确');
    const me = await t.call(userContracts.viewUserExt, undefined, { as: 'learner' });
    expect(me.data).toMatchObject({ nickname: '小李同学', headImgUrl: '/files/upload/11/a.png' });
  });

  it('keeps a seeded avatar or none, as the profile page sends them back', async () => {
    const token = await t.tokenFor('13800000004');
    const me = await t.call(userContracts.viewUserExt, undefined, { as: { token } });
    expect(me.data.headImgUrl).toMatch(/^\/files\//);
    const { nickname, headImgUrl, sex, remark } = me.data;
    for (const picture of [headImgUrl, '']) {
      const res = await t.call(
        userContracts.updateUserExt,
        { nickname, headImgUrl: picture, sex: sex as ProfileInput['sex'], remark },
        { as: { token } },
      );
      expect(res.code).toBe(200);
    }
  });

  it('changes the password only with the old one, ending every session', async () => {
    const token = await t.tokenFor('13800000003');
    const wrong = await t.call(
      userContracts.changePassword,
      { oldPassword: 'wrong-one', password: 'newpass123' },
      { as: { token } },
    );
    expect([wrong.code, wrong.msg]).toEqual([400, '原密码不正确']);
    const same = await t.call(
      userContracts.changePassword,
      { oldPassword: DEMO_PASSWORD, password: DEMO_PASSWORD },
      { as: { token } },
    );
    expect(same.msg).toBe('新密码不能与原密码相同');
    expect(
      (
        await t.call(
          userContracts.changePassword,
          { oldPassword: DEMO_PASSWORD, password: 'newpass123' },
          { as: { token } },
        )
      ).code,
    ).toBe(200);
    expect((await t.call(userContracts.viewUserExt, undefined, { as: { token } })).code).toBe(302);
    expect((await t.call(userContracts.loginByPassword, { mobile: '13800000003', password: 'newpass123' })).code).toBe(
      200,
    );
  });
});

describe('learning questionnaire', () => {
  it('is empty at first, saved once, then edited', async () => {
    expect((await t.call(userContracts.viewResearch, undefined, { as: 'learner' })).data).toBeNull();
    const saved = await t.call(userContracts.saveResearch, research, { as: 'learner' });
    expect(saved.data).toMatchObject({ learningGoal: '雅思 7 分', interests: ['口语', '写作'] });
    const twice = await t.call(userContracts.saveResearch, research, { as: 'learner' });
    expect([twice.code, twice.msg]).toEqual([409, '您已填写过学习调研，请修改']);
    const edited = await t.call(userContracts.editResearch, { ...research, weeklyHours: 20 }, { as: 'learner' });
    expect(edited.data.weeklyHours).toBe(20);
    expect((await t.call(userContracts.viewResearch, undefined, { as: 'learner' })).data?.weeklyHours).toBe(20);
  });

  it('refuses bad answers and visitors, and another learner sees only their own', async () => {
    const hours = await t.call(userContracts.saveResearch, { ...research, weeklyHours: 200 }, { as: 'learner' });
    expect(hours.msg).toBe('参数错误：weeklyHours 不能大于 100');
    expect((await t.call(userContracts.viewResearch)).code).toBe(303);
    const other = await t.tokenFor('13800000002');
    expect((await t.call(userContracts.viewResearch, undefined, { as: { token: other } })).data).toBeNull();
    const editNone = await t.call(userContracts.editResearch, research, { as: { token: other } });
    expect([editNone.code, editNone.msg]).toEqual([409, '您还没有填写学习调研']);
  });
});

describe('face checks (sandbox matcher)', () => {
  it('registers the first picture, passes the same face and counts failures', async () => {
    const token = await t.tokenFor('13800000004');
    const first = await uploadAs(t, { token }, 'me.png', pngBytes(1));
    const res1 = await t.call(userContracts.faceContrasCode, { faceImgUrl: first.data.url }, { as: { token } });
    expect(res1.data).toEqual({ passed: 1, registered: 1, failCount: 0 });
    const same = await uploadAs(t, { token }, 'again.png', pngBytes(1));
    const res2 = await t.call(
      userContracts.faceContrasCode,
      { faceImgUrl: same.data.url, periodId: '123' },
      { as: { token } },
    );
    expect(res2.data).toEqual({ passed: 1, registered: 0, failCount: 0 });
    const other = await uploadAs(t, { token }, 'other.png', pngBytes(2));
    const res3 = await t.call(userContracts.faceContrasCode, { faceImgUrl: other.data.url }, { as: { token } });
    expect(res3.data).toEqual({ passed: 0, registered: 0, failCount: 1 });
    const fail = await t.call(userContracts.faceContrasFail, { periodId: '123' }, { as: { token } });
    expect(fail.data).toEqual({ failCount: 2 });
  });

  it('refuses a picture the user did not upload', async () => {
    const picture = await uploadAs(t, 'teacher', 'teacher.png', pngBytes(3));
    const res = await t.call(userContracts.faceContrasCode, { faceImgUrl: picture.data.url }, { as: 'learner' });
    expect([res.code, res.msg]).toEqual([400, '请先拍摄并上传本人照片']);
    expect((await t.call(userContracts.faceContrasCode, { faceImgUrl: picture.data.url })).code).toBe(303);
    const cross = await t.call(
      userContracts.faceContrasCode,
      { faceImgUrl: picture.data.url },
      { as: 'otherSchoolUser' },
    );
    expect(cross.code).toBe(400);
  });
});
