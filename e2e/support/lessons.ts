import { courseStudyContracts } from '@school/contracts';
import type { Page } from 'playwright-core';
import { api } from './api.ts';
import type { School } from './school.ts';

/** The demo lessons are made by a background job at first start: wait until the course's all play. */
export async function waitForLessons(school: School, id: string) {
  const until = Date.now() + 240_000;
  for (;;) {
    const chapters = await api(school).call(courseStudyContracts.listCourseChapter, { courseId: id });
    const lessons = chapters.flatMap((chapter) => chapter.periodList);
    if (lessons.length > 0 && lessons.every((lesson) => lesson.isVideo === 1)) return chapters;
    if (Date.now() > until) throw new Error('the demo lessons were not ready in time');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Plays the video (muted, as browsers allow without a gesture) until it has passed `seconds`. */
export async function playPast(page: Page, seconds: number): Promise<number> {
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2, null, { timeout: 30_000 });
  await page.evaluate(() => {
    const video = document.querySelector('video')!;
    video.muted = true;
    return video.play();
  });
  await page.waitForFunction((s) => (document.querySelector('video')?.currentTime ?? 0) > s, seconds, {
    timeout: 30_000,
  });
  return page.evaluate(() => {
    const video = document.querySelector('video')!;
    video.pause();
    return video.currentTime;
  });
}
