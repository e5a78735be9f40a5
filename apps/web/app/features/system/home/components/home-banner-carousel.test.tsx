import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBootstrap } from '../../../../../test/fixtures';
import { renderPage } from '../../../../../test/render-page';
import { HomeBannerCarousel } from './home-banner-carousel';

const slides = ['春季班', '暑期班', '考研冲刺'].map((title, index) => ({
  title,
  img: `/files/banner-${index}.png`,
  url: `/list?categoryId=${index}`,
  target: '_self',
}));
const withSlides = makeBootstrap({
  banners: [{ id: '1', bannerCode: 'index_banner', bannerName: '首页轮播', bannerGroup: 'pc', data: slides }],
});

/** The slide on screen: the one whose link is not hidden from screen readers. */
const shownTitle = () =>
  [...document.querySelectorAll('.home-banner__item')]
    .filter((link) => link.getAttribute('aria-hidden') !== 'true')
    .map((link) => link.querySelector('img')?.getAttribute('alt'));

describe('home carousel', () => {
  afterEach(() => vi.useRealTimers());

  it('shows one slide at a time, turns every 5 s unless hovered, and a dot or a swipe turns it', async () => {
    vi.useFakeTimers();
    renderPage(<HomeBannerCarousel />, { bootstrap: withSlides });
    expect(shownTitle()).toEqual(['春季班']);
    expect(document.querySelector('.home-banner__item[tabindex="-1"] img')?.getAttribute('alt')).toBe('暑期班');

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(shownTitle()).toEqual(['暑期班']);

    const carousel = screen.getByRole('region', { name: '轮播图' });
    fireEvent.mouseEnter(carousel);
    await act(() => vi.advanceTimersByTimeAsync(15000));
    expect(shownTitle()).toEqual(['暑期班']);
    fireEvent.mouseLeave(carousel);

    fireEvent.click(screen.getByRole('button', { name: '第 3 张：考研冲刺' }));
    expect(shownTitle()).toEqual(['考研冲刺']);
    expect(screen.getByRole('button', { name: '第 3 张：考研冲刺' }).getAttribute('aria-current')).toBe('true');

    fireEvent.touchStart(carousel, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 100 }] });
    expect(shownTitle()).toEqual(['春季班']);
    fireEvent.touchStart(carousel, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 300 }] });
    expect(shownTitle()).toEqual(['考研冲刺']);
    expect(screen.getByRole('img', { name: '考研冲刺' }).closest('a')?.getAttribute('href')).toBe('/list?categoryId=2');
  });

  it('shows a single slide without dots, and nothing without slides', () => {
    const one = makeBootstrap({
      banners: [{ id: '1', bannerCode: 'index_banner', bannerName: '首页轮播', bannerGroup: 'pc', data: [slides[0]!] }],
    });
    const { unmount } = renderPage(<HomeBannerCarousel />, { bootstrap: one });
    expect(shownTitle()).toEqual(['春季班']);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderPage(<HomeBannerCarousel />, { bootstrap: makeBootstrap() });
    expect(screen.queryByRole('region', { name: '轮播图' })).toBeNull();
  });
});
