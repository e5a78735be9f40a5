import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseStudyContracts, systemContracts } from '@school/contracts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Cache, cached, connectRedis, createMemoryCache, createRedisCache } from './cache.ts';
import { createTenancy } from './tenancy.ts';
import { testRedisReachable, testRedisUrl as redisUrl } from '../testing/test-redis.ts';

const redisReachable = await testRedisReachable('the shared-cache tests are');

describe('memory cache', () => {
  it('forgets entries after their time to live', async () => {
    let now = 1_000;
    const cache = createMemoryCache(() => now);
    await cache.set('k', { a: 1 }, 10);
    now = 11_000;
    expect(await cache.get('k')).toEqual({ a: 1 });
    now = 11_001;
    expect(await cache.get('k')).toBeUndefined();
  });

  it('holds a bounded number of entries, dropping the least recently used', async () => {
    const cache = createMemoryCache(Date.now, 3);
    for (const key of ['a', 'b', 'c']) await cache.set(key, key, 60);
    await cache.get('a');
    await cache.set('d', 'd', 60);
    expect(await Promise.all(['a', 'b', 'c', 'd'].map((key) => cache.get(key)))).toEqual(['a', undefined, 'c', 'd']);
  });
});

/** The same checks on both caches: a reader must not be able to tell which one the school runs. */
const kinds: [string, () => Promise<Cache>][] = [['in-process', () => Promise.resolve(createMemoryCache())]];
if (redisReachable)
  kinds.push(['Redis', async () => createRedisCache(await connectRedis(redisUrl), `school:test:${process.pid}:`)]);

describe.each(kinds)('%s cache', (_kind, open) => {
  let cache: Cache;
  beforeAll(async () => {
    cache = await open();
  });
  afterAll(() => cache.close());

  it('does not keep a loader that found nothing, and reads it again next time', async () => {
    let loads = 0;
    const load = () => (loads++, Promise.resolve(undefined));
    expect(await cached(cache, 'missing', 60, load)).toBeUndefined();
    expect(await cached(cache, 'missing', 60, load)).toBeUndefined();
    expect(loads).toBe(2);
    expect(await cached(cache, 'missing', 60, () => Promise.resolve({ found: 1 }))).toEqual({ found: 1 });
    expect(await cached(cache, 'missing', 60, load)).toEqual({ found: 1 });
  });

  it('keeps null as a value, and setting undefined removes the entry', async () => {
    await cache.set('nothing', null, 60);
    expect(await cache.get('nothing')).toBeNull();
    await cache.set('nothing', undefined, 60);
    expect(await cache.get('nothing')).toBeUndefined();
  });

  it('gives a copy: changing what was read changes nothing kept', async () => {
    await cache.set('list', { items: [1, 2] }, 60);
    const first = await cache.get<{ items: number[] }>('list');
    first!.items.push(3);
    expect(await cache.get('list')).toEqual({ items: [1, 2] });
  });

  it('gives back plain data as JSON would, undefined fields dropped and undefined array items as null', async () => {
    await cache.set('shape', { a: undefined, b: [undefined, 'x'], c: '中文', d: 1.5 }, 60);
    expect(await cache.get('shape')).toStrictEqual({ b: [null, 'x'], c: '中文', d: 1.5 });
  });

  it.each([
    ['a Date', { at: new Date(0) }],
    ['a Map', new Map([['a', 1]])],
    ['a Set', { ids: new Set([1]) }],
    ['a Buffer', { bytes: Buffer.from('ab') }],
    ['a bigint', { id: 1n }],
    ['NaN', { n: Number.NaN }],
    ['Infinity', [Number.POSITIVE_INFINITY]],
    ['a function', { f: () => 1 }],
  ])('refuses %s instead of keeping something else', async (_name, value) => {
    await expect(cache.set('odd', value, 60)).rejects.toThrow(TypeError);
    expect(await cache.get('odd')).toBeUndefined();
  });

  it.each([0, -1, 1.5])('refuses a time to live of %s seconds', async (ttl) => {
    await expect(cache.set('ttl', 'x', ttl)).rejects.toThrow(RangeError);
    expect(await cache.get('ttl')).toBeUndefined();
  });
});

describe('site from host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('maps a school domain to its site and any other host to the default site', async () => {
    const tenancy = createTenancy({ db: t.db, cache: createMemoryCache(), defaultSiteId: 11 });
    await t.db
      .insertInto('site_domain')
      .values({ id: t.newId(), site_id: 12, domain: 'branch.example.cn', gmt_create: Date.now() })
      .execute();
    expect(await tenancy.siteForHost('branch.example.cn:3000')).toBe(12);
    expect(await tenancy.siteForHost('BRANCH.example.cn')).toBe(12);
    expect(await tenancy.siteForHost('demo.school.local')).toBe(11);
    expect(await tenancy.siteForHost('localhost:3000')).toBe(11);
    expect(await tenancy.siteForHost(undefined)).toBe(11);
  });
});

describe.runIf(redisReachable)('shared cache and limits across instances (Redis)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    await redis.quit();
    // Two instances on one database, as behind a load balancer.
    first = await createTestApp({ config: { redisUrl, rateLimitPerMinute: 100000 } });
    second = await createTestApp({ config: { redisUrl, rateLimitPerMinute: 100000 }, database: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('an operator edit on one instance is seen at once on the other', async () => {
    const before = await second.call(systemContracts.getWebsiteInfo);
    const { siteId: _siteId, ...fields } = before.data;
    await first.call(systemContracts.updateWebsiteInfo, { ...fields, siteNamePc: '改名后的网校' }, { as: 'operator' });
    const after = await second.call(systemContracts.getWebsiteInfo);
    expect(after.data.siteNamePc).toBe('改名后的网校');
  });

  it('a course that does not exist stays a 404, not a 500, on every call', async () => {
    for (const instance of [first, second, first]) {
      const res = await instance.call(courseStudyContracts.listCourseChapter, { courseId: '1' });
      expect([res.status, res.code]).toEqual([404, 404]);
    }
  });

  it('an entry an older version wrote for nothing found reads as a miss', async () => {
    const redis = await connectRedis(redisUrl);
    const cache = createRedisCache(redis, `school:test:${process.pid}:`);
    await redis.set(`school:test:${process.pid}:old`, '');
    expect(await cached(cache, 'old', 60, () => Promise.resolve('fresh'))).toBe('fresh');
    await cache.close();
  });
});
