import { StyleProvider } from '@ant-design/cssinjs';
import { SearchOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Tag } from 'antd';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { siteTheme } from '~/components/app-providers';
import { pageStyleCache } from './antd-ssr-styles.server';

function renderPage(node: ReactNode): string {
  const styles = pageStyleCache();
  renderToString(
    createElement(StyleProvider, { cache: styles.cache }, createElement(ConfigProvider, { theme: siteTheme }, node)),
  );
  return styles.styles();
}

describe('the antd styles a page inlines', () => {
  it('are the styles its own render used, also when an earlier page filled the shared cache', () => {
    const buttonPage = renderPage(createElement(Button, null, '登录'));
    const tagPage = renderPage(createElement(Tag, null, '免费'));

    expect(buttonPage).toContain('.ant-btn');
    expect(buttonPage).not.toContain('.ant-tag');
    expect(tagPage).toContain('.ant-tag');
    expect(tagPage).not.toContain('.ant-btn');
    // antd's record of the inlined styles, which the browser reads on hydration instead of redoing them.
    expect(tagPage).toContain('data-ant-cssinjs-cache-path');
  });

  it("carry the theme's variables only when an antd component is on the page", () => {
    const iconPage = renderPage(createElement(SearchOutlined));
    const tagPage = renderPage(createElement(Tag, null, '免费'));

    expect(iconPage).toContain('.anticon');
    expect(iconPage).not.toContain('--ant-color-primary:');
    expect(tagPage).toContain('--ant-color-primary:');
  });

  it('are the same text for the same set of styles', () => {
    expect(renderPage(createElement(Tag, null, 'a'))).toBe(renderPage(createElement(Tag, null, 'b')));
  });
});
