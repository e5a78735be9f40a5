import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginsHeader } from '~/features/system/components/logins-header';
import { SiteFooter } from '~/features/system/components/site-footer';
import { makeBootstrap } from '../../test/fixtures';
import { renderPage } from '../../test/render-page';
import { SiteLogo } from './site-logo';

const renamed = () => {
  const bootstrap = makeBootstrap();
  return makeBootstrap({ webInfo: { ...bootstrap.webInfo!, siteNamePc: '新航道英语' } });
};

describe('site logo', () => {
  it('is the mark with the school name written beside it, linking home', () => {
    const { container } = renderPage(<SiteLogo className="site-header__logo" />);
    const link = screen.getByRole('link', { name: '启航英语网校首页' });
    expect(link.getAttribute('href')).toBe('/');
    expect(within(link).getByText('启航英语网校')).toBeTruthy();
    const mark = container.querySelector('img');
    expect(mark?.getAttribute('src')).toBe('/files/logo.svg');
    expect(mark?.getAttribute('alt')).toBe('');
  });

  it('follows the site info: a renamed school is renamed in the header of the sign-in pages and the footer', () => {
    renderPage(
      <>
        <LoginsHeader />
        <SiteFooter />
      </>,
      { bootstrap: renamed() },
    );
    expect(screen.getAllByText('新航道英语')).toHaveLength(2);
    expect(screen.queryByText('启航英语网校')).toBeNull();
  });
});
