import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeContracts, readerContracts, userContracts } from '@school/contracts';
import type { Caller } from '../../testing/call.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The header's and the account shell's one call (decision 0089): the user, the unread count and the
 * class-admin flag, each as its own spec call answers it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reader = (as: Caller) => t.call(readerContracts.viewReader, undefined, { as });

/** What the three spec calls answer for the same caller. */
async function separately(as: Caller) {
  const [user, unread, gradeAdmin] = await Promise.all([
    t.call(userContracts.viewUserExt, undefined, { as }),
    t.call(userContracts.countUnreadMessages, undefined, { as }),
    t.call(gradeContracts.isGradeAdmin, undefined, { as }),
  ]);
  return { user: user.data, unreadMessages: unread.data.num, isGradeAdmin: gradeAdmin.data };
}

describe('the reader', () => {
  it('refuses a visitor, a made-up token and an operator’s session', async () => {
    expect((await reader('visitor')).code).toBe(303);
    expect((await reader({ token: 'no-such-token' })).code).toBe(302);
    expect((await reader('operator')).code).not.toBe(200);
  });

  it('answers what the header’s three calls answered, for a learner and a class administrator', async () => {
    const learner = await reader('learner');
    expect(learner.data).toEqual(await separately('learner'));
    expect(learner.data).toMatchObject({ user: { nickname: '英语学习者小李', isVip: 1 }, isGradeAdmin: false });
    // The demo class teacher administers a class of the demo organisation.
    const classTeacher = await reader({ user: '13800000004' });
    expect(classTeacher.data.isGradeAdmin).toBe(true);
    expect(classTeacher.data).toEqual(await separately({ user: '13800000004' }));
  });

  it('counts the reader’s own unread messages, and another school’s namesake has their own reader', async () => {
    const before = (await reader('learner')).data.unreadMessages;
    const sent = await t.call(
      userContracts.adminSendMessage,
      { title: '开课提醒', content: '口语课今晚 8 点开课', mobiles: ['13800000001'] },
      { as: 'operator' },
    );
    expect(sent.data).toEqual({ sentCount: 1 });
    const learner = (await reader('learner')).data;
    expect(learner.unreadMessages).toBe(before + 1);

    const namesake = (await reader('otherSchoolUser')).data;
    expect(namesake.user.id).not.toBe(learner.user.id);
    expect(namesake).toEqual(await separately('otherSchoolUser'));
    expect((await reader({ user: '13800000002' })).data.unreadMessages).toBe(
      (await separately({ user: '13800000002' })).unreadMessages,
    );

    await t.call(userContracts.readAllMessages, undefined, { as: 'learner' });
    expect((await reader('learner')).data.unreadMessages).toBe(0);
  });
});
