import { courseContracts, orderContracts, API_PREFIX } from '@school/contracts';
import { SANDBOX_PAY_PATH } from '../src/modules/order/gateways/sandbox.ts';
import { NOTIFY_PATH } from '../src/modules/order/order.routes.ts';
import { connections, addTakers, quantile, type Row } from './harness.ts';
import { siteHeaders } from './targets.ts';

/**
 * The order load (issue 13): BENCH_ORDER_BUYERS learners each order every paid video course of the demo
 * school through the sandbox gateway (`/user/auth/order/info/pay`: priced, recorded, payment opened),
 * then every order's signed notification is posted to the callback a gateway calls. Both run as a
 * closed loop of BENCH_CONNECTIONS callers; the figures are orders and notifications per second with
 * their p50/p99. With DATABASE_URL set the school and its buyers live in PostgreSQL.
 */
export const ORDERS_BENCH_NAME = 'orders';
const buyers = Number(process.env.BENCH_ORDER_BUYERS ?? 300);

/** Runs `work` over every item with `concurrency` callers; each call's latency is kept. */
async function closedLoop<T>(items: T[], concurrency: number, work: (item: T) => Promise<boolean>) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        const at = performance.now();
        const ok = await work(item).catch(() => false);
        latencies.push(performance.now() - at);
        if (!ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: Math.round(items.length / elapsed),
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    errors,
  };
}

export async function benchOrders(base: string, dataDir: string): Promise<{ rows: Row[]; notes: string[] }> {
  const tokens = addTakers(dataDir, buyers, 'orders');
  const listed = await fetch(`${base}${API_PREFIX}${courseContracts.listCourse.url}`, {
    method: 'POST',
    headers: siteHeaders,
    body: JSON.stringify({ pageSize: 100, courseCategory: 1 }),
  });
  const courses = (
    (await listed.json()) as { data: { list: { id: string; isFree: number; coursePrice: number }[] } }
  ).data.list.filter((course) => course.isFree === 0 && course.coursePrice > 0);
  const purchases = tokens.flatMap((token) => courses.map((course) => ({ token, productId: course.id })));

  const serials: string[] = [];
  const ordering = await closedLoop(purchases, connections, async ({ token, productId }) => {
    const response = await fetch(`${base}${API_PREFIX}${orderContracts.payOrder.url}`, {
      method: 'POST',
      headers: { ...siteHeaders, token },
      body: JSON.stringify({ productType: 1, productId, payType: 9 }),
    });
    const reply = (await response.json()) as { code: number; data?: { serialNumber: string } };
    if (reply.code !== 200 || !reply.data) return false;
    serials.push(reply.data.serialNumber);
    return true;
  });

  // What the sandbox's 支付成功 button asks for: each order's signed notification (not measured).
  const notifications: string[] = [];
  for (const serial of serials) {
    const signed = await fetch(`${base}${SANDBOX_PAY_PATH}/${serial}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paid: true }),
    });
    notifications.push(await signed.text());
  }
  const notifying = await closedLoop(notifications, connections, async (body) => {
    const response = await fetch(`${base}${API_PREFIX}${NOTIFY_PATH}/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    return response.status === 200;
  });

  return {
    rows: [
      { name: `orders: ${purchases.length} orders made (priced, payment opened)`, ...ordering, timeouts: 0 },
      { name: `orders: ${notifications.length} payment notifications handled`, ...notifying, timeouts: 0 },
    ],
    notes: [
      `order load: ${tokens.length} buyers × ${courses.length} paid courses, ${connections} callers at once, ` +
        `on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`,
    ],
  };
}
