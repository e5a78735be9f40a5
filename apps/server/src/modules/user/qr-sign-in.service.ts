import type { LoginResult, QrState } from '@school/contracts';
import { forbidden, notFound, wrongState } from '../../core/errors.ts';
import { ensureEnabled, type AccountCore } from './account-core.ts';
import type { AccountServiceDeps } from './account.service.ts';

/** WeChat QR sign-in: the scene, its scan, its state, and binding a mobile to a new WeChat (decision 0009). */

const QR_TTL_MS = 5 * 60_000;

export function createQrSignInService(deps: AccountServiceDeps, core: AccountCore) {
  const { transact, userRepo, authCodeRepo, clock, newId } = deps;

  async function recordScan(siteId: number, sceneId: string, openid: string, wxNickname: string): Promise<void> {
    const scene = await authCodeRepo.findScene(siteId, sceneId);
    if (!scene || scene.expires_at <= clock.now()) throw notFound('二维码已失效，请刷新后重新扫码');
    if (!(await authCodeRepo.moveScene(siteId, sceneId, 0, { state: 1, openid, wx_nickname: wxNickname }))) {
      throw wrongState('该二维码已被扫描');
    }
  }

  return {
    async createQrScene(siteId: number, origin: string) {
      if (!deps.wechat) throw forbidden('微信扫码登录未开通，请使用其他方式登录');
      const { sceneId, qrcodeUrl, display } = deps.wechat.createScene(origin);
      const now = clock.now();
      await authCodeRepo.insertScene({
        id: newId(),
        site_id: siteId,
        gmt_create: now,
        scene_id: sceneId,
        state: 0,
        openid: '',
        wx_nickname: '',
        expires_at: now + QR_TTL_MS,
      });
      // WeChat's own page draws its QR code; the sandbox's address is drawn here.
      const svg = display === 'image' ? await drawQrCode(qrcodeUrl) : '';
      return {
        sceneId,
        qrcodeUrl,
        qrcodeImage: svg ? `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` : '',
        display,
        expireSeconds: QR_TTL_MS / 1000,
      };
    },

    /**
     * WeChat sent the reader back with a code for the scene named by `state`: the scene must be
     * waiting and live before the code is spent, and the scan is recorded once. The school is the
     * one whose address WeChat sent the reader back to.
     */
    async completeWechatScan(siteId: number, state: string, code: string): Promise<void> {
      const exchange = deps.wechat?.exchangeCode;
      if (!exchange) throw notFound('微信扫码登录未开通');
      const scene = /^[0-9a-f]{32}$/.test(state) ? await authCodeRepo.findScene(siteId, state) : undefined;
      if (!scene || scene.state !== 0 || scene.expires_at <= clock.now()) {
        throw notFound('二维码已失效，请刷新后重新扫码');
      }
      const wechatUser = await exchange(code);
      await recordScan(siteId, state, wechatUser.openid, wechatUser.nickname || '微信用户');
    },

    /** WeChat reports a scan (the sandbox page plays this part). */
    scanQrScene: recordScan,

    async checkQrState(siteId: number, sceneId: string): Promise<QrState> {
      const scene = await authCodeRepo.findScene(siteId, sceneId);
      if (!scene) throw notFound('二维码不存在');
      const waiting = { token: '', userInfo: null, wxNickname: scene.wx_nickname };
      if (scene.state === 2 || scene.expires_at <= clock.now()) return { ...waiting, state: 3 };
      if (scene.state === 0) return { ...waiting, state: 0 };
      const binding = await userRepo.findWechatBinding(siteId, scene.openid);
      if (!binding) return { ...waiting, state: 2 };
      const user = await userRepo.findById(siteId, binding.user_id);
      if (!user) return { ...waiting, state: 2 };
      ensureEnabled(user);
      return transact(async (tx) => {
        if (!(await authCodeRepo.moveScene(siteId, sceneId, 1, { state: 2 }, tx))) return { ...waiting, state: 3 };
        const result = await core.signIn(siteId, user, tx);
        return { state: 1, token: result.token, userInfo: result.userInfo, wxNickname: scene.wx_nickname };
      });
    },

    async registerByQrcode(
      siteId: number,
      input: { sceneId: string; mobile: string; code: string; referralCode?: string },
    ): Promise<LoginResult> {
      const scene = await authCodeRepo.findScene(siteId, input.sceneId);
      if (!scene) throw notFound('二维码不存在');
      if (scene.state !== 1 || scene.expires_at <= clock.now()) throw wrongState('二维码已失效，请刷新后重新扫码');
      if (await userRepo.findWechatBinding(siteId, scene.openid)) throw wrongState('该微信已绑定其他账号');
      // The code first, so a wrong one answers alike for registered and new numbers.
      const codeId = await core.checkCode(siteId, input.mobile, 'bind', input.code);
      const referrerId = await core.referrerOf(siteId, input.referralCode);
      const existing = await userRepo.findByMobile(siteId, input.mobile);
      if (existing) ensureEnabled(existing);
      return transact(async (tx) => {
        await core.consumeCode(siteId, codeId, tx);
        if (!(await authCodeRepo.moveScene(siteId, input.sceneId, 1, { state: 2 }, tx)))
          throw wrongState('二维码已失效，请刷新后重新扫码');
        const user =
          existing ??
          (await core.createUser(
            siteId,
            { mobile: input.mobile, passwordHash: '', nickname: scene.wx_nickname, referrerId },
            tx,
          ));
        await userRepo.bindWechat(
          { id: newId(), site_id: siteId, user_id: user.id, openid: scene.openid, gmt_create: clock.now() },
          tx,
        );
        return core.signIn(siteId, user, tx);
      });
    },
  };
}

/** The QR code as SVG; the library loads with the first code drawn (decision 0046). */
async function drawQrCode(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', margin: 1, width: 200 });
}
