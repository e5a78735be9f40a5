import type { Redis } from 'ioredis';
import type { LiveChatServerFrame } from '@school/contracts';
import { connectRedis } from '../../../core/cache.ts';

/**
 * How a room's frames and who is in it reach every instance (decision 0070): in process, or with
 * `REDIS_URL` through Redis, a pub/sub channel per room for the frames and a sorted set per room of the
 * users with a socket open (scored by when an instance last saw them), so viewers on different servers
 * share one room and one count.
 */
export interface ChatFanout {
  /** Called with every frame published to a room this instance listens to. */
  onFrame(deliver: (room: string, frame: LiveChatServerFrame) => void): void;
  publish(room: string, frame: LiveChatServerFrame): Promise<void>;
  listen(room: string): Promise<void>;
  unlisten(room: string): Promise<void>;
  /** Users with a socket open in the room on this instance, seen now. */
  present(room: string, userIds: number[], now: number): Promise<void>;
  /** A user whose last socket in the room on this instance closed. */
  absent(room: string, userId: number): Promise<void>;
  /** Users seen in the room since a time. */
  presentSince(room: string, since: number): Promise<number[]>;
  close(): Promise<void>;
}

export function createMemoryFanout(): ChatFanout {
  let deliver: (room: string, frame: LiveChatServerFrame) => void = () => {};
  const seen = new Map<string, Map<number, number>>();
  return {
    onFrame: (handler) => (deliver = handler),
    publish: async (room, frame) => deliver(room, frame),
    listen: async () => {},
    unlisten: async (room) => void seen.delete(room),
    async present(room, userIds, now) {
      const users = seen.get(room) ?? new Map<number, number>();
      for (const userId of userIds) users.set(userId, now);
      seen.set(room, users);
    },
    absent: async (room, userId) => void seen.get(room)?.delete(userId),
    presentSince: async (room, since) =>
      [...(seen.get(room) ?? [])].filter(([, at]) => at >= since).map(([userId]) => userId),
    close: async () => seen.clear(),
  };
}

const PREFIX = 'school:live-chat:';

/** `keepMs`: how long a room's set outlives its last refresh (an instance that died stops refreshing). */
export async function createRedisFanout(url: string, keepMs: number): Promise<ChatFanout> {
  const publisher: Redis = await connectRedis(url);
  // A connection that subscribes can do nothing else.
  const subscriber: Redis = await connectRedis(url);
  const channel = (room: string) => `${PREFIX}room:${room}`;
  const presence = (room: string) => `${PREFIX}present:${room}`;
  let deliver: (room: string, frame: LiveChatServerFrame) => void = () => {};
  subscriber.on('message', (from: string, text: string) => {
    deliver(from.slice(`${PREFIX}room:`.length), JSON.parse(text) as LiveChatServerFrame);
  });
  return {
    onFrame: (handler) => (deliver = handler),
    publish: async (room, frame) => void (await publisher.publish(channel(room), JSON.stringify(frame))),
    listen: async (room) => void (await subscriber.subscribe(channel(room))),
    unlisten: async (room) => void (await subscriber.unsubscribe(channel(room))),
    async present(room, userIds, now) {
      if (userIds.length === 0) return;
      await publisher
        .multi()
        .zadd(presence(room), ...userIds.flatMap((userId) => [now, String(userId)]))
        .pexpire(presence(room), keepMs)
        .exec();
    },
    absent: async (room, userId) => void (await publisher.zrem(presence(room), String(userId))),
    presentSince: async (room, since) => (await publisher.zrangebyscore(presence(room), since, '+inf')).map(Number),
    async close() {
      await subscriber.quit();
      await publisher.quit();
    },
  };
}
