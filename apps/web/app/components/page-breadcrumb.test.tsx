import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageBreadcrumb } from './page-breadcrumb';

describe('the breadcrumb', () => {
  it('lists the pages above in order and marks the page itself as current', () => {
    render(
      <PageBreadcrumb
        items={[
          { key: 'home', title: <a href="/">首页</a> },
          { key: 'exam', title: <a href="/exam">在线考试</a> },
          { key: 'paper', title: '四级模拟卷' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: '当前位置' });
    const items = [...nav.querySelectorAll('li')];
    expect(items.map((item) => item.textContent)).toEqual(['首页', '在线考试', '四级模拟卷']);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'page']);
  });
});
