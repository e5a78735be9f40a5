import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createFakeClock, type TestApp } from '../testing/test-app.ts';
import { ConfigError } from './config.ts';
import { createMemoryRateLimiter } from './rate-limiter.ts';
import { createMovableClock, registerTestClock, TEST_CLOCK_PATH, testClockFrom } from './test-clock.ts';

const testSchool = { host: '127.0.0.1', sandbox: true };

describe('the test clock (decision 0072)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not there unless TEST_CLOCK=1', async () => {
    expect(testClockFrom({}, testSchool)).toBeNull();
    expect(testClockFrom({ TEST_CLOCK: '0' }, testSchool)).toBeNull();
    const res = await t.app.inject({ method: 'POST', url: TEST_CLOCK_PATH, payload: { advanceMs: 60_000 } });
    expect(res.statusCode).toBe(404);
  });

  it('stops the start of a school that others can reach or that uses real services', () => {
    expect(() => testClockFrom({ TEST_CLOCK: '1' }, { host: '0.0.0.0', sandbox: true })).toThrow(ConfigError);
    expect(() => testClockFrom({ TEST_CLOCK: '1' }, { host: '192.168.1.20', sandbox: true })).toThrow(ConfigError);
    expect(() => testClockFrom({ TEST_CLOCK: '1' }, { host: '127.0.0.1', sandbox: false })).toThrow(ConfigError);
    expect(testClockFrom({ TEST_CLOCK: '1' }, testSchool)).not.toBeNull();
    expect(testClockFrom({ TEST_CLOCK: '1' }, { host: 'localhost', sandbox: true })).not.toBeNull();
    expect(testClockFrom({ TEST_CLOCK: '1' }, { host: '::1', sandbox: true })).not.toBeNull();
  });

  describe('the call', () => {
    const base = createFakeClock(1_800_000_000_000);
    const clock = createMovableClock(base);
    const app = Fastify();
    registerTestClock(app, clock);
    afterAll(() => app.close());
    const move = (payload: unknown, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'POST', url: TEST_CLOCK_PATH, payload: payload as object, remoteAddress });

    it('refuses a caller from another machine, even one a proxy says is local, and moves nothing', async () => {
      for (const remoteAddress of ['10.0.0.5', '::ffff:192.168.1.20', '2001:db8::1']) {
        const res = await move({ advanceMs: 60_000 }, remoteAddress);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 403, msg: '只能从本机调整测试时钟' });
      }
      const forwarded = await app.inject({
        method: 'POST',
        url: TEST_CLOCK_PATH,
        payload: { advanceMs: 60_000 },
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forwarded.statusCode).toBe(403);
      expect(clock.now()).toBe(base.now());
    });

    it('refuses a move back, a fraction, a year or no number with a clear message', async () => {
      for (const payload of [{ advanceMs: -1 }, { advanceMs: 1.5 }, { advanceMs: 365 * 24 * 3600_000 }, {}]) {
        const res = await move(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toMatch(/^参数错误：advanceMs/);
      }
      expect(clock.now()).toBe(base.now());
    });

    it('moves the clock forward for the machine itself, and a rate limit lets the next action in', async () => {
      const limiter = createMemoryRateLimiter(clock);
      expect(await limiter.wait('post', 1, 3_600_000)).toBe(0);
      base.advance(1_000);
      expect(await limiter.wait('post', 1, 3_600_000)).toBe(3_599_000);

      const res = await move({ advanceMs: 3_599_000 }, '::ffff:127.0.0.1');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 200, msg: '成功', data: { now: base.now() + 3_599_000 } });
      expect(await limiter.wait('post', 1, 3_600_000)).toBe(0);
      expect((await move({ advanceMs: 0 }, '::1')).statusCode).toBe(200);
    });
  });
});
