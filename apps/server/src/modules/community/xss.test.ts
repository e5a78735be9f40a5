import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityContracts } from '@school/contracts';
import { looksDangerous, xssPayloads } from '../../testing/xss-payloads.ts';
import { createCommunityTest, type CommunityTest } from './community-fixtures.ts';

let c: CommunityTest;
beforeAll(async () => {
  c = await createCommunityTest();
  await c.setLimits({ postsPerHour: 1000, commentIntervalSeconds: 0, commentsPerDay: 10000 });
});
afterAll(() => c.t.close());

// Each payload with some text, so no save is refused as empty: the dangerous part is stripped, not refused.
const bodies = xssPayloads.map((payload, index) => `<p>第 ${index} 段</p>${payload}`);

describe('known XSS payloads through the save calls', () => {
  it('blogs, questions, comments and info articles store and serve no dangerous markup', async () => {
    const host = await c.writeBlog(c.teacher);
    const question = await c.ask(c.teacher);
    for (const [index, content] of bodies.entries()) {
      const blog = await c.as(c.learner, communityContracts.saveBlog, {
        title: `XSS ${index}`,
        content,
      });
      expect(blog.code, content).toBe(200);
      const stored = await c.as(undefined, communityContracts.viewBlog, { id: blog.data.id });
      expect(looksDangerous(stored.data.content)).toBeUndefined();

      const asked = await c.as(c.learner, communityContracts.saveQuestion, {
        title: `XSS 问题 ${index}`,
        content,
      });
      expect(asked.code, asked.msg).toBe(200);
      const detail = await c.as(undefined, communityContracts.viewQuestion, { id: asked.data.id });
      expect(detail.code, detail.raw).toBe(200);
      expect(looksDangerous(detail.data.content)).toBeUndefined();

      const onBlog = await c.as(c.learner, communityContracts.saveBlogComment, { blogId: host.id, content });
      expect(onBlog.code, onBlog.msg).toBe(200);
      const onQuestion = await c.as(c.learner, communityContracts.saveQuestionComment, {
        questionId: question.id,
        content: `<p>回答</p>${content}`,
      });
      expect(onQuestion.code, onQuestion.msg).toBe(200);

      const info = await c.t.call(
        communityContracts.adminSaveInfo,
        {
          title: `XSS 资讯 ${index}`,
          content,
          zoneIds: [],
        },
        { as: 'operator' },
      );
      const infoView = await c.as(undefined, communityContracts.viewBlog, { id: info.data.id });
      // Operators may link pictures from elsewhere; nothing else dangerous passes.
      expect(looksDangerous(infoView.data.content, { ownPicturesOnly: false })).toBeUndefined();
    }
    const commentPages = [
      (pageCurrent: number) =>
        c.as(undefined, communityContracts.listBlogComment, { blogId: host.id, pageSize: 50, pageCurrent }),
      (pageCurrent: number) =>
        c.as(undefined, communityContracts.listQuestionComment, { questionId: question.id, pageSize: 50, pageCurrent }),
    ];
    for (const commentPage of commentPages) {
      let seen = 0;
      for (let page = 1; seen < bodies.length; page++) {
        const comments = await commentPage(page);
        expect(comments.data.totalCount).toBe(bodies.length);
        for (const comment of comments.data.list) expect(looksDangerous(comment.content)).toBeUndefined();
        seen += comments.data.list.length;
      }
    }
  });
});
