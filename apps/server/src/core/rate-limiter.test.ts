import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../testing/test-app.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { testRedisReachable, testRedisUrl as redisUrl } from '../testing/test-redis.ts';

const redisReachable = await testRedisReachable('the shared rate-limiter test is');

function behavesAsASlidingWindow(make: (clock: ReturnType<typeof createFakeClock>) => RateLimiter, key: string) {
  return async () => {
    const clock = createFakeClock(1_800_000_000_000);
    const limiter = make(clock);
    for (let i = 0; i < 3; i++) {
      expect(await limiter.take(key, 3, 60_000)).toBe(true);
      clock.advance(10_000);
    }
    // Three within the last minute: the fourth waits until the first is a minute old, and a refusal is not counted.
    expect(await limiter.take(key, 3, 60_000)).toBe(false);
    expect(await limiter.wait(key, 3, 60_000)).toBe(30_000);
    clock.advance(29_999);
    expect(await limiter.wait(key, 3, 60_000)).toBe(1);
    // The window slides: once the first action is a minute old, one more fits, then none again.
    clock.advance(2);
    expect(await limiter.take(key, 3, 60_000)).toBe(true);
    expect(await limiter.take(key, 3, 60_000)).toBe(false);
    // Other keys count on their own.
    expect(await limiter.take(`${key}:other`, 1, 60_000)).toBe(true);
    expect(await limiter.take(`${key}:other`, 1, 60_000)).toBe(false);
  };
}

describe('rate limiter', () => {
  it('in process counts within a sliding window', behavesAsASlidingWindow(createMemoryRateLimiter, 'memory'));

  it('in process keeps a bounded number of keys', async () => {
    const limiter = createMemoryRateLimiter(createFakeClock(), 2);
    expect(await limiter.take('a', 1, 60_000)).toBe(true);
    expect(await limiter.take('b', 1, 60_000)).toBe(true);
    expect(await limiter.take('c', 1, 60_000)).toBe(true);
    // 'a' was the least recently used and was dropped.
    expect(await limiter.take('a', 1, 60_000)).toBe(true);
    expect(await limiter.take('c', 1, 60_000)).toBe(false);
  });

  describe.skipIf(!redisReachable)('in Redis', () => {
    const redis = redisReachable ? new Redis(redisUrl) : undefined;
    const prefix = `school:test-limit:${process.pid}:${Date.now()}:`;
    afterAll(async () => {
      if (!redis) return;
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    it(
      'counts within a sliding window',
      behavesAsASlidingWindow((clock) => createRedisRateLimiter(redis!, clock, prefix), 'redis'),
    );

    it('counts two instances together', async () => {
      const clock = createFakeClock();
      const first = createRedisRateLimiter(redis!, clock, prefix);
      const second = createRedisRateLimiter(redis!, clock, prefix);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).take('shared', 4, 60_000)),
      );
      expect(results.filter(Boolean)).toHaveLength(4);
    });
  });
});
