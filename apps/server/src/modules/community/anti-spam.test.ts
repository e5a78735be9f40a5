import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communityContracts, CommunityLimitDefaults, tooOftenMessage } from '@school/contracts';
import { OTHER_SITE_ID, operatorToken } from '../../testing/test-app.ts';
import { findSensitiveWords, foldForMatching, maskSensitiveWords } from './anti-spam.ts';
import { createCommunityTest, type CommunityTest } from './community-fixtures.ts';

let c: CommunityTest;
beforeAll(async () => {
  c = await createCommunityTest();
});
afterAll(() => c.t.close());
// Every test starts after the longest window of the one before it.
beforeEach(async () => {
  c.clock.advance(25 * 3_600_000);
  await c.refresh();
});

/** A 429 refusal that says the wait, in seconds, in its words and in `data.retryAfter`. */
const tooOften = (retryAfter: number) => ({ code: 429, msg: tooOftenMessage(retryAfter), data: { retryAfter } });

describe('anti-spam', () => {
  it('five posts or questions an hour; the sixth gets 429 with the wait; after that wait it goes through', async () => {
    await c.writeBlog(c.learner);
    c.clock.advance(20 * 60_000);
    for (let i = 0; i < 2; i++) await c.writeBlog(c.learner);
    for (let i = 0; i < 2; i++) await c.ask(c.learner);
    // The first post leaves the hour 40 minutes from now.
    expect(
      await c.as(c.learner, communityContracts.saveQuestion, { title: '第六个', content: '<p>第六个问题</p>' }),
    ).toMatchObject({ ...tooOften(2400), msg: '操作太频繁，请 40 分钟后再试' });
    expect(
      await c.as(c.learner, communityContracts.saveBlog, { title: '第六篇', content: '<p>第六篇</p>' }),
    ).toMatchObject(tooOften(2400));
    // Nothing was written by the refused calls.
    expect((await c.as(c.learner, communityContracts.listMyQuestion, {})).data.totalCount).toBe(2);
    c.clock.advance(2400 * 1000 - 1);
    expect(
      await c.as(c.learner, communityContracts.saveQuestion, { title: '第六个', content: '<p>第六个问题</p>' }),
    ).toMatchObject(tooOften(1));
    c.clock.advance(1);
    await c.ask(c.learner);
  });

  it('accounts under 24 hours old get half: two posts an hour', async () => {
    const fresh = await c.newUserToken('13900000077');
    await c.writeBlog(fresh);
    await c.writeBlog(fresh);
    expect(await c.as(fresh, communityContracts.saveBlog, { title: '第三篇', content: '<p>第三篇</p>' })).toMatchObject(
      tooOften(3600),
    );
    const blogger = await c.as(fresh, communityContracts.myBlogger);
    expect(blogger.data!.bloggerName).toBe('学员0077');
  });

  it('identical content within 24 hours is refused, whatever the spacing or case', async () => {
    await c.writeBlog(c.teacher, { title: 'Daily English', content: '<p>Hello  World</p>' });
    expect(
      await c.as(c.teacher, communityContracts.saveBlog, { title: 'daily english', content: '<p>hello world</p>' }),
    ).toMatchObject({ code: 409, msg: '24 小时内已发布过相同的内容，请勿重复发布' });
    c.clock.advance(24 * 3_600_000 + 1);
    await c.refresh();
    await c.writeBlog(c.teacher, { title: 'Daily English', content: '<p>Hello World</p>' });
  });

  it('a comment per 10 seconds and at most the day limit', async () => {
    const blog = await c.writeBlog(c.teacher);
    const comment = (text: string) =>
      c.as(c.org, communityContracts.saveBlogComment, { blogId: blog.id, content: text });
    expect((await comment('第一条')).code).toBe(200);
    c.clock.advance(3_000);
    expect(await comment('第二条')).toMatchObject({ ...tooOften(7), msg: '操作太频繁，请 7 秒后再试' });
    c.clock.advance(7_000);
    expect((await comment('第二条')).code).toBe(200);

    await c.setLimits({ commentsPerDay: 3, commentIntervalSeconds: 0 });
    expect((await comment('第三条')).code).toBe(200);
    expect(await comment('第四条')).toMatchObject({ code: 429, msg: '操作太频繁，请 24 小时后再试' });
    c.clock.advance(24 * 3_600_000 + 1);
    await c.refresh();
    expect((await comment('第四条')).code).toBe(200);
    await c.setLimits({});
  });

  it('likes, collects and follows share the per-minute limit', async () => {
    await c.setLimits({ actionsPerMinute: 2 });
    const blog = await c.writeBlog(c.teacher);
    expect((await c.as(c.classAdmin, communityContracts.saveBlogRecord, { blogId: blog.id, opType: 1 })).code).toBe(
      200,
    );
    expect((await c.as(c.classAdmin, communityContracts.saveBlogRecord, { blogId: blog.id, opType: 2 })).code).toBe(
      200,
    );
    expect(
      await c.as(c.classAdmin, communityContracts.followBlogger, {
        bloggerId: blog.bloggerId,
        isAttention: 1,
      }),
    ).toMatchObject(tooOften(60));
    c.clock.advance(60_001);
    expect(
      (
        await c.as(c.classAdmin, communityContracts.followBlogger, {
          bloggerId: blog.bloggerId,
          isAttention: 1,
        })
      ).code,
    ).toBe(200);
    await c.setLimits({});
  });

  it('sensitive words and over three external links send a post to review: 审核中 to the author, hidden from others', async () => {
    expect(
      (await c.admin(communityContracts.adminSaveWord, { words: ['代写论文', ' 代写论文 ', 'VX加群'] })).data,
    ).toEqual({
      added: 2,
    });
    const worded = await c.writeBlog(c.learner, { title: '有人代写论文吗' });
    expect(worded).toMatchObject({ state: 2, stateText: '审核中', auditStatus: 0 });
    const links = Array.from({ length: 4 }, (_, i) => `<a href="https://example${i}.com">链接${i}</a>`).join('');
    const linked = await c.writeBlog(c.learner, { content: `<p>${links}</p>` });
    expect(linked.state).toBe(2);
    const threeLinks = await c.writeBlog(c.learner, {
      content: `<p>${links.split('</a>').slice(0, 3).join('</a>')}</a></p>`,
    });
    expect(threeLinks.state).toBe(5);
    const question = await c.ask(c.learner, { content: '<p>加我 vx加群 交流</p>' });
    expect(question.state).toBe(2);

    expect((await c.as(undefined, communityContracts.viewBlog, { id: worded.id })).code).toBe(404);
    expect((await c.as(c.teacher, communityContracts.viewQuestionAuth, { id: question.id })).code).toBe(404);
    expect((await c.as(c.learner, communityContracts.viewBlogAuth, { id: worded.id })).data.stateText).toBe('审核中');
  });

  it('limits are checked: out of range is refused; another school keeps its own', async () => {
    expect(
      (await c.admin(communityContracts.adminUpdateLimit, { ...CommunityLimitDefaults, postsPerHour: 0 })).code,
    ).toBe(400);
    await c.setLimits({ postsPerHour: 9 });
    expect((await c.admin(communityContracts.adminViewLimit)).data.postsPerHour).toBe(9);
    const other = await operatorToken(c.t.app, OTHER_SITE_ID);
    const theirs = await c.t.call(communityContracts.adminViewLimit, {}, { as: { token: other }, site: OTHER_SITE_ID });
    expect(theirs.data.postsPerHour).toBe(5);
    expect((await c.as(c.learner, communityContracts.adminViewLimit)).code).toBe(302);
    await c.setLimits({});
  });
});

/** A listed word written so that a plain search misses it; each must still be found. */
const disguised: [string, string][] = [
  ['a zero-width space', '代\u200b写论文'],
  ['a soft hyphen', '代\u00ad写论文'],
  ['a word joiner', '代写\u2060论文'],
  ['a byte order mark', '代写\ufeff论文'],
  ['the Hangul filler U+3164', '代\u3164写论文'],
  ['the Hangul fillers U+115F and U+FFA0', '代\u115f写\uffa0论文'],
  ['spaces', '代 写 论 文'],
  ['an ideographic space', '代写　论文'],
  ['dots', '代.写.论.文'],
  ['other punctuation and symbols', '代-写★论、文'],
  ['full-width letters', 'ＶＸ加群'],
  ['upper case and spaces between the letters', 'V X 加群'],
  ['a dot between the letters', 'v.x加群'],
];

describe('sensitive words', () => {
  const words = ['代写论文', 'vx加群'];

  it.each(disguised)('are found through %s', (_how, text) => {
    expect(findSensitiveWords(words, `有人${text}吗`)).toHaveLength(1);
  });

  it('are folded the same way when listed, and ordinary text is not flagged', () => {
    expect(findSensitiveWords(['代写 论文', 'ＶＸ加群'], '代写论文 vx加群')).toEqual(['代写 论文', 'ＶＸ加群']);
    expect(findSensitiveWords(words, '论文写作的方法：先代入问题，再写结论。加群聊请找班主任')).toEqual([]);
    expect(foldForMatching('Ｈｅｌｌｏ, World!')).toBe('helloworld');
  });

  it.each(disguised)('are starred out, with what stands between them, when written with %s', (_how, text) => {
    const masked = maskSensitiveWords(words, `有人${text}吗`);
    expect(masked).toBe(`有人${'*'.repeat([...text].length)}吗`);
  });

  it('are starred out only where they stand, and ordinary text is left as it is', () => {
    expect(maskSensitiveWords(words, '代写论文找我，VX加群！')).toBe('****找我，****！');
    expect(maskSensitiveWords(['$$$'], '稳赚 $$$ 价格 $ 100')).toBe('稳赚 *** 价格 $ 100');
    const plain = '论文写作的方法：先代入问题，再写结论。加群聊请找班主任';
    expect(maskSensitiveWords(words, plain)).toBe(plain);
  });

  it('a word of symbols only is looked for as written', () => {
    expect(findSensitiveWords(['$$$'], '稳赚 $$$')).toEqual(['$$$']);
    expect(findSensitiveWords(['$$$'], '价格 $ 100')).toEqual([]);
  });

  it.each(disguised)('written with %s send a blog, a question and a comment to review', async (_how, text) => {
    await c.setLimits({ postsPerHour: 1000, commentIntervalSeconds: 0 });
    await c.admin(communityContracts.adminSaveWord, { words });
    expect(await c.writeBlog(c.learner, { title: `有人${text}吗` })).toMatchObject({ state: 2, auditStatus: 0 });
    expect(await c.ask(c.learner, { content: `<p>求${text}</p>` })).toMatchObject({ state: 2, auditStatus: 0 });
    const host = await c.writeBlog(c.teacher);
    const comment = await c.as(c.org, communityContracts.saveBlogComment, {
      blogId: host.id,
      content: `<p>找我${text}</p>`,
    });
    expect(comment.data.auditStatus).toBe(0);
    await c.setLimits({});
  });
});
