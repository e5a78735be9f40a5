import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityContracts, searchContracts, userContracts } from '@school/contracts';
import { malformed } from '../../testing/call.ts';
import { OTHER_SITE_ID } from '../../testing/test-app.ts';
import { DIGEST_JOB, HOT_JOB } from './community.jobs.ts';
import { createCommunityTest, type CommunityTest } from './community-fixtures.ts';

let c: CommunityTest;
beforeAll(async () => {
  c = await createCommunityTest();
  // This file tests the console, not the limits: the school allows plenty.
  await c.setLimits({ postsPerHour: 1000, commentIntervalSeconds: 0 });
});
afterAll(() => c.t.close());

const messagesOf = async (token: string) => (await c.as(token, userContracts.listMessages, { pageSize: 50 })).data.list;

describe('console calls are the operator’s', () => {
  it('visitors and learners are refused; another school sees none of this school’s posts', async () => {
    const blog = await c.writeBlog(c.teacher);
    expect((await c.as(undefined, communityContracts.adminListBlog, {})).code).toBe(303);
    expect((await c.as(c.learner, communityContracts.adminHideBlog, { id: blog.id })).code).toBe(302);
    expect((await c.t.call(communityContracts.adminHideBlog, { id: blog.id }, { as: 'otherOperator' })).code).toBe(404);
    expect((await c.t.call(communityContracts.adminListBlog, {}, { as: 'otherOperator' })).data.totalCount).toBe(0);
    expect(
      (await c.t.call(communityContracts.adminMuteBlogger, { id: blog.bloggerId, days: 3 }, { as: 'otherOperator' }))
        .code,
    ).toBe(404);
    expect((await c.as(undefined, communityContracts.viewBlog, { id: blog.id })).code).toBe(200);
  });
});

describe('info articles and zones', () => {
  it('the operator writes info in a zone, schedules, pins; /info lists it and search type 8 finds it', async () => {
    const zone = await c.t.call(
      communityContracts.adminSaveZone,
      {
        zoneName: '考试资讯',
        zoneDesc: '雅思托福最新动态',
        zoneLocation: 1,
        sort: 1,
        statusId: 1,
      },
      { as: 'operator' },
    );
    expect(zone.data).toMatchObject({ zoneName: '考试资讯', articleCount: 0 });
    const bad = await c.t.call(
      communityContracts.adminSaveInfo,
      { title: '资讯', content: '<p>x</p>', zoneIds: ['1'] },
      { as: 'operator' },
    );
    expect(bad).toMatchObject({ code: 400, msg: '专区不存在' });
    expect(
      await c.t.call(
        communityContracts.adminSaveInfo,
        {
          title: '资讯',
          content: '<p>x</p>',
          zoneIds: [zone.data.zoneId],
          coverUrl: 'https://tracker.example.com/cover.png',
        },
        { as: 'operator' },
      ),
    ).toMatchObject({ code: 400, msg: '参数错误：coverUrl 只能使用本站上传的图片' });
    const info = await c.t.call(
      communityContracts.adminSaveInfo,
      {
        title: '2026 年雅思考试时间公布',
        content: '<p>全年考试安排<script>x</script></p>',
        zoneIds: [zone.data.zoneId],
        isTop: 1,
      },
      { as: 'operator' },
    );
    expect(info.data).toMatchObject({ articleType: 2, isTop: 1, zoneIds: [zone.data.zoneId], state: 5, bloggerId: '' });
    const later = await c.t.call(
      communityContracts.adminSaveInfo,
      {
        title: '下周发布的资讯',
        content: '<p>定时</p>',
        zoneIds: [zone.data.zoneId],
        publishTime: '2099-01-01 08:00:00',
      },
      { as: 'operator' },
    );
    const zoneList = await c.as(undefined, communityContracts.listZoneRef, {
      zoneId: zone.data.zoneId,
    });
    expect(zoneList.data.list.map((item) => item.id)).toEqual([info.data.id]);
    expect((await c.as(undefined, communityContracts.viewBlog, { id: later.data.id })).code).toBe(404);
    const zones = await c.as(undefined, communityContracts.listZoneCategory, {
      zoneLocation: 1,
      articleCount: 3,
    });
    expect(zones.data.find((z) => z.zoneId === zone.data.zoneId)!.articleList.map((a) => a.id)).toEqual([info.data.id]);
    const view = await c.as(undefined, communityContracts.viewBlog, {
      id: info.data.id,
    });
    expect(view.data).toMatchObject({ content: '<p>全年考试安排</p>', blogger: null });
    const hot = await c.as(undefined, communityContracts.listRecommendArticle, {});
    expect(hot.data.map((item) => item.id)).toEqual([info.data.id]);
    const found = await c.t.call(searchContracts.search, {
      keyword: '雅思考试时间',
      type: 8,
    });
    expect(found.data.list).toMatchObject([{ id: info.data.id, url: `/info/detail/${info.data.id}` }]);

    const updated = await c.t.call(
      communityContracts.adminUpdateInfo,
      {
        id: info.data.id,
        title: '2026 年雅思考试时间（更新）',
        content: '<p>更新</p>',
        zoneIds: [],
      },
      { as: 'operator' },
    );
    expect(updated.data.zoneIds).toEqual([]);
    const blog = await c.writeBlog(c.teacher);
    expect(
      await c.t.call(
        communityContracts.adminUpdateInfo,
        { id: blog.id, title: 'x', content: '<p>x</p>', zoneIds: [] },
        { as: 'operator' },
      ),
    ).toMatchObject({
      code: 400,
    });
    expect(
      (await c.t.call(communityContracts.adminDeleteZone, { zoneId: zone.data.zoneId }, { as: 'operator' })).code,
    ).toBe(200);
    expect((await c.as(undefined, communityContracts.listZoneRef, { zoneId: zone.data.zoneId })).code).toBe(404);
  });

  it('the operator lists and renames zones, switches one off; bad input, other schools and visitors change nothing', async () => {
    const made = await c.t.call(
      communityContracts.adminSaveZone,
      {
        zoneName: '学校动态',
        zoneDesc: '',
        zoneLocation: 1,
        sort: 2,
        statusId: 1,
      },
      { as: 'operator' },
    );
    const zoneId = made.data.zoneId;
    const change = {
      zoneId,
      zoneName: '校园新闻',
      zoneDesc: '开学、活动与获奖',
      zoneLocation: 1,
      sort: 0,
      statusId: 0 as const,
    };
    const updated = await c.t.call(communityContracts.adminUpdateZone, change, { as: 'operator' });
    expect(updated.data).toMatchObject({ zoneName: '校园新闻', zoneDesc: '开学、活动与获奖', statusId: 0 });
    const listed = await c.t.call(communityContracts.adminListZone, {}, { as: 'operator' });
    expect(listed.data.find((zone) => zone.zoneId === zoneId)).toMatchObject({ zoneName: '校园新闻', statusId: 0 });
    const shown = await c.as(undefined, communityContracts.listZoneCategory, {
      zoneLocation: 1,
    });
    expect(shown.data.map((zone) => zone.zoneId)).not.toContain(zoneId);

    for (const [body, status] of [
      [{ ...change, zoneName: '' }, 400],
      [{ ...change, zoneName: '长'.repeat(31) }, 400],
      [{ ...change, zoneId: '999999' }, 404],
    ] as const) {
      expect((await c.t.call(communityContracts.adminUpdateZone, malformed(body), { as: 'operator' })).status).toBe(
        status,
      );
    }
    expect(
      (await c.t.call(communityContracts.adminUpdateZone, { ...change, zoneName: '别校' }, { as: 'otherOperator' }))
        .status,
    ).toBe(404);
    expect((await c.t.call(communityContracts.adminListZone, {}, { as: 'otherOperator' })).data).toEqual([]);
    expect((await c.t.call(communityContracts.adminListZone, {})).status).toBe(401);
    const still = await c.t.call(communityContracts.adminListZone, {}, { as: 'operator' });
    expect(still.data.find((zone) => zone.zoneId === zoneId)).toMatchObject({ zoneName: '校园新闻' });
  });
});

describe('moderating posts, questions and comments', () => {
  it('hide, restore, delete, pin and recommend a blog; the author sees 已屏蔽', async () => {
    const blog = await c.writeBlog(c.teacher);
    const hidden = await c.t.call(communityContracts.adminHideBlog, { id: blog.id }, { as: 'operator' });
    expect(hidden.data).toMatchObject({ isHidden: 1, state: 6, stateText: '已屏蔽' });
    expect((await c.as(undefined, communityContracts.viewBlog, { id: blog.id })).code).toBe(404);
    expect((await c.as(c.teacher, communityContracts.viewBlogAuth, { id: blog.id })).data.state).toBe(6);
    expect((await c.t.call(communityContracts.adminRestoreBlog, { id: blog.id }, { as: 'operator' })).data.state).toBe(
      5,
    );
    expect(
      (await c.t.call(communityContracts.adminTopBlog, { id: blog.id, isTop: 1 }, { as: 'operator' })).data.isTop,
    ).toBe(1);
    const latest = await c.as(undefined, communityContracts.listBlog, {});
    expect(latest.data.list[0]!.id).toBe(blog.id);
    expect(
      (await c.t.call(communityContracts.adminRecommendBlog, { id: blog.id, isRecommend: 1 }, { as: 'operator' })).data
        .isRecommend,
    ).toBe(1);
    expect((await c.t.call(communityContracts.adminDeleteBlog, { id: blog.id }, { as: 'operator' })).code).toBe(200);
    expect((await c.as(undefined, communityContracts.viewBlog, { id: blog.id })).code).toBe(404);
    const withDeleted = await c.t.call(
      communityContracts.adminListBlog,
      {
        includeDeleted: 1,
        keyword: blog.title,
      },
      { as: 'operator' },
    );
    expect(withDeleted.data.list[0]).toMatchObject({ id: blog.id, statusId: 0 });
    expect(
      (await c.t.call(communityContracts.adminViewBlog, { id: blog.id }, { as: 'operator' })).data.content,
    ).toContain('单词');
  });

  it('questions and comments: hide, restore, delete, pin, recommend', async () => {
    const question = await c.ask(c.teacher);
    expect(
      (await c.t.call(communityContracts.adminHideQuestion, { id: question.id }, { as: 'operator' })).data.state,
    ).toBe(6);
    expect((await c.as(undefined, communityContracts.viewQuestion, { id: question.id })).code).toBe(404);
    expect(
      (await c.t.call(communityContracts.adminRestoreQuestion, { id: question.id }, { as: 'operator' })).data.state,
    ).toBe(5);
    expect(
      (await c.t.call(communityContracts.adminTopQuestion, { id: question.id, isTop: 1 }, { as: 'operator' })).data
        .isTop,
    ).toBe(1);
    expect(
      (
        await c.t.call(
          communityContracts.adminRecommendQuestion,
          { id: question.id, isRecommend: 1 },
          { as: 'operator' },
        )
      ).data.isRecommend,
    ).toBe(1);
    expect(
      (await c.t.call(communityContracts.adminViewQuestion, { id: question.id }, { as: 'operator' })).data.content,
    ).toContain('问题');
    const list = await c.t.call(communityContracts.adminListQuestion, { keyword: question.title }, { as: 'operator' });
    expect(list.data.list.map((q) => q.id)).toEqual([question.id]);

    const answer = await c.as(c.learner, communityContracts.saveQuestionComment, {
      questionId: question.id,
      content: '我的回答',
    });
    const hidden = await c.t.call(communityContracts.adminHideComment, { id: answer.data.id }, { as: 'operator' });
    expect(hidden.data).toMatchObject({ isHidden: 1, targetTitle: question.title });
    const shown = await c.as(undefined, communityContracts.listQuestionComment, {
      questionId: question.id,
    });
    expect(shown.data.totalCount).toBe(0);
    expect(
      (await c.t.call(communityContracts.adminListComment, { targetId: question.id, isHidden: 1 }, { as: 'operator' }))
        .data.totalCount,
    ).toBe(1);
    await c.t.call(communityContracts.adminRestoreComment, { id: answer.data.id }, { as: 'operator' });
    expect(
      (await c.as(undefined, communityContracts.listQuestionComment, { questionId: question.id })).data.totalCount,
    ).toBe(1);
    expect(
      (await c.t.call(communityContracts.adminDeleteComment, { id: answer.data.id }, { as: 'operator' })).code,
    ).toBe(200);
    expect(
      (await c.as(undefined, communityContracts.listQuestionComment, { questionId: question.id })).data.totalCount,
    ).toBe(0);
    expect((await c.t.call(communityContracts.adminDeleteQuestion, { id: question.id }, { as: 'operator' })).code).toBe(
      200,
    );
  });
});

describe('the review queue', () => {
  it('lists what waits, approves (now public) or rejects with a reason (message to the author)', async () => {
    await c.t.call(communityContracts.adminSaveWord, { words: ['刷单'] }, { as: 'operator' });
    const words = await c.t.call(communityContracts.adminListWord, { keyword: '刷' }, { as: 'operator' });
    expect(words.data.list.map((w) => w.word)).toEqual(['刷单']);
    const blog = await c.writeBlog(c.org, { title: '刷单兼职' });
    const question = await c.ask(c.org, { title: '哪里有刷单' });
    const host = await c.writeBlog(c.teacher);
    const comment = await c.as(c.org, communityContracts.saveBlogComment, {
      blogId: host.id,
      content: '加我刷单',
    });
    expect(comment.data.auditStatus).toBe(0);
    // The author sees their comment in review; others do not.
    expect((await c.as(c.org, communityContracts.listBlogComment, { blogId: host.id })).data.totalCount).toBe(1);
    expect((await c.as(undefined, communityContracts.listBlogComment, { blogId: host.id })).data.totalCount).toBe(0);

    const queue = await c.t.call(communityContracts.adminListReview, {}, { as: 'operator' });
    expect(queue.data.list.map((item) => [item.kind, item.id])).toEqual([
      [3, comment.data.id],
      [2, question.id],
      [1, blog.id],
    ]);
    expect(queue.data.list[0]).toMatchObject({
      title: host.title,
      reasons: ['含敏感词：刷单'],
      nickname: '启航教育机构',
    });
    expect((await c.t.call(communityContracts.adminListReview, {}, { as: 'otherOperator' })).data.totalCount).toBe(0);
    expect(
      (await c.t.call(communityContracts.adminApproveReview, { kind: 1, id: blog.id }, { as: 'otherOperator' })).code,
    ).toBe(404);

    expect(
      (await c.t.call(communityContracts.adminApproveReview, { kind: 1, id: blog.id }, { as: 'operator' })).code,
    ).toBe(200);
    expect((await c.as(undefined, communityContracts.viewBlog, { id: blog.id })).code).toBe(200);
    expect(
      (await c.t.call(communityContracts.adminApproveReview, { kind: 1, id: blog.id }, { as: 'operator' })).code,
    ).toBe(404);
    expect(
      (
        await c.t.call(
          communityContracts.adminRejectReview,
          { kind: 2, id: question.id, reason: '' },
          { as: 'operator' },
        )
      ).code,
    ).toBe(400);
    expect(
      (
        await c.t.call(
          communityContracts.adminRejectReview,
          { kind: 2, id: question.id, reason: '涉及违规交易' },
          { as: 'operator' },
        )
      ).code,
    ).toBe(200);
    const mine = await c.as(c.org, communityContracts.listMyQuestion, { state: 3 });
    expect(mine.data.list[0]).toMatchObject({ id: question.id, stateText: '未通过', auditReason: '涉及违规交易' });
    expect(
      (await c.t.call(communityContracts.adminApproveReview, { kind: 3, id: comment.data.id }, { as: 'operator' }))
        .code,
    ).toBe(200);
    expect((await c.as(undefined, communityContracts.listBlogComment, { blogId: host.id })).data.totalCount).toBe(1);

    const messages = await messagesOf(c.org);
    expect(messages.map((m) => m.content)).toEqual(
      expect.arrayContaining([
        `您的问题《${question.title}》未通过审核，原因：涉及违规交易。修改后可重新提交。`,
        `您的文章《${blog.title}》已通过审核，现在大家都能看到了。`,
      ]),
    );
    const wordId = words.data.list[0]!.id;
    expect((await c.t.call(communityContracts.adminDeleteWord, { id: wordId }, { as: 'operator' })).code).toBe(200);
    expect((await c.t.call(communityContracts.adminDeleteWord, { id: wordId }, { as: 'operator' })).code).toBe(404);
  });
});

describe('bloggers and labels in the console', () => {
  it('recommend and mute a blogger; a muted user may not post or comment', async () => {
    const blog = await c.writeBlog(c.classAdmin);
    const recommended = await c.t.call(
      communityContracts.adminRecommendBlogger,
      {
        id: blog.bloggerId,
        isRecommend: 1,
      },
      { as: 'operator' },
    );
    expect(recommended.data.isRecommend).toBe(1);
    const suggested = await c.as(c.org, communityContracts.listRecommendBlogger, {});
    expect(suggested.data[0]!.bloggerId).toBe(blog.bloggerId);
    const muted = await c.t.call(
      communityContracts.adminMuteBlogger,
      { id: blog.bloggerId, days: 3 },
      { as: 'operator' },
    );
    expect(muted.data.mutedUntil).not.toBe('');
    const refused = await c.as(c.classAdmin, communityContracts.saveBlog, { title: '禁言中', content: '<p>x</p>' });
    expect(refused.code).toBe(403);
    expect(refused.msg).toMatch(/^您已被禁言，.+ 后才能发言$/);
    expect(
      (await c.as(c.classAdmin, communityContracts.saveBlogComment, { blogId: blog.id, content: '评论' })).code,
    ).toBe(403);
    expect(
      (await c.t.call(communityContracts.adminMuteBlogger, { id: blog.bloggerId, days: -1 }, { as: 'operator' })).code,
    ).toBe(400);
    await c.t.call(communityContracts.adminMuteBlogger, { id: blog.bloggerId, days: 0 }, { as: 'operator' });
    expect(
      (await c.as(c.classAdmin, communityContracts.saveBlogComment, { blogId: blog.id, content: '解除了' })).code,
    ).toBe(200);
    const list = await c.t.call(communityContracts.adminListBlogger, { isRecommend: 1 }, { as: 'operator' });
    expect(list.data.list.map((b) => b.bloggerId)).toContain(blog.bloggerId);
  });

  it('labels: added, renamed, disabled, not deleted while in use', async () => {
    const label = await c.t.call(
      communityContracts.adminSaveLabel,
      {
        labelName: '口语',
        labelType: 1,
        sort: 2,
        statusId: 1,
      },
      { as: 'operator' },
    );
    expect(
      (
        await c.t.call(
          communityContracts.adminSaveLabel,
          { labelName: '', labelType: 1, sort: 0, statusId: 1 },
          { as: 'operator' },
        )
      ).code,
    ).toBe(400);
    const tabs = await c.as(undefined, communityContracts.listLabel, {});
    expect(tabs.data.map((l) => l.labelName)).toContain('口语');
    await c.writeBlog(c.teacher, { labelNo: label.data.labelNo });
    expect(
      await c.t.call(communityContracts.adminDeleteLabel, { labelNo: label.data.labelNo }, { as: 'operator' }),
    ).toMatchObject({
      code: 409,
      msg: '标签还有文章或问题在用，不能删除，可改为停用',
    });
    await c.t.call(
      communityContracts.adminUpdateLabel,
      {
        labelNo: label.data.labelNo,
        labelName: '口语练习',
        labelType: 1,
        sort: 2,
        statusId: 0,
      },
      { as: 'operator' },
    );
    expect((await c.as(undefined, communityContracts.listLabel, {})).data.map((l) => l.labelName)).not.toContain(
      '口语练习',
    );
    const all = await c.t.call(communityContracts.adminListLabel, { labelType: 1 }, { as: 'operator' });
    expect(all.data.find((l) => l.labelNo === label.data.labelNo)).toMatchObject({ statusId: 0, useCount: 1 });
    expect(
      (await c.t.call(communityContracts.adminDeleteLabel, { labelNo: label.data.labelNo }, { as: 'otherOperator' }))
        .code,
    ).toBe(404);
    expect((await c.as(undefined, communityContracts.listLabel, {})).data).not.toEqual([]);
    expect((await c.t.call(communityContracts.listLabel, {}, { site: OTHER_SITE_ID })).data).toEqual([]);
  });
});

describe('jobs', () => {
  it('the hot job orders by activity with time decay', async () => {
    const old = await c.writeBlog(c.teacher, { labelNo: c.blogLabel.labelNo });
    c.clock.advance(48 * 3_600_000);
    await c.refresh();
    const quiet = await c.writeBlog(c.org, { labelNo: c.blogLabel.labelNo });
    const liked = await c.writeBlog(c.org, { labelNo: c.blogLabel.labelNo });
    await c.as(c.learner, communityContracts.saveBlogRecord, { blogId: liked.id, opType: 1 });
    // The old post has more likes, but two days of decay weigh more.
    for (const token of [c.learner, c.classAdmin]) {
      await c.as(token, communityContracts.saveBlogRecord, { blogId: old.id, opType: 2 });
    }
    await c.runJob(HOT_JOB);
    const hot = await c.as(undefined, communityContracts.listBlog, {
      tab: '3',
      labelNo: c.blogLabel.labelNo,
    });
    expect(hot.data.list.map((item) => item.id)).toEqual([liked.id, quiet.id, old.id]);
  });

  it('the digest: one message per post summing up new comments and likes, at most hourly', async () => {
    const blog = await c.writeBlog(c.learner);
    await c.as(c.teacher, communityContracts.saveBlogRecord, { blogId: blog.id, opType: 1 });
    await c.as(c.org, communityContracts.saveBlogRecord, { blogId: blog.id, opType: 1 });
    await c.as(c.teacher, communityContracts.saveBlogComment, { blogId: blog.id, content: '写得好' });
    const before = (await messagesOf(c.learner)).length;
    await c.runJob(DIGEST_JOB);
    const after = await messagesOf(c.learner);
    expect(after.length).toBe(before + 1);
    expect(after[0]).toMatchObject({
      msgType: 4,
      title: '您的文章有新动态',
      content: `文章《${blog.title}》有 1 条新评论、2 个新赞。`,
    });
    // A new like within the hour waits for the next digest.
    await c.as(c.classAdmin, communityContracts.saveBlogRecord, { blogId: blog.id, opType: 1 });
    await c.runJob(DIGEST_JOB);
    expect((await messagesOf(c.learner)).length).toBe(before + 1);
    c.clock.advance(3_600_001);
    await c.refresh();
    await c.runJob(DIGEST_JOB);
    const later = await messagesOf(c.learner);
    expect(later[0]!.content).toBe(`文章《${blog.title}》有 1 个新赞。`);
  });
});
