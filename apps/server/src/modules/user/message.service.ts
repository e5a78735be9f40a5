import type { Page, PageQuery, UserMessage } from '@school/contracts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import type { MessageRepo } from './message.repo.ts';
import type { UserRepo } from './user.repo.ts';
import type { UserMessageTable } from './user.tables.ts';

/**
 * Messages to users: notices from the school, audit results, feedback replies, community activity on
 * one's posts and questions (msgType 1, 2, 3, 4).
 */
export const MessageType = { notice: 1, audit: 2, feedbackReply: 3, community: 4 } as const;

export interface MessageServiceDeps {
  transact: Transact;
  messageRepo: MessageRepo;
  userRepo: Pick<UserRepo, 'allIds' | 'idsByMobiles'>;
  clock: Clock;
  newId: IdGenerator;
}

const toMessage = (row: UserMessageTable): UserMessage => ({
  id: String(row.id),
  title: row.title,
  content: row.content,
  msgType: row.msg_type,
  isRead: row.is_read === 1 ? 1 : 0,
  gmtCreate: formatDateTime(row.gmt_create),
});

export function createMessageService({ transact, messageRepo, userRepo, clock, newId }: MessageServiceDeps) {
  const rowsFor = (
    siteId: number,
    userIds: number[],
    title: string,
    content: string,
    msgType: number,
  ): UserMessageTable[] => {
    const now = clock.now();
    return userIds.map((userId) => ({
      id: newId(),
      site_id: siteId,
      gmt_create: now,
      user_id: userId,
      title,
      content,
      msg_type: msgType,
      is_read: 0,
    }));
  };

  return {
    /** For other parts of the school: tell one user something, inside the caller's transaction. */
    async notify(
      siteId: number,
      userId: number,
      message: { title: string; content: string; msgType: number },
      tx?: Tx,
    ) {
      await messageRepo.insertMany(rowsFor(siteId, [userId], message.title, message.content, message.msgType), tx);
    },

    async list(siteId: number, userId: number, query: PageQuery & { isRead?: 0 | 1 }): Promise<Page<UserMessage>> {
      const window = pageWindow(query);
      const { rows, total } = await messageRepo.page(siteId, userId, query.isRead, window.offset, window.pageSize);
      return toPage(rows.map(toMessage), total, window);
    },

    async read(siteId: number, userId: number, id: number): Promise<UserMessage> {
      const row = await messageRepo.findMine(siteId, userId, id);
      if (!row) throw notFound('消息不存在或已被删除');
      await messageRepo.markRead(siteId, userId, [id]);
      return toMessage({ ...row, is_read: 1 });
    },

    countUnread: async (siteId: number, userId: number) => ({ num: await messageRepo.countUnread(siteId, userId) }),

    async readAll(siteId: number, userId: number): Promise<null> {
      await messageRepo.markRead(siteId, userId, 'all');
      return null;
    },

    /** All or nothing: one id that is not the reader's own refuses the whole batch. */
    async deleteMany(siteId: number, userId: number, ids: number[]): Promise<null> {
      const unique = [...new Set(ids)];
      if ((await messageRepo.countMine(siteId, userId, unique)) !== unique.length)
        throw notFound('消息不存在或已被删除');
      await transact((tx) => messageRepo.deleteMine(siteId, userId, unique, tx));
      return null;
    },

    async send(siteId: number, operatorId: number, input: { title: string; content: string; mobiles: string[] }) {
      const broadcast = input.mobiles.length === 0;
      let userIds: number[];
      if (broadcast) {
        userIds = await userRepo.allIds(siteId);
      } else {
        const mobiles = [...new Set(input.mobiles)];
        const found = await userRepo.idsByMobiles(siteId, mobiles);
        const missing = mobiles.filter((mobile) => !found.some((row) => row.mobile === mobile));
        if (missing.length > 0) throw badRequest(`以下手机号不是本校用户：${missing.join('、')}`);
        userIds = found.map((row) => row.id);
      }
      const title = input.title.trim();
      const content = input.content.trim();
      await transact(async (tx) => {
        await messageRepo.insertMany(rowsFor(siteId, userIds, title, content, MessageType.notice), tx);
        await messageRepo.insertSendLog(
          {
            id: newId(),
            site_id: siteId,
            gmt_create: clock.now(),
            operator_id: operatorId,
            title,
            content,
            send_type: broadcast ? 1 : 2,
            sent_count: userIds.length,
          },
          tx,
        );
      });
      return { sentCount: userIds.length };
    },

    async pageSent(siteId: number, query: PageQuery) {
      const window = pageWindow(query);
      const { rows, total } = await messageRepo.pageSendLog(siteId, window.offset, window.pageSize);
      return toPage(
        rows.map((row) => ({
          id: String(row.id),
          title: row.title,
          content: row.content,
          sendType: row.send_type,
          sentCount: row.sent_count,
          gmtCreate: formatDateTime(row.gmt_create),
        })),
        total,
        window,
      );
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
