import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleZone, BlogItem, Blogger, CommentItem, Label, Page, QuestionItem } from '@school/contracts';
import { seedDemoCommunity } from '../../db/seed/demo-community.ts';
import { createTestApp, post, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCommunity({ db: t.db, newId: t.newId, now: Date.now() });
});
afterAll(() => t.close());

describe('the demo community', () => {
  it('is lively and consistent: labels, posts with authors, comments, questions with accepted answers, info in zones', async () => {
    expect((await post<Label[]>(t.app, '/community/api/label/list', {})).data.map((l) => l.labelName)).toEqual([
      '学习方法',
      '考试经验',
      '口语练习',
      '词汇语法',
    ]);
    const blogs = await post<Page<BlogItem>>(t.app, '/community/api/blog/list', {});
    expect(blogs.data.totalCount).toBe(8);
    const first = blogs.data.list[0]!;
    expect(first).toMatchObject({ bloggerName: '英语学习者小李', labelName: '学习方法', countComment: 2 });
    const comments = await post<Page<CommentItem>>(t.app, '/community/api/blog/comment/list', { blogId: first.id });
    expect(comments.data.list[0]!.replyList[0]).toMatchObject({ replyNickname: '班主任陈老师' });
    const teacher = await post<Blogger>(t.app, '/community/api/blogger/view', { id: blogs.data.list[1]!.bloggerId });
    expect(teacher.data).toMatchObject({ bloggerName: '王老师', countFans: 3, countPosts: 3 });

    const solved = await post<Page<QuestionItem>>(t.app, '/community/api/questions/list', { isSolved: 1 });
    expect(solved.data.totalCount).toBe(2);
    const zones = await post<ArticleZone[]>(t.app, '/community/api/article/zone/category/list', { articleCount: 5 });
    expect(zones.data.map((z) => [z.zoneName, z.articleList.length])).toEqual([
      ['考试资讯', 3],
      ['学校动态', 2],
    ]);
    const hot = await post<BlogItem[]>(t.app, '/community/api/article/recommend/list', {});
    expect(hot.data[0]!.title).toBe('2026 年全国大学英语四六级考试时间公布');
  });
});
