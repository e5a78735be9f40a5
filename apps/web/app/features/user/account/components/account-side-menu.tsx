import { UserType } from '@school/contracts';
import { Link, useLocation } from 'react-router';
import { isActiveEntry } from '~/lib/path-rules';
import { useSchoolStore } from '~/lib/store';
import { TEACHING_PAGES } from '~/lib/teaching-pages';
import { accountSideMenuEntries, gradeTitleFromNav, studyMenuEntries, type AccountMenuEntry } from '../account-menus';
import { AccountWelcome } from './account-welcome';

function MenuList({ entries, label }: { entries: AccountMenuEntry[]; label: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label}>
      <ul className="account-menu__list">
        {entries.map((entry) => {
          const active = isActiveEntry(pathname, entry.to);
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                className={active ? 'account-menu__link account-menu__link--active' : 'account-menu__link'}
                aria-current={active ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The personal centre's side menu. */
export function AccountSideMenu() {
  const isRecommended = useSchoolStore((state) => state.userInfo?.isRecommended === 1);
  const isTeacher = useSchoolStore((state) => state.userInfo?.userType === UserType.teacher);
  const isGradeAdmin = useSchoolStore((state) => state.isGradeAdmin);
  const navList = useSchoolStore((state) => state.navList.list);
  const entries = accountSideMenuEntries({
    isRecommended,
    isTeacher,
    isGradeAdmin,
    gradeTitle: gradeTitleFromNav(navList),
  });
  return (
    <aside className="account-menu">
      <AccountWelcome />
      <MenuList entries={entries} label="个人中心" />
      {isTeacher ? (
        <>
          <p className="account-menu__heading">教学管理</p>
          <MenuList entries={[...TEACHING_PAGES]} label="教学管理" />
        </>
      ) : null}
    </aside>
  );
}

/** The study centre's menu (study records, courses, classes, papers, errors, notes, collection). */
export function StudyMenu() {
  const navList = useSchoolStore((state) => state.navList.list);
  return (
    <aside className="account-menu account-menu--study">
      <AccountWelcome />
      <p className="account-menu__heading">学习中心</p>
      <MenuList entries={studyMenuEntries(gradeTitleFromNav(navList))} label="学习中心" />
      <Link to="/account/info" className="account-menu__back">
        返回个人中心
      </Link>
    </aside>
  );
}
