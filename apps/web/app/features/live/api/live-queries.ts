import { liveChatContracts, liveContracts, type LivePlan } from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

/** One live course's lessons with their times and states (public). */
export const courseLessonsQuery = (api: Requester, courseId: string, initialData?: LivePlan[]) =>
  queryOptions({
    queryKey: ['live-lessons', courseId] as const,
    queryFn: () => api.call(liveContracts.listLivePlans, { courseId }),
    initialData,
    staleTime: 20_000,
  });

export const LIVE_ROOM_KEY = personalQueryKey('live-room');

/**
 * The room of a lesson as `getLiveUrl` gives it to me, or the refusal (not bought: 403 '请先购买该课程',
 * an unknown lesson …) with its code and words.
 */
export const liveRoomQuery = (api: Requester, periodId: string) =>
  queryOptions({
    queryKey: [...LIVE_ROOM_KEY, periodId] as const,
    queryFn: async () => {
      const reply = await api.request(liveContracts.getLiveUrl, { periodId, isPc: 1 }, { isShowErrTip: false });
      return reply.code === 200 ? { room: reply.data } : { refusal: { code: reply.code, msg: reply.msg } };
    },
    gcTime: 0,
  });

/** The replay's play address, or why there is none yet ('回放正在生成，请稍后再试' …). */
export const replayQuery = (api: Requester, periodId: string) =>
  queryOptions({
    queryKey: [...LIVE_ROOM_KEY, 'replay', periodId] as const,
    queryFn: async () => {
      const reply = await api.request(liveContracts.getPlaybackUrl, { periodId, isPc: 1 }, { isShowErrTip: false });
      return reply.code === 200 ? { play: reply.data } : { refusal: reply.msg };
    },
    gcTime: 0,
    staleTime: 60_000,
  });

/** The chat kept beside the replay, a page after `afterId`. */
export const keptChatQuery = (api: Requester, periodId: string) =>
  queryOptions({
    queryKey: [...LIVE_ROOM_KEY, 'chat', periodId] as const,
    queryFn: () => api.call(liveChatContracts.listLiveChat, { periodId }),
    staleTime: Infinity,
  });
