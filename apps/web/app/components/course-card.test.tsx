import { act, screen } from '@testing-library/react';
import type { CourseItem } from '@school/contracts';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { keepHtml } from '../kept-html.server';
import { CourseCard, CourseGrid } from './course-card';
import { KeptHtmlContext } from './kept-html';

const course: CourseItem = {
  id: '7',
  courseName: '雅思 7 分全科系统班',
  courseCategory: 1,
  courseLogo: '/files/site/11/catalogue/cover-1_w960.png',
  coursePrice: 1980,
  rulingPrice: 2980,
  isFree: 0,
  countBuy: 1,
  countStudy: 1900,
  categoryId1: '0',
  categoryId2: '0',
  categoryId3: '0',
  lecturerUserId: '5',
  lecturerName: '王老师',
  gmtCreate: '2026-11-01 09:00:00',
};

describe('course card', () => {
  it('says the name and the kind once each: the cover is decoration', () => {
    const { container } = renderPage(<CourseCard course={course} />);
    expect(screen.getAllByText('雅思 7 分全科系统班')).toHaveLength(1);
    expect(screen.getAllByText('点播')).toHaveLength(1);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/view/7');
    expect(link.getAttribute('title')).toBeNull();
    expect(link.textContent?.match(/雅思 7 分全科系统班/g)).toHaveLength(1);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('offers the WebP copies of the cover for the width a card is shown at', () => {
    const { container } = renderPage(<CourseCard course={course} />);
    const cover = container.querySelector('img');
    expect(cover?.getAttribute('src')).toBe(course.courseLogo);
    expect(cover?.getAttribute('srcset')).toBe(
      [320, 640, 960].map((width) => `/files/site/11/catalogue/cover-1_w960_${width}.webp ${width}w`).join(', '),
    );
    expect(cover?.getAttribute('sizes')).toBe('285px');
  });

  it('shows a cover without copies (an outside picture) as it is, and no cover without one', () => {
    const outside = renderPage(<CourseCard course={{ ...course, courseLogo: 'https://cdn.example.com/a.gif' }} />);
    const img = outside.container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cdn.example.com/a.gif');
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect(img?.hasAttribute('sizes')).toBe(false);
    outside.unmount();
    const none = renderPage(<CourseCard course={{ ...course, courseLogo: '' }} />);
    expect(none.container.querySelector('img')).toBeNull();
    expect(screen.getAllByText('雅思 7 分全科系统班')).toHaveLength(1);
  });
});

describe('course grid', () => {
  const other = { ...course, id: '8', courseName: '托福 100 分冲刺班' };
  const onServer = (courses: CourseItem[]) =>
    renderToString(
      <KeptHtmlContext.Provider value={keepHtml}>
        <CourseGrid courses={courses} />
      </KeptHtmlContext.Provider>,
    );

  it('is written by the server, kept or not, as the browser renders it', () => {
    const rendered = renderToString(<CourseGrid courses={[course]} />);
    expect(onServer([course])).toBe(rendered);
    expect(onServer([course])).toBe(rendered);
    expect(onServer([other])).toContain('托福 100 分冲刺班');
  });

  it('shows other courses once the page has hydrated (another filter, another page of the list)', async () => {
    // The browser's mark that it hydrates a server page stays set, so this test takes modules of its own.
    vi.resetModules();
    const browser = { ...(await import('./kept-html')), ...(await import('./course-card')) };
    const container = document.createElement('div');
    container.innerHTML = onServer([course]);
    document.body.append(container);
    browser.willHydrateServerPage();
    const root = await act(async () => hydrateRoot(container, <browser.CourseGrid courses={[course]} />));
    expect(container.textContent).toContain('雅思 7 分全科系统班');
    await act(async () => root.render(<browser.CourseGrid courses={[other]} />));
    expect(container.textContent).toContain('托福 100 分冲刺班');
    expect(container.textContent).not.toContain('雅思 7 分全科系统班');
    await act(async () => root.unmount());
    container.remove();
    vi.resetModules();
  });
});
