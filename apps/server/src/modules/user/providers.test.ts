import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderContracts, type SmsPurpose, userContracts } from '@school/contracts';
import type { Config } from '../../core/config.ts';
import { aliyunSmsStandIn, tencentSmsStandIn, wechatStandIn } from '../../testing/provider-stand-ins.ts';
import { createTestApp, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { signRpc } from './sms-aliyun.ts';
import { signTc3 } from './sms-tencent.ts';

/** Decision 0020: real providers beside the sandboxes, each against a stand-in that checks its signature. */

const sms = (provider: Config['sms']['provider'], overrides: Partial<Config['sms']> = {}): Config['sms'] => ({
  provider,
  aliyun: { endpoint: '', accessKeyId: '', accessKeySecret: '', signName: '启航英语', templateCode: 'SMS_100001' },
  tencent: {
    endpoint: '',
    region: 'ap-guangzhou',
    secretId: '',
    secretKey: '',
    sdkAppId: '1400000001',
    signName: '启航英语',
    templateId: '100001',
  },
  ...overrides,
});

describe('the signers match the providers’ documented examples', () => {
  it('Aliyun RPC signature 1.0 (the DescribeRegions example of the signature document)', () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(signRpc('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('Tencent Cloud TC3-HMAC-SHA256 (the DescribeInstances example of the signature v3 document)', () => {
    const authorization = signTc3({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
      timestamp: 1551113065,
    });
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });
});

const sendCode = async (t: TestApp, mobile: string, purpose: SmsPurpose = 'login') =>
  t.call(userContracts.sendCode, { mobile, purpose, ...(await t.captcha()) });

describe('Aliyun SMS', () => {
  let standIn: Awaited<ReturnType<typeof aliyunSmsStandIn>>;
  let t: TestApp;
  let wrongKey: TestApp;
  beforeAll(async () => {
    standIn = await aliyunSmsStandIn('LTAI-school', 'aliyun-secret');
    const aliyun = (secret: string) =>
      sms('aliyun', {
        aliyun: { ...sms('aliyun').aliyun, endpoint: standIn.url, accessKeyId: 'LTAI-school', accessKeySecret: secret },
      });
    t = await createTestApp({ config: { sandbox: false, sms: aliyun('aliyun-secret') } });
    wrongKey = await createTestApp({ config: { sandbox: false, sms: aliyun('not-the-secret') }, database: t });
  });
  afterAll(async () => {
    await wrongKey.close();
    await t.close();
    await standIn.close();
  });

  it('sends the code through the template, signed, and the code signs the learner in', async () => {
    expect((await sendCode(t, '13900001001')).code).toBe(200);
    const text = standIn.sent.find((message) => message.mobile === '13900001001');
    expect(text?.code).toMatch(/^\d{6}$/);
    // Nothing goes to the sandbox outbox.
    expect(await t.lastSms('13900001001')).toBeUndefined();
    const signedIn = await t.call(userContracts.loginByCode, {
      mobile: '13900001001',
      code: text!.code,
    });
    expect(signedIn.code).toBe(200);
  });

  it('turns the provider’s refusal into a Chinese message and keeps no code', async () => {
    const limited = await sendCode(t, '13000000000');
    expect([limited.status, limited.code, limited.msg]).toEqual([429, 429, '该手机号接收短信过于频繁，请稍后再试']);
    // The text never left, so the reader is not told to wait a minute.
    expect((await sendCode(t, '13000000000')).msg).toBe('该手机号接收短信过于频繁，请稍后再试');
    const unsigned = await sendCode(wrongKey, '13900001002');
    expect([unsigned.code, unsigned.msg]).toEqual([500, '短信发送失败，请稍后再试']);
    const stored = await t.db
      .selectFrom('sms_code')
      .select('id')
      .where('mobile', 'in', ['13000000000', '13900001002'])
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('Tencent Cloud SMS', () => {
  let standIn: Awaited<ReturnType<typeof tencentSmsStandIn>>;
  let t: TestApp;
  let wrongKey: TestApp;
  beforeAll(async () => {
    standIn = await tencentSmsStandIn('AKID-school', 'tencent-secret');
    const tencent = (secret: string) =>
      sms('tencent', {
        tencent: { ...sms('tencent').tencent, endpoint: standIn.url, secretId: 'AKID-school', secretKey: secret },
      });
    t = await createTestApp({ config: { sandbox: false, sms: tencent('tencent-secret') } });
    wrongKey = await createTestApp({ config: { sandbox: false, sms: tencent('not-the-secret') }, database: t });
  });
  afterAll(async () => {
    await wrongKey.close();
    await t.close();
    await standIn.close();
  });

  it('sends the code, signed with TC3-HMAC-SHA256, and the code registers a learner', async () => {
    expect((await sendCode(t, '13900002001', 'register')).code).toBe(200);
    const text = standIn.sent.find((message) => message.mobile === '13900002001');
    expect(text?.code).toMatch(/^\d{6}$/);
    const registered = await t.call(userContracts.register, {
      mobile: '13900002001',
      code: text!.code,
      password: 'secret123',
    });
    expect(registered.code).toBe(200);
  });

  it('answers a daily limit and a bad signature in Chinese', async () => {
    const limited = await sendCode(t, '13000000000');
    expect([limited.code, limited.msg]).toEqual([429, '该手机号接收短信过于频繁，请稍后再试']);
    const unsigned = await sendCode(wrongKey, '13900002002');
    expect([unsigned.code, unsigned.msg]).toEqual([500, '短信发送失败，请稍后再试']);
  });
});

describe('WeChat website QR sign-in (open platform)', () => {
  let standIn: Awaited<ReturnType<typeof wechatStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await wechatStandIn('wx-school-app', 'wechat-secret');
    t = await createTestApp({
      config: {
        wechat: {
          appId: 'wx-school-app',
          appSecret: 'wechat-secret',
          openUrl: 'https://open.example',
          apiUrl: standIn.url,
        },
      },
    });
    // The demo learner has bound this WeChat (its unionid) before.
    const learner = await t.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', 11)
      .where('mobile', '=', '13800000001')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('user_wechat')
      .values({ id: t.newId(), site_id: 11, user_id: learner.id, openid: 'uLearner0001', gmt_create: Date.now() })
      .execute();
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const newScene = async (site?: number) => (await t.call(userContracts.getMpQrCodeUrl, undefined, { site })).data;
  // WeChat sends the reader back to the address the QR page was opened on: localhost is the demo school.
  const callback = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/wechat/login/callback?${new URLSearchParams(query)}` });
  const state = async (sceneId: string, site?: number) =>
    (await t.call(userContracts.checkQrCodeState, { sceneId }, { site })).data;

  it('shows WeChat’s QR page with the scene as state, and signs in the learner whose WeChat is bound', async () => {
    const scene = await newScene();
    expect(scene.display).toBe('frame');
    expect(scene.qrcodeImage).toBe('');
    const address = new URL(scene.qrcodeUrl);
    expect(`${address.origin}${address.pathname}`).toBe('https://open.example/connect/qrconnect');
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      appid: 'wx-school-app',
      response_type: 'code',
      scope: 'snsapi_login',
      state: scene.sceneId,
      redirect_uri: 'http://localhost:80/wechat/login/callback',
    });
    expect(address.hash).toBe('#wechat_redirect');
    const page = await callback({
      code: standIn.scan({ unionid: 'uLearner0001', nickname: '小李' }),
      state: scene.sceneId,
    });
    expect([page.statusCode, page.body.includes('扫码成功')]).toEqual([200, true]);
    const signedIn = await state(scene.sceneId);
    expect(signedIn.state).toBe(1);
    expect(signedIn.userInfo?.mobile).toBe('138****0001');
  });

  it('asks a new WeChat user to bind a mobile', async () => {
    const scene = await newScene();
    await callback({ code: standIn.scan({ unionid: 'uNewcomer001', nickname: '新同学' }), state: scene.sceneId });
    expect(await state(scene.sceneId)).toMatchObject({ state: 2, wxNickname: '新同学', token: '' });
  });

  it('checks the state before spending the code, and refuses replays, bad codes and a declined scan', async () => {
    const calls = standIn.calls.length;
    const unknown = await callback({
      code: standIn.scan({ unionid: 'uLearner0001', nickname: 'x' }),
      state: 'f'.repeat(32),
    });
    expect([unknown.statusCode, unknown.body.includes('二维码已失效')]).toEqual([404, true]);
    const forged = await callback({ code: 'abc', state: '../../x' });
    expect(forged.statusCode).toBe(404);
    expect(standIn.calls.length).toBe(calls);

    const scene = await newScene();
    const code = standIn.scan({ unionid: 'uLearner0001', nickname: '小李' });
    expect((await callback({ code, state: scene.sceneId })).statusCode).toBe(200);
    const replay = await callback({ code, state: scene.sceneId });
    expect(replay.statusCode).toBe(404);

    const other = await newScene();
    const bad = await callback({ code: 'not-a-code', state: other.sceneId });
    expect([bad.statusCode, bad.body.includes('微信授权失败或已过期')]).toEqual([400, true]);
    expect((await state(other.sceneId)).state).toBe(0);
    const declined = await callback({ state: other.sceneId });
    expect([declined.statusCode, declined.body.includes('已取消登录')]).toEqual([400, true]);
  });

  it('does not complete another school’s scene from this school’s address', async () => {
    const scene = await newScene(OTHER_SITE_ID);
    const calls = standIn.calls.length;
    const page = await callback({
      code: standIn.scan({ unionid: 'uLearner0001', nickname: '小李' }),
      state: scene.sceneId,
    });
    expect([page.statusCode, page.body.includes('二维码已失效')]).toEqual([404, true]);
    expect(standIn.calls.length).toBe(calls);
    expect((await state(scene.sceneId, OTHER_SITE_ID)).state).toBe(0);
  });

  it('keeps the sandbox scan page closed while a real WeChat app is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/wechat/scan?scene=x' })).statusCode).toBe(404);
  });
});

describe('SANDBOX=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { sandbox: false, sms: sms('off'), wechat: null } });
  });
  afterAll(() => t.close());

  it('answers /sandbox/** with 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/sandbox/wechat/scan?scene=0123' });
      expect(res.statusCode).toBe(404);
    }
  });

  it('tells the pages that only password sign-in is on, and refuses the others in Chinese', async () => {
    expect((await t.call(userContracts.getLoginMethods)).data).toEqual({
      password: 1,
      code: 0,
      qrcode: 0,
      register: 0,
    });
    const code = await sendCode(t, '13900003001');
    expect([code.status, code.code, code.msg]).toEqual([403, 403, '短信服务未开通，请使用密码登录']);
    const qr = await t.call(userContracts.getMpQrCodeUrl);
    expect([qr.code, qr.msg]).toEqual([403, '微信扫码登录未开通，请使用其他方式登录']);
    const learner = await t.tokenFor('13800000001');
    const face = await t.call(
      userContracts.faceContrasCode,
      { faceImgUrl: '/files/x.png' },
      { as: { token: learner } },
    );
    expect([face.code, face.msg]).toEqual([403, '人脸核验服务未开通，请联系学校']);
    expect((await t.call(orderContracts.listPayMethod)).data).toEqual([]);
  });

  it('the default sandbox offers every method', async () => {
    const demo = await createTestApp({ database: t });
    expect((await demo.call(userContracts.getLoginMethods)).data).toEqual({
      password: 1,
      code: 1,
      qrcode: 1,
      register: 1,
    });
    expect((await demo.call(orderContracts.listPayMethod)).data).toEqual([{ payType: 9, payName: '沙箱支付（演示）' }]);
    await demo.close();
  });
});
