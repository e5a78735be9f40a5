import { DownOutlined, MenuOutlined } from '@ant-design/icons';
import { Drawer, Popover } from 'antd';
import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { NavBar } from '@school/contracts';
import { CategoryTree } from '~/components/category-menu';
import { SiteLink } from '~/components/site-link';
import { isActiveNav, navHref, splitNav } from '~/lib/path-rules';
import { useSchoolStore } from '~/lib/store';
import { CourseCategorySlot, useCourseCategories, type CourseCategory } from './course-category-slot';

function NavItem({ item, active }: { item: NavBar; active: boolean }) {
  return (
    <SiteLink
      href={navHref(item.navUrl)}
      target={item.target}
      className={active ? 'site-nav__link site-nav__link--active' : 'site-nav__link'}
    >
      {item.navTitle}
    </SiteLink>
  );
}

/** The header nav: the course-category slot, the first ten nav items, the rest under 更多. */
export function SiteNav({ courseCategories }: { courseCategories?: CourseCategory[] }) {
  const { pathname } = useLocation();
  const navItems = useSchoolStore((state) => state.navList.list);
  const { visible, more } = splitNav(navItems);
  return (
    <nav className="site-nav" aria-label="主导航">
      <div className="site-nav__inner page-width">
        <CourseCategorySlot categories={courseCategories} />
        {visible.map((item) => (
          <NavItem key={item.id} item={item} active={isActiveNav(pathname, item.navUrl)} />
        ))}
        {more.length > 0 ? (
          <Popover
            placement="bottom"
            content={
              <div className="site-nav__more-list">
                {more.map((item) => (
                  <NavItem key={item.id} item={item} active={isActiveNav(pathname, item.navUrl)} />
                ))}
              </div>
            }
          >
            <button type="button" className="site-nav__link site-nav__more">
              更多 <DownOutlined />
            </button>
          </Popover>
        ) : null}
      </div>
    </nav>
  );
}

/**
 * The nav on a phone (phone.css shows it at 768 px and narrower, where the nav row is hidden): a 菜单
 * button that opens every nav item and the 课程分类 tree in a drawer, which closes once a link is chosen.
 */
export function SiteNavMenu({ courseCategories }: { courseCategories?: CourseCategory[] }) {
  const { pathname } = useLocation();
  const navItems = useSchoolStore((state) => state.navList.list);
  const categories = useCourseCategories(courseCategories);
  const [open, setOpen] = useState(false);
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="site-nav-menu__toggle"
        aria-label="菜单"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuOutlined />
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="left"
        title="菜单"
        size={300}
        rootClassName="site-nav-menu"
      >
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
    </>
  );
}
