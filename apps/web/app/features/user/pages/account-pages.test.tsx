import type { AttentionItem, Research, UserMessage } from '@school/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learner } from '../../../../test/fixtures';
import { fakeApi, pageOf, refuse } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { FollowsPage } from './follows-page';
import { MessagesPage } from './messages-page';
import { ProfilePage } from './profile-page';

/**
 * Account pages are one shell for every signed-in reader (decision 0016): the server renders
 * placeholders, the reader's data is read in the browser.
 */

const research: Research = {
  learningGoal: '雅思 / 托福出国',
  englishLevel: '中级（B1）',
  interests: ['口语'],
  weeklyHours: 5,
  remark: '',
  gmtModified: '2026-11-20 10:00:00',
};

const message: UserMessage = {
  id: '11',
  title: '讲师申请已通过',
  content: '恭喜！',
  msgType: 2,
  isRead: 0,
  gmtCreate: '2026-11-20 10:00:00',
};

const followed: AttentionItem = {
  lecturerUserId: '5',
  lecturerName: '王老师',
  lecturerPosition: '雅思口语讲师',
  introduce: '',
  headImgUrl: '',
  isLive: 0,
  gmtCreate: '2026-11-20 10:00:00',
};

describe('account pages read the reader in the browser', () => {
  it('个人信息: placeholders first, then the profile of the session user and the questionnaire', async () => {
    const fake = fakeApi({ viewResearch: research });
    const { container, store } = renderPage(<ProfilePage />, { api: fake.api, path: '/account/info' });
    expect(screen.getByRole('heading', { name: '个人信息' })).toBeTruthy();
    expect(container.querySelectorAll('.ant-skeleton').length).toBeGreaterThan(0);
    expect(fake.calls).toHaveLength(0);
    // The session start-up takes up the token cookie and reads the user.
    act(() => store.getState().setTokenInfo('token-from-cookie'));
    act(() => store.getState().setUserInfo(learner));
    await waitFor(() => expect(screen.getByDisplayValue('英语学习者小李')).toBeTruthy());
    await waitFor(() => expect(screen.getByRole('button', { name: '更新调研' })).toBeTruthy());
    expect(fake.inputsOf('viewResearch')).toHaveLength(1);
  });

  it('我的消息: the filter and page come from the address', async () => {
    const fake = fakeApi({ listMessages: pageOf([message], 2, 10) });
    renderPage(<MessagesPage />, { api: fake.api, path: '/account/message?status=unread&page=2', user: learner });
    await waitFor(() => expect(screen.getByRole('button', { name: /讲师申请已通过/ })).toBeTruthy());
    expect(fake.inputsOf('listMessages')).toEqual([{ pageCurrent: 2, pageSize: 10, isRead: 0 }]);
  });

  it('a session that ended elsewhere (304) goes to sign in through the request layer', async () => {
    const fake = fakeApi({ listMessages: refuse(304, '您的账号已在其他地方登录！') });
    renderPage(<MessagesPage />, { api: fake.api, path: '/account/message', user: learner });
    await waitFor(() => expect(fake.onSessionInvalid).toHaveBeenCalled());
    expect(fake.onSessionInvalid.mock.calls[0]?.[0]).toMatchObject({ code: 304 });
  });

  it('signing out on the page does not ask again without a token', async () => {
    const fake = fakeApi({ listMessages: pageOf([message]) });
    const { store } = renderPage(<MessagesPage />, { api: fake.api, path: '/account/message', user: learner });
    await waitFor(() => expect(screen.getByRole('button', { name: /讲师申请已通过/ })).toBeTruthy());
    act(() => store.getState().clearSession());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.inputsOf('listMessages')).toHaveLength(1);
    expect(fake.onSessionInvalid).not.toHaveBeenCalled();
  });

  it('a read that failed for another reason can be tried again', async () => {
    const fake = fakeApi({ listMessages: refuse(500, '服务繁忙') });
    renderPage(<MessagesPage />, { api: fake.api, path: '/account/message', user: learner });
    const retry = await screen.findByRole('button', { name: '重新读取' });
    fake.answer({ listMessages: pageOf([message]) });
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('button', { name: /讲师申请已通过/ })).toBeTruthy());
    expect(fake.toast).toHaveBeenCalledWith('服务繁忙');
  });

  it('我的关注: the lecturers I follow; unfollowing reads the list again', async () => {
    let following = [followed];
    const fake = fakeApi({
      listAttention: () => pageOf(following, 1, 12),
      deleteAttention: () => {
        following = [];
        return null;
      },
    });
    renderPage(<FollowsPage />, { api: fake.api, path: '/account/attention', user: learner });
    await waitFor(() => expect(screen.getByText('王老师')).toBeTruthy());
    expect(screen.getByText('共 1 位讲师')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消关注' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: '取消关注' }));
    await waitFor(() => expect(screen.getByText('还没有关注任何讲师')).toBeTruthy());
    expect(fake.inputsOf('deleteAttention')).toEqual([{ lecturerUserId: '5' }]);
    expect(fake.inputsOf('listAttention')).toHaveLength(2);
  });
});
