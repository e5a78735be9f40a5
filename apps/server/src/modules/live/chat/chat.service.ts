import { Value } from 'typebox/value';
import {
  type AdminMute,
  LiveChatClientFrame,
  type Page,
  type PageQuery,
  LiveRules,
  type LiveChatMessage,
  LiveChatRole,
  LiveChatRules,
  type LiveChatServerFrame,
} from '@school/contracts';
import { AppError, badRequest, forbidden, notFound, tooOften, wrongState } from '../../../core/errors.ts';
import { type IdGenerator, parseId } from '../../../core/ids.ts';
import { pageWindow, toPage } from '../../../core/paging.ts';
import type { RateLimiter } from '../../../core/rate-limiter.ts';
import { type Clock, formatDateTime } from '../../../core/time.ts';
import { newBusinessRow } from '../../../db/columns.ts';
import { maskMobile, type UserService } from '../../user/index.ts';
import type { ChatFanout } from './chat-fanout.ts';
import { ChatKind, type ChatRepo } from './chat.repo.ts';
import type { LiveChatMessageTable } from './live-chat.tables.ts';

/** The reader's place in a lesson's room, from the live module. */
export interface RoomAccess {
  isTeacher: boolean;
  /** An ended lesson's room can be read (the replay) but not entered. */
  ended: boolean;
  /** The lesson's broadcast (0 before its first push), whose video-only viewers count too. */
  broadcastId: number;
}

export interface LiveRooms {
  /** Throws the refusal (no such lesson, not bought, the password not given). */
  roomAccess(siteId: number, userId: number, periodId: number): Promise<RoomAccess>;
  /** The users watching a broadcast's video, seen in the last 30 s. */
  videoViewers(broadcastId: number): Promise<number[]>;
  /** Lessons' names, for the console's list of mutes. */
  lessonTitles(siteId: number, periodIds: number[]): Promise<Map<number, { periodName: string; courseName: string }>>;
}

/** The part of a WebSocket the room uses. */
export interface ChatSocket {
  send(text: string): void;
}

export interface ChatMember {
  socket: ChatSocket;
  siteId: number;
  periodId: number;
  room: string;
  userId: number;
  nickname: string;
  isTeacher: boolean;
  broadcastId: number;
}

export interface ChatServiceDeps {
  chatRepo: ChatRepo;
  rooms: LiveRooms;
  users: Pick<UserService, 'summaries'>;
  maskWords(siteId: number, text: string): Promise<string>;
  limiter: RateLimiter;
  fanout: ChatFanout;
  clock: Clock;
  newId: IdGenerator;
}

const roomOf = (siteId: number, periodId: number) => `${siteId}:${periodId}`;
export const frameText = (frame: LiveChatServerFrame) => JSON.stringify(frame);

/** A refusal as the error frame the client shows; nothing else is sent for it. */
export function errorFrame(error: AppError): LiveChatServerFrame {
  const retryAfter = (error.data as { retryAfter?: number } | null)?.retryAfter;
  return { type: 'error', code: error.code, msg: error.message, ...(retryAfter ? { retryAfter } : {}) };
}

/**
 * The live chat's rules (decision 0070): entering a lesson's room, what each frame may do, the
 * messages kept for the replay, and the viewer count pushed to each room this instance holds sockets of.
 */
export function createChatService({
  chatRepo,
  rooms,
  users,
  maskWords,
  limiter,
  fanout,
  clock,
  newId,
}: ChatServiceDeps) {
  /** The sockets of each room open on this instance. */
  const local = new Map<string, Set<ChatMember>>();
  const lastCount = new Map<string, number>();

  fanout.onFrame((room, frame) => {
    const text = frameText(frame);
    for (const member of local.get(room) ?? []) member.socket.send(text);
  });

  async function namesOf(siteId: number, userIds: number[]): Promise<Map<number, string>> {
    const summaries = await users.summaries(siteId, userIds);
    return new Map(
      [...summaries].map(([id, summary]) => [id, summary.nickname || maskMobile(summary.mobile)] as const),
    );
  }

  const toMessage = (row: LiveChatMessageTable, nickname: string): LiveChatMessage => ({
    id: String(row.id),
    userId: String(row.user_id),
    nickname,
    isTeacher: row.by_teacher === 1,
    text: row.content,
    gmtCreate: formatDateTime(row.gmt_create),
  });

  async function withNames(siteId: number, rows: LiveChatMessageTable[]): Promise<LiveChatMessage[]> {
    const names = await namesOf(
      siteId,
      rows.map((row) => row.user_id),
    );
    return rows.map((row) => toMessage(row, names.get(row.user_id) ?? '学员'));
  }

  /** Users in the room now: those with a socket open on any instance and those watching the video. */
  async function viewerCount(room: string, broadcastId: number): Promise<number> {
    const since = clock.now() - LiveRules.viewerSeenSeconds * 1000;
    const [chatting, watching] = await Promise.all([
      fanout.presentSince(room, since),
      broadcastId ? rooms.videoViewers(broadcastId) : [],
    ]);
    return new Set([...chatting, ...watching]).size;
  }

  async function send(member: ChatMember, raw: string): Promise<void> {
    const text = raw.trim();
    if (text === '') throw badRequest('请输入消息内容');
    if ([...text].length > LiveChatRules.maxLength) throw badRequest(`消息不能超过 ${LiveChatRules.maxLength} 个字`);
    if (await chatRepo.isMuted(member.siteId, member.periodId, member.userId))
      throw forbidden('您已被主讲老师禁言，暂时不能发言');
    const wait = await limiter.wait(`live-chat:${member.siteId}:${member.userId}`, 1, LiveChatRules.sendIntervalMs);
    if (wait > 0) throw tooOften(wait, '发言太快了');
    const row: LiveChatMessageTable = {
      ...newBusinessRow(newId(), member.siteId, clock.now()),
      period_id: member.periodId,
      user_id: member.userId,
      kind: ChatKind.message,
      by_teacher: member.isTeacher ? 1 : 0,
      content: await maskWords(member.siteId, text),
    };
    await chatRepo.insert(row);
    await fanout.publish(member.room, { type: 'message', message: toMessage(row, member.nickname) });
  }

  async function pinNotice(member: ChatMember, raw: string): Promise<void> {
    const text = await maskWords(member.siteId, raw.trim());
    await chatRepo.insert({
      ...newBusinessRow(newId(), member.siteId, clock.now()),
      period_id: member.periodId,
      user_id: member.userId,
      kind: ChatKind.notice,
      by_teacher: 1,
      content: text,
    });
    await fanout.publish(member.room, { type: 'notice', text });
  }

  async function remove(member: ChatMember, id: number): Promise<void> {
    if (!(await chatRepo.hide(member.siteId, member.periodId, id, clock.now()))) throw notFound('消息不存在或已被删除');
    await fanout.publish(member.room, { type: 'deleted', id: String(id) });
  }

  async function mute(member: ChatMember, userId: number, muted: boolean): Promise<void> {
    if (userId === member.userId) throw badRequest('不能禁言自己');
    if (muted) {
      await chatRepo.mute({
        id: newId(),
        site_id: member.siteId,
        gmt_create: clock.now(),
        period_id: member.periodId,
        user_id: userId,
        muted_by: member.userId,
      });
    } else {
      await chatRepo.unmute(member.siteId, member.periodId, userId);
    }
    await fanout.publish(member.room, { type: 'muted', userId: String(userId), muted });
  }

  function parse(raw: string): LiveChatClientFrame {
    let frame: unknown;
    try {
      frame = JSON.parse(raw);
    } catch {
      throw badRequest('消息格式不正确');
    }
    if (!Value.Check(LiveChatClientFrame, frame)) throw badRequest('消息格式不正确');
    return frame;
  }

  return {
    /** Lets a signed-in reader into a lesson's room and sends them the room as it is; throws the refusal. */
    async enter(socket: ChatSocket, siteId: number, userId: number, periodId: number): Promise<ChatMember> {
      const access = await rooms.roomAccess(siteId, userId, periodId);
      if (access.ended) throw wrongState('直播已结束，聊天已关闭');
      const room = roomOf(siteId, periodId);
      const names = await namesOf(siteId, [userId]);
      const member: ChatMember = {
        socket,
        siteId,
        periodId,
        room,
        userId,
        nickname: names.get(userId) ?? '学员',
        isTeacher: access.isTeacher,
        broadcastId: access.broadcastId,
      };
      let members = local.get(room);
      if (!members) {
        members = new Set();
        local.set(room, members);
        await fanout.listen(room);
      }
      members.add(member);
      await fanout.present(room, [userId], clock.now());
      const [notice, recent, muted, viewers] = await Promise.all([
        chatRepo.notice(siteId, periodId),
        chatRepo.recent(siteId, periodId, LiveChatRules.recentOnEnter),
        chatRepo.isMuted(siteId, periodId, userId),
        viewerCount(room, access.broadcastId),
      ]);
      socket.send(
        frameText({
          type: 'welcome',
          role: access.isTeacher ? LiveChatRole.teacher : LiveChatRole.viewer,
          userId: String(userId),
          muted,
          notice,
          viewers,
          messages: await withNames(siteId, recent),
        }),
      );
      return member;
    },

    /** One frame from a member: done, or answered with an error frame and nothing broadcast. */
    async receive(member: ChatMember, raw: string): Promise<void> {
      try {
        const frame = parse(raw);
        if (frame.type === 'send') return await send(member, frame.text);
        if (!member.isTeacher) throw forbidden('只有主讲老师可以置顶公告、删除消息和禁言');
        if (frame.type === 'notice') return await pinNotice(member, frame.text);
        if (frame.type === 'delete') return await remove(member, parseId(frame.id));
        return await mute(member, parseId(frame.userId), frame.muted);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        member.socket.send(frameText(errorFrame(error)));
      }
    },

    async leave(member: ChatMember): Promise<void> {
      const members = local.get(member.room);
      if (!members?.delete(member)) return;
      const stillHere = [...members].some((other) => other.userId === member.userId);
      if (!stillHere) await fanout.absent(member.room, member.userId);
      if (members.size === 0) {
        local.delete(member.room);
        lastCount.delete(member.room);
        await fanout.unlisten(member.room);
      }
    },

    /** Refreshes who is here and tells each room of this instance its count when it changed. */
    async pushViewerCounts(): Promise<void> {
      const now = clock.now();
      for (const [room, members] of local) {
        if (members.size === 0) continue;
        await fanout.present(
          room,
          [...members].map((member) => member.userId),
          now,
        );
        // Whoever entered last knows the lesson's latest broadcast (the first push may have come since).
        const broadcastId = Math.max(...[...members].map((member) => member.broadcastId));
        const count = await viewerCount(room, broadcastId);
        if (lastCount.get(room) === count) continue;
        lastCount.set(room, count);
        const text = frameText({ type: 'viewers', count });
        for (const member of members) member.socket.send(text);
      }
    },

    /** The school's mutes for the console, with the lessons' and the muted users' names. */
    async adminMutes(siteId: number, query: PageQuery): Promise<Page<AdminMute>> {
      const window = pageWindow(query);
      const { rows, total } = await chatRepo.pageMutes(siteId, window);
      const [names, lessons] = await Promise.all([
        namesOf(
          siteId,
          rows.map((row) => row.user_id),
        ),
        rooms.lessonTitles(
          siteId,
          rows.map((row) => row.period_id),
        ),
      ]);
      const list = rows.map((row) => ({
        periodId: String(row.period_id),
        periodName: lessons.get(row.period_id)?.periodName ?? '（已删除的课时）',
        courseName: lessons.get(row.period_id)?.courseName ?? '',
        userId: String(row.user_id),
        nickname: names.get(row.user_id) ?? '',
        gmtCreate: formatDateTime(row.gmt_create),
      }));
      return toPage(list, total, window);
    },

    /** The operator lifts a mute; the room hears it as from the teacher. */
    async adminUnmute(siteId: number, periodId: number, userId: number): Promise<null> {
      if (!(await chatRepo.unmute(siteId, periodId, userId))) throw notFound('该学员在这节课没有被禁言');
      await fanout.publish(roomOf(siteId, periodId), { type: 'muted', userId: String(userId), muted: false });
      return null;
    },

    /** The kept messages for the replay, to readers who may enter the room. */
    async list(siteId: number, userId: number, periodId: number, afterId: number | undefined) {
      await rooms.roomAccess(siteId, userId, periodId);
      const [notice, rows] = await Promise.all([
        chatRepo.notice(siteId, periodId),
        chatRepo.after(siteId, periodId, afterId ?? 0, LiveChatRules.listPageSize),
      ]);
      return { notice, list: await withNames(siteId, rows) };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
