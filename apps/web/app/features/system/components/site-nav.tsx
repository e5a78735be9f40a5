import { DownOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import { useLocation } from 'react-router';
import type { NavBar } from '@school/contracts';
import { SiteLink } from '~/components/site-link';
import { isActiveNav, navHref, splitNav } from '~/lib/path-rules';
import { useSchoolStore } from '~/lib/store';
import { CourseCategorySlot, type CourseCategory } from './course-category-slot';

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
