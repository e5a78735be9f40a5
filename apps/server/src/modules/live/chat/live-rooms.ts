import { LiveStatus } from '@school/contracts';
import { forbidden } from '../../../core/errors.ts';
import type { LiveService } from '../live.service.ts';
import type { LiveRooms } from './chat.service.ts';

/** The live module's room answers in the chat's terms. */
export function liveRoomsOf(live: Pick<LiveService, 'roomAccess' | 'hlsViewers' | 'lessonTitles'>): LiveRooms {
  return {
    async roomAccess(siteId, userId, periodId) {
      const access = await live.roomAccess(siteId, userId, periodId);
      // An unknown lesson, another school's and one not bought answer alike.
      if (!access) throw forbidden('您不能进入该直播间，请先购买课程或输入观看密码');
      return {
        isTeacher: access.role === 'teacher',
        ended: access.liveStatus === LiveStatus.ended || access.liveStatus === LiveStatus.replay,
        broadcastId: access.broadcastId,
      };
    },
    videoViewers: (broadcastId) => live.hlsViewers(broadcastId),
    lessonTitles: (siteId, periodIds) => live.lessonTitles(siteId, periodIds),
  };
}
