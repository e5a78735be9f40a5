import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { PlainLink } from './plain-link';

describe('plain in-site links', () => {
  it('are anchors as React Router writes them, and navigate in the page', async () => {
    const { router } = renderPage(
      <PlainLink to="/list?categoryId=3" className="x">
        雅思
      </PlainLink>,
    );
    const link = screen.getByRole('link', { name: '雅思' });
    expect(link.outerHTML).toBe('<a class="x" href="/list?categoryId=3" data-discover="true">雅思</a>');
    const clicked = fireEvent.click(link);
    expect(clicked).toBe(false); // the browser's own navigation was prevented
    await vi.waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/list?categoryId=3'),
    );
  });

  it('leave a new tab, another window or a link that handled its click to the browser', () => {
    const { router } = renderPage(
      <>
        <PlainLink to="/vip">开通VIP</PlainLink>
        <PlainLink to="/blog" target="_blank">
          博客
        </PlainLink>
        <PlainLink to="/exam" onClick={(event) => event.preventDefault()}>
          考试
        </PlainLink>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: '开通VIP' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: '博客' }))).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: '考试' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('keep the scroll position when asked (filters and orders)', () => {
    renderPage(
      <PlainLink to="/list?orderBy=newest" keepScroll>
        最新
      </PlainLink>,
    );
    expect(screen.getByRole('link', { name: '最新' }).getAttribute('data-keep-scroll')).toBe('true');
  });
});
