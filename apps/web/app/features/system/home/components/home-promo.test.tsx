import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMO_CLOSED_AT_KEY } from '~/lib/home-promo';
import { makeBootstrap } from '../../../../../test/fixtures';
import { renderPage } from '../../../../../test/render-page';
import { HomePromo } from './home-promo';

const withPromo = makeBootstrap({
  banners: [
    {
      id: '9',
      bannerCode: 'index_promo',
      bannerName: '首页顶部推广',
      bannerGroup: 'pc',
      data: [{ title: '开通会员首月 9.9 元', img: '/files/promo.svg', url: '/vip', target: '_self' }],
    },
  ],
});

describe('home promo', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the promo banner and stays closed for 120000 ms once closed', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const first = renderPage(<HomePromo />, { bootstrap: withPromo });
    expect(screen.getByRole('img', { name: '开通会员首月 9.9 元' }).closest('a')?.getAttribute('href')).toBe('/vip');
    fireEvent.click(screen.getByRole('button', { name: '关闭推广' }));
    expect(screen.queryByRole('img', { name: '开通会员首月 9.9 元' })).toBeNull();
    expect(window.localStorage.getItem(PROMO_CLOSED_AT_KEY)).toBe('1000000');
    first.unmount();

    vi.setSystemTime(1_000_000 + 119_000);
    const second = renderPage(<HomePromo />, { bootstrap: withPromo });
    expect(screen.queryByRole('button', { name: '关闭推广' })).toBeNull();
    second.unmount();

    vi.setSystemTime(1_000_000 + 120_000);
    renderPage(<HomePromo />, { bootstrap: withPromo });
    expect(screen.getByRole('button', { name: '关闭推广' })).toBeTruthy();
  });

  it('shows nothing when the operator set no promo', () => {
    renderPage(<HomePromo />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
