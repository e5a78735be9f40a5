import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learner } from '../../test/fixtures';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { AccountLayoutFrame } from './account-layout';
import { DefaultLayoutFrame } from './default-layout';
import { LoginsLayoutFrame } from './logins-layout';

const page = <p>页面内容</p>;
const hasHeader = () => screen.queryByRole('banner') !== null;
const hasFooter = () => screen.queryByRole('contentinfo') !== null;

describe('layouts', () => {
  it('default: header, page and footer', () => {
    renderPage(<DefaultLayoutFrame>{page}</DefaultLayoutFrame>, { path: '/list' });
    expect(hasHeader()).toBe(true);
    expect(hasFooter()).toBe(true);
    expect(screen.getByText('页面内容')).toBeTruthy();
  });

  it('a write page shows neither header nor footer', () => {
    renderPage(<DefaultLayoutFrame>{page}</DefaultLayoutFrame>, { path: '/blog/account/write' });
    expect(hasHeader()).toBe(false);
    expect(hasFooter()).toBe(false);
  });

  it('tells the server about a referral code from the query and keeps a good one', async () => {
    const fake = fakeApi({
      checkReferralCode: ({ referralCode }) => ({
        isValid: referralCode === 'ZX81' ? 1 : 0,
        nickname: '英语学习者小李',
        isBound: 0,
      }),
    });
    const { store } = renderPage(<DefaultLayoutFrame>{page}</DefaultLayoutFrame>, {
      api: fake.api,
      path: '/?referralCode=ZX81',
    });
    await waitFor(() => expect(store.getState().referralCode).toBe('ZX81'));
    expect(window.localStorage.getItem('school-web-state')).toContain('ZX81');
    expect(fake.inputsOf('checkReferralCode')).toEqual([{ referralCode: 'ZX81' }]);
  });

  it('does not keep a code the school does not know', async () => {
    const fake = fakeApi({ checkReferralCode: { isValid: 0, nickname: '', isBound: 0 } });
    const { store } = renderPage(<DefaultLayoutFrame>{page}</DefaultLayoutFrame>, {
      api: fake.api,
      path: '/?code=NOPE',
    });
    await waitFor(() => expect(fake.inputsOf('checkReferralCode')).toEqual([{ referralCode: 'NOPE' }]));
    expect(store.getState().referralCode).toBe('');
  });

  it('logins: the simplified header with the hotline, no footer on /login', () => {
    renderPage(<LoginsLayoutFrame>{page}</LoginsLayoutFrame>, { path: '/login' });
    expect(screen.getByText('400-800-1234')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(hasFooter()).toBe(false);
  });

  it('logins: no nav on /apply', () => {
    renderPage(<LoginsLayoutFrame>{page}</LoginsLayoutFrame>, { path: '/apply' });
    expect(screen.queryByRole('navigation', { name: '快捷导航' })).toBeNull();
  });

  it('account: side menu, or the study menu on study pages', () => {
    const first = renderPage(<AccountLayoutFrame>{page}</AccountLayoutFrame>, { path: '/account/info', user: learner });
    expect(screen.getByRole('navigation', { name: '个人中心' })).toBeTruthy();
    expect(hasFooter()).toBe(true);
    first.unmount();
    renderPage(<AccountLayoutFrame>{page}</AccountLayoutFrame>, { path: '/account/study', user: learner });
    expect(screen.getByRole('navigation', { name: '学习中心' })).toBeTruthy();
  });
});
