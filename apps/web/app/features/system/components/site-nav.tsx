import { DownOutlined, MenuOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import type { NavBar } from '@school/contracts';
import { SiteLink } from '~/components/site-link';
import { isActiveNav, navHref, splitNav } from '~/lib/path-rules';
import { useSchoolStore } from '~/lib/store';
import { CourseCategorySlot, useCourseCategories, type CourseCategory } from './course-category-slot';

// antd's drawer is loaded when the menu is first opened, not with the script every page loads first.
const SiteNavDrawer = lazy(() => import('./site-nav-drawer'));

export function NavItem({ item, active }: { item: NavBar; active: boolean }) {
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
          // Opens on hover or keyboard focus (CSS), like the 课程分类 menu.
          <div className="site-nav__more">
            <button type="button" className="site-nav__link site-nav__more-button" aria-haspopup="true">
              更多 <DownOutlined />
            </button>
            <div className="site-nav__more-list">
              {more.map((item) => (
                <NavItem key={item.id} item={item} active={isActiveNav(pathname, item.navUrl)} />
              ))}
            </div>
          </div>
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
  const navItems = useSchoolStore((state) => state.navList.list);
  const categories = useCourseCategories(courseCategories);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="site-nav-menu__toggle"
        aria-label="菜单"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MenuOutlined />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <SiteNavDrawer open={open} onClose={() => setOpen(false)} navItems={navItems} categories={categories} />
        </Suspense>
      ) : null}
    </>
  );
}
