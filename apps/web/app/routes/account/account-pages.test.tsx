import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UNDER_CONSTRUCTION_TEXT } from '~/components/under-construction';
import { learner } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import AccountLivePage from './live-page';

describe('account pages', () => {
  it('a page whose domain has not landed says so and leads back to the personal centre', () => {
    renderPage(<AccountLivePage />, { path: '/account/live', user: learner });
    expect(screen.getByRole('heading', { name: '直播管理' })).toBeTruthy();
    expect(screen.getByText(UNDER_CONSTRUCTION_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回个人中心' }).getAttribute('href')).toBe('/account/info');
  });
});
