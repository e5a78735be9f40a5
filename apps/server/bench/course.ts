import { demoIds, schoolCall } from './page-views.ts';
import { siteHeaders, type BenchTarget } from './targets.ts';
import { apiUrl } from '@school/contracts';

/**
 * Video course calls (decision 0022): the course page for a visitor and a signed-in learner, and play
 * authorisation (`sign`: entitlement check + a vod play token). They need ids from the running demo
 * school and its demo lessons' videos, which the school makes at first start: measuring waits for them,
 * so ffmpeg is not running while anything is measured.
 */
export const COURSE_TARGET_NAMES = [
  'POST /course/api/course/view (visitor)',
  'POST /course/auth/course/view (signed in)',
  'POST /course/auth/course/sign (play authorisation)',
  'SSR /view/{id} course page (visitor, kept, brotli)',
  'SSR /view/{id} course page (signed in, brotli)',
  'POST /user/auth/reader/view (signed in)',
  'POST /course/auth/course/reader/view (signed in)',
  'POST /exam/auth/exam/reader/view (signed in)',
] as const;

/** The targets, for the demo learner signed in with `token` (the bench's one session). */
export async function courseTargets(base: string, token: string): Promise<BenchTarget[]> {
  const { courseId, examId } = await demoIds(base);
  const until = Date.now() + 300_000;
  let periodId: string | undefined;
  while (!periodId) {
    const chapters = await schoolCall<{ periodList: { id: string; isVideo: number }[] }[]>(
      base,
      '/course/api/course/chapter/list',
      { courseId },
    );
    const lessons = chapters.flatMap((chapter) => chapter.periodList);
    if (lessons.length > 0 && lessons.every((lesson) => lesson.isVideo === 1)) periodId = lessons[0]!.id;
    else if (Date.now() > until) throw new Error('the demo lessons’ videos were not ready within 5 minutes');
    else await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const [visitorView, userView, sign, visitorPage, readerPage, reader, courseReader, paperReader] = COURSE_TARGET_NAMES;
  const page = { method: 'GET' as const, path: `/view/${courseId}`, page: true, headers: { 'accept-encoding': 'br' } };
  const targets: BenchTarget[] = [
    { name: visitorView, method: 'POST', path: apiUrl('/course/api/course/view'), body: { id: courseId } },
    {
      name: userView,
      method: 'POST',
      path: apiUrl('/course/auth/course/view'),
      body: { id: courseId },
      headers: { token },
    },
    { name: sign, method: 'POST', path: apiUrl('/course/auth/course/sign'), body: { periodId }, headers: { token } },
    // The course page is the visitors' page for every reader (decision 0016); the reader's state is read in the browser.
    { name: visitorPage, ...page },
    { name: readerPage, ...page, signedIn: true },
    // The calls a signed-in page makes after its document (decision 0089), each on its own.
    // An empty object: the bench sends every call as JSON, and Fastify refuses an empty JSON body.
    { name: reader, method: 'POST', path: apiUrl('/user/auth/reader/view'), body: {}, headers: { token } },
    {
      name: courseReader,
      method: 'POST',
      path: apiUrl('/course/auth/course/reader/view'),
      body: { id: courseId },
      headers: { token },
    },
    {
      name: paperReader,
      method: 'POST',
      path: apiUrl('/exam/auth/exam/reader/view'),
      body: { id: examId },
      headers: { token },
    },
  ];
  await settleReader(base, targets);
  return targets;
}

/**
 * A reader's kept state is not kept in the first 5 s after its versions are made (decision 0093): each
 * signed-in call is made once and the bench waits that out, so a short load measures the kept state.
 */
async function settleReader(base: string, targets: BenchTarget[]): Promise<void> {
  for (const target of targets.filter((item) => !item.page && item.headers?.token)) {
    await fetch(`${base}${target.path}`, {
      method: target.method,
      headers: { ...siteHeaders, ...target.headers },
      body: JSON.stringify(target.body ?? {}),
    });
  }
  await new Promise((resolve) => setTimeout(resolve, 6000));
}
