import type { Redis } from 'ioredis';
import { connectRedis } from '../../core/cache.ts';

/**
 * Who watches a broadcast's video (decision 0087): the users who fetched its playlist, each with when
 * last. In process, or with `REDIS_URL` in a sorted set per broadcast in Redis, so a viewer served by
 * one instance is counted by all (the teacher's channel page, the chat's count and the console may be
 * answered by another). A player asks for the playlist every 2 s; an instance tells Redis of a user
 * at most every `refreshMs`, well inside the 30 s a viewer counts for.
 */
export interface LiveViewers {
  /** The user fetched the broadcast's playlist now; true when this reached the shared record (a first sight or a refresh). */
  seen(broadcastId: number, userId: number, now: number): Promise<boolean>;
  /** The users seen since a time. */
  since(broadcastId: number, since: number): Promise<number[]>;
  /** How many users were seen while the record was kept (the broadcast's total so far). */
  everyone(broadcastId: number): Promise<number>;
  /** The broadcast ended. */
  forget(broadcastId: number): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryViewers(): LiveViewers {
  const seen = new Map<number, Map<number, number>>();
  return {
    async seen(broadcastId, userId, now) {
      const users = seen.get(broadcastId) ?? new Map<number, number>();
      seen.set(broadcastId, users);
      users.set(userId, now);
      return true;
    },
    since: async (broadcastId, since) =>
      [...(seen.get(broadcastId) ?? [])].filter(([, at]) => at >= since).map(([userId]) => userId),
    everyone: async (broadcastId) => seen.get(broadcastId)?.size ?? 0,
    forget: async (broadcastId) => void seen.delete(broadcastId),
    close: async () => seen.clear(),
  };
}

const PREFIX = 'school:live-viewers:';
/** Past this many remembered sightings, the stale ones are dropped. */
const MAX_REMEMBERED = 10_000;

/** `keepMs`: how long a broadcast's set outlives its last sighting; `refreshMs`: how often one user is told again. */
export function createRedisViewers(url: string, keepMs: number, refreshMs: number): LiveViewers {
  const connecting: Promise<Redis> = connectRedis(url);
  // Swallowed here and raised by the first command, so an unreachable Redis fails calls, not start-up.
  connecting.catch(() => {});
  /** `broadcast:user` → when this instance last told Redis. */
  const told = new Map<string, number>();
  const key = (broadcastId: number) => `${PREFIX}${broadcastId}`;
  return {
    async seen(broadcastId, userId, now) {
      const mark = `${broadcastId}:${userId}`;
      const last = told.get(mark);
      if (last !== undefined && now - last < refreshMs) return false;
      if (told.size >= MAX_REMEMBERED) for (const [entry, at] of told) if (now - at >= refreshMs) told.delete(entry);
      told.set(mark, now);
      const redis = await connecting;
      await redis.multi().zadd(key(broadcastId), now, String(userId)).pexpire(key(broadcastId), keepMs).exec();
      return true;
    },
    since: async (broadcastId, since) =>
      (await (await connecting).zrangebyscore(key(broadcastId), since, '+inf')).map(Number),
    everyone: async (broadcastId) => (await connecting).zcard(key(broadcastId)),
    async forget(broadcastId) {
      for (const mark of told.keys()) if (mark.startsWith(`${broadcastId}:`)) told.delete(mark);
      await (await connecting).del(key(broadcastId));
    },
    close: async () => void (await (await connecting).quit()),
  };
}
