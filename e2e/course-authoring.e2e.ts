import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Code, courseAuditContracts, courseStudyContracts } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from './support/accounts.ts';
import { api, learnerToken } from './support/api.ts';
import { consoleScreenshot, settled, signInToConsole, toast } from './support/console.ts';
import { open, type School, screenshot, startSchool } from './support/school.ts';

/** Video courses (issue 10), as a teacher: make a course, upload a lesson's video, and have it approved. */

let school: School;
let teacher: string;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'school-authoring-'));
const video = path.join(work, '第一课.mp4');
const cover = path.join(work, 'cover.png');
const COURSE = '口语入门：从问候开始';

/** A 4-second test pattern with a tone, made with the ffmpeg the server uses. */
function makeVideo() {
  const fromServer = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'));
  const ffmpeg = (fromServer('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  execFileSync(ffmpeg, [
    ...['-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', video],
  ]);
}

beforeAll(async () => {
  makeVideo();
  fs.writeFileSync(cover, solidPng([30, 120, 220], 320));
  school = await startSchool();
  teacher = await learnerToken(school, '13800000002');
}, 120_000);

afterAll(async () => {
  await school?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a teacher publishes a video course in Chromium', () => {
  it('creates the course, adds a chapter and a lesson, uploads its video; the operator approves it', async () => {
    const { context, page } = await school.newPage({ token: teacher });
    await open(page, '/account/vod/add');
    await page.getByLabel('课程名称').fill(COURSE);
    await page.getByLabel('课程分类').click();
    for (let level = 0; level < 3; level++) {
      const columns = page.locator('.ant-cascader-menu');
      await columns.nth(level).waitFor();
      await columns.nth(level).locator('.ant-cascader-menu-item').first().click();
      if ((await page.locator('.ant-cascader-dropdown-hidden').count()) > 0) break;
    }
    await page.locator('.image-upload input[type=file]').setInputFiles(cover);
    await page.locator('.image-upload img').waitFor();
    await page.getByRole('radio', { name: '免费' }).check();
    await page.getByLabel('课程介绍').fill('每天十分钟，从问候和自我介绍开始说英语。');
    await page.getByRole('button', { name: '创建课程' }).click();
    await page.waitForURL(/\/account\/vod\/period\?courseId=\d+/);
    const courseId = new URL(page.url()).searchParams.get('courseId')!;

    await page.getByRole('button', { name: '添加章节' }).click();
    await settled(page.getByRole('dialog').last());
    await page.getByLabel('章节名称').fill('第一章 问候');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('heading', { name: /第一章 问候/ }).waitFor();
    await page.getByRole('button', { name: '添加课时' }).click();
    await settled(page.getByRole('dialog').last());
    await page.getByLabel('课时名称').fill('Hello 打招呼');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('Hello 打招呼').waitFor();

    // A second lesson, dragged above the first.
    await page.getByRole('button', { name: '添加课时' }).click();
    await settled(page.getByRole('dialog').last());
    await page.getByLabel('课时名称').fill('Goodbye 再见');
    await page.getByRole('button', { name: '保存' }).click();
    const lessons = page.locator('.vod-lesson strong');
    await expect.poll(() => lessons.allTextContents()).toEqual(['Hello 打招呼', 'Goodbye 再见']);
    await page
      .locator('.vod-lesson', { hasText: 'Goodbye 再见' })
      .dragTo(page.locator('.vod-lesson', { hasText: 'Hello 打招呼' }));
    await expect.poll(() => lessons.allTextContents()).toEqual(['Goodbye 再见', 'Hello 打招呼']);
    await page.getByRole('button', { name: '课时下移' }).first().click();
    await expect.poll(() => lessons.allTextContents()).toEqual(['Hello 打招呼', 'Goodbye 再见']);

    await page.getByRole('button', { name: '上传视频' }).first().click();
    await page.locator('.video-upload input[type=file]').setInputFiles(video);
    // The lesson list asks again every few seconds while the video waits for or is in transcoding.
    await page.locator('.vod-lesson .ant-tag', { hasText: '可播放' }).waitFor({ timeout: 90_000 });
    await screenshot(page, 'teacher-lessons-1200');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'teacher-lessons-390');

    await open(page, `/preview/course/${courseId}`);
    await page.getByText('预览：学员在审核通过后将看到这样的页面（待审核）').waitFor();
    await page.getByRole('heading', { name: COURSE }).waitFor();
    await context.close();

    // Not public until the operator approves the draft in the console.
    expect((await fetch(`${school.baseUrl}/view/${courseId}`)).status).toBe(404);
    const desk = await signInToConsole(school, '/admin/course/audit', '课程审核');
    const row = desk.page.locator('tr', { hasText: COURSE });
    await row.getByRole('button', { name: '预览' }).click();
    await desk.page.locator('.ant-drawer').getByText('Hello 打招呼').waitFor();
    await settled(desk.page.locator('.ant-drawer-body'));
    await consoleScreenshot(desk.page, 'console-course-audit-preview');
    await desk.page.locator('.ant-drawer-close').click();
    await row.getByRole('button', { name: '通过' }).click();
    const dialog = desk.page.locator('.ant-modal');
    await settled(dialog);
    // The approval's reply is read too, so that a refusal shows what the server said, not only a missing toast.
    const [approval] = await Promise.all([
      desk.page.waitForResponse((response) => response.url().endsWith(courseAuditContracts.adminAuditCourse.url)),
      dialog.getByRole('button', { name: /通\s*过/ }).click(),
    ]);
    const reply = (await approval.json()) as { code: number; msg: string };
    expect(reply, JSON.stringify(reply)).toMatchObject({ code: Code.ok });
    await toast(desk.page, '已通过，课程已发布').waitFor();
    await desk.context.close();
    const published = await fetch(`${school.baseUrl}/view/${courseId}`);
    expect(published.status).toBe(200);
    expect(await published.text()).toContain('Hello 打招呼');
    const chapters = await api(school).call(courseStudyContracts.listCourseChapter, { courseId });
    expect(chapters[0]!.periodList[0]).toMatchObject({ isVideo: 1, videoDuration: 4 });

    // A learner finds it by searching and watches its free lesson.
    const reader = await school.newPage({ token: await learnerToken(school, '13800000001') });
    await open(reader.page, `/search/${encodeURIComponent('口语入门')}`);
    await reader.page
      .getByRole('link', { name: new RegExp(COURSE) })
      .first()
      .click();
    await reader.page.waitForURL(`**/view/${courseId}`);
    await reader.page.getByRole('button', { name: '开始学习' }).click();
    await reader.page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2, null, {
      timeout: 30_000,
    });
    await reader.page.evaluate(() => {
      const player = document.querySelector('video')!;
      player.muted = true;
      return player.play();
    });
    await reader.page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, null, {
      timeout: 30_000,
    });
    await reader.context.close();
  }, 150_000);
});
