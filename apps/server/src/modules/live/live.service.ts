import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  AdminBroadcastScope,
  LIVE_HLS_PATH,
  liveChatAddress,
  LiveRules,
  LiveStatus,
  UserType,
  VideoStatus,
  type AdminBroadcast,
  type AdminBroadcastQuery,
  type AdminChannel,
  type LiveChannel,
  type LiveLog,
  type LiveLogSave,
  type LivePreview,
  type LivePlan,
  type LivePlanQuery,
  type LiveUrl,
  type Page,
  type PageQuery,
  type PlayInfo,
  apiUrl,
} from '@school/contracts';
import { badRequest, forbidden, notFound, tooOften, wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import type { RateLimiter } from '../../core/rate-limiter.ts';
import type { Cache } from '../../core/cache.ts';
import { type Clock, formatDateTime, requireDateTime } from '../../core/time.ts';
import { newBusinessRow } from '../../db/columns.ts';
import type { LiveLesson, LiveLessons } from '../course/index.ts';
import { maskMobile, type LecturerService, type UserService } from '../user/index.ts';
import type { VodService } from '../vod/index.ts';
import type { PushTarget } from './live-ingest.ts';
import type { LiveTokens } from './live-hls.ts';
import type { LiveViewers } from './live-viewers.ts';
import { PLAYLIST_NAME, type LiveSegments } from './live-segments.ts';
import { BroadcastState, ReplayState, type LiveRepo } from './live.repo.ts';
import type { LiveBroadcastTable, LiveChannelTable } from './live.tables.ts';

/** Business rules of live lessons; no Fastify types inside. */
export interface LiveServiceDeps {
  liveRepo: LiveRepo;
  lessons: Pick<LiveLessons, 'find' | 'between' | 'ofCourse' | 'ofLecturer' | 'mayEnter'>;
  lecturers: Pick<LecturerService, 'viewMine'>;
  users: Pick<UserService, 'summaries'>;
  vod: Pick<VodService, 'ingestFile' | 'findVideo' | 'issuePlayToken'>;
  cache: Cache;
  limiter: RateLimiter;
  tokens: LiveTokens;
  /** The newest playlists and segments in memory. */
  segments: LiveSegments;
  /** Who watches each broadcast's video, shared by the instances when Redis is configured. */
  viewers: LiveViewers;
  clock: Clock;
  newId: IdGenerator;
  /** Where broadcasts write their HLS and recordings. */
  liveRoot: string;
  /** The push address shown to teachers. */
  pushUrl: string;
  /** Cuts a broadcast's push, when this instance runs the ingest. */
  cutPush(broadcastId: number): void;
  log: { warn(details: object, message: string): void };
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const maskKey = (tail: string) => `${'*'.repeat(12)}${tail}`;
const wire = (epochMs: number) => (epochMs ? formatDateTime(epochMs) : '');
/** The viewer of an operator's preview token: not a user, never counted as watching. */
const OPERATOR_PREVIEW = 0;
/** How often an instance writes a broadcast's peak and total viewers to its row, at most. */
const TALLY_MS = 2000;

export function createLiveService(deps: LiveServiceDeps) {
  const { liveRepo, lessons, vod, clock, newId } = deps;
  /** What this instance last wrote of each broadcast's viewer figures, and when. */
  const tallied = new Map<number, { at: number; peak: number; total: number }>();

  const dirOf = (siteId: number, broadcastId: number) => path.join(deps.liveRoot, String(siteId), String(broadcastId));
  const targetOf = (row: LiveBroadcastTable): PushTarget => ({
    id: row.id,
    hlsDir: path.join(dirOf(row.site_id, row.id), 'hls'),
    recordingFile: path.join(dirOf(row.site_id, row.id), 'recording.ts'),
  });

  /** The users who fetched the broadcast's playlist in the last 30 s, on any instance. */
  const recentViewers = (broadcastId: number): Promise<number[]> =>
    deps.viewers.since(broadcastId, clock.now() - LiveRules.viewerSeenSeconds * 1000);
  const countViewers = async (broadcastId: number): Promise<number> => (await recentViewers(broadcastId)).length;

  /** The broadcast's peak and total so far go to its row when they grew (every instance writes what it sees). */
  async function tally(siteId: number, broadcastId: number): Promise<{ peak: number; total: number }> {
    const [peak, total] = await Promise.all([countViewers(broadcastId), deps.viewers.everyone(broadcastId)]);
    const last = tallied.get(broadcastId);
    tallied.set(broadcastId, {
      at: clock.now(),
      peak: Math.max(peak, last?.peak ?? 0),
      total: Math.max(total, last?.total ?? 0),
    });
    if (!last || peak > last.peak || total > last.total)
      await liveRepo.raiseViewerFigures(siteId, broadcastId, peak, total);
    return { peak, total };
  }

  async function seeViewer(siteId: number, broadcastId: number, userId: number): Promise<void> {
    if (!(await deps.viewers.seen(broadcastId, userId, clock.now()))) return;
    const last = tallied.get(broadcastId);
    if (!last || clock.now() - last.at >= TALLY_MS) await tally(siteId, broadcastId);
  }

  async function replayIsReady(row: LiveBroadcastTable): Promise<boolean> {
    if (row.replay_state === ReplayState.ready) return true;
    if (row.replay_state !== ReplayState.processing || !row.video_id) return false;
    const video = await vod.findVideo(row.site_id, row.video_id);
    if (video?.videoStatus === VideoStatus.ready) {
      await liveRepo.updateBroadcast(row.site_id, row.id, { replay_state: ReplayState.ready });
      return true;
    }
    if (video?.videoStatus === VideoStatus.failed)
      await liveRepo.updateBroadcast(row.site_id, row.id, { replay_state: ReplayState.failed });
    return false;
  }

  async function statusOf(lesson: LiveLesson, row: LiveBroadcastTable | undefined): Promise<LiveStatus> {
    if (!row || row.live_state === BroadcastState.open)
      return clock.now() > lesson.end && !row ? LiveStatus.ended : LiveStatus.notStarted;
    if (row.live_state !== BroadcastState.ended) return LiveStatus.live;
    return (await replayIsReady(row)) ? LiveStatus.replay : LiveStatus.ended;
  }

  const toLog = async (row: LiveBroadcastTable): Promise<LiveLog> => {
    const ended = row.live_state === BroadcastState.ended;
    const live = row.live_state === BroadcastState.pushing || row.live_state === BroadcastState.stopped;
    const ready = ended && (await replayIsReady(row));
    return {
      id: String(row.id),
      periodId: String(row.period_id),
      periodName: row.period_name,
      courseId: String(row.course_id),
      courseName: row.course_name,
      liveStatus: ready ? LiveStatus.replay : ended ? LiveStatus.ended : live ? LiveStatus.live : LiveStatus.notStarted,
      beginTime: wire(row.begin_time),
      endTime: wire(row.end_time),
      duration: row.begin_time ? Math.round(((row.end_time || clock.now()) - row.begin_time) / 1000) : 0,
      peakViewers: row.peak_viewers,
      totalViewers: row.total_viewers,
      keepReplay: row.keep_replay === 1 ? 1 : 0,
      replayStatus: ready ? ReplayState.ready : Math.min(row.replay_state, ReplayState.discarded),
      gmtCreate: formatDateTime(row.gmt_create),
    };
  };

  /** A teacher whose live application the operator approved. */
  async function requireLiveTeacher(siteId: number, user: SessionUser): Promise<void> {
    if (user.userType !== UserType.teacher) throw forbidden('只有开通直播权限的讲师可以使用直播频道');
    const profile = await deps.lecturers.viewMine(siteId, user.id).catch(() => undefined);
    if (profile?.isLive !== 1) throw forbidden('请先申请直播权限，审核通过后即可使用直播频道');
  }

  const newKey = () => {
    const key = randomBytes(24).toString('base64url');
    return { key, key_hash: sha256(key), key_tail: key.slice(-4) };
  };

  async function toChannel(row: LiveChannelTable, fullKey?: string): Promise<LiveChannel> {
    const open = await liveRepo.unendedOfChannel(row.site_id, row.id);
    return {
      pushUrl: deps.pushUrl,
      streamKey: fullKey ?? maskKey(row.key_tail),
      keyShownInFull: fullKey ? 1 : 0,
      channelStatus: row.status_id,
      isPushing: open?.live_state === BroadcastState.pushing ? 1 : 0,
      hasPasswd: row.passwd_hash ? 1 : 0,
      viewers: open ? await countViewers(open.id) : 0,
    };
  }

  /** The teacher's channel, made on first use after the approval of their live application. */
  async function ownChannel(siteId: number, user: SessionUser): Promise<{ row: LiveChannelTable; fullKey?: string }> {
    await requireLiveTeacher(siteId, user);
    const row = await liveRepo.channelOfUser(siteId, user.id);
    if (row) return { row };
    const { key, ...hashed } = newKey();
    const created = { ...newBusinessRow(newId(), siteId, clock.now()), user_id: user.id, passwd_hash: '', ...hashed };
    await liveRepo.insertChannel(created);
    return { row: created, fullKey: key };
  }

  async function ownBroadcast(siteId: number, user: SessionUser, id: number): Promise<LiveBroadcastTable> {
    const row = await liveRepo.findBroadcast(siteId, id);
    if (!row || row.user_id !== user.id) throw notFound('直播记录不存在');
    return row;
  }

  async function openBroadcast(channel: LiveChannelTable, lesson: LiveLesson): Promise<LiveBroadcastTable> {
    const now = clock.now();
    const row: LiveBroadcastTable = {
      ...newBusinessRow(newId(), channel.site_id, now),
      channel_id: channel.id,
      user_id: channel.user_id,
      period_id: lesson.periodId,
      course_id: lesson.courseId,
      period_name: lesson.periodName,
      course_name: lesson.courseName,
      live_state: BroadcastState.open,
      begin_time: 0,
      end_time: 0,
      push_stopped_at: 0,
      peak_viewers: 0,
      total_viewers: 0,
      keep_replay: 1,
      replay_state: ReplayState.none,
      video_id: 0,
    };
    await liveRepo.insertBroadcast(row);
    return row;
  }

  /** Ends a broadcast (once, whoever gets there first), keeps its viewer figures and starts its replay. */
  async function end(row: LiveBroadcastTable): Promise<LiveBroadcastTable> {
    const now = clock.now();
    // The last figures first; another instance may have written higher ones, which stay.
    const { peak, total } = await tally(row.site_id, row.id);
    const changes = {
      live_state: BroadcastState.ended,
      end_time: row.begin_time ? now : 0,
      replay_state: !row.begin_time
        ? ReplayState.none
        : row.keep_replay
          ? ReplayState.processing
          : ReplayState.discarded,
      gmt_modified: now,
    };
    const open = [BroadcastState.open, BroadcastState.pushing, BroadcastState.stopped];
    if (!(await liveRepo.updateBroadcast(row.site_id, row.id, changes, open))) return row;
    tallied.delete(row.id);
    await deps.viewers.forget(row.id);
    deps.cutPush(row.id);
    const ended = {
      ...row,
      ...changes,
      peak_viewers: Math.max(row.peak_viewers, peak),
      total_viewers: Math.max(row.total_viewers, total),
    };
    deps.segments.forgetBroadcast(targetOf(ended).hlsDir);
    // The cut push's ffmpeg may still write its last segment into the folder while it goes (ENOTEMPTY).
    await fs.rm(targetOf(ended).hlsDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    if (ended.replay_state === ReplayState.processing) await startReplay(ended);
    return ended;
  }

  /** The recording goes through the video courses' transcoding and becomes the lesson's replay. */
  async function startReplay(row: LiveBroadcastTable): Promise<void> {
    const { recordingFile } = targetOf(row);
    try {
      const video = await vod.ingestFile(row.site_id, row.user_id, recordingFile, `${row.period_name}（回放）.ts`);
      await liveRepo.updateBroadcast(row.site_id, row.id, {
        video_id: Number(video.id),
        replay_state: ReplayState.processing,
      });
      await fs.rm(dirOf(row.site_id, row.id), { recursive: true, force: true });
    } catch (err) {
      deps.log.warn({ err, broadcast: row.id }, 'live recording could not become a replay');
      await liveRepo.updateBroadcast(row.site_id, row.id, { replay_state: ReplayState.failed });
    }
  }

  /** Keeps or discards a broadcast's recording; once ended, a kept one starts its replay. */
  async function keepOrDiscard(row: LiveBroadcastTable, keep: 0 | 1): Promise<LiveBroadcastTable> {
    if (keep === row.keep_replay) return row;
    if (row.replay_state === ReplayState.deleted) throw wrongState('录像已删除，无法保留回放');
    if (row.replay_state === ReplayState.processing || row.replay_state === ReplayState.ready)
      throw wrongState('回放已生成，如需删除请联系运营人员');
    const changes = { keep_replay: keep, gmt_modified: clock.now() };
    await liveRepo.updateBroadcast(row.site_id, row.id, changes);
    let kept = { ...row, ...changes };
    if (kept.live_state === BroadcastState.ended && kept.begin_time) {
      const replay_state = keep ? ReplayState.processing : ReplayState.discarded;
      await liveRepo.updateBroadcast(row.site_id, row.id, { replay_state });
      kept = { ...kept, replay_state };
      if (keep) await startReplay(kept);
    }
    return kept;
  }

  /** The lesson a reader asks about, with its latest broadcast; refused unless they may enter. */
  async function enterable(siteId: number, user: SessionUser, periodId: number) {
    const lesson = await lessons.find(siteId, periodId);
    if (!lesson) throw notFound('直播课时不存在或已被删除');
    if (!(await lessons.mayEnter(siteId, user, lesson))) throw forbidden('请先购买该课程');
    const broadcast = await liveRepo.latestOfPeriod(siteId, periodId);
    return { lesson, broadcast, isTeacher: lesson.lecturerUserId === user.id };
  }

  const passedKey = (siteId: number, periodId: number, userId: number) => `live:passwd:${siteId}:${periodId}:${userId}`;

  async function needsPassword(siteId: number, lesson: LiveLesson, userId: number, isTeacher: boolean) {
    if (isTeacher) return false;
    const channel = await liveRepo.channelOfUser(siteId, lesson.lecturerUserId);
    if (!channel?.passwd_hash) return false;
    return !(await deps.cache.get<boolean>(passedKey(siteId, lesson.periodId, userId)));
  }

  return {
    async viewChannel(siteId: number, user: SessionUser): Promise<LiveChannel> {
      const { row, fullKey } = await ownChannel(siteId, user);
      return toChannel(row, fullKey);
    },

    /** A new key: the old one stops working and a push using it is cut. */
    async resetToken(siteId: number, user: SessionUser): Promise<LiveChannel> {
      const { row } = await ownChannel(siteId, user);
      const { key, ...hashed } = newKey();
      await liveRepo.updateChannel(siteId, row.id, { ...hashed, gmt_modified: clock.now() });
      const open = await liveRepo.unendedOfChannel(siteId, row.id);
      if (open) deps.cutPush(open.id);
      return toChannel({ ...row, ...hashed }, key);
    },

    async updatePasswd(siteId: number, user: SessionUser, passwd: string): Promise<LiveChannel> {
      const { row } = await ownChannel(siteId, user);
      if (passwd !== '' && (passwd.length < 4 || /\s/.test(passwd)))
        throw badRequest('观看密码须为 4–20 位，不含空格；留空表示取消密码');
      const passwd_hash = passwd === '' ? '' : await hashPassword(passwd);
      await liveRepo.updateChannel(siteId, row.id, { passwd_hash, gmt_modified: clock.now() });
      return toChannel({ ...row, passwd_hash });
    },

    /** Opens a broadcast for a lesson (periodId), ends one (id, isEnd) or keeps or discards its replay (id, keepReplay). */
    async saveLog(siteId: number, user: SessionUser, body: LiveLogSave): Promise<LiveLog> {
      const { row: channel } = await ownChannel(siteId, user);
      if (body.periodId && !body.id) {
        const lesson = await lessons.find(siteId, Number(body.periodId));
        if (!lesson || lesson.lecturerUserId !== user.id) throw notFound('直播课时不存在或不是您的课程');
        const open = await liveRepo.unendedOfChannel(siteId, channel.id);
        if (open && open.period_id !== lesson.periodId)
          throw wrongState(`频道正在进行“${open.period_name}”的直播，请先结束它`);
        const latest = await liveRepo.latestOfPeriod(siteId, lesson.periodId);
        if (latest?.live_state === BroadcastState.ended) throw wrongState('该课时的直播已结束');
        return toLog(open ?? (await openBroadcast(channel, lesson)));
      }
      if (!body.id) throw badRequest('参数错误：请提供 id（直播记录）或 periodId（开播的课时）');
      let row = await ownBroadcast(siteId, user, Number(body.id));
      if (body.keepReplay !== undefined) row = await keepOrDiscard(row, body.keepReplay);
      if (body.isEnd === 1) {
        if (row.live_state === BroadcastState.ended) throw wrongState('这次直播已经结束了');
        row = await end(row);
      }
      return toLog((await liveRepo.findBroadcast(siteId, row.id)) ?? row);
    },

    async listLogs(siteId: number, user: SessionUser, query: PageQuery): Promise<Page<LiveLog>> {
      const { row: channel } = await ownChannel(siteId, user);
      const window = pageWindow(query);
      const { rows, total } = await liveRepo.pageOfChannel(siteId, channel.id, window);
      return toPage(await Promise.all(rows.map(toLog)), total, window);
    },

    async viewLog(siteId: number, user: SessionUser, id: number): Promise<LiveLog> {
      return toLog(await ownBroadcast(siteId, user, id));
    },

    /**
     * The public schedule: lessons live now and upcoming, a day (or the next seven) at a time; or those
     * of the past seven days, latest first; or every lesson of one course.
     */
    async plans(siteId: number, query: LivePlanQuery): Promise<LivePlan[]> {
      const categoryId = query.categoryId ? Number(query.categoryId) : undefined;
      const now = clock.now();
      let rows: LiveLesson[];
      if (query.courseId) rows = await lessons.ofCourse(siteId, Number(query.courseId));
      else if (query.past === 1)
        rows = (await lessons.between(siteId, now - 7 * DAY, now, categoryId))
          .filter((row) => row.end <= now)
          .reverse();
      else {
        const from = query.day ? requireDateTime(`${query.day} 00:00:00`, 'day') : now;
        rows = await lessons.between(siteId, from, query.day ? from + DAY : from + 7 * DAY, categoryId);
      }
      const latest = new Map(
        (
          await liveRepo.latestOfPeriods(
            siteId,
            rows.map((row) => row.periodId),
          )
        ).map((b) => [b.period_id, b]),
      );
      return Promise.all(
        rows.map(async (lesson) => {
          const broadcast = latest.get(lesson.periodId);
          return {
            periodId: String(lesson.periodId),
            periodName: lesson.periodName,
            courseId: String(lesson.courseId),
            courseName: lesson.courseName,
            courseLogo: lesson.courseLogo,
            categoryId: String(lesson.categoryId),
            startTime: formatDateTime(lesson.begin),
            endTime: formatDateTime(lesson.end),
            liveStatus: await statusOf(lesson, broadcast),
            viewers: broadcast ? await countViewers(broadcast.id) : 0,
          };
        }),
      );
    },

    /** The room: state and times; while live and past any password, a short-lived HLS address bound to this viewer. */
    async liveUrl(siteId: number, user: SessionUser, periodId: number): Promise<LiveUrl> {
      const { lesson, broadcast, isTeacher } = await enterable(siteId, user, periodId);
      const liveStatus = await statusOf(lesson, broadcast);
      const locked = await needsPassword(siteId, lesson, user.id, isTeacher);
      const expiresAt = clock.now() + LiveRules.hlsTokenSeconds * 1000;
      const playable = liveStatus === LiveStatus.live && broadcast && !locked;
      const token = playable ? deps.tokens.sign({ siteId, broadcastId: broadcast.id, userId: user.id, expiresAt }) : '';
      return {
        periodId: String(periodId),
        periodName: lesson.periodName,
        courseId: String(lesson.courseId),
        liveStatus,
        startTime: formatDateTime(lesson.begin),
        endTime: formatDateTime(lesson.end),
        hlsUrl: token ? apiUrl(`${LIVE_HLS_PATH}/${token}/index.m3u8`) : '',
        hlsExpireTime: token ? formatDateTime(expiresAt) : '',
        chatUrl: liveChatAddress(String(periodId)),
        needsPassword: locked ? 1 : 0,
        isTeacher: isTeacher ? 1 : 0,
      };
    },

    async playbackUrl(siteId: number, user: SessionUser, periodId: number): Promise<PlayInfo> {
      const { broadcast } = await enterable(siteId, user, periodId);
      if (!broadcast || broadcast.live_state !== BroadcastState.ended) throw wrongState('直播尚未结束，暂无回放');
      if (!(await replayIsReady(broadcast)))
        throw wrongState(
          broadcast.replay_state === ReplayState.processing ? '回放正在生成，请稍后再试' : '本次直播没有回放',
        );
      return vod.issuePlayToken(siteId, { kind: 'user', id: user.id }, broadcast.video_id);
    },

    async checkPasswd(siteId: number, user: SessionUser, periodId: number, passwd: string): Promise<null> {
      const { lesson } = await enterable(siteId, user, periodId);
      const channel = await liveRepo.channelOfUser(siteId, lesson.lecturerUserId);
      if (!channel?.passwd_hash) return null;
      const wait = await deps.limiter.wait(
        `live:passwd:${siteId}:${periodId}:${user.id}`,
        LiveRules.passwdTriesPerMinute,
        MINUTE,
      );
      if (wait > 0) throw tooOften(wait, '密码错误次数过多');
      if (!(await verifyPassword(channel.passwd_hash, passwd))) throw badRequest('观看密码不正确');
      const seconds = Math.max(60, Math.ceil((lesson.end - clock.now()) / 1000) + 3600);
      await deps.cache.set(passedKey(siteId, periodId, user.id), true, seconds);
      return null;
    },

    /**
     * For the live chat: may this user enter the lesson's room, and as whom. Undefined when the lesson is
     * unknown or the user may not watch it (not bought, or the password not yet given).
     */
    async roomAccess(siteId: number, userId: number, periodId: number) {
      const lesson = await lessons.find(siteId, periodId);
      if (!lesson) return undefined;
      const user = { id: userId, userType: UserType.learner };
      const isTeacher = lesson.lecturerUserId === userId;
      if (!isTeacher && !(await lessons.mayEnter(siteId, user, lesson))) return undefined;
      if (await needsPassword(siteId, lesson, userId, isTeacher)) return undefined;
      const broadcast = await liveRepo.latestOfPeriod(siteId, periodId);
      return {
        role: isTeacher ? ('teacher' as const) : ('viewer' as const),
        liveStatus: await statusOf(lesson, broadcast),
        broadcastId: broadcast?.id ?? 0,
        courseId: lesson.courseId,
        lecturerUserId: lesson.lecturerUserId,
      };
    },

    /** The names of lessons for the console (an unknown or deleted lesson is left out). */
    async lessonTitles(siteId: number, periodIds: number[]) {
      const found = await Promise.all([...new Set(periodIds)].map((id) => lessons.find(siteId, id)));
      return new Map(
        found.flatMap((lesson) =>
          lesson ? [[lesson.periodId, { periodName: lesson.periodName, courseName: lesson.courseName }] as const] : [],
        ),
      );
    },

    /** HLS-only viewers of a broadcast seen in the last 30 s (the chat adds its sockets). */
    hlsViewers: recentViewers,

    /**
     * A playlist or segment of a live broadcast, for the token's viewer only (checked first: the kept
     * files are the token's broadcast's); counts them as watching. A segment the playlist no longer
     * lists is left to the caller to stream from disk.
     */
    async hlsFile(token: string, name: string): Promise<{ body: Buffer } | { file: string }> {
      const grant = deps.tokens.read(token);
      if (!grant) throw forbidden('直播地址无效');
      if (grant.expiresAt <= clock.now()) throw forbidden('直播地址已过期，请刷新直播间');
      if (!/^(index\.m3u8|seg_\d{1,15}_\d{5}\.ts)$/.test(name)) throw notFound('直播文件不存在');
      const dir = path.join(dirOf(grant.siteId, grant.broadcastId), 'hls');
      if (name !== PLAYLIST_NAME) {
        const body = await deps.segments.segment(dir, name);
        return body ? { body } : { file: path.join(dir, name) };
      }
      // A shared record that cannot be reached costs the count, not the picture.
      if (grant.userId !== OPERATOR_PREVIEW)
        await seeViewer(grant.siteId, grant.broadcastId, grant.userId).catch((err: unknown) =>
          deps.log.warn({ err, broadcast: grant.broadcastId }, 'a live viewer could not be counted'),
        );
      const body = await deps.segments.playlist(dir);
      if (!body) throw notFound('直播文件不存在');
      return { body };
    },

    /** The ingest asks: may this key push now? Opens a broadcast for a lesson starting within 30 minutes. */
    async acceptPush(app: string, key: string): Promise<PushTarget | string> {
      if (app !== 'live') return `unknown application ${app}`;
      const channel = await liveRepo.channelByKeyHash(sha256(key));
      if (!channel) return 'unknown or rotated stream key';
      if (channel.status_id !== 1) return 'channel disabled';
      const now = clock.now();
      let row = await liveRepo.unendedOfChannel(channel.site_id, channel.id);
      if (!row) {
        const soon = await lessons.ofLecturer(
          channel.site_id,
          channel.user_id,
          now,
          now + LiveRules.earlyPushMinutes * MINUTE,
        );
        const lesson = soon[0];
        if (!lesson) return 'no open broadcast and no lesson starting within 30 minutes';
        row = await openBroadcast(channel, lesson);
      }
      const changes = {
        live_state: BroadcastState.pushing,
        begin_time: row.begin_time || now,
        push_stopped_at: 0,
        gmt_modified: now,
      };
      const resumable = [BroadcastState.open, BroadcastState.stopped];
      if (!(await liveRepo.updateBroadcast(channel.site_id, row.id, changes, resumable)))
        return 'the broadcast is already being pushed';
      return targetOf({ ...row, ...changes });
    },

    /** The push stopped: the lesson stays live for the grace, then ends (sweep). */
    async pushStopped(target: PushTarget): Promise<void> {
      const row = await liveRepo.findBroadcastAnySite(target.id);
      if (!row) return;
      await liveRepo.updateBroadcast(
        row.site_id,
        row.id,
        { live_state: BroadcastState.stopped, push_stopped_at: clock.now(), gmt_modified: clock.now() },
        [BroadcastState.pushing],
      );
    },

    /**
     * For the instance running the ingest: its pushes that another instance has since ended, or whose key
     * it rotated or channel it disabled (there the cut could not reach the push), to be cut now.
     */
    async stalePushes(pushes: { targetId: number; key: string }[]): Promise<number[]> {
      const stale: number[] = [];
      for (const push of pushes) {
        const channel = await liveRepo.channelByKeyHash(sha256(push.key));
        const row = await liveRepo.findBroadcastAnySite(push.targetId);
        if (!channel || channel.status_id !== 1 || !row || row.live_state === BroadcastState.ended)
          stale.push(push.targetId);
      }
      return stale;
    },

    /** Ends broadcasts whose push stayed away past the grace; deletes recordings discarded a week ago. */
    async sweep(): Promise<void> {
      const now = clock.now();
      for (const row of await liveRepo.stoppedBefore(now - LiveRules.graceMinutes * MINUTE)) await end(row);
      const discardedBefore = now - LiveRules.discardedRecordingDays * DAY;
      for (const row of await liveRepo.endedWithReplay(ReplayState.discarded, discardedBefore)) {
        await fs.rm(dirOf(row.site_id, row.id), { recursive: true, force: true });
        await liveRepo.updateBroadcast(row.site_id, row.id, { replay_state: ReplayState.deleted });
      }
    },

    async adminListChannels(siteId: number, query: PageQuery): Promise<Page<AdminChannel>> {
      const window = pageWindow(query);
      const { rows, total } = await liveRepo.pageChannels(siteId, window);
      const names = await lecturerNames(siteId, rows);
      return toPage(await Promise.all(rows.map((row) => toAdminChannel(row, names))), total, window);
    },

    /** The operator disables (cutting its push) or enables a channel. */
    async adminSetChannelStatus(siteId: number, id: number, status: number): Promise<AdminChannel> {
      const row = await adminChannel(siteId, id);
      await liveRepo.updateChannel(siteId, id, { status_id: status, gmt_modified: clock.now() });
      if (status === 0) await cutChannel(row);
      return toAdminChannel({ ...row, status_id: status }, await lecturerNames(siteId, [row]));
    },

    /** Cuts the channel's push; the teacher may push again (disabling or a new key keeps them out). */
    async adminCutChannel(siteId: number, id: number): Promise<AdminChannel> {
      const row = await adminChannel(siteId, id);
      await cutChannel(row);
      return toAdminChannel(row, await lecturerNames(siteId, [row]));
    },

    /** A new key nobody sees but the teacher, on their channel page: the old one stops and its push is cut. */
    async adminResetToken(siteId: number, id: number): Promise<AdminChannel> {
      const row = await adminChannel(siteId, id);
      const { key: _unseen, ...hashed } = newKey();
      await liveRepo.updateChannel(siteId, id, { ...hashed, gmt_modified: clock.now() });
      await cutChannel(row);
      return toAdminChannel({ ...row, ...hashed }, await lecturerNames(siteId, [row]));
    },

    async adminListBroadcasts(siteId: number, query: AdminBroadcastQuery): Promise<Page<AdminBroadcast>> {
      const window = pageWindow(query);
      const { rows, total } = await liveRepo.pageBroadcasts(siteId, query.scope === AdminBroadcastScope.live, window);
      const names = await lecturerNames(siteId, rows);
      return toPage(await Promise.all(rows.map((row) => toAdminBroadcast(row, names))), total, window);
    },

    /** A short-lived address of a live broadcast for the operator; the preview is not counted as a viewer. */
    async adminPreview(siteId: number, id: number): Promise<LivePreview> {
      const row = await adminBroadcast(siteId, id);
      if (row.live_state !== BroadcastState.pushing && row.live_state !== BroadcastState.stopped)
        throw wrongState('这次直播还没有开始或已经结束，无法预览');
      const expiresAt = clock.now() + LiveRules.hlsTokenSeconds * 1000;
      const token = deps.tokens.sign({ siteId, broadcastId: row.id, userId: OPERATOR_PREVIEW, expiresAt });
      return { hlsUrl: apiUrl(`${LIVE_HLS_PATH}/${token}/index.m3u8`), hlsExpireTime: formatDateTime(expiresAt) };
    },

    async adminSaveReplay(siteId: number, id: number, keep: 0 | 1): Promise<AdminBroadcast> {
      const row = await keepOrDiscard(await adminBroadcast(siteId, id), keep);
      return toAdminBroadcast(row, await lecturerNames(siteId, [row]));
    },
  };

  async function adminChannel(siteId: number, id: number): Promise<LiveChannelTable> {
    const row = await liveRepo.findChannel(siteId, id);
    if (!row) throw notFound('频道不存在');
    return row;
  }

  async function adminBroadcast(siteId: number, id: number): Promise<LiveBroadcastTable> {
    const row = await liveRepo.findBroadcast(siteId, id);
    if (!row) throw notFound('直播记录不存在');
    return row;
  }

  async function cutChannel(row: LiveChannelTable): Promise<void> {
    const open = await liveRepo.unendedOfChannel(row.site_id, row.id);
    if (open) deps.cutPush(open.id);
  }

  /** The teachers' names for the console: the nickname, or the masked mobile without one. */
  async function lecturerNames(siteId: number, rows: { user_id: number }[]): Promise<Map<number, string>> {
    const summaries = await deps.users.summaries(
      siteId,
      rows.map((row) => row.user_id),
    );
    return new Map([...summaries].map(([id, user]) => [id, user.nickname || maskMobile(user.mobile)] as const));
  }

  async function toAdminChannel(row: LiveChannelTable, names: Map<number, string>): Promise<AdminChannel> {
    const open = await liveRepo.unendedOfChannel(row.site_id, row.id);
    return {
      id: String(row.id),
      userId: String(row.user_id),
      lecturerName: names.get(row.user_id) ?? '',
      channelStatus: row.status_id,
      isPushing: open?.live_state === BroadcastState.pushing ? 1 : 0,
      viewers: open ? await countViewers(open.id) : 0,
      gmtCreate: formatDateTime(row.gmt_create),
    };
  }

  async function toAdminBroadcast(row: LiveBroadcastTable, names: Map<number, string>): Promise<AdminBroadcast> {
    return {
      ...(await toLog(row)),
      channelId: String(row.channel_id),
      userId: String(row.user_id),
      lecturerName: names.get(row.user_id) ?? '',
      isPushing: row.live_state === BroadcastState.pushing ? 1 : 0,
      viewers: row.live_state === BroadcastState.ended ? 0 : await countViewers(row.id),
    };
  }
}

export type LiveService = ReturnType<typeof createLiveService>;
