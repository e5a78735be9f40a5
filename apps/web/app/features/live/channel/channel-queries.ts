import { liveContracts } from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

export const CHANNEL_KEY = personalQueryKey('live-channel');
export const LOG_PAGE_SIZE = 10;

/**
 * My channel, or why I have none: a teacher without an approved live application is refused (403) and
 * the page shows how to apply instead of an error.
 */
export const channelQuery = (api: Requester) =>
  queryOptions({
    queryKey: CHANNEL_KEY,
    queryFn: async () => {
      const reply = await api.request(liveContracts.viewChannel, undefined, { isShowErrTip: false });
      if (reply.code === 200) return { channel: reply.data };
      if (reply.code === 403) return { refusal: reply.msg };
      throw new Error(reply.msg);
    },
    // The state and the viewer count move while a lesson is on.
    refetchInterval: 10_000,
  });

export const channelLogsQuery = (api: Requester, page: number) =>
  queryOptions({
    queryKey: [...CHANNEL_KEY, 'logs', page] as const,
    queryFn: () => api.call(liveContracts.listLiveLogs, { pageCurrent: page, pageSize: LOG_PAGE_SIZE }),
    refetchInterval: 15_000,
  });

/** My own lesson's room as a viewer gets it: the preview plays the same address; renewed before it runs out. */
export const previewQuery = (api: Requester, periodId: string) =>
  queryOptions({
    queryKey: [...CHANNEL_KEY, 'preview', periodId] as const,
    queryFn: () => api.call(liveContracts.getLiveUrl, { periodId, isPc: 1 }),
    refetchInterval: 8 * 60_000,
    refetchOnWindowFocus: false,
  });
