import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityContracts, searchContracts } from '@school/contracts';
import { malformed } from '../../testing/call.ts';
import { OTHER_SITE_ID } from '../../testing/test-app.ts';
import { createCommunityTest, type CommunityTest } from './community-fixtures.ts';

let c: CommunityTest;
beforeAll(async () => {
  c = await createCommunityTest();
});
afterAll(() => c.t.close());

describe('bloggers', () => {
  it('the first post makes the author a blogger from the profile; a second blogger/save answers 409', async () => {
    expect((await c.as(c.org, communityContracts.myBlogger)).data).toBeNull();
    const blog = await c.writeBlog(c.org, { labelNo: c.blogLabel.labelNo });
    expect(blog).toMatchObject({
      state: 5,
      stateText: '已发布',
      bloggerName: '启航教育机构',
      labelName: c.blogLabel.labelName,
    });
    const me = await c.as(c.org, communityContracts.myBlogger);
    expect(me.data).toMatchObject({ bloggerName: '启航教育机构', countPosts: 1, bloggerId: blog.bloggerId });
    const again = await c.as(c.org, communityContracts.saveBlogger, { bloggerName: '再来一个' });
    expect(again).toMatchObject({ code: 409, msg: '您已经是博主了，不能重复创建' });
    expect((await c.as(c.org, communityContracts.myBlogger)).data!.bloggerName).toBe('启航教育机构');
  });

  it('blogger/save creates one with chosen fields; update changes it; visitors are refused', async () => {
    expect((await c.as(undefined, communityContracts.saveBlogger, {})).code).toBe(303);
    const saved = await c.as(c.classAdmin, communityContracts.saveBlogger, {
      bloggerName: '陈老师的英语角',
      introduce: '每天一句地道表达',
    });
    expect(saved.data).toMatchObject({ bloggerName: '陈老师的英语角', countPosts: 0, countFans: 0 });
    const updated = await c.as(c.classAdmin, communityContracts.updateBlogger, { introduce: '语法答疑' });
    expect(updated.data).toMatchObject({ bloggerName: '陈老师的英语角', introduce: '语法答疑' });
    expect(
      (await c.as(c.classAdmin, communityContracts.updateBlogger, { headImgUrl: 'javascript:alert(1)' })).msg,
    ).toBe('参数错误：headImgUrl 不是合法的链接地址');
    expect(
      await c.as(c.classAdmin, communityContracts.updateBlogger, { headImgUrl: 'https://tracker.example.com/a.png' }),
    ).toMatchObject({ code: 400, msg: '参数错误：headImgUrl 只能使用本站上传的图片' });
    expect(
      (await c.as(c.classAdmin, communityContracts.updateBlogger, { headImgUrl: '/files/upload/11/b.png' })).data
        .headImgUrl,
    ).toBe('/files/upload/11/b.png');
    expect((await c.as(c.teacher, communityContracts.updateBlogger, { introduce: 'x' })).code).toBe(404);
  });

  it('follows: once however often repeated, never oneself, counted on both sides, fans listed', async () => {
    const blog = await c.writeBlog(c.teacher);
    const bloggerId = blog.bloggerId;
    expect((await c.as(undefined, communityContracts.followBlogger, { bloggerId, isAttention: 1 })).code).toBe(303);
    for (let i = 0; i < 2; i++) {
      const res = await c.as(c.learner, communityContracts.followBlogger, {
        bloggerId,
        isAttention: 1,
      });
      expect(res.data).toEqual({ isAttention: 1, countFans: 1 });
    }
    expect(await c.as(c.teacher, communityContracts.followBlogger, { bloggerId, isAttention: 1 })).toMatchObject({
      code: 400,
      msg: '不能关注自己',
    });
    // Another school's learner cannot reach this school's blogger.
    expect(
      (
        await c.t.call(
          communityContracts.followBlogger,
          { bloggerId, isAttention: 1 },
          { as: { token: c.otherLearner }, site: OTHER_SITE_ID },
        )
      ).code,
    ).toBe(404);

    const viewed = await c.as(c.learner, communityContracts.viewBloggerAuth, { id: bloggerId });
    expect(viewed.data).toMatchObject({ isAttention: 1, countFans: 1 });
    expect((await c.as(undefined, communityContracts.viewBlogger, { id: bloggerId })).data.isAttention).toBe(0);
    const followed = await c.as(c.learner, communityContracts.listFollowedBlogger, {});
    expect(followed.data.list.map((b) => b.bloggerId)).toEqual([bloggerId]);
    const fans = await c.as(c.teacher, communityContracts.listFans, {});
    expect(fans.data.list.map((fan) => fan.nickname)).toEqual(['英语学习者小李']);
    const recommended = await c.as(c.learner, communityContracts.listRecommendBlogger, {});
    expect(recommended.data.map((b) => b.bloggerId)).not.toContain(bloggerId);

    // The following tab shows the followed blogger's posts.
    const following = await c.as(c.learner, communityContracts.listFollowingBlog, {});
    expect(following.data.list.map((item) => item.id)).toEqual([blog.id]);
    const tab = await c.as(c.learner, communityContracts.listBlog, { tab: '2' });
    expect(tab.data.list.map((item) => item.id)).toEqual([blog.id]);
    expect((await c.as(undefined, communityContracts.listBlog, { tab: '2' })).code).toBe(303);

    const off = await c.as(c.learner, communityContracts.followBlogger, {
      bloggerId,
      isAttention: 0,
    });
    expect(off.data.countFans).toBe(0);
  });
});

describe('blogs', () => {
  it('refuses bad input and changes nothing', async () => {
    const before = (await c.as(c.learner, communityContracts.listMyBlog, {})).data.totalCount;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '', content: '<p>x</p>' }, '参数错误：title 不能为空'],
      [{ title: '   ', content: '<p>x</p>' }, '参数错误：title 不能为空'],
      [{ title: '长'.repeat(101), content: '<p>x</p>' }, '参数错误：title 长度不能超过 100 个字符'],
      [{ title: '标题', content: 'x'.repeat(50001) }, '参数错误：content 长度不能超过 50000 个字符'],
      [{ title: '标题', content: '<script>alert(1)</script>' }, '正文不能为空'],
      [{ title: '标题', content: '<p>x</p>', labelNo: '999' }, '标签不存在或已停用'],
      [{ title: '标题', content: '<p>x</p>', labelNo: c.questionLabel.labelNo }, '标签不存在或已停用'],
      [{ title: '标题', content: '<p>x</p>', isOriginal: 0 }, '转载文章请填写来源地址'],
      [
        { title: '标题', content: '<p>x</p>', coverUrl: 'javascript:alert(1)' },
        '参数错误：coverUrl 不是合法的链接地址',
      ],
      [
        { title: '标题', content: '<p>x</p>', coverUrl: 'https://tracker.example.com/cover.png' },
        '参数错误：coverUrl 只能使用本站上传的图片',
      ],
      [
        { title: '标题', content: '<p>x</p>', coverUrl: '/elsewhere/cover.png' },
        '参数错误：coverUrl 只能使用本站上传的图片',
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await c.as(c.learner, communityContracts.saveBlog, malformed(body));
      expect(res.msg).toBe(msg);
      expect(res.code).toBe(400);
    }
    expect(
      await c.as(c.learner, communityContracts.saveBlog, { title: '资讯', content: '<p>x</p>', articleType: 2 }),
    ).toMatchObject({
      code: 403,
      msg: '资讯只能由学校在后台发布',
    });
    expect((await c.as(undefined, communityContracts.saveBlog, { title: 't', content: 'c' })).code).toBe(303);
    expect((await c.as(c.learner, communityContracts.listMyBlog, {})).data.totalCount).toBe(before);
  });

  it('scripts and event handlers are stripped, links get nofollow, foreign pictures dropped; summary from the text', async () => {
    const blog = await c.writeBlog(c.learner, {
      content:
        '<h2 onclick="x()">标题</h2><p>正文<script>alert(1)</script><a href="https://example.com">外链</a></p>' +
        '<img src="https://tracker.example/p.gif"><img src="/files/upload/11/a.png" onerror="x()"><iframe src="https://x"></iframe>',
    });
    const view = await c.as(undefined, communityContracts.viewBlog, { id: blog.id });
    expect(view.data.content).toBe(
      '<h2>标题</h2><p>正文<a href="https://example.com" rel="nofollow">外链</a></p><img src="/files/upload/11/a.png" />',
    );
    expect(view.data.summary).toBe('标题 正文外链');
  });

  it('drafts and own hiding: only the author sees them; stand shows again; the wrong user and wrong site are refused', async () => {
    const draft = await c.writeBlog(c.learner, { blogStatus: 0 });
    expect(draft).toMatchObject({ state: 1, stateText: '草稿', publishTime: '' });
    expect((await c.as(undefined, communityContracts.viewBlog, { id: draft.id })).code).toBe(404);
    expect((await c.as(c.teacher, communityContracts.viewBlogAuth, { id: draft.id })).code).toBe(404);
    expect((await c.as(c.learner, communityContracts.viewBlogAuth, { id: draft.id })).data.isMine).toBe(1);
    expect((await c.as(c.learner, communityContracts.listMyBlog, { state: 1 })).data.list.map((b) => b.id)).toContain(
      draft.id,
    );

    const published = await c.as(c.learner, communityContracts.updateBlog, {
      id: draft.id,
      title: '发布了',
      content: '<p>草稿写完了</p>',
      blogStatus: 1,
    });
    expect(published.data).toMatchObject({ state: 5, title: '发布了' });
    expect(published.data.publishTime).not.toBe('');

    const hidden = await c.as(c.learner, communityContracts.standBlog, { id: draft.id, isShow: 0 });
    expect(hidden.data).toMatchObject({ state: 4, stateText: '已隐藏' });
    expect((await c.as(undefined, communityContracts.viewBlog, { id: draft.id })).code).toBe(404);
    expect((await c.as(c.learner, communityContracts.standBlog, { id: draft.id, isShow: 1 })).data.state).toBe(5);

    // Someone else's post: not editable, not hideable, not deletable.
    expect(
      await c.as(c.teacher, communityContracts.updateBlog, { id: draft.id, title: 'x', content: '<p>x</p>' }),
    ).toMatchObject({
      code: 403,
      msg: '只能操作自己的文章',
    });
    expect((await c.as(c.teacher, communityContracts.standBlog, { id: draft.id, isShow: 0 })).code).toBe(403);
    expect((await c.as(c.teacher, communityContracts.deleteBlog, { id: draft.id })).code).toBe(403);
    // Nor from another school, whose learner has the same mobile.
    expect((await c.t.call(communityContracts.viewBlog, { id: draft.id }, { site: OTHER_SITE_ID })).code).toBe(404);
    expect(
      (
        await c.t.call(
          communityContracts.deleteBlog,
          { id: draft.id },
          { as: { token: c.otherLearner }, site: OTHER_SITE_ID },
        )
      ).code,
    ).toBe(404);
    expect((await c.as(undefined, communityContracts.viewBlog, { id: draft.id })).data.title).toBe('发布了');

    expect((await c.as(c.learner, communityContracts.deleteBlog, { id: draft.id })).code).toBe(200);
    expect((await c.as(undefined, communityContracts.viewBlog, { id: draft.id })).code).toBe(404);
    expect((await c.as(c.learner, communityContracts.deleteBlog, { id: draft.id })).code).toBe(404);
  });

  it('lists by label and blogger; the site-wide search finds blogs as type 6', async () => {
    const blog = await c.writeBlog(c.teacher, { title: '托福阅读长难句拆解', labelNo: c.blogLabel.labelNo });
    const byLabel = await c.as(undefined, communityContracts.listBlog, { labelNo: c.blogLabel.labelNo });
    expect(byLabel.data.list.map((item) => item.id)).toContain(blog.id);
    expect(byLabel.data.list.every((item) => item.labelNo === c.blogLabel.labelNo)).toBe(true);
    const byBlogger = await c.as(undefined, communityContracts.listBlog, { bloggerId: blog.bloggerId });
    expect(byBlogger.data.list[0]).toMatchObject({ id: blog.id, bloggerName: '王老师' });
    expect(byBlogger.data.list[0]!.gmtCreate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const found = await c.as(undefined, communityContracts.searchBlog, {
      keyword: '长难句',
    });
    expect(found.data.list.map((item) => item.id)).toContain(blog.id);
    expect(found.data.list.find((item) => item.id === blog.id)!.titleHighlight).toBe('托福阅读<em>长难句</em>拆解');
    const site = await c.t.call(searchContracts.search, {
      keyword: '长难句',
      type: 6,
    });
    expect(site.data.list.find((hit) => hit.id === blog.id)?.url).toBe(`/blog/article/${blog.id}`);
    expect(
      (await c.t.call(communityContracts.searchBlog, { keyword: '长难句' }, { site: OTHER_SITE_ID })).data.totalCount,
    ).toBe(0);
    expect((await c.as(undefined, communityContracts.listBlog, malformed({ tab: '9' }))).code).toBe(400);
  });

  it('likes and collects: once each, counted, listed, undone; the post must be public', async () => {
    const blog = await c.writeBlog(c.teacher);
    for (let i = 0; i < 2; i++) {
      const liked = await c.as(c.learner, communityContracts.saveBlogRecord, {
        blogId: blog.id,
        opType: 1,
      });
      expect(liked.data).toEqual({ isLike: 1, isCollect: 0, countLike: 1, countCollect: 0 });
    }
    const collected = await c.as(c.learner, communityContracts.saveBlogRecord, {
      blogId: blog.id,
      opType: 2,
    });
    expect(collected.data).toEqual({ isLike: 1, isCollect: 1, countLike: 1, countCollect: 1 });
    const view = await c.as(c.learner, communityContracts.viewBlogAuth, { id: blog.id });
    expect(view.data).toMatchObject({ isLike: 1, isCollect: 1, countLike: 1 });
    expect((await c.as(undefined, communityContracts.viewBlogger, { id: blog.bloggerId })).data.countLikes).toBe(1);
    const mine = await c.as(c.learner, communityContracts.listCollectedBlog, {});
    expect(mine.data.list[0]!.id).toBe(blog.id);
    expect((await c.as(c.teacher, communityContracts.listCollectedBlog, {})).data.totalCount).toBe(0);
    const undone = await c.as(c.learner, communityContracts.deleteBlogRecord, {
      blogId: blog.id,
      opType: 1,
    });
    expect(undone.data).toEqual({ isLike: 0, isCollect: 1, countLike: 0, countCollect: 1 });
    expect(
      (await c.as(c.learner, communityContracts.saveBlogRecord, malformed({ blogId: blog.id, opType: 3 }))).code,
    ).toBe(400);
    expect((await c.as(undefined, communityContracts.saveBlogRecord, { blogId: blog.id, opType: 1 })).code).toBe(303);
    expect(
      (
        await c.t.call(
          communityContracts.saveBlogRecord,
          { blogId: blog.id, opType: 1 },
          { as: { token: c.otherLearner }, site: OTHER_SITE_ID },
        )
      ).code,
    ).toBe(404);
    const draft = await c.writeBlog(c.teacher, { blogStatus: 0 });
    expect((await c.as(c.learner, communityContracts.saveBlogRecord, { blogId: draft.id, opType: 1 })).code).toBe(404);
  });

  it('views count once per reader and hour, through their own call', async () => {
    const blog = await c.writeBlog(c.teacher);
    await c.as(undefined, communityContracts.viewBlog, { id: blog.id });
    expect((await c.as(undefined, communityContracts.viewBlog, { id: blog.id })).data.countView).toBe(0);
    const count = (token?: string) => c.as(token, communityContracts.countBlogView, { id: blog.id });
    expect((await count(c.learner)).data.countView).toBe(1);
    expect((await count(c.learner)).data.countView).toBe(1);
    expect((await count(undefined)).data.countView).toBe(2);
    c.clock.advance(3_600_001);
    expect((await count(c.learner)).data.countView).toBe(3);
  });
});

describe('comments', () => {
  it('comment, reply one level deep with @nickname, list, delete by the right people only', async () => {
    const blog = await c.writeBlog(c.teacher);
    expect((await c.as(undefined, communityContracts.saveBlogComment, { blogId: blog.id, content: '好文' })).code).toBe(
      303,
    );
    const top = await c.as(c.learner, communityContracts.saveBlogComment, {
      blogId: blog.id,
      content: '<p>很有帮助<img src=x onerror=alert(1)></p>',
    });
    expect(top.data).toMatchObject({
      content: '<p>很有帮助</p>',
      parentId: '',
      nickname: '英语学习者小李',
      canDelete: 1,
    });
    c.clock.advance(11_000);
    const reply = await c.as(c.teacher, communityContracts.saveBlogComment, {
      blogId: blog.id,
      content: '谢谢支持',
      replyId: top.data.id,
    });
    c.clock.advance(11_000);
    const replyToReply = await c.as(c.learner, communityContracts.saveBlogComment, {
      blogId: blog.id,
      content: '期待更新',
      replyId: reply.data.id,
    });
    expect(replyToReply.data).toMatchObject({ parentId: top.data.id, replyNickname: '王老师' });

    const list = await c.as(undefined, communityContracts.listBlogComment, { blogId: blog.id });
    expect(list.data.totalCount).toBe(1);
    expect(list.data.list[0]).toMatchObject({ id: top.data.id, countReply: 2, canDelete: 0 });
    expect(list.data.list[0]!.replyList.map((r) => r.content)).toEqual(['谢谢支持', '期待更新']);
    expect((await c.as(undefined, communityContracts.viewBlog, { id: blog.id })).data.countComment).toBe(3);

    const received = await c.as(c.teacher, communityContracts.listMyBlogComment, { type: 1 });
    expect(received.data.list.map((item) => item.content)).toEqual(['期待更新', '<p>很有帮助</p>']);
    expect(received.data.list[0]!.targetTitle).toBe(blog.title);
    const sent = await c.as(c.learner, communityContracts.listMyBlogComment, { type: 2 });
    expect(sent.data.list.map((item) => item.id)).toEqual([replyToReply.data.id, top.data.id]);

    expect((await c.as(c.org, communityContracts.deleteBlogComment, { id: top.data.id })).code).toBe(403);
    expect(
      (
        await c.t.call(
          communityContracts.deleteBlogComment,
          { id: top.data.id },
          { as: { token: c.otherLearner }, site: OTHER_SITE_ID },
        )
      ).code,
    ).toBe(404);
    // The post's author deletes the top comment, its replies go with it.
    expect((await c.as(c.teacher, communityContracts.deleteBlogComment, { id: top.data.id })).code).toBe(200);
    expect((await c.as(undefined, communityContracts.listBlogComment, { blogId: blog.id })).data.totalCount).toBe(0);
    expect((await c.as(undefined, communityContracts.viewBlog, { id: blog.id })).data.countComment).toBe(0);
  });

  it('no comments on hidden or deleted posts; bad replies and empty text refused', async () => {
    const blog = await c.writeBlog(c.teacher);
    expect((await c.as(c.learner, communityContracts.saveBlogComment, { blogId: blog.id, content: '' })).code).toBe(
      400,
    );
    expect(
      await c.as(c.learner, communityContracts.saveBlogComment, { blogId: blog.id, content: '<script>x</script>' }),
    ).toMatchObject({
      code: 400,
      msg: '评论内容不能为空',
    });
    expect(
      (await c.as(c.learner, communityContracts.saveBlogComment, { blogId: blog.id, content: '好', replyId: '123' }))
        .code,
    ).toBe(404);
    await c.as(c.teacher, communityContracts.standBlog, { id: blog.id, isShow: 0 });
    expect(await c.as(c.learner, communityContracts.saveBlogComment, { blogId: blog.id, content: '好' })).toMatchObject(
      {
        code: 404,
        msg: '文章不存在或已被删除',
      },
    );
    expect((await c.as(undefined, communityContracts.listBlogComment, { blogId: blog.id })).code).toBe(404);
    await c.as(c.teacher, communityContracts.deleteBlog, { id: blog.id });
    expect((await c.as(c.learner, communityContracts.saveBlogComment, { blogId: blog.id, content: '好' })).code).toBe(
      404,
    );
  });
});
