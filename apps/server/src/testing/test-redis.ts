import net from 'node:net';

/** The Redis the shared-state tests use; they are skipped when it cannot be reached, unless CI requires it. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether `testRedisUrl` answers; `what` names the tests skipped when it does not. */
export async function testRedisReachable(what: string): Promise<boolean> {
  const reachable = await new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(testRedisUrl);
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
  if (!reachable && process.env.REQUIRE_REDIS === '1') throw new Error(`Redis is required at ${testRedisUrl}`);
  if (!reachable) console.warn(`Redis is not reachable at ${testRedisUrl}; ${what} skipped.`);
  return reachable;
}
