import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  Code,
  ID_PATTERN,
  Limits,
  LiveChatRules,
  LiveRules,
  liveChatContracts,
  liveContracts,
  API_PREFIX,
} from '@school/contracts';
import { AppError, badRequest } from '../../../core/errors.ts';
import { bindRoutes, tokenOf } from '../../../core/http.ts';
import { parseId } from '../../../core/ids.ts';
import type { ModuleContext } from '../../../core/module.ts';
import { community } from '../../community/index.ts';
import { user } from '../../user/index.ts';
import { type ChatFanout, createMemoryFanout, createRedisFanout } from './chat-fanout.ts';
import { createChatRepo } from './chat.repo.ts';
import { type ChatMember, createChatService, errorFrame, frameText } from './chat.service.ts';
import { liveRoomsOf } from './live-rooms.ts';
import type { LiveService } from '../live.service.ts';

/** Larger frames are cut by the socket itself: a message is at most 200 characters. */
const MAX_FRAME_BYTES = 4096;
/** A socket that has not answered a ping by the next one is gone (a phone that lost its network). */
const PING_MS = 30_000;

const cookieValue = (header: string | undefined, name: string): string | undefined =>
  header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/**
 * The lesson's chat socket and the replay's chat list (decision 0070). A browser cannot set headers on
 * a WebSocket, so the socket takes the school from the host, as pages do (or the `site-id` header), and
 * the session from the site's token cookie (or the `token` header); a refusal is an error frame, then
 * `LiveChatRules.refusedCloseCode`. The live module answers who may enter a lesson's room.
 */
export function registerLiveChat(
  api: FastifyInstance,
  ctx: ModuleContext,
  live: Pick<LiveService, 'roomAccess' | 'hlsViewers' | 'lessonTitles'>,
): void {
  api.register(async (scope) => {
    const fanout: ChatFanout = ctx.config.redisUrl
      ? await createRedisFanout(ctx.config.redisUrl, 2 * LiveRules.viewerSeenSeconds * 1000)
      : createMemoryFanout();
    const chat = createChatService({
      chatRepo: createChatRepo(ctx.db),
      rooms: liveRoomsOf(live),
      users: ctx.use(user).users,
      maskWords: ctx.use(community).maskSensitiveWords,
      limiter: ctx.limiter,
      fanout,
      clock: ctx.clock,
      newId: ctx.newId,
    });

    bindRoutes(scope, liveChatContracts, {
      listLiveChat: ({ siteId, user: reader, query }) =>
        chat.list(siteId, reader.id, parseId(query.periodId), query.afterId ? parseId(query.afterId) : undefined),
    });
    const { adminListMutes, adminDeleteMute } = liveContracts;
    bindRoutes(
      scope,
      { adminListMutes, adminDeleteMute },
      {
        adminListMutes: ({ siteId, body }) => chat.adminMutes(siteId, body),
        adminDeleteMute: ({ siteId, body }) => chat.adminUnmute(siteId, parseId(body.periodId), parseId(body.userId)),
      },
    );

    async function enter(socket: WebSocket, request: FastifyRequest): Promise<ChatMember> {
      const siteHeader = request.headers['site-id'];
      const siteId = siteHeader
        ? await ctx.tenancy.siteFromHeader(siteHeader)
        : await ctx.tenancy.siteForHost(request.host);
      const token = tokenOf(request) ?? cookieValue(request.headers.cookie, Limits.tokenCookie);
      const session = await ctx.sessions.resolve(siteId, token, 'user');
      const { periodId } = request.params as { periodId: string };
      if (!new RegExp(ID_PATTERN).test(periodId)) throw badRequest('参数错误：periodId 不正确');
      return chat.enter(socket, siteId, session.subjectId, parseId(periodId));
    }

    const alive = new WeakSet<WebSocket>();
    await scope.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
    scope.get(
      `${LiveChatRules.path.slice(API_PREFIX.length)}/:periodId`,
      { websocket: true, config: { siteless: true } },
      (socket: WebSocket, request) => {
        alive.add(socket);
        socket.on('pong', () => alive.add(socket));
        // Frames are handled one after another, after the reader has entered.
        let turn: Promise<ChatMember | null> = enter(socket, request).catch((error: unknown) => {
          const refusal = error instanceof AppError ? error : new AppError(Code.internal, '服务器开小差了，请稍后再试');
          if (!(error instanceof AppError)) request.log.error({ err: error }, 'entering a live chat failed');
          socket.send(frameText(errorFrame(refusal)));
          socket.close(LiveChatRules.refusedCloseCode, 'refused');
          return null;
        });
        socket.on('message', (data) => {
          turn = turn.then(async (member) => {
            if (!member) return null;
            await chat.receive(member, data.toString('utf8')).catch((err: unknown) => {
              request.log.error({ err }, 'a live chat frame failed');
              socket.send(frameText(errorFrame(new AppError(Code.internal, '服务器开小差了，请稍后再试'))));
            });
            return member;
          });
        });
        socket.on('close', () => {
          void turn
            .then((member) => member && chat.leave(member))
            .catch((err: unknown) => request.log.warn({ err }, 'leaving a live chat failed'));
        });
      },
    );

    const counting = setInterval(() => {
      chat.pushViewerCounts().catch((err: unknown) => ctx.log.warn({ err }, 'pushing live viewer counts failed'));
    }, LiveChatRules.viewersPushMs);
    const pinging = setInterval(() => {
      for (const socket of scope.websocketServer.clients as Set<WebSocket>) {
        if (!alive.delete(socket)) socket.terminate();
        else socket.ping();
      }
    }, PING_MS);
    counting.unref();
    pinging.unref();
    scope.addHook('onClose', async () => {
      clearInterval(counting);
      clearInterval(pinging);
      await fanout.close();
    });
  });
}
