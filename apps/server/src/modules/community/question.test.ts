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

const answer = (token: string, questionId: string, content: string, replyId?: string) =>
  c.as(token, communityContracts.saveQuestionComment, {
    questionId,
    content,
    ...(replyId ? { replyId } : {}),
  });

describe('questions', () => {
  it('asked, answered, replied, accepted once by the asker only; solved filter and my lists', async () => {
    expect((await c.as(undefined, communityContracts.saveQuestion, { title: 't', content: 'c' })).code).toBe(303);
    const question = await c.ask(c.learner, { labelNo: c.questionLabel.labelNo });
    expect(question).toMatchObject({
      state: 5,
      isSolved: 0,
      nickname: '英语学习者小李',
      labelName: c.questionLabel.labelName,
    });

    const first = await answer(c.teacher, question.id, '<p>先练发音</p>');
    c.clock.advance(11_000);
    const second = await answer(c.org, question.id, '多听多说');
    c.clock.advance(11_000);
    const reply = await answer(c.learner, question.id, '谢谢老师', first.data.id);
    expect(reply.data).toMatchObject({ parentId: first.data.id, replyNickname: '王老师' });

    // Only the asker accepts, only an answer of this question, only once.
    expect(
      (await c.as(c.teacher, communityContracts.updateQuestion, { id: question.id, acceptAnswerId: first.data.id }))
        .code,
    ).toBe(403);
    expect(
      await c.as(c.learner, communityContracts.updateQuestion, { id: question.id, acceptAnswerId: reply.data.id }),
    ).toMatchObject({
      code: 400,
      msg: '要采纳的回答不存在',
    });
    const accepted = await c.as(c.learner, communityContracts.updateQuestion, {
      id: question.id,
      acceptAnswerId: second.data.id,
    });
    expect(accepted.data).toMatchObject({ isSolved: 1, countAnswer: 2 });
    expect(
      await c.as(c.learner, communityContracts.updateQuestion, { id: question.id, acceptAnswerId: first.data.id }),
    ).toMatchObject({
      code: 409,
      msg: '问题已解决，不能更改采纳的回答',
    });

    const view = await c.as(undefined, communityContracts.viewQuestion, { id: question.id });
    expect(view.data).toMatchObject({ acceptedAnswerId: second.data.id, isSolved: 1, isMine: 0 });
    const answers = await c.as(undefined, communityContracts.listQuestionComment, {
      questionId: question.id,
    });
    expect(answers.data.list.map((item) => [item.id, item.isAccepted])).toEqual([
      [second.data.id, 1],
      [first.data.id, 0],
    ]);
    expect(answers.data.list[1]!.replyList.map((r) => r.content)).toEqual(['谢谢老师']);

    const solved = await c.as(undefined, communityContracts.listQuestion, {
      isSolved: 1,
      labelNo: c.questionLabel.labelNo,
    });
    expect(solved.data.list.map((item) => item.id)).toEqual([question.id]);
    const open = await c.as(undefined, communityContracts.listQuestion, {
      isSolved: 0,
      labelNo: c.questionLabel.labelNo,
    });
    expect(open.data.list.map((item) => item.id)).not.toContain(question.id);
    const mine = await c.as(c.learner, communityContracts.listMyQuestion, {});
    expect(mine.data.list.map((item) => item.id)).toContain(question.id);
    const myAnswers = await c.as(c.teacher, communityContracts.listMyQuestionComment, {});
    expect(myAnswers.data.list[0]).toMatchObject({ id: first.data.id, targetTitle: question.title });
  });

  it('the "all" tab orders by latest activity: a new answer lifts a question', async () => {
    const older = await c.ask(c.teacher);
    c.clock.advance(1000);
    const newer = await c.ask(c.teacher);
    const order = async (tab: '' | '1') =>
      (await c.as(undefined, communityContracts.listQuestion, { tab, pageSize: 50 })).data.list
        .map((item) => item.id)
        .filter((id) => id === older.id || id === newer.id);
    expect(await order('')).toEqual([newer.id, older.id]);
    c.clock.advance(11_000);
    expect((await answer(c.learner, older.id, '我来回答')).code).toBe(200);
    expect(await order('')).toEqual([older.id, newer.id]);
    expect(await order('1')).toEqual([newer.id, older.id]);
  });

  it('edits, likes, collects, views, deletes; bad input, wrong user and wrong site refused', async () => {
    const question = await c.ask(c.teacher);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ', content: '<p>x</p>' }, '参数错误：title 不能为空'],
      [{ title: '长'.repeat(101), content: '<p>x</p>' }, '参数错误：title 长度不能超过 100 个字符'],
      [{ title: '问题', content: '<iframe src="https://x"></iframe>' }, '问题描述不能为空'],
      [{ title: '问题', content: '<p>x</p>', labelNo: c.blogLabel.labelNo }, '标签不存在或已停用'],
    ];
    for (const [body, msg] of cases)
      expect((await c.as(c.teacher, communityContracts.saveQuestion, malformed(body))).msg).toBe(msg);

    expect((await c.as(c.learner, communityContracts.updateQuestion, { id: question.id, title: '改' })).code).toBe(403);
    expect((await c.as(c.learner, communityContracts.deleteQuestion, { id: question.id })).code).toBe(403);
    expect((await c.t.call(communityContracts.viewQuestion, { id: question.id }, { site: OTHER_SITE_ID })).code).toBe(
      404,
    );
    const edited = await c.as(c.teacher, communityContracts.updateQuestion, {
      id: question.id,
      title: '改过的标题',
    });
    expect(edited.data.title).toBe('改过的标题');

    const liked = await c.as(c.learner, communityContracts.saveQuestionRecord, {
      questionId: question.id,
      opType: 1,
    });
    expect(liked.data).toEqual({ isLike: 1, isCollect: 0, countLike: 1, countCollect: 0 });
    await c.as(c.learner, communityContracts.saveQuestionRecord, { questionId: question.id, opType: 2 });
    const collected = await c.as(c.learner, communityContracts.listQuestionRecord, {});
    expect(collected.data.list.map((item) => item.id)).toContain(question.id);
    const likedList = await c.as(c.learner, communityContracts.listQuestionRecord, {
      opType: 1,
    });
    expect(likedList.data.list.map((item) => item.id)).toContain(question.id);
    const undone = await c.as(c.learner, communityContracts.deleteQuestionRecord, {
      questionId: question.id,
      opType: 2,
    });
    expect(undone.data.isCollect).toBe(0);
    expect((await c.as(c.learner, communityContracts.viewQuestionAuth, { id: question.id })).data.isLike).toBe(1);

    const count = () => c.as(c.learner, communityContracts.countQuestionView, { id: question.id });
    expect((await count()).data.countView).toBe(1);
    expect((await count()).data.countView).toBe(1);

    const found = await c.t.call(searchContracts.search, {
      keyword: '改过的标题',
      type: 7,
    });
    expect(found.data.list.map((hit) => hit.id)).toEqual([question.id]);
    const titleSearch = await c.as(undefined, communityContracts.searchQuestion, {
      keyword: '改过',
    });
    expect(titleSearch.data.list.map((hit) => hit.id)).toEqual([question.id]);

    expect((await c.as(c.teacher, communityContracts.deleteQuestion, { id: question.id })).code).toBe(200);
    expect((await c.as(undefined, communityContracts.viewQuestion, { id: question.id })).code).toBe(404);
    expect((await answer(c.learner, question.id, '还能回答吗')).code).toBe(404);
  });
});
