import { randomBytes } from 'node:crypto';
import { Limits } from '@school/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, httpStatusFor } from '../../core/errors.ts';
import type { SessionStore } from '../../core/sessions.ts';
import type { Tenancy } from '../../core/tenancy.ts';
import { SANDBOX_DEMO_OPENID } from '../../db/seed/demo-accounts.ts';
import type { AccountService } from './account.service.ts';
import { WECHAT_CALLBACK_PATH } from './wechat-provider.ts';
import {
  newSandboxCode,
  SANDBOX_WECHAT_AUTHORIZE_PATH,
  WECHAT_PAY_CALLBACK_PATH,
  type WechatPayAuthService,
} from './wechat-pay-auth.ts';

/**
 * The WeChat pages outside /apis. The sandbox WeChat (SANDBOX on, no WeChat app configured) is the
 * page a phone would open when scanning the sign-in QR code; it reports the scan through the same
 * service call the real callback uses. With a WeChat app configured, /wechat/login/callback is
 * where WeChat sends the sign-in frame after the scan, and /sandbox/** answers 404.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const SCAN_NOTE = '这是本地沙箱中的“微信”，用于演示和测试扫码登录；生产环境由微信公众号回调完成同一步骤。';

const page = (
  title: string,
  body: string,
  note = SCAN_NOTE,
) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:'Noto Sans CJK SC','PingFang SC',sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#1f2329}
h1{font-size:20px}.card{border:1px solid #e5e6eb;border-radius:8px;padding:16px;margin:12px 0}
button{background:#07c160;color:#fff;border:0;border-radius:6px;padding:10px 16px;font-size:15px;cursor:pointer;width:100%}
input{width:100%;box-sizing:border-box;padding:8px;margin:8px 0;border:1px solid #c9cdd4;border-radius:6px}.muted{color:#86909c;font-size:13px}</style>
</head><body><h1>${title}</h1>${body}${note ? `<p class="muted">${note}</p>` : ''}</body></html>`;

/** The signed-in learner's token, from the cookie the website keeps it in. */
const tokenCookie = (header: string | undefined): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === Limits.tokenCookie) return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
};

/** WeChat's callbacks and the sandbox's pages reach the school by its address (`siteForHost`). */
export function registerWechatPages(
  app: FastifyInstance,
  {
    accounts,
    wechatPayAuth,
    sessions,
  }: { accounts: AccountService; wechatPayAuth: WechatPayAuthService; sessions: Pick<SessionStore, 'resolve'> },
  tenancy: Pick<Tenancy, 'siteForHost'>,
  providers: { sandbox: boolean; wechat: boolean; wechatPay: 'official' | 'sandbox' | null },
): void {
  if (!providers.sandbox) {
    app.all('/sandbox/*', { schema: { hide: true } }, (_request, reply) =>
      reply.status(404).type('text/html; charset=utf-8').send(page('页面不存在', '<p>沙箱已关闭。</p>')),
    );
  }
  if (providers.wechat) {
    app.get<{ Querystring: { code?: string; state?: string } }>(
      WECHAT_CALLBACK_PATH,
      { schema: { hide: true } },
      async (request, reply) => {
        const { code = '', state = '' } = request.query;
        reply.type('text/html; charset=utf-8');
        // Without a code the reader declined on the phone.
        if (!code) return reply.status(400).send(callbackPage('已取消登录，请刷新二维码后重新扫码'));
        try {
          const siteId = await tenancy.siteForHost(request.host);
          await accounts.completeWechatScan(siteId, String(state), String(code));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return reply.status(httpStatusFor(error.code)).send(callbackPage(error.message));
        }
        return reply.send(callbackPage('扫码成功，正在登录…'));
      },
    );
  }
  if (providers.sandbox && !providers.wechat) registerSandboxWechat(app, accounts, tenancy);
  if (providers.wechatPay) {
    // WeChat's browser comes back here from the silent authorisation (decision 0066), with the learner's own cookie.
    app.get<{ Querystring: { code?: string; state?: string } }>(
      WECHAT_PAY_CALLBACK_PATH,
      { schema: { hide: true } },
      async (request, reply) => {
        const { code = '', state = '' } = request.query;
        try {
          if (!code)
            return await reply
              .status(400)
              .type('text/html; charset=utf-8')
              .send(payCallbackPage('微信授权已取消，请回到课程页重新支付'));
          const siteId = await tenancy.siteForHost(request.host);
          const session = await sessions.resolve(siteId, tokenCookie(request.headers.cookie), 'user');
          const back = await wechatPayAuth.complete(siteId, session.subjectId, String(state), String(code));
          return await reply.redirect(back, 303);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return reply
            .status(httpStatusFor(error.code))
            .type('text/html; charset=utf-8')
            .send(payCallbackPage(error.message));
        }
      },
    );
  }
  if (providers.sandbox && providers.wechatPay === 'sandbox') registerSandboxWechatPayAuthorize(app);
}

const payCallbackPage = (message: string) =>
  page('微信授权', `<p>${escapeHtml(message)}</p><p><a href="/">返回首页</a></p>`, '');

/** The sandbox's stand-in for WeChat's authorize page: it sends back a code standing for a made-up openid. */
function registerSandboxWechatPayAuthorize(app: FastifyInstance): void {
  app.get<{ Querystring: { state?: string } }>(
    SANDBOX_WECHAT_AUTHORIZE_PATH,
    { schema: { hide: true } },
    (request, reply) => {
      const state = String(request.query.state ?? '');
      reply.type('text/html; charset=utf-8');
      if (!/^[0-9a-f]{32}$/.test(state)) return reply.status(400).send(page('授权失败', '<p>授权链接无效。</p>'));
      return reply.send(
        page(
          '沙箱：模拟微信网页授权',
          `<div class="card"><p>本页是本地沙箱，代替微信的静默授权（snsapi_base）：确认后本站记下一个沙箱生成的 openid，用于演示微信内支付。</p>
<form method="get" action="${WECHAT_PAY_CALLBACK_PATH}"><input type="hidden" name="code" value="${newSandboxCode()}">
<input type="hidden" name="state" value="${state}"><button type="submit">确认授权</button></form></div>`,
          '这是本地沙箱中的“微信”，用于演示和测试微信内支付的授权；生产环境由微信公众号网页授权完成同一步骤。',
        ),
      );
    },
  );
}

/** Shown inside the sign-in frame; the sign-in page itself notices the scan by asking for the scene's state. */
const callbackPage = (
  message: string,
) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>微信登录</title></head>
<body style="font-family:sans-serif;text-align:center;padding-top:80px;color:#1f2329"><p>${escapeHtml(message)}</p></body></html>`;

function registerSandboxWechat(
  app: FastifyInstance,
  accounts: AccountService,
  tenancy: Pick<Tenancy, 'siteForHost'>,
): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    scope.get<{ Querystring: { scene?: string } }>(
      '/sandbox/wechat/scan',
      { schema: { hide: true } },
      (request, reply) => {
        const scene = escapeHtml(String(request.query.scene ?? ''));
        return reply.type('text/html; charset=utf-8').send(
          page(
            '模拟微信扫码',
            `<div class="card"><form method="post"><input type="hidden" name="scene" value="${scene}">
<input type="hidden" name="openid" value="${SANDBOX_DEMO_OPENID}"><input type="hidden" name="nickname" value="小李的微信">
<p>以演示学员（13800000001）已绑定的微信确认登录</p><button type="submit">确认登录</button></form></div>
<div class="card"><form method="post"><input type="hidden" name="scene" value="${scene}">
<input type="hidden" name="openid" value="sandbox-openid-${randomBytes(6).toString('hex')}">
<p>以一个新的微信用户扫码（之后需绑定手机号）</p><input name="nickname" value="新同学" maxlength="20" aria-label="微信昵称">
<button type="submit">确认登录</button></form></div>`,
          ),
        );
      },
    );

    scope.post<{ Body: { scene?: string; openid?: string; nickname?: string } }>(
      '/sandbox/wechat/scan',
      { schema: { hide: true } },
      async (request, reply) => {
        const { scene = '', openid = '', nickname = '' } = request.body ?? {};
        reply.type('text/html; charset=utf-8');
        if (!/^[0-9a-f]{32}$/.test(scene) || !/^[\w-]{1,64}$/.test(openid)) {
          return reply.status(400).send(page('扫码失败', '<p>二维码无效。</p>'));
        }
        try {
          const siteId = await tenancy.siteForHost(request.host);
          await accounts.scanQrScene(siteId, scene, openid, nickname.trim().slice(0, 20) || '微信用户');
        } catch (error) {
          const msg = error instanceof AppError ? error.message : '扫码失败';
          return reply.status(400).send(page('扫码失败', `<p>${escapeHtml(msg)}</p>`));
        }
        return reply.send(page('已扫码', '<p>已确认，请回到电脑上继续。</p>'));
      },
    );
  });
}
