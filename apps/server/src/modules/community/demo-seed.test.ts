import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityContracts } from '@school/contracts';
import { seedDemoCommunity } from './seed/demo-community.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCommunity({ db: t.db, newId: t.newId, now: Date.now() });
});
afterAll(() => t.close());

describe('the demo community', () => {
  it('is lively and consistent: labels, posts with authors, comments, questions with accepted answers, info in zones', async () => {
    expect((await t.call(communityContracts.listLabel, {})).data.map((l) => l.labelName)).toEqual([
      '学习方法',
      '考试经验',
      '口语练习',
      '词汇语法',
    ]);
    const blogs = await t.call(communityContracts.listBlog, {});
    expect(blogs.data.totalCount).toBe(8);
    const first = blogs.data.list[0]!;
    expect(first).toMatchObject({ bloggerName: '英语学习者小李', labelName: '学习方法', countComment: 2 });
    const comments = await t.call(communityContracts.listBlogComment, { blogId: first.id });
    expect(comments.data.list[0]!.replyList[0]).toMatchObject({ replyNickname: '班主任陈老师' });
    const teacher = await t.call(communityContracts.viewBlogger, { id: blogs.data.list[1]!.bloggerId });
    expect(teacher.data).toMatchObject({ bloggerName: '王老师', countFans: 3, countPosts: 3 });

    const solved = await t.call(communityContracts.listQuestion, { isSolved: 1 });
    expect(solved.data.totalCount).toBe(2);
    const zones = await t.call(communityContracts.listZoneCategory, { articleCount: 5 });
    expect(zones.data.map((z) => [z.zoneName, z.articleList.length])).toEqual([
      ['考试资讯', 3],
      ['学校动态', 2],
    ]);
    const hot = await t.call(communityContracts.listRecommendArticle, {});
    expect(hot.data[0]!.title).toBe('2026 年全国大学英语四六级考试时间公布');
  });
});
