import { siteHeaders } from './targets.ts';
import { API_PREFIX } from '@school/contracts';

/**
 * The signed-in page views of issue 36: each page's document and exactly the `/apis` calls the demo
 * learner's browser makes after it, as `tsx bench/find-page-calls.ts <origin>` lists them (headless
 * Chromium). `{courseId}` and `{examId}` stand for the demo course and paper the bench reads from the
 * running school. When a page's calls change, run that script and update the list here.
 */
export interface PageCall {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
}

export interface PageView {
  name: string;
  path: string;
  calls: PageCall[];
}

/** The demo course the course rows measure (course.ts) and the first paper of the public exam list. */
export const DEMO_COURSE = '英语语法入门：从句子结构开始';

/** A visitor's call to the running school; throws unless it answers code 200. */
export async function schoolCall<T>(origin: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${origin}${API_PREFIX}${path}`, {
    method: 'POST',
    headers: siteHeaders,
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { code: number; msg: string; data: T };
  if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

export async function demoIds(origin: string): Promise<{ courseId: string; examId: string }> {
  const courses = await schoolCall<{ list: { id: string; courseName: string }[] }>(
    origin,
    '/course/api/course/search/list',
    {
      keyword: '从句子结构开始',
    },
  );
  const courseId = courses.list.find((course) => course.courseName === DEMO_COURSE)?.id;
  if (!courseId) throw new Error(`demo course ${DEMO_COURSE} not found`);
  const papers = await schoolCall<{ list: { id: string }[] }>(origin, '/exam/api/exam/info/list', { pageSize: 1 });
  const examId = papers.list[0]?.id;
  if (!examId) throw new Error('no published paper: seed the school first');
  return { courseId, examId };
}

const fill = (text: string, ids: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => ids[key] ?? whole);

/** What every signed-in page asks after its document: the reader (header, unread count, class-admin menu; decision 0089). */
const readerCalls: PageCall[] = [{ method: 'POST', path: '/user/auth/reader/view' }];

/** Found on 29 November 2026 (demo seed), after decision 0089. */
export const pageViews: PageView[] = [
  { name: 'home', path: '/', calls: readerCalls },
  { name: 'list', path: '/list', calls: readerCalls },
  {
    name: 'course',
    path: '/view/{courseId}',
    calls: [...readerCalls, { method: 'POST', path: '/course/auth/course/reader/view', body: { id: '{courseId}' } }],
  },
  {
    name: 'exam',
    path: '/exam/view/{examId}',
    calls: [...readerCalls, { method: 'POST', path: '/exam/auth/exam/reader/view', body: { id: '{examId}' } }],
  },
];

/** Each page view with the running school's ids put in. */
export async function resolvedPageViews(origin: string): Promise<PageView[]> {
  const ids = await demoIds(origin);
  return pageViews.map((view) => ({
    name: view.name,
    path: fill(view.path, ids),
    calls: view.calls.map((item) => ({
      ...item,
      path: fill(item.path, ids),
      ...(item.body === undefined ? {} : { body: JSON.parse(fill(JSON.stringify(item.body), ids)) }),
    })),
  }));
}

export async function viewPagePaths(origin: string): Promise<Record<string, string>> {
  return Object.fromEntries((await resolvedPageViews(origin)).map((view) => [view.name, view.path]));
}
