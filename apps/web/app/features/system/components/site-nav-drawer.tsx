import { Drawer } from 'antd';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { NavBar } from '@school/contracts';
import { CategoryTree } from '~/components/category-menu';
import { isActiveNav } from '~/lib/path-rules';
import type { CourseCategory } from './course-category-slot';
import { NavItem } from './site-nav';

/** The phone's menu drawer (site-nav.tsx loads it on the first tap of 菜单): every nav item and the 课程分类 tree. */
export default function SiteNavDrawer({
  open,
  onClose,
  navItems,
  categories,
}: {
  open: boolean;
  onClose(): void;
  navItems: NavBar[];
  categories: CourseCategory[];
}) {
  const { pathname } = useLocation();
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) onClose();
  };
  return (
    <Drawer open={open} onClose={onClose} placement="left" title="菜单" size={300} rootClassName="site-nav-menu">
      <nav aria-label="菜单" onClick={closeOnLink}>
        <ul className="site-nav-menu__items">
          {navItems.map((item) => (
            <li key={item.id}>
              <NavItem item={item} active={isActiveNav(pathname, item.navUrl)} />
            </li>
          ))}
        </ul>
        {categories.length > 0 ? (
          <section className="site-nav-menu__categories" aria-labelledby="site-nav-menu-categories">
            <h2 id="site-nav-menu-categories" className="site-nav-menu__heading">
              课程分类
            </h2>
            <CategoryTree categories={categories} />
          </section>
        ) : null}
      </nav>
    </Drawer>
  );
}
