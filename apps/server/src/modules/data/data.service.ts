import type { AdminFeedback, Feedback, FeedbackSave, Page, PageQuery } from '@school/contracts';
import { notFound, wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { type OwnImages, requireOwnPicture } from '../../core/rich-text.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import { MessageType, type MessageService, type UserService } from '../user/index.ts';
import type { DataRepo } from './data.repo.ts';
import type { FeedbackTable } from './data.tables.ts';

/** Feedback from learners and the operator's replies (which reach the learner as a message). */
export interface DataServiceDeps {
  transact: Transact;
  dataRepo: DataRepo;
  messages: Pick<MessageService, 'notify'>;
  users: Pick<UserService, 'summaries'>;
  /** Feedback pictures are opened by the operator, so they must be our own stored files. */
  ownImages: OwnImages;
  clock: Clock;
  newId: IdGenerator;
}

const parseImages = (raw: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

const toFeedback = (row: FeedbackTable): Feedback => ({
  id: String(row.id),
  content: row.content,
  contact: row.contact,
  images: parseImages(row.images),
  reply: row.reply,
  replyStatus: row.reply_status,
  gmtCreate: formatDateTime(row.gmt_create),
  replyTime: row.reply_time === null ? '' : formatDateTime(row.reply_time),
});

export function createDataService({ transact, dataRepo, messages, users, ownImages, clock, newId }: DataServiceDeps) {
  /** Rows with who sent them, for the operator: the senders are read in one call to the user module. */
  const adminViews = async (siteId: number, rows: FeedbackTable[]): Promise<AdminFeedback[]> => {
    const senders = await users.summaries(
      siteId,
      rows.map((row) => row.user_id),
    );
    return rows.map((row) => {
      const sender = senders.get(row.user_id);
      return {
        ...toFeedback(row),
        userId: String(row.user_id),
        nickname: sender?.nickname ?? '',
        mobile: sender?.mobile ?? '',
      };
    });
  };

  const adminView = async (siteId: number, id: number): Promise<AdminFeedback> => {
    const row = await dataRepo.findFeedback(siteId, id);
    if (!row) throw notFound('反馈不存在');
    const [view] = await adminViews(siteId, [row]);
    return view!;
  };

  return {
    async saveFeedback(siteId: number, userId: number, input: FeedbackSave): Promise<Feedback> {
      input.images.forEach((url, index) => requireOwnPicture(`images[${index}]`, url, ownImages));
      const row: FeedbackTable = {
        id: newId(),
        site_id: siteId,
        gmt_create: clock.now(),
        user_id: userId,
        content: input.content.trim(),
        contact: input.contact.trim(),
        images: JSON.stringify(input.images),
        reply: '',
        reply_status: 0,
        reply_time: null,
      };
      await dataRepo.insertFeedback(row);
      return toFeedback(row);
    },

    async pageMine(siteId: number, userId: number, query: PageQuery): Promise<Page<Feedback>> {
      const window = pageWindow(query);
      const { rows, total } = await dataRepo.pageFeedback(siteId, { userId }, window.offset, window.pageSize);
      return toPage(rows.map(toFeedback), total, window);
    },

    async adminPage(siteId: number, query: PageQuery & { replyStatus?: number }): Promise<Page<AdminFeedback>> {
      const window = pageWindow(query);
      const { rows, total } = await dataRepo.pageFeedback(
        siteId,
        { replyStatus: query.replyStatus },
        window.offset,
        window.pageSize,
      );
      return toPage(await adminViews(siteId, rows), total, window);
    },

    async reply(siteId: number, id: number, reply: string): Promise<AdminFeedback> {
      const row = await dataRepo.findFeedback(siteId, id);
      if (!row) throw notFound('反馈不存在');
      if (row.reply_status === 1) throw wrongState('该反馈已回复');
      const text = reply.trim();
      await transact(async (tx) => {
        await dataRepo.replyFeedback(siteId, id, text, clock.now(), tx);
        await messages.notify(
          siteId,
          row.user_id,
          {
            title: '您的意见反馈有回复了',
            content: `您反馈的“${row.content.slice(0, 30)}”已收到回复：${text}`,
            msgType: MessageType.feedbackReply,
          },
          tx,
        );
      });
      return adminView(siteId, id);
    },
  };
}

export type DataService = ReturnType<typeof createDataService>;
