import path from 'node:path';
import zlib from 'node:zlib';
import { apiUrl, dataContracts, userContracts } from '@school/contracts';
import type { Page } from 'playwright-core';
import { api, operatorToken, SITE_ID, type ReplyOf } from './api.ts';
import type { School } from './school.ts';
import type { ScratchRedis } from './redis.ts';

/** What a tester reads off the screen or the sandbox: captcha answers, SMS codes, the operator's decisions. */

/**
 * Remembers every image captcha the page loads, so a test can type the answer a person would read
 * (the answer lives in the server's cache: the scratch Redis).
 */
export function watchCaptchas(page: Page, redis: ScratchRedis) {
  // The page shows the captcha it asked for last (a reply to an earlier request is dropped, and a page
  // may ask twice as it starts), so the answer is the newest request's, once every request has its reply.
  let latest = '';
  let asked = 0;
  let answered = 0;
  let shown = 0;
  page.on('request', (request) => {
    if (!request.url().includes(apiUrl(userContracts.getCaptchaImage.url))) return;
    const order = ++asked;
    void request
      .response()
      .then((response) => response?.json() as Promise<ReplyOf<typeof userContracts.getCaptchaImage>> | undefined)
      .then((reply) => {
        if (reply && order > shown) {
          shown = order;
          latest = reply.data.captchaId;
        }
      })
      .catch(() => undefined)
      .finally(() => {
        answered += 1;
      });
  });
  return {
    /** The answer to the captcha on screen (waits until it loaded). */
    async answer(): Promise<string> {
      const deadline = Date.now() + 10000;
      while (Date.now() < deadline) {
        if (latest && answered === asked) {
          const raw = redis.get(`school:cache:captcha:${SITE_ID}:${latest}`);
          if (raw) return JSON.parse(raw) as string;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('no captcha on screen');
    },
    /** Forget the one on screen (after it was used, a new one loads). */
    reset() {
      latest = '';
    },
  };
}

/** The 6-digit code of the newest SMS the sandbox sent to `mobile` for `purpose`, waiting for it to arrive. */
export async function smsCodeFromOutbox(school: School, mobile: string, purpose: string, after = 0): Promise<string> {
  const { default: SQLite } = await import('better-sqlite3');
  const deadline = Date.now() + 10000;
  while (Date.now() < deadline) {
    const db = new SQLite(path.join(school.dataDir, 'school.db'), { readonly: true, fileMustExist: true });
    try {
      const row = db
        .prepare(
          'select id, content from sms_outbox where site_id = ? and mobile = ? and purpose = ? order by id desc limit 1',
        )
        .get(SITE_ID, mobile, purpose) as { id: number; content: string } | undefined;
      const code = row && row.id > after ? /(\d{6})/.exec(row.content)?.[1] : undefined;
      if (code) return code;
    } finally {
      db.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no SMS for ${mobile} (${purpose}) in the sandbox outbox`);
}

/** The operator approves the waiting lecturer application of `mobile` (console calls, as the console makes them). */
export async function operatorApprovesLecturer(school: School, mobile: string, opinion: string): Promise<void> {
  const token = await operatorToken(school);
  const waiting = await api(school).call(
    userContracts.adminPageLecturerAudits,
    { auditStatus: 0, pageCurrent: 1, pageSize: 100 },
    { token },
  );
  const application = waiting.list.find((row) => row.mobile === mobile);
  if (!application) throw new Error(`no waiting application from ${mobile}`);
  await api(school).call(userContracts.adminApproveLecturer, { id: application.id, auditOpinion: opinion }, { token });
}

/** The operator answers the newest waiting feedback (the user is told by a site message). */
export async function operatorRepliesFeedback(school: School, reply: string): Promise<void> {
  const token = await operatorToken(school);
  const waiting = await api(school).call(
    dataContracts.adminPageFeedback,
    { replyStatus: 0, pageCurrent: 1, pageSize: 1 },
    { token },
  );
  const feedback = waiting.list[0];
  if (!feedback) throw new Error('no waiting feedback');
  await api(school).call(dataContracts.adminReplyFeedback, { id: feedback.id, reply }, { token });
}

/** A real 96×96 PNG of one colour (uploads are checked by their bytes; the browser shows it). */
export function solidPng(rgb: [number, number, number], size = 96): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from(rgb))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
