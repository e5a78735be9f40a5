import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { learner, makeBootstrap } from '../../../../test/fixtures';
import { createFakeApi, ok } from '../../../../test/fake-api';
import { mockBrowserApiModule, type FakeApi } from '../../../../test/mock-browser-api';
import { renderPage } from '../../../../test/render-page';
import { SiteHeader } from '../components/site-header';
import { unreadMessageCountQuery } from './count-unread-messages';

const holder = vi.hoisted(() => ({ fake: undefined as FakeApi | undefined }));
vi.mock('~/lib/browser-api', () => mockBrowserApiModule(holder));

const NUM = '/user/auth/msg/user/num';
const EXIT = '/user/auth/user/ext/exit/login';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  holder.fake = createFakeApi({ [NUM]: ok({ num: 3 }), [EXIT]: ok(null) });
});
afterEach(() => vi.useRealTimers());
const fake = () => holder.fake as FakeApi;
const badge = () => screen.getByRole('link', { name: '消息' }).textContent;

describe('the header badge', { timeout: 20000 }, () => {
  it('asks for the unread count on page load and every 300000 ms while signed in', async () => {
    renderPage(<SiteHeader />, { bootstrap: makeBootstrap({ session: { status: 'signed-in', userInfo: learner } }) });
    await waitFor(() => expect(badge()).toContain('3'));
    expect(fake().callsTo(NUM)).toHaveLength(1);

    fake().answer(NUM, ok({ num: 5 }));
    await act(() => vi.advanceTimersByTimeAsync(299_000));
    expect(fake().callsTo(NUM)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(badge()).toContain('5'));
    expect(fake().callsTo(NUM)).toHaveLength(2);
  });

  it('does not ask for visitors', async () => {
    renderPage(<SiteHeader />);
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(fake().callsTo(NUM)).toHaveLength(0);
    expect(unreadMessageCountQuery(undefined).enabled).toBe(false);
  });

  it('signing out calls exit with clientType 1 and the token, then stops the polling', async () => {
    document.cookie = 'RC_WEB_TOKEN=tok-header; Path=/';
    const { store, router } = renderPage(<SiteHeader />, {
      path: '/account/info',
      bootstrap: makeBootstrap({ session: { status: 'signed-in', userInfo: learner } }),
    });
    await waitFor(() => expect(badge()).toContain('3'));
    fireEvent.mouseEnter(screen.getByRole('link', { name: '个人中心' }));
    await waitFor(() => expect(screen.getByText('退出登录')).toBeTruthy());
    fireEvent.click(screen.getByText('退出登录'));
    expect(store.getState().userInfo).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fake().callsTo(EXIT)).toEqual([expect.objectContaining({ token: 'test-token', body: { clientType: 1 } })]);
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(fake().callsTo(NUM)).toHaveLength(1);
  });
});
