import WebSocket from 'ws';
import {
  courseAuditContracts,
  courseAuthorContracts,
  courseContracts,
  liveChatAddress,
  LiveChatRules,
  type LiveChatServerFrame,
  type RouteContract,
  systemContracts,
  userContracts,
  API_PREFIX,
} from '@school/contracts';
import { formatDateTime } from '../src/core/time.ts';
import { addTakers, quantile, type Row } from './harness.ts';
import { benchLearner, siteHeaders } from './targets.ts';

/**
 * Chat fan-out (issue 34): BENCH_CHAT_SOCKETS (1 000) learners enter one free live lesson's chat, then
 * BENCH_CHAT_MESSAGES (50) messages are sent by as many of them, 200 ms apart; the figure is the time
 * from a send to each socket's receipt, over every delivery (p50, p99). The sockets live in this process,
 * so its own event loop is part of the figure.
 */
export const CHAT_BENCH_NAME = 'live chat fan-out to 1,000 sockets: p99 of delivery';
const sockets = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const messages = Number(process.env.BENCH_CHAT_MESSAGES ?? 50);
const password = benchLearner.password;

export async function call<T>(base: string, entry: RouteContract, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${API_PREFIX}${entry.url}`, {
    method: entry.method,
    headers: { ...siteHeaders, ...(token ? { token } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const reply = (await response.json()) as { code: number; msg: string; data: T };
  if (reply.code !== 200) throw new Error(`${entry.url}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

/**
 * A free live course of the demo teacher with one hour-long lesson starting `beginInMinutes` from now
 * (ten by default), approved by the operator; the lesson's id and the teacher's session.
 */
export async function freeLiveLesson(
  base: string,
  beginInMinutes = 10,
): Promise<{ periodId: string; teacher: string }> {
  const teacher = await call<{ token: string }>(base, userContracts.loginByPassword, {
    mobile: '13800000002',
    password,
  });
  const operator = await call<{ token: string }>(base, systemContracts.loginOperator, {
    loginName: 'admin',
    password,
  });
  type Node = { id: string; children?: Node[] };
  const tree = await call<Node[]>(base, courseContracts.listCourseCategory, {});
  const deepest = (node: Node): Node => (node.children?.length ? deepest(node.children[0]!) : node);
  const course = await call<{ id: string }>(
    base,
    courseAuthorContracts.saveCourseAudit,
    {
      courseName: '压测直播课',
      courseCategory: 2,
      categoryId: deepest(tree[0]!).id,
      courseLogo: '/files/logo.png',
      introduce: '<p>聊天压测</p>',
      coursePrice: 0,
      rulingPrice: 0,
      isFree: 1,
    },
    teacher.token,
  );
  const chapter = await call<{ id: string }>(
    base,
    courseAuthorContracts.saveChapterAudit,
    { courseId: course.id, chapterName: '第一章', chapterDesc: '', isFree: 1 },
    teacher.token,
  );
  const begin = Date.now() + beginInMinutes * 60_000;
  const lesson = await call<{ id: string }>(
    base,
    courseAuthorContracts.savePeriodAudit,
    {
      chapterId: chapter.id,
      periodName: '压测',
      periodDesc: '',
      isFree: 1,
      startTime: formatDateTime(begin),
      endTime: formatDateTime(begin + 3_600_000),
    },
    teacher.token,
  );
  await call(
    base,
    courseAuditContracts.adminAuditCourse,
    { id: course.id, auditStatus: 1, auditOpinion: '' },
    operator.token,
  );
  return { periodId: lesson.id, teacher: teacher.token };
}

export async function benchLiveChat(base: string, dataDir: string): Promise<{ rows: Row[]; notes: string[] }> {
  const tokens = addTakers(dataDir, sockets, 'chat');
  const { periodId } = await freeLiveLesson(base);
  const address = `${base.replace(/^http/, 'ws')}${liveChatAddress(periodId)}`;

  const latencies: number[] = [];
  const sentAt = new Map<string, number>();
  let errors = 0;
  const clients = await Promise.all(
    tokens.map(
      (token) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(address, { headers: { token, 'site-id': '11' } });
          socket.on('message', (data) => {
            const frame = JSON.parse(data.toString('utf8')) as LiveChatServerFrame;
            if (frame.type === 'welcome') resolve(socket);
            else if (frame.type === 'message') {
              const at = sentAt.get(frame.message.text);
              if (at !== undefined) latencies.push(performance.now() - at);
            } else if (frame.type === 'error') errors++;
          });
          socket.once('error', reject);
        }),
    ),
  );

  for (let i = 0; i < messages; i++) {
    const text = `压测消息 ${i + 1}`;
    sentAt.set(text, performance.now());
    clients[i % clients.length]!.send(JSON.stringify({ type: 'send', text }));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Waits for the deliveries still on their way, at most ten seconds.
  const expected = messages * clients.length;
  for (let waited = 0; latencies.length < expected && waited < 10_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  for (const client of clients) client.close();

  latencies.sort((a, b) => a - b);
  const lost = expected - latencies.length;
  return {
    rows: [
      {
        name: CHAT_BENCH_NAME,
        reqPerSec: Math.round(latencies.length / (messages * 0.2)),
        p50: quantile(latencies, 0.5),
        p99: quantile(latencies, 0.99),
        errors: errors + lost,
        timeouts: 0,
      },
    ],
    notes: [
      `chat fan-out: ${clients.length} sockets, ${messages} messages 200 ms apart (each from another learner, within the 2 s rule): ${latencies.length} of ${expected} deliveries, p50 ${quantile(latencies, 0.5)} ms, p99 ${quantile(latencies, 0.99)} ms, max ${Math.round(latencies.at(-1) ?? 0)} ms (interval rule ${LiveChatRules.sendIntervalMs} ms)`,
    ],
  };
}
