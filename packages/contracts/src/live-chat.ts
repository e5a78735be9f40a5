import { Type, type Static } from 'typebox';
import { DateTime, Id } from './common.ts';
import { addContracts } from './all-contracts.ts';
import { apiUrl, defineContracts } from './route.ts';

/**
 * The chat of a live lesson (decision 0070): a WebSocket at `LiveChatRules.path` carrying the JSON
 * frames below, and the kept messages read back beside the replay. Not in the spec: ours.
 */
export const LiveChatRules = {
  /** The socket's address, followed by `/<periodId>`; the school is the site's own (its host, or a `site-id` header). */
  path: apiUrl('/course/api/live/chat'),
  maxLength: 200,
  /** One message per user in this window. */
  sendIntervalMs: 2000,
  /** How often the room is told its viewer count. */
  viewersPushMs: 5000,
  /** The latest messages a viewer gets on entering. */
  recentOnEnter: 50,
  /** Kept messages per page of the replay's list. */
  listPageSize: 500,
  /** A refusal the client must not retry by reconnecting (not signed in, not entitled, another school …). */
  refusedCloseCode: 4000,
} as const;

/** The socket's address for a lesson, relative to the site (the page makes it ws:// or wss://). */
export const liveChatAddress = (periodId: string): string => `${LiveChatRules.path}/${periodId}`;

export const LiveChatRole = { viewer: 1, teacher: 2 } as const;

export const LiveChatMessage = Type.Object({
  id: Id,
  userId: Id,
  nickname: Type.String(),
  /** The teacher's messages are marked in the list. */
  isTeacher: Type.Boolean(),
  text: Type.String(),
  gmtCreate: DateTime,
});
export type LiveChatMessage = Static<typeof LiveChatMessage>;

const ChatText = Type.String({ maxLength: LiveChatRules.maxLength });

/** What a client sends; the teacher alone may pin, delete and mute. */
export const LiveChatClientFrame = Type.Union([
  Type.Object({ type: Type.Literal('send'), text: Type.String() }),
  /** Pins the notice; an empty text takes it down. */
  Type.Object({ type: Type.Literal('notice'), text: ChatText }),
  Type.Object({ type: Type.Literal('delete'), id: Id }),
  Type.Object({ type: Type.Literal('mute'), userId: Id, muted: Type.Boolean() }),
]);
export type LiveChatClientFrame = Static<typeof LiveChatClientFrame>;

/** What the server sends. */
export const LiveChatServerFrame = Type.Union([
  /** The first frame after entering: who the reader is here and the room as it is. */
  Type.Object({
    type: Type.Literal('welcome'),
    role: Type.Union([Type.Literal(LiveChatRole.viewer), Type.Literal(LiveChatRole.teacher)]),
    userId: Id,
    muted: Type.Boolean(),
    notice: Type.String(),
    viewers: Type.Integer(),
    messages: Type.Array(LiveChatMessage),
  }),
  Type.Object({ type: Type.Literal('message'), message: LiveChatMessage }),
  Type.Object({ type: Type.Literal('notice'), text: Type.String() }),
  Type.Object({ type: Type.Literal('deleted'), id: Id }),
  Type.Object({ type: Type.Literal('muted'), userId: Id, muted: Type.Boolean() }),
  Type.Object({ type: Type.Literal('viewers'), count: Type.Integer() }),
  /** A refused frame or entry: the code of the API's envelope and a Chinese message; nothing was broadcast. */
  Type.Object({
    type: Type.Literal('error'),
    code: Type.Integer(),
    msg: Type.String(),
    retryAfter: Type.Optional(Type.Integer()),
  }),
]);
export type LiveChatServerFrame = Static<typeof LiveChatServerFrame>;

/** The kept messages of a lesson in the order they were sent, a page after `afterId` (none: from the start). */
export const LiveChatListQuery = Type.Object({ periodId: Id, afterId: Type.Optional(Id) });

export const liveChatContracts = defineContracts({
  listLiveChat: {
    method: 'GET',
    url: '/course/auth/live/chat/list',
    summary: '直播聊天记录（回放旁显示；本项目新增）',
    querystring: LiveChatListQuery,
    response: Type.Object({ notice: Type.String(), list: Type.Array(LiveChatMessage) }),
  },
});

/** This file's tables in `allContracts`. */
export const liveChatContractGroups = addContracts({ liveChat: liveChatContracts });
type LiveChatContractGroups = typeof liveChatContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends LiveChatContractGroups {}
}
