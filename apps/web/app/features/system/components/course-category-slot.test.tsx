import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { CourseCategorySlot, type CourseCategory } from './course-category-slot';

const tree: CourseCategory[] = [
  {
    id: '1',
    categoryName: '四六级',
    children: [
      {
        id: '11',
        categoryName: '大学英语四级',
        children: [{ id: '111', categoryName: '四级听力', children: [] }],
      },
    ],
  },
  { id: '2', categoryName: '语法', children: [] },
];

describe('header course-category menu', () => {
  it('links every category of the three levels to /list?categoryId=…', () => {
    renderPage(<CourseCategorySlot categories={tree} />);
    expect(screen.getByRole('button', { name: /课程分类/ })).toBeTruthy();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('四六级')).toBe('/list?categoryId=1');
    expect(href('大学英语四级')).toBe('/list?categoryId=11');
    expect(href('四级听力')).toBe('/list?categoryId=111');
    expect(href('语法')).toBe('/list?categoryId=2');
    expect(screen.getByRole('link', { name: /全部四六级课程/ }).getAttribute('href')).toBe('/list?categoryId=1');
  });

  it('goes to the chosen category and closes', async () => {
    const { router, container } = renderPage(<CourseCategorySlot categories={tree} />);
    fireEvent.click(screen.getByRole('link', { name: '四级听力' }));
    await screen.findByRole('button', { name: /课程分类/ });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/list?categoryId=111');
    expect(container.querySelector('.category-dropdown--closed')).not.toBeNull();
  });

  it('shows nothing while the school has no categories', () => {
    const { container } = renderPage(<CourseCategorySlot categories={[]} />);
    expect(container.querySelector('.category-dropdown')).toBeNull();
  });
});
