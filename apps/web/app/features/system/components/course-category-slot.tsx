import { AppstoreOutlined, DownOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { CategoryMenu, type MenuCategory } from '~/components/category-menu';
import { KeptHtml } from '~/components/kept-html';
import type { SiteBootstrap } from '~/lib/site-bootstrap';

/** A course category with its children (three levels), as the header's menu shows it. */
export type CourseCategory = MenuCategory;

const NO_CATEGORIES: CourseCategory[] = [];

/** The categories given, else the three-level tree the root loader read. */
export function useCourseCategories(categories?: CourseCategory[]): CourseCategory[] {
  const bootstrap = useRouteLoaderData<SiteBootstrap | undefined>('root');
  return categories ?? bootstrap?.courseCategories ?? NO_CATEGORIES;
}

/**
 * The nav's 课程分类 menu: the three-level tree the root loader read, each category a link to
 * /list?categoryId=…. It opens on hover or keyboard focus (CSS), and closes once a link is chosen.
 * Nothing shows while the school has no categories. The server keeps the menu's HTML per tree.
 */
export function CourseCategorySlot({ categories }: { categories?: CourseCategory[] }) {
  const tree = useCourseCategories(categories);
  const [closed, setClosed] = useState(false);
  if (tree.length === 0) return null;
  return (
    <div
      className={closed ? 'category-dropdown category-dropdown--closed' : 'category-dropdown'}
      onMouseLeave={() => setClosed(false)}
      // The menu's links are kept HTML, without handlers of their own (components/kept-html.tsx).
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) setClosed(true);
      }}
    >
      <button type="button" className="course-category-slot" aria-haspopup="true">
        <AppstoreOutlined /> 课程分类 <DownOutlined className="category-dropdown__caret" />
      </button>
      <KeptHtml className="category-dropdown__panel" keyOf={() => JSON.stringify(tree)}>
        <CategoryMenu categories={tree} variant="dropdown" />
      </KeptHtml>
    </div>
  );
}
