import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSchoolStore } from '~/lib/store';
import { learner, makeBootstrap } from '../../../../test/fixtures';
import { fakeApi, type FakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { SiteHeader } from '../components/site-header';
// The header loads the signed-in reader's menu on use; loaded here already, it shows without a wait.
import '../components/user-popover';
import { unreadMessageCountQuery } from './count-unread-messages';

let fake: FakeApi;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fake = fakeApi({ countUnreadMessages: { num: 3 }, exitLogin: null });
});
afterEach(() => vi.useRealTimers());
const badge = () => screen.getByRole('link', { name: /^消息/ }).textContent;

/** A store as the session start-up leaves it: the reader call brought 3 unread messages. */
function readerStore() {
  const store = createSchoolStore({ bootstrap: makeBootstrap() });
  store.getState().setReader({ user: learner, unreadMessages: 3, isGradeAdmin: false });
  return store;
}

describe('the header badge', () => {
  it('shows the count the reader call brought, and asks again every 300000 ms while signed in', async () => {
    renderPage(<SiteHeader />, { api: fake.api, store: readerStore(), user: learner });
    await waitFor(() => expect(badge()).toContain('3'));
    expect(fake.inputsOf('countUnreadMessages')).toHaveLength(0);

    fake.answer({ countUnreadMessages: { num: 5 } });
    await act(() => vi.advanceTimersByTimeAsync(299_000));
    expect(fake.inputsOf('countUnreadMessages')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(badge()).toContain('5'));
    expect(fake.inputsOf('countUnreadMessages')).toHaveLength(1);
  });

  it('does not ask for visitors', async () => {
    renderPage(<SiteHeader />, { api: fake.api });
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(fake.inputsOf('countUnreadMessages')).toHaveLength(0);
    expect(unreadMessageCountQuery(fake.api, undefined, () => 0).enabled).toBe(false);
  });

  it('signing out calls exit with clientType 1 and the token, then stops the polling', async () => {
    document.cookie = 'RC_WEB_TOKEN=tok-header; Path=/';
    const { store, router } = renderPage(<SiteHeader />, {
      api: fake.api,
      path: '/account/info',
      store: readerStore(),
      user: learner,
    });
    await waitFor(() => expect(badge()).toContain('3'));
    fireEvent.mouseEnter(await screen.findByRole('link', { name: /^个人中心/ }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByText('退出登录')).toBeTruthy());
    fireEvent.click(screen.getByText('退出登录'));
    expect(store.getState().userInfo).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fake.calls.filter((c) => c.key === 'exitLogin').map((c) => [c.call.token, c.input])).toEqual([
      ['test-token', { clientType: 1 }],
    ]);
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(fake.inputsOf('countUnreadMessages')).toHaveLength(0);
  });
});
