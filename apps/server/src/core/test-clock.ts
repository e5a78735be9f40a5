import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Code } from '@school/contracts';
import { ConfigError } from './config.ts';
import { ok, sendError } from './http.ts';
import { systemClock, type Clock } from './time.ts';

/**
 * A clock a browser journey moves (decision 0072): the real time plus an offset that only a call from the
 * machine itself can add to. The journeys run the built server in another process, so they cannot move
 * a clock in memory as the server tests do (`createFakeClock`). Sessions, codes and rate limits read it,
 * like every other `ctx.clock` reader; the job queue keeps the real clock (core/module.ts).
 */
export interface MovableClock extends Clock {
  advance(ms: number): void;
}

export function createMovableClock(base: Clock = systemClock): MovableClock {
  let offsetMs = 0;
  return {
    now: () => base.now() + offsetMs,
    advance(ms) {
      offsetMs += ms;
    },
  };
}

/** Where the control answers; outside `/apis`, so it has no site, no contract and no place in the API's documents. */
export const TEST_CLOCK_PATH = '/testing/clock';
/** The longest single move: a journey waits out minutes or hours, never years. */
const MAX_ADVANCE_MS = 7 * 24 * 3600 * 1000;

const isLoopback = (address: string | undefined): boolean => {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
};

/**
 * The movable clock when `TEST_CLOCK=1`, else null. A school that others can reach never runs one: the
 * start stops unless the server listens on a loopback address and the sandbox stands in for outside
 * services (a school with real payments and SMS is not a test school).
 */
export function testClockFrom(
  env: Record<string, string | undefined>,
  config: { host: string; sandbox: boolean },
): MovableClock | null {
  if (env.TEST_CLOCK !== '1') return null;
  const host = config.host === 'localhost' ? '127.0.0.1' : config.host;
  if (!isLoopback(host) || !config.sandbox)
    throw new ConfigError(
      `TEST_CLOCK=1 只能用于只监听本机（HOST=127.0.0.1）且 SANDBOX=1 的测试学校`,
      `TEST_CLOCK=1 needs HOST set to a loopback address and SANDBOX=1: it is for test schools only`,
    );
  return createMovableClock();
}

/**
 * `POST /testing/clock {advanceMs}` moves the clock forward and answers the server's time. Only the
 * machine itself may call it: the socket's address is checked, not `request.ip`, which a proxy's
 * X-Forwarded-For would set.
 */
export function registerTestClock(app: FastifyInstance, clock: MovableClock): void {
  app.post<{ Body: { advanceMs?: unknown } | undefined }>(
    TEST_CLOCK_PATH,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress)) return sendError(reply, Code.forbidden, '只能从本机调整测试时钟');
      const advanceMs = request.body?.advanceMs;
      if (typeof advanceMs !== 'number' || !Number.isInteger(advanceMs) || advanceMs < 0 || advanceMs > MAX_ADVANCE_MS)
        return sendError(reply, Code.badRequest, `参数错误：advanceMs 应为 0 到 ${MAX_ADVANCE_MS} 之间的整数毫秒`);
      clock.advance(advanceMs);
      return ok({ now: clock.now() });
    },
  );
}
