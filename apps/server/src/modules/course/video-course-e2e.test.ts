import { createDecipheriv } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseAuditContracts,
  courseStudyContracts,
  type PeriodAudit,
  courseAuthorContracts,
  studyContracts,
} from '@school/contracts';
import type { TestApp } from '../../testing/test-app.ts';
import type { ContractCallOptions } from '../../testing/call.ts';
import { chunkOf, fieldsFor, makeVideo, sendChunk, waitForVideo } from '../vod/vod-fixtures.ts';
import { categoryId, createCourseTest, draftBody, OTHER_LEARNER } from './course-fixtures.ts';

/**
 * The whole server path of a video course: a teacher writes a course, uploads a real video in chunks
 * (interrupted and resumed), binds it, the operator approves, a learner watches the free lesson through
 * playlist, key and segment, and his progress is recorded; others are refused. The only test of the
 * course module that runs ffmpeg (one tiny video).
 */
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-course-e2e-'));
let t: TestApp;
let teacher: string;
let learner: string;
let otherLearner: string;
let video: Buffer;

beforeAll(async () => {
  video = await makeVideo(mediaDir, 'raw480');
  ({ t, teacher, learner } = await createCourseTest());
  otherLearner = await t.tokenFor(OTHER_LEARNER);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const as = (token?: string): ContractCallOptions => (token ? { as: { token } } : {});
async function fetchHls(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.rawPayload };
}
const beside = (url: string, relative: string) => new URL(relative, `http://school${url}`).pathname;

describe('a video course from the teacher’s upload to the learner’s progress', () => {
  let courseId = '';
  let freeLesson: PeriodAudit;
  let paidLesson: PeriodAudit;
  let videoId = '';

  it('the teacher writes a course with chapters and lessons', async () => {
    const course = await t.call(
      courseAuthorContracts.saveCourseAudit,
      draftBody(await categoryId(t), { name: '剑桥英语听说入门', price: 59 }),
      as(teacher),
    );
    courseId = course.data.id;
    const chapter = await t.call(
      courseAuthorContracts.saveChapterAudit,
      { courseId, chapterName: 'Unit 1 Greetings', chapterDesc: '', isFree: 0 },
      as(teacher),
    );
    const lesson = (name: string, isFree: 0 | 1) =>
      t.call(
        courseAuthorContracts.savePeriodAudit,
        { chapterId: chapter.data.id, periodName: name, periodDesc: '', isFree },
        as(teacher),
      );
    freeLesson = (await lesson('Hello 试听', 1)).data;
    paidLesson = (await lesson('How are you', 0)).data;
    expect([freeLesson.sort, paidLesson.sort]).toEqual([1, 2]);
  });

  it('uploads a real video in chunks, interrupted and resumed, and saves it for both lessons', async () => {
    const fields = fieldsFor(video, 'unit1.mkv', { periodId: freeLesson.id });
    expect(fields.totalChunks).toBe(3);
    const check = await sendChunk(t, { token: teacher, fields });
    const uploadStatusId = check.data.uploadStatusId;
    const first = await sendChunk(t, {
      token: teacher,
      fields: { ...fields, chunkNumber: 1, uploadStatusId },
      chunk: chunkOf(video, 1),
    });
    expect(first.data.uploads).toEqual([1]);
    // The tab closes; on return the check says which chunks are there and only the rest are sent.
    const again = await sendChunk(t, { token: teacher, fields });
    expect(again.data.uploads).toEqual([1]);
    let last = again;
    for (const n of [2, 3])
      last = await sendChunk(t, {
        token: teacher,
        fields: { ...fields, chunkNumber: n, uploadStatusId },
        chunk: chunkOf(video, n),
      });
    expect(last.data).toMatchObject({ state: freeLesson.id, uploads: [1, 2, 3] });
    videoId = last.data.videoId;
    expect(videoId).not.toBe('');

    for (const lesson of [freeLesson, paidLesson]) {
      const saved = await t.call(
        courseAuthorContracts.saveVodUpload,
        { periodId: lesson.id, vid: videoId, videoName: `${lesson.periodName}.mkv` },
        as(teacher),
      );
      expect(saved.data.videoId).toBe(videoId);
    }
    expect((await waitForVideo(t, teacher, videoId)).videoStatus).toBe(3);
  });

  it('the operator approves and the course is public', async () => {
    const approved = await t.call(
      courseAuditContracts.adminAuditCourse,
      {
        id: courseId,
        auditStatus: 1,
        auditOpinion: '内容完整',
      },
      { as: 'operator' },
    );
    expect(approved.code).toBe(200);
    const view = await t.call(courseStudyContracts.viewCourse, { id: courseId });
    expect(view.data).toMatchObject({
      courseName: '剑桥英语听说入门',
      periodCount: 2,
      freePeriodCount: 1,
      totalDuration: 2,
    });
  });

  it('a learner plays the free lesson: playlist, key and segment; others are refused', async () => {
    expect((await t.call(courseStudyContracts.signCourse, { periodId: freeLesson.id })).code).toBe(303);
    expect((await t.call(courseStudyContracts.signCourse, { periodId: paidLesson.id }, as(otherLearner))).code).toBe(
      403,
    );

    const signed = await t.call(courseStudyContracts.signCourse, { periodId: freeLesson.id }, as(learner));
    expect(signed.code).toBe(200);
    const master = await fetchHls(signed.data.playUrl);
    expect(master.status).toBe(200);
    const variantName = /\n(\d{3,4}p\/index\.m3u8)/.exec(master.body.toString())![1]!;
    const variantUrl = beside(signed.data.playUrl, variantName);
    const variant = await fetchHls(variantUrl);
    expect(variant.body.toString()).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
    const segment = await fetchHls(beside(variantUrl, 'seg_00000.ts'));
    expect(segment.status).toBe(200);
    const keyUrl = beside(variantUrl, '../key');
    const key = await fetchHls(keyUrl, { token: learner });
    expect([key.status, key.body.length]).toEqual([200, 16]);
    const clear = Buffer.concat([createDecipheriv('aes-128-cbc', key.body, Buffer.alloc(16)).update(segment.body)]);
    expect(clear[0]).toBe(0x47);
    // A copied address is useless to a visitor and to another learner.
    expect((await fetchHls(keyUrl)).status).not.toBe(200);
    expect((await fetchHls(keyUrl, { token: otherLearner })).status).toBe(403);
  });

  it('progress reported to 90 % marks the lesson learned and shows in the progress lists', async () => {
    const report = await t.call(
      studyContracts.saveStudyLog,
      { periodId: freeLesson.id, currentSeconds: 1.9, watchedSeconds: 1.9 },
      as(learner),
    );
    expect(report.data).toMatchObject({
      isLearned: 1,
      progress: 100,
      learnedCount: 1,
      periodCount: 2,
      courseProgress: 50,
    });
    const periods = await t.call(studyContracts.listCoursePeriodProgress, { courseId }, as(learner));
    expect(periods.data.map((p) => [p.periodId, p.isLearned])).toEqual([[freeLesson.id, 1]]);
    const courses = await t.call(studyContracts.listCourseProgress, {}, as(learner));
    expect(courses.data.list[0]).toMatchObject({ courseId, progress: 50, lastPeriodId: freeLesson.id });
  });
});
