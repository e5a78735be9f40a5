import type net from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communityContracts,
  courseAuditContracts,
  liveChatAddress,
  liveChatContracts,
  LiveChatRules,
  type LiveChatServerFrame,
} from '@school/contracts';
import { createFakeClock, createTestApp, OTHER_SITE_ID, type TestApp } from '../../../testing/test-app.ts';
import { LEARNER, TEACHER } from '../../course/course-fixtures.ts';
import { buildLiveCourse, ok } from '../live-fixtures.ts';
import { testRedisReachable, testRedisUrl as redisUrl } from '../../../testing/test-redis.ts';

/** A learner the operator grants the course too, and one nobody does. */
const CLASSMATE = '13800000004';
const OUTSIDER = '13800000003';
const HOUR = 3_600_000;

type Frame = LiveChatServerFrame;
type FrameOf<T extends Frame['type']> = Extract<Frame, { type: T }>;

/** A chat socket as a test holds it: every frame it got, and a wait for the next one of a kind. */
interface Client {
  frames: Frame[];
  next<T extends Frame['type']>(type: T, match?: (frame: FrameOf<T>) => boolean): Promise<FrameOf<T>>;
  send(frame: unknown): void;
  sendRaw(text: string): void;
  closed: Promise<number>;
  close(): void;
}

function connect(
  app: TestApp,
  periodId: string,
  { token, cookie, site }: { token?: string; cookie?: string; site?: number } = {},
): Client {
  const address = app.app.server.address() as net.AddressInfo;
  const headers: Record<string, string> = {};
  if (token) headers.token = token;
  if (cookie) headers.cookie = cookie;
  if (site) headers['site-id'] = String(site);
  const socket = new WebSocket(`ws://127.0.0.1:${address.port}${liveChatAddress(periodId)}`, { headers });
  const frames: Frame[] = [];
  const waiting: { test: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  let seen = 0;
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString('utf8')) as Frame;
    frames.push(frame);
    const index = waiting.findIndex((wait) => wait.test(frame));
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(frame);
  });
  const opened = new Promise<void>((resolve) => socket.once('open', resolve));
  return {
    frames,
    next(type, match = () => true) {
      const test = (frame: Frame) => frame.type === type && match(frame as never);
      // Frames already received and not yet taken count first.
      const found = frames.slice(seen).find(test);
      if (found) {
        seen = frames.indexOf(found) + 1;
        return Promise.resolve(found as never);
      }
      return new Promise((resolve) =>
        waiting.push({
          test,
          resolve: (frame) => {
            seen = frames.length;
            resolve(frame as never);
          },
        }),
      );
    },
    send: (frame) => void opened.then(() => socket.send(JSON.stringify(frame))),
    sendRaw: (text) => void opened.then(() => socket.send(text)),
    closed: new Promise((resolve) => socket.once('close', (code) => resolve(code))),
    close: () => socket.close(),
  };
}

const text = (message: string) => ({ type: 'send', text: message });
/** Closes the sockets and waits until the server has closed them too. */
const leave = (...clients: Client[]) =>
  Promise.all(
    clients.map((client) => {
      client.close();
      return client.closed;
    }),
  );
const messageRows = (t: TestApp) =>
  t.db.selectFrom('live_chat_message').select(['content', 'status_id']).orderBy('id').execute();

async function grant(t: TestApp, courseId: string, mobile: string): Promise<void> {
  const user = await t.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
  ok(
    await t.call(
      courseAuditContracts.adminGrantCourse,
      { courseId, userId: String(user.id), remark: '' },
      { as: 'operator' },
    ),
  );
}

describe('the live chat', () => {
  const clock = createFakeClock();
  let t: TestApp;
  let periodId: string;
  let teacher: string;
  let learner: string;
  let classmate: string;
  const open: Client[] = [];
  const enter = (token: string, options: { site?: number } = {}) => {
    const client = connect(t, periodId, { token, ...options });
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    teacher = await t.tokenFor(TEACHER);
    learner = await t.tokenFor(LEARNER);
    classmate = await t.tokenFor(CLASSMATE);
    const lesson = await buildLiveCourse(t, teacher, clock.now() + 10 * 60_000, clock.now() + HOUR);
    periodId = lesson.periodId;
    await grant(t, lesson.courseId, LEARNER);
    await grant(t, lesson.courseId, CLASSMATE);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await t.close();
  });

  describe('refuses with an error frame and a close the page does not retry', () => {
    const refused = async (client: Client) => ({
      ...(await client.next('error')),
      closeCode: await client.closed,
    });

    it('a visitor', async () => {
      expect(await refused(connect(t, periodId))).toMatchObject({
        code: 303,
        msg: '请先登录',
        closeCode: LiveChatRules.refusedCloseCode,
      });
    });

    it('a learner who has not bought the course', async () => {
      const outsider = await t.tokenFor(OUTSIDER);
      expect(await refused(connect(t, periodId, { token: outsider }))).toMatchObject({
        code: 403,
        closeCode: LiveChatRules.refusedCloseCode,
      });
    });

    it("another school's learner, and this school's session sent as another school", async () => {
      const theirs = await t.tokenFor(LEARNER, OTHER_SITE_ID);
      expect(await refused(connect(t, periodId, { token: theirs, site: OTHER_SITE_ID }))).toMatchObject({
        code: 403,
      });
      expect(await refused(connect(t, periodId, { token: learner, site: OTHER_SITE_ID }))).toMatchObject({
        code: 302,
      });
    });

    it('a lesson that is not a number', async () => {
      const client = connect(t, periodId.replace(/\d$/, 'x'), { token: learner });
      expect(await refused(client)).toMatchObject({ code: 400, msg: '参数错误：periodId 不正确' });
    });
  });

  it('takes the session from the site’s token cookie, as a browser sends it', async () => {
    const client = connect(t, periodId, { cookie: `other=1; RC_WEB_TOKEN=${learner}` });
    open.push(client);
    expect(await client.next('welcome')).toMatchObject({ role: 1, muted: false });
    await leave(client);
  });

  it('answers a bad frame with an error frame in words, broadcasts nothing and keeps nothing', async () => {
    const sender = enter(learner);
    await sender.next('welcome');
    const watcher = enter(classmate);
    await watcher.next('welcome');
    clock.advance(LiveChatRules.sendIntervalMs);
    const before = await messageRows(t);

    sender.sendRaw('不是 JSON');
    expect(await sender.next('error')).toMatchObject({ code: 400, msg: '消息格式不正确' });
    sender.send({ type: 'shout', text: '大家好' });
    expect(await sender.next('error')).toMatchObject({ code: 400, msg: '消息格式不正确' });
    sender.send(text('   '));
    expect(await sender.next('error')).toMatchObject({ code: 400, msg: '请输入消息内容' });
    sender.send(text('长'.repeat(LiveChatRules.maxLength + 1)));
    expect(await sender.next('error')).toMatchObject({ code: 400, msg: '消息不能超过 200 个字' });
    sender.send({ type: 'notice', text: '我来置顶' });
    expect(await sender.next('error')).toMatchObject({ code: 403 });
    sender.send({ type: 'mute', userId: '1', muted: true });
    expect(await sender.next('error')).toMatchObject({ code: 403 });

    sender.send(text('长'.repeat(LiveChatRules.maxLength)));
    await watcher.next('message');
    sender.send(text('太快了吗'));
    expect(await sender.next('error')).toMatchObject({ code: 429, msg: '发言太快了，请 2 秒后再试', retryAfter: 2 });
    clock.advance(LiveChatRules.sendIntervalMs);
    sender.send(text('这次可以'));
    // The watcher got the two that went through, and nothing in between.
    expect((await watcher.next('message')).message.text).toBe('这次可以');
    expect(watcher.frames.filter((frame) => frame.type === 'message' || frame.type === 'notice')).toHaveLength(2);
    expect((await messageRows(t)).length).toBe(before.length + 2);
    await leave(sender, watcher);
  });

  it('lets two viewers see each other, the teacher pin, delete and mute, and keeps it for the replay', async () => {
    ok(await t.call(communityContracts.adminSaveWord, { words: ['代写论文'] }, { as: 'operator' }));
    clock.advance(LiveChatRules.sendIntervalMs);
    const host = enter(teacher);
    expect(await host.next('welcome')).toMatchObject({ role: 2 });
    const first = enter(learner);
    await first.next('welcome');
    const second = enter(classmate);
    // One per person: the teacher and the two learners.
    expect(await second.next('welcome')).toMatchObject({ role: 1, viewers: 3 });

    first.send(text('老师好，有人代 写论文吗'));
    const greeting = await second.next('message');
    expect(greeting.message).toMatchObject({
      nickname: '英语学习者小李',
      text: '老师好，有人*****吗',
      isTeacher: false,
    });
    second.send(text('我也来了'));
    // Everyone, the writer too, gets each message as the room does.
    expect((await first.next('message', (frame) => frame.message.text === '我也来了')).message.nickname).toBe(
      '班主任陈老师',
    );

    host.send({ type: 'notice', text: '今晚讲听力，课后有作业' });
    expect(await first.next('notice')).toEqual({ type: 'notice', text: '今晚讲听力，课后有作业' });
    expect(await second.next('notice')).toEqual({ type: 'notice', text: '今晚讲听力，课后有作业' });

    host.send({ type: 'delete', id: greeting.message.id });
    expect(await second.next('deleted')).toEqual({ type: 'deleted', id: greeting.message.id });
    host.send({ type: 'delete', id: greeting.message.id });
    expect(await host.next('error')).toMatchObject({ code: 404 });

    host.send({ type: 'mute', userId: greeting.message.userId, muted: true });
    expect(await first.next('muted')).toEqual({ type: 'muted', userId: greeting.message.userId, muted: true });
    clock.advance(LiveChatRules.sendIntervalMs);
    first.send(text('我还能说话吗'));
    expect(await first.next('error')).toMatchObject({ code: 403, msg: '您已被主讲老师禁言，暂时不能发言' });

    // Someone entering now sees the notice, the kept messages without the deleted one, and that they are muted.
    const again = enter(learner);
    expect(await again.next('welcome')).toMatchObject({ muted: true, notice: '今晚讲听力，课后有作业' });
    const entered = again.frames[0] as FrameOf<'welcome'>;
    expect(entered.messages.map((message) => message.text)).not.toContain('老师好，有人*****吗');
    expect(entered.messages.at(-1)?.text).toBe('我也来了');

    const replay = ok(await t.call(liveChatContracts.listLiveChat, { periodId }, { as: { token: classmate } }));
    expect(replay.notice).toBe('今晚讲听力，课后有作业');
    expect(replay.list.at(-1)).toMatchObject({ text: '我也来了', nickname: '班主任陈老师' });
    expect(replay.list.map((message) => message.text)).not.toContain('老师好，有人*****吗');
    const after = ok(
      await t.call(
        liveChatContracts.listLiveChat,
        { periodId, afterId: replay.list.at(-2)!.id },
        { as: { token: classmate } },
      ),
    );
    expect(after.list.map((message) => message.text)).toEqual(['我也来了']);
    await leave(host, first, second, again);
  });

  it('tells the room its count as people come', async () => {
    const first = enter(learner);
    await first.next('welcome');
    const second = enter(classmate);
    expect(await second.next('welcome')).toMatchObject({ viewers: 2 });
    // Pushed every few seconds; the first hears of the second without asking.
    expect(await first.next('viewers', (frame) => frame.count === 2)).toEqual({ type: 'viewers', count: 2 });
    await leave(first, second);
  });

  it('reads the kept chat only for readers who may enter the room', async () => {
    expect((await t.call(liveChatContracts.listLiveChat, { periodId })).code).toBe(303);
    const outsider = await t.tokenFor(OUTSIDER);
    expect((await t.call(liveChatContracts.listLiveChat, { periodId }, { as: { token: outsider } })).code).toBe(403);
    const theirs = await t.tokenFor(LEARNER, OTHER_SITE_ID);
    const other = await t.call(
      liveChatContracts.listLiveChat,
      { periodId },
      { as: { token: theirs }, site: OTHER_SITE_ID },
    );
    expect(other.code).toBe(403);
    expect((await t.call(liveChatContracts.listLiveChat, { periodId: 'x' }, { as: { token: learner } })).code).toBe(
      400,
    );
  });
});

const redisReachable = await testRedisReachable('the chat across instances test is');

describe.runIf(redisReachable)('the live chat across two instances (Redis)', () => {
  let first: TestApp;
  let second: TestApp;
  let periodId: string;
  beforeAll(async () => {
    // Two instances on one database and one Redis, as behind a load balancer.
    first = await createTestApp({ config: { redisUrl } });
    second = await createTestApp({ config: { redisUrl }, database: first });
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    const teacher = await first.tokenFor(TEACHER);
    const lesson = await buildLiveCourse(first, teacher, Date.now() + 10 * 60_000, Date.now() + HOUR);
    periodId = lesson.periodId;
    await grant(first, lesson.courseId, LEARNER);
    await grant(first, lesson.courseId, CLASSMATE);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('carries a message from a viewer on one server to a viewer on the other, and counts them together', async () => {
    const here = connect(first, periodId, { token: await first.tokenFor(LEARNER) });
    await here.next('welcome');
    const there = connect(second, periodId, { token: await second.tokenFor(CLASSMATE) });
    expect(await there.next('welcome')).toMatchObject({ viewers: 2 });
    here.send(text('另一台服务器上的同学好'));
    expect((await there.next('message')).message).toMatchObject({
      text: '另一台服务器上的同学好',
      nickname: '英语学习者小李',
    });
    await leave(here, there);
  });
});
