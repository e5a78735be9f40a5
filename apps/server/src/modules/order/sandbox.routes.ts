import type { FastifyInstance } from 'fastify';
import { AppError, httpStatusFor } from '../../core/errors.ts';
import { fenToYuan } from '../../core/money.ts';
import { isSandboxReturn, SANDBOX_PAY_PATH, type SandboxGateway } from './gateways/sandbox.ts';
import { NOTIFY_PATH } from './order.routes.ts';
import { apiUrl } from '@school/contracts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const page = (title: string, body: string) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:'Noto Sans CJK SC','PingFang SC',sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#1f2329}
h1{font-size:20px}.card{border:1px solid #e5e6eb;border-radius:8px;padding:16px;margin:12px 0}.amount{font-size:32px;font-weight:600;margin:8px 0}
button{border:0;border-radius:6px;padding:12px 16px;font-size:16px;cursor:pointer;width:100%;margin:6px 0;color:#fff}
.pay{background:#1677ff}.link{background:none;color:#86909c;font-size:14px}.fail{background:#f53f3f}.muted{color:#86909c;font-size:13px}#result{font-weight:600;min-height:1.5em}</style>
</head><body><h1>${title}</h1>${body}<p class="muted">这是本地沙箱支付，用于演示和测试；生产环境由微信支付或支付宝完成同一步骤。</p></body></html>`;

/**
 * What the pay page's buttons do, served as a file so the page's Content-Security-Policy runs no
 * inline script (decision 0050). The page names the addresses on `#result`.
 */
export const SANDBOX_PAY_SCRIPT_PATH = `${SANDBOX_PAY_PATH}.js`;
const PAY_SCRIPT = `async function settle(paid) {
  const result = document.getElementById('result');
  document.querySelectorAll('button').forEach((b) => (b.disabled = true));
  try {
    const r = await fetch(result.dataset.pay, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ paid }) });
    const note = await r.json();
    if (!r.ok) throw new Error(note.message);
    const n = await fetch(result.dataset.notify, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(note) });
    const answer = await n.json();
    if (!n.ok) throw new Error(answer.message);
    if (result.dataset.back) {
      result.textContent = paid ? '支付成功，正在返回订单…' : '已模拟支付失败，正在返回订单…';
      location.assign(result.dataset.back);
      return;
    }
    result.textContent = paid ? '支付成功，请回到电脑上查看订单' : '已模拟支付失败';
  } catch (e) {
    result.textContent = '操作失败：' + e.message;
  }
}
document.getElementById('pay')?.addEventListener('click', () => settle(true));
document.getElementById('fail')?.addEventListener('click', () => settle(false));
`;

/**
 * The sandbox gateway's pay page (what the QR code opens). Its buttons ask the sandbox for a signed
 * notification and post it to the notification address a real gateway calls. Opened from a phone
 * (`?back=` the order's page) it is the phone's confirm page: one pay button, then back to the order.
 */
export function registerSandboxPayPages(app: FastifyInstance, sandbox: SandboxGateway): void {
  app.get(SANDBOX_PAY_SCRIPT_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(PAY_SCRIPT),
  );

  app.get<{ Params: { serial: string }; Querystring: { back?: string } }>(
    `${SANDBOX_PAY_PATH}/:serial`,
    { schema: { hide: true } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const back = request.query.back;
      if (back !== undefined && !isSandboxReturn(back)) {
        return reply.status(400).send(page('沙箱支付', '<p>返回地址无效。</p>'));
      }
      const trade = await sandbox.trade(request.params.serial);
      if (!trade) return reply.status(404).send(page('沙箱支付', '<p>支付单不存在。</p>'));
      const open = trade.trade_state === 'NOTPAY';
      const stateText: Record<string, string> = {
        SUCCESS: '该笔支付已完成。',
        FAIL: '该笔支付已失败，请回到订单重新发起支付。',
        CLOSED: '该笔支付已关闭，请回到订单重新发起支付。',
        REFUND: '该笔支付已退款。',
      };
      const buttons = back
        ? `<button class="pay" id="pay">确认支付 ¥${fenToYuan(trade.amount).toFixed(2)}</button><button class="link" id="fail">模拟支付失败</button>`
        : '<button class="pay" id="pay">支付成功</button><button class="fail" id="fail">支付失败</button>';
      const done = back ? `<p><a href="${escapeHtml(back)}">返回订单</a></p>` : '';
      return reply.send(
        page(
          back ? '确认付款' : '沙箱支付',
          `<div class="card"><div>${escapeHtml(trade.subject)}</div><div class="amount">¥${fenToYuan(trade.amount).toFixed(2)}</div>
<div class="muted">支付流水号 ${escapeHtml(trade.serial_number)}</div></div>
${open ? buttons : done}
<p id="result" data-pay="${escapeHtml(`${SANDBOX_PAY_PATH}/${trade.serial_number}`)}" data-notify="${escapeHtml(apiUrl(`${NOTIFY_PATH}/${sandbox.name}`))}"${back ? ` data-back="${escapeHtml(back)}"` : ''}>${open ? '' : (stateText[trade.trade_state] ?? '')}</p>
${open ? `<script src="${SANDBOX_PAY_SCRIPT_PATH}"></script>` : ''}`,
        ),
      );
    },
  );

  app.post<{ Params: { serial: string }; Body: { paid?: unknown } }>(
    `${SANDBOX_PAY_PATH}/:serial`,
    { schema: { hide: true } },
    async (request, reply) => {
      try {
        return await sandbox.pay(request.params.serial, request.body?.paid === true);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return reply.status(httpStatusFor(error.code)).send({ code: 'FAIL', message: error.message });
      }
    },
  );
}
