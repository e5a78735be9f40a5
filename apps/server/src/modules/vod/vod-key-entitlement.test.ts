import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hlsMasterPath,
  courseAuditContracts,
  courseStudyContracts,
  orderAdminContracts,
  vodContracts,
  apiUrl,
} from '@school/contracts';
import type { TestApp } from '../../testing/test-app.ts';
import { buildCourse, createCourseTest, LEARNER, userIdOf } from '../course/course-fixtures.ts';

/**
 * A play token outlives the course it was given for only until the player asks for the key: the key
 * checks the lesson's entitlement again (decision 0047).
 */
let t: TestApp;
let teacher: string;
let learner: string;

beforeAll(async () => {
  ({ t, teacher, learner } = await createCourseTest());
});
afterAll(async () => {
  await t.close();
});

const keyOf = async (playToken: string, token: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: apiUrl(hlsMasterPath(playToken).replace(/master\.m3u8$/, 'key')),
    headers: { token },
  });
  return { status: response.statusCode, body: response.rawPayload };
};

describe('the key of a paid lesson', () => {
  it('is refused once the learner’s course is refunded, though the play token has not expired', async () => {
    const course = await buildCourse(t, teacher, {
      name: '退款后的课程',
      price: 88,
      chapters: [{ name: '第一章', lessons: [{ name: '付费课时' }] }],
    });
    const lesson = course.lessons[0]!;
    const granted = await t.call(
      courseAuditContracts.adminGrantCourse,
      {
        courseId: course.id,
        userId: String(await userIdOf(t, LEARNER)),
        remark: '赠送',
      },
      { as: 'operator' },
    );
    expect(granted.code).toBe(200);
    const signed = await t.call(courseStudyContracts.signCourse, { periodId: lesson.id }, { as: { token: learner } });
    expect(signed.code).toBe(200);
    const before = await keyOf(signed.data.playToken, learner);
    expect([before.status, before.body.length]).toEqual([200, 16]);

    const refunded = await t.call(
      orderAdminContracts.adminRefundOrder,
      {
        orderNo: granted.data.orderNo,
        reason: '退课',
      },
      { as: 'operator' },
    );
    expect(refunded.code).toBe(200);
    const after = await keyOf(signed.data.playToken, learner);
    expect(after.status).toBe(403);
    expect(JSON.parse(after.body.toString())).toMatchObject({
      code: 403,
      msg: '您已无权观看此视频（课程可能已退款），请回到课程页查看',
    });
    // The teacher's own preview of the same video is not a course grant and still plays.
    const preview = await t.call(vodContracts.playVideo, { videoId: lesson.videoId }, { as: { token: teacher } });
    expect((await keyOf(preview.data.playToken, teacher)).status).toBe(200);
  });
});
