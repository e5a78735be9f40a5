import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { learner } from '../../../../../test/fixtures';
import { fakeApi } from '../../../../../test/fake-api';
import { renderPage } from '../../../../../test/render-page';
import { FollowButton } from './follow-button';

/** Makes `(hover: hover)` match or not, as on a desk with a mouse or on a phone. */
function pointerCanHover(canHover: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === '(hover: hover)' && canHover,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const renderFollowed = () =>
  renderPage(<FollowButton lecturerUserId="5" following onChange={() => {}} />, {
    api: fakeApi().api,
    path: '/lecturer/5',
    user: learner,
  });

describe('the follow button on a followed lecturer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('after a tap on touch keeps saying 已关注 (no sticky hover label)', () => {
    pointerCanHover(false);
    renderFollowed();
    fireEvent.mouseEnter(screen.getByRole('button', { name: /已关注/ }));
    expect(screen.getByRole('button').textContent).toContain('已关注');
  });

  it('offers 取消关注 while a mouse rests on it', () => {
    pointerCanHover(true);
    renderFollowed();
    const button = screen.getByRole('button', { name: /已关注/ });
    fireEvent.mouseEnter(button);
    expect(button.textContent).toContain('取消关注');
    fireEvent.mouseLeave(button);
    expect(button.textContent).toContain('已关注');
  });
});
