import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommunityLimitDefaults,
  type AdminBlog,
  type AdminBlogger,
  type AdminComment,
  type AdminQuestion,
  type ArticleZone,
  type ArticleZoneAdmin,
  type BlogItem,
  type BlogMine,
  type CommentReply,
  type LabelAdmin,
  type Page,
  type QuestionMine,
  type ReviewItem,
  type SensitiveWord,
  type UserMessage,
} from '@school/contracts';
import { OTHER_SITE_ID, post } from '../../testing/test-app.ts';
import { DIGEST_JOB, HOT_JOB } from './community.jobs.ts';
import { createCommunityTest, type CommunityTest } from './community-fixtures.ts';

let c: CommunityTest;
beforeAll(async () => {
  c = await createCommunityTest();
  // This file tests the console, not the limits: the school allows plenty.
  await c.t.asAdmin('/community/admin/limit/update', {
    ...CommunityLimitDefaults,
    postsPerHour: 1000,
    commentIntervalSeconds: 0,
  });
});
afterAll(() => c.t.close());

const messagesOf = async (token: string) =>
  (await c.as<Page<UserMessage>>(token, '/user/auth/msg/user/list', { pageSize: 50 })).data.list;

describe('console calls are the operator’s', () => {
  it('visitors and learners are refused; another school sees none of this school’s posts', async () => {
    const blog = await c.writeBlog(c.teacher);
    expect((await c.as(undefined, '/community/admin/blog/list', {})).code).toBe(303);
    expect((await c.as(c.learner, '/community/admin/blog/hide', { id: blog.id })).code).toBe(302);
    expect((await c.t.asOtherAdmin('/community/admin/blog/hide', { id: blog.id })).code).toBe(404);
    expect((await c.t.asOtherAdmin<Page<AdminBlog>>('/community/admin/blog/list', {})).data.totalCount).toBe(0);
    expect((await c.t.asOtherAdmin('/community/admin/blogger/mute', { id: blog.bloggerId, days: 3 })).code).toBe(404);
    expect((await c.as(undefined, '/community/api/blog/view', { id: blog.id })).code).toBe(200);
  });
});

describe('info articles and zones', () => {
  it('the operator writes info in a zone, schedules, pins; /info lists it and search type 8 finds it', async () => {
    const zone = await c.t.asAdmin<ArticleZoneAdmin>('/community/admin/zone/save', {
      zoneName: '考试资讯',
      zoneDesc: '雅思托福最新动态',
      zoneLocation: 1,
      sort: 1,
      statusId: 1,
    });
    expect(zone.data).toMatchObject({ zoneName: '考试资讯', articleCount: 0 });
    const bad = await c.t.asAdmin('/community/admin/info/save', { title: '资讯', content: '<p>x</p>', zoneIds: ['1'] });
    expect(bad).toMatchObject({ code: 400, msg: '专区不存在' });
    expect(
      await c.t.asAdmin('/community/admin/info/save', {
        title: '资讯',
        content: '<p>x</p>',
        zoneIds: [zone.data.zoneId],
        coverUrl: 'https://tracker.example.com/cover.png',
      }),
    ).toMatchObject({ code: 400, msg: '参数错误：coverUrl 只能使用本站上传的图片' });
    const info = await c.t.asAdmin<AdminBlog>('/community/admin/info/save', {
      title: '2026 年雅思考试时间公布',
      content: '<p>全年考试安排<script>x</script></p>',
      zoneIds: [zone.data.zoneId],
      isTop: 1,
    });
    expect(info.data).toMatchObject({ articleType: 2, isTop: 1, zoneIds: [zone.data.zoneId], state: 5, bloggerId: '' });
    const later = await c.t.asAdmin<AdminBlog>('/community/admin/info/save', {
      title: '下周发布的资讯',
      content: '<p>定时</p>',
      zoneIds: [zone.data.zoneId],
      publishTime: '2099-01-01 08:00:00',
    });
    const zoneList = await c.as<Page<BlogItem>>(undefined, '/community/api/article/zone/ref/list', {
      zoneId: zone.data.zoneId,
    });
    expect(zoneList.data.list.map((item) => item.id)).toEqual([info.data.id]);
    expect((await c.as(undefined, '/community/api/blog/view', { id: later.data.id })).code).toBe(404);
    const zones = await c.as<ArticleZone[]>(undefined, '/community/api/article/zone/category/list', {
      zoneLocation: 1,
      articleCount: 3,
    });
    expect(zones.data.find((z) => z.zoneId === zone.data.zoneId)!.articleList.map((a) => a.id)).toEqual([info.data.id]);
    const view = await c.as<{ content: string; blogger: unknown }>(undefined, '/community/api/blog/view', {
      id: info.data.id,
    });
    expect(view.data).toMatchObject({ content: '<p>全年考试安排</p>', blogger: null });
    const hot = await c.as<BlogItem[]>(undefined, '/community/api/article/recommend/list', {});
    expect(hot.data.map((item) => item.id)).toEqual([info.data.id]);
    const found = await post<Page<{ id: string; url: string }>>(c.t.app, '/system/api/search/list', {
      keyword: '雅思考试时间',
      type: 8,
    });
    expect(found.data.list).toMatchObject([{ id: info.data.id, url: `/info/detail/${info.data.id}` }]);

    const updated = await c.t.asAdmin<AdminBlog>('/community/admin/info/update', {
      id: info.data.id,
      title: '2026 年雅思考试时间（更新）',
      content: '<p>更新</p>',
      zoneIds: [],
    });
    expect(updated.data.zoneIds).toEqual([]);
    const blog = await c.writeBlog(c.teacher);
    expect(
      await c.t.asAdmin('/community/admin/info/update', { id: blog.id, title: 'x', content: '<p>x</p>', zoneIds: [] }),
    ).toMatchObject({
      code: 400,
    });
    expect((await c.t.asAdmin('/community/admin/zone/delete', { zoneId: zone.data.zoneId })).code).toBe(200);
    expect((await c.as(undefined, '/community/api/article/zone/ref/list', { zoneId: zone.data.zoneId })).code).toBe(
      404,
    );
  });

  it('the operator lists and renames zones, switches one off; bad input, other schools and visitors change nothing', async () => {
    const made = await c.t.asAdmin<ArticleZoneAdmin>('/community/admin/zone/save', {
      zoneName: '学校动态',
      zoneDesc: '',
      zoneLocation: 1,
      sort: 2,
      statusId: 1,
    });
    const zoneId = made.data.zoneId;
    const change = {
      zoneId,
      zoneName: '校园新闻',
      zoneDesc: '开学、活动与获奖',
      zoneLocation: 1,
      sort: 0,
      statusId: 0,
    };
    const updated = await c.t.asAdmin<ArticleZoneAdmin>('/community/admin/zone/update', change);
    expect(updated.data).toMatchObject({ zoneName: '校园新闻', zoneDesc: '开学、活动与获奖', statusId: 0 });
    const listed = await c.t.asAdmin<ArticleZoneAdmin[]>('/community/admin/zone/list', {});
    expect(listed.data.find((zone) => zone.zoneId === zoneId)).toMatchObject({ zoneName: '校园新闻', statusId: 0 });
    const shown = await c.as<ArticleZone[]>(undefined, '/community/api/article/zone/category/list', {
      zoneLocation: 1,
    });
    expect(shown.data.map((zone) => zone.zoneId)).not.toContain(zoneId);

    for (const [body, status] of [
      [{ ...change, zoneName: '' }, 400],
      [{ ...change, zoneName: '长'.repeat(31) }, 400],
      [{ ...change, zoneId: '999999' }, 404],
    ] as const) {
      expect((await c.t.asAdmin('/community/admin/zone/update', body)).status).toBe(status);
    }
    expect((await c.t.asOtherAdmin('/community/admin/zone/update', { ...change, zoneName: '别校' })).status).toBe(404);
    expect((await c.t.asOtherAdmin<ArticleZoneAdmin[]>('/community/admin/zone/list', {})).data).toEqual([]);
    expect((await post(c.t.app, '/community/admin/zone/list', {})).status).toBe(401);
    const still = await c.t.asAdmin<ArticleZoneAdmin[]>('/community/admin/zone/list', {});
    expect(still.data.find((zone) => zone.zoneId === zoneId)).toMatchObject({ zoneName: '校园新闻' });
  });
});

describe('moderating posts, questions and comments', () => {
  it('hide, restore, delete, pin and recommend a blog; the author sees 已屏蔽', async () => {
    const blog = await c.writeBlog(c.teacher);
    const hidden = await c.t.asAdmin<AdminBlog>('/community/admin/blog/hide', { id: blog.id });
    expect(hidden.data).toMatchObject({ isHidden: 1, state: 6, stateText: '已屏蔽' });
    expect((await c.as(undefined, '/community/api/blog/view', { id: blog.id })).code).toBe(404);
    expect((await c.as<BlogMine>(c.teacher, '/community/auth/blog/view', { id: blog.id })).data.state).toBe(6);
    expect((await c.t.asAdmin<AdminBlog>('/community/admin/blog/restore', { id: blog.id })).data.state).toBe(5);
    expect((await c.t.asAdmin<AdminBlog>('/community/admin/blog/top', { id: blog.id, isTop: 1 })).data.isTop).toBe(1);
    const latest = await c.as<Page<BlogItem>>(undefined, '/community/api/blog/list', {});
    expect(latest.data.list[0]!.id).toBe(blog.id);
    expect(
      (await c.t.asAdmin<AdminBlog>('/community/admin/blog/recommend', { id: blog.id, isRecommend: 1 })).data
        .isRecommend,
    ).toBe(1);
    expect((await c.t.asAdmin('/community/admin/blog/delete', { id: blog.id })).code).toBe(200);
    expect((await c.as(undefined, '/community/api/blog/view', { id: blog.id })).code).toBe(404);
    const withDeleted = await c.t.asAdmin<Page<AdminBlog>>('/community/admin/blog/list', {
      includeDeleted: 1,
      keyword: blog.title,
    });
    expect(withDeleted.data.list[0]).toMatchObject({ id: blog.id, statusId: 0 });
    expect(
      (await c.t.asAdmin<{ content: string }>('/community/admin/blog/view', { id: blog.id })).data.content,
    ).toContain('单词');
  });

  it('questions and comments: hide, restore, delete, pin, recommend', async () => {
    const question = await c.ask(c.teacher);
    expect((await c.t.asAdmin<AdminQuestion>('/community/admin/questions/hide', { id: question.id })).data.state).toBe(
      6,
    );
    expect((await c.as(undefined, '/community/api/questions/view', { id: question.id })).code).toBe(404);
    expect(
      (await c.t.asAdmin<AdminQuestion>('/community/admin/questions/restore', { id: question.id })).data.state,
    ).toBe(5);
    expect(
      (await c.t.asAdmin<AdminQuestion>('/community/admin/questions/top', { id: question.id, isTop: 1 })).data.isTop,
    ).toBe(1);
    expect(
      (await c.t.asAdmin<AdminQuestion>('/community/admin/questions/recommend', { id: question.id, isRecommend: 1 }))
        .data.isRecommend,
    ).toBe(1);
    expect(
      (await c.t.asAdmin<{ content: string }>('/community/admin/questions/view', { id: question.id })).data.content,
    ).toContain('问题');
    const list = await c.t.asAdmin<Page<AdminQuestion>>('/community/admin/questions/list', { keyword: question.title });
    expect(list.data.list.map((q) => q.id)).toEqual([question.id]);

    const answer = await c.as<CommentReply>(c.learner, '/community/auth/questions/comment/save', {
      questionId: question.id,
      content: '我的回答',
    });
    const hidden = await c.t.asAdmin<AdminComment>('/community/admin/comment/hide', { id: answer.data.id });
    expect(hidden.data).toMatchObject({ isHidden: 1, targetTitle: question.title });
    const shown = await c.as<Page<unknown>>(undefined, '/community/api/questions/comment/list', {
      questionId: question.id,
    });
    expect(shown.data.totalCount).toBe(0);
    expect(
      (await c.t.asAdmin<Page<AdminComment>>('/community/admin/comment/list', { targetId: question.id, isHidden: 1 }))
        .data.totalCount,
    ).toBe(1);
    await c.t.asAdmin('/community/admin/comment/restore', { id: answer.data.id });
    expect(
      (await c.as<Page<unknown>>(undefined, '/community/api/questions/comment/list', { questionId: question.id })).data
        .totalCount,
    ).toBe(1);
    expect((await c.t.asAdmin('/community/admin/comment/delete', { id: answer.data.id })).code).toBe(200);
    expect(
      (await c.as<Page<unknown>>(undefined, '/community/api/questions/comment/list', { questionId: question.id })).data
        .totalCount,
    ).toBe(0);
    expect((await c.t.asAdmin('/community/admin/questions/delete', { id: question.id })).code).toBe(200);
  });
});

describe('the review queue', () => {
  it('lists what waits, approves (now public) or rejects with a reason (message to the author)', async () => {
    await c.t.asAdmin('/community/admin/word/save', { words: ['刷单'] });
    const words = await c.t.asAdmin<Page<SensitiveWord>>('/community/admin/word/list', { keyword: '刷' });
    expect(words.data.list.map((w) => w.word)).toEqual(['刷单']);
    const blog = await c.writeBlog(c.org, { title: '刷单兼职' });
    const question = await c.ask(c.org, { title: '哪里有刷单' });
    const host = await c.writeBlog(c.teacher);
    const comment = await c.as<CommentReply>(c.org, '/community/auth/blog/comment/save', {
      blogId: host.id,
      content: '加我刷单',
    });
    expect(comment.data.auditStatus).toBe(0);
    // The author sees their comment in review; others do not.
    expect(
      (await c.as<Page<unknown>>(c.org, '/community/api/blog/comment/list', { blogId: host.id })).data.totalCount,
    ).toBe(1);
    expect(
      (await c.as<Page<unknown>>(undefined, '/community/api/blog/comment/list', { blogId: host.id })).data.totalCount,
    ).toBe(0);

    const queue = await c.t.asAdmin<Page<ReviewItem>>('/community/admin/review/list', {});
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
    expect((await c.t.asOtherAdmin<Page<ReviewItem>>('/community/admin/review/list', {})).data.totalCount).toBe(0);
    expect((await c.t.asOtherAdmin('/community/admin/review/approve', { kind: 1, id: blog.id })).code).toBe(404);

    expect((await c.t.asAdmin('/community/admin/review/approve', { kind: 1, id: blog.id })).code).toBe(200);
    expect((await c.as(undefined, '/community/api/blog/view', { id: blog.id })).code).toBe(200);
    expect((await c.t.asAdmin('/community/admin/review/approve', { kind: 1, id: blog.id })).code).toBe(404);
    expect((await c.t.asAdmin('/community/admin/review/reject', { kind: 2, id: question.id, reason: '' })).code).toBe(
      400,
    );
    expect(
      (await c.t.asAdmin('/community/admin/review/reject', { kind: 2, id: question.id, reason: '涉及违规交易' })).code,
    ).toBe(200);
    const mine = await c.as<Page<QuestionMine>>(c.org, '/community/auth/questions/list', { state: 3 });
    expect(mine.data.list[0]).toMatchObject({ id: question.id, stateText: '未通过', auditReason: '涉及违规交易' });
    expect((await c.t.asAdmin('/community/admin/review/approve', { kind: 3, id: comment.data.id })).code).toBe(200);
    expect(
      (await c.as<Page<unknown>>(undefined, '/community/api/blog/comment/list', { blogId: host.id })).data.totalCount,
    ).toBe(1);

    const messages = await messagesOf(c.org);
    expect(messages.map((m) => m.content)).toEqual(
      expect.arrayContaining([
        `您的问题《${question.title}》未通过审核，原因：涉及违规交易。修改后可重新提交。`,
        `您的文章《${blog.title}》已通过审核，现在大家都能看到了。`,
      ]),
    );
    const wordId = words.data.list[0]!.id;
    expect((await c.t.asAdmin('/community/admin/word/delete', { id: wordId })).code).toBe(200);
    expect((await c.t.asAdmin('/community/admin/word/delete', { id: wordId })).code).toBe(404);
  });
});

describe('bloggers and labels in the console', () => {
  it('recommend and mute a blogger; a muted user may not post or comment', async () => {
    const blog = await c.writeBlog(c.classAdmin);
    const recommended = await c.t.asAdmin<AdminBlogger>('/community/admin/blogger/recommend', {
      id: blog.bloggerId,
      isRecommend: 1,
    });
    expect(recommended.data.isRecommend).toBe(1);
    const suggested = await c.as<{ bloggerId: string }[]>(c.org, '/community/auth/blogger/recommend/list', {});
    expect(suggested.data[0]!.bloggerId).toBe(blog.bloggerId);
    const muted = await c.t.asAdmin<AdminBlogger>('/community/admin/blogger/mute', { id: blog.bloggerId, days: 3 });
    expect(muted.data.mutedUntil).not.toBe('');
    const refused = await c.as(c.classAdmin, '/community/auth/blog/save', { title: '禁言中', content: '<p>x</p>' });
    expect(refused.code).toBe(403);
    expect(refused.msg).toMatch(/^您已被禁言，.+ 后才能发言$/);
    expect(
      (await c.as(c.classAdmin, '/community/auth/blog/comment/save', { blogId: blog.id, content: '评论' })).code,
    ).toBe(403);
    expect((await c.t.asAdmin('/community/admin/blogger/mute', { id: blog.bloggerId, days: -1 })).code).toBe(400);
    await c.t.asAdmin('/community/admin/blogger/mute', { id: blog.bloggerId, days: 0 });
    expect(
      (await c.as(c.classAdmin, '/community/auth/blog/comment/save', { blogId: blog.id, content: '解除了' })).code,
    ).toBe(200);
    const list = await c.t.asAdmin<Page<AdminBlogger>>('/community/admin/blogger/list', { isRecommend: 1 });
    expect(list.data.list.map((b) => b.bloggerId)).toContain(blog.bloggerId);
  });

  it('labels: added, renamed, disabled, not deleted while in use', async () => {
    const label = await c.t.asAdmin<LabelAdmin>('/community/admin/label/save', {
      labelName: '口语',
      labelType: 1,
      sort: 2,
      statusId: 1,
    });
    expect(
      (await c.t.asAdmin('/community/admin/label/save', { labelName: '', labelType: 1, sort: 0, statusId: 1 })).code,
    ).toBe(400);
    const tabs = await c.as<{ labelNo: string; labelName: string }[]>(undefined, '/community/api/label/list', {});
    expect(tabs.data.map((l) => l.labelName)).toContain('口语');
    await c.writeBlog(c.teacher, { labelNo: label.data.labelNo });
    expect(await c.t.asAdmin('/community/admin/label/delete', { labelNo: label.data.labelNo })).toMatchObject({
      code: 409,
      msg: '标签还有文章或问题在用，不能删除，可改为停用',
    });
    await c.t.asAdmin('/community/admin/label/update', {
      labelNo: label.data.labelNo,
      labelName: '口语练习',
      labelType: 1,
      sort: 2,
      statusId: 0,
    });
    expect(
      (await c.as<{ labelName: string }[]>(undefined, '/community/api/label/list', {})).data.map((l) => l.labelName),
    ).not.toContain('口语练习');
    const all = await c.t.asAdmin<LabelAdmin[]>('/community/admin/label/list', { labelType: 1 });
    expect(all.data.find((l) => l.labelNo === label.data.labelNo)).toMatchObject({ statusId: 0, useCount: 1 });
    expect((await c.t.asOtherAdmin('/community/admin/label/delete', { labelNo: label.data.labelNo })).code).toBe(404);
    expect((await c.as<unknown[]>(undefined, '/community/api/label/list', {})).data).not.toEqual([]);
    expect((await post<unknown[]>(c.t.app, '/community/api/label/list', {}, { site: OTHER_SITE_ID })).data).toEqual([]);
  });
});

describe('jobs', () => {
  it('the hot job orders by activity with time decay', async () => {
    const old = await c.writeBlog(c.teacher, { labelNo: c.blogLabel.labelNo });
    c.clock.advance(48 * 3_600_000);
    await c.refresh();
    const quiet = await c.writeBlog(c.org, { labelNo: c.blogLabel.labelNo });
    const liked = await c.writeBlog(c.org, { labelNo: c.blogLabel.labelNo });
    await c.as(c.learner, '/community/auth/blog/user/record/save', { blogId: liked.id, opType: 1 });
    // The old post has more likes, but two days of decay weigh more.
    for (const token of [c.learner, c.classAdmin]) {
      await c.as(token, '/community/auth/blog/user/record/save', { blogId: old.id, opType: 2 });
    }
    await c.runJob(HOT_JOB);
    const hot = await c.as<Page<BlogItem>>(undefined, '/community/api/blog/list', {
      tab: '3',
      labelNo: c.blogLabel.labelNo,
    });
    expect(hot.data.list.map((item) => item.id)).toEqual([liked.id, quiet.id, old.id]);
  });

  it('the digest: one message per post summing up new comments and likes, at most hourly', async () => {
    const blog = await c.writeBlog(c.learner);
    await c.as(c.teacher, '/community/auth/blog/user/record/save', { blogId: blog.id, opType: 1 });
    await c.as(c.org, '/community/auth/blog/user/record/save', { blogId: blog.id, opType: 1 });
    await c.as(c.teacher, '/community/auth/blog/comment/save', { blogId: blog.id, content: '写得好' });
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
    await c.as(c.classAdmin, '/community/auth/blog/user/record/save', { blogId: blog.id, opType: 1 });
    await c.runJob(DIGEST_JOB);
    expect((await messagesOf(c.learner)).length).toBe(before + 1);
    c.clock.advance(3_600_001);
    await c.refresh();
    await c.runJob(DIGEST_JOB);
    const later = await messagesOf(c.learner);
    expect(later[0]!.content).toBe(`文章《${blog.title}》有 1 个新赞。`);
  });
});
