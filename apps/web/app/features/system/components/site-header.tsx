import { CrownOutlined, SearchOutlined } from '@ant-design/icons';
import { useSiteFeedback } from '~/components/site-feedback';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { PlainButton } from '~/components/plain-button';
import { PlainLink } from '~/components/plain-link';
import { SiteLogo } from '~/components/site-logo';
import { useApi } from '~/lib/api-context';
import { headerSearchType, isNavHidden, searchKeywordOfPath, searchUrl } from '~/lib/path-rules';
import { saveReturnAddress } from '~/lib/session';
import { exitAndSignOut } from '~/lib/sign-out';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';
import { useUnreadMessageCount } from '../api/count-unread-messages';
import type { CourseCategory } from './course-category-slot';
import { SiteNav, SiteNavMenu } from './site-nav';

// The server renders every page without the reader, so the signed-in reader's bell and menu (antd's
// badge, avatar and popover) load once the reader is known, not with the script every page loads first.
const UserPopover = lazy(() => import('./user-popover'));

export const EMPTY_KEYWORD_MESSAGE = '请输入搜索关键词';

/**
 * Header search: the type of results follows the section the reader is in (on a search page, the
 * tab being read). On /search/{str} the box shows that keyword, and follows it to the next search.
 */
function HeaderSearch() {
  const { message } = useSiteFeedback();
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  const pageKeyword = searchKeywordOfPath(pathname);
  const [keyword, setKeyword] = useState(pageKeyword);
  const [shownKeyword, setShownKeyword] = useState(pageKeyword);
  if (shownKeyword !== pageKeyword) {
    setShownKeyword(pageKeyword);
    setKeyword(pageKeyword);
  }
  const search = () => {
    const text = keyword.trim();
    if (!text) {
      void message.warning(EMPTY_KEYWORD_MESSAGE);
      return;
    }
    void navigate(searchUrl(text, headerSearchType(pathname, query)));
  };
  // A plain input rather than antd's: antd's Input brings its form machinery (some 25 KB compressed)
  // into the script every page loads first (decision 0072).
  return (
    <div className="header-search" role="search">
      <input
        className="header-search__input"
        type="text"
        value={keyword}
        placeholder="搜索您感兴趣的课程"
        aria-label="搜索关键词"
        onChange={(event) => setKeyword(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) search();
        }}
      />
      <PlainButton type="primary" icon={<SearchOutlined />} aria-label="搜索" onClick={search} />
    </div>
  );
}

const pendingReader = (
  <span className="header-user__pending reader-pending" aria-hidden="true">
    <span className="placeholder-block header-user__pending-avatar" />
    <span className="placeholder-block header-user__pending-name" />
  </span>
);

/** Keeps the header's unread count in step; only a known reader has one, so the server never renders it. */
function UnreadMessageCount() {
  useUnreadMessageCount();
  return null;
}

function HeaderUserArea() {
  const store = useSchoolStoreApi();
  const api = useApi();
  const user = useSchoolStore((state) => state.userInfo);
  const userMsgNum = useSchoolStore((state) => state.userMsgNum);
  const navigate = useNavigate();
  // The page being opened, else the one shown: signing out goes home while the header already shows 登录.
  const navigation = useNavigation();
  const location = useLocation();
  const { pathname, search } = navigation.location ?? location;

  if (!user) {
    // Signing in (or registering) comes back to this page: it is the return address (never a /login one).
    const goTo = (path: '/login' | '/register') => {
      saveReturnAddress(store, `${pathname}${search}`);
      void navigate(path);
    };
    // The server renders every page without the reader (decision 0016). While a reader with the
    // token cookie waits for their user, <html data-signed-in> shows the placeholder instead.
    return (
      <div className="header-user">
        <div className="header-user__visitor visitor-only">
          <PlainButton onClick={() => goTo('/login')}>登录</PlainButton>
          <PlainButton type="primary" onClick={() => goTo('/register')}>
            注册
          </PlainButton>
        </div>
        {pendingReader}
      </div>
    );
  }
  const signOut = () => {
    // The exit call (clientType 1) leaves with the token; the browser signs out at once.
    void exitAndSignOut(store, api);
    void navigate('/');
  };
  return (
    <div className="header-user">
      <UnreadMessageCount />
      <Suspense fallback={pendingReader}>
        <UserPopover user={user} unreadMessages={userMsgNum} onSignOut={signOut} />
      </Suspense>
    </div>
  );
}

/**
 * The site header: logo, search, my study, VIP, the reader's area, and the nav (hidden on /apply), which
 * on a phone is a menu drawer opened from the bar.
 */
export function SiteHeader({ courseCategories }: { courseCategories?: CourseCategory[] }) {
  const { pathname } = useLocation();
  const user = useSchoolStore((state) => state.userInfo);
  const isVip = user?.isVip === 1;
  const navHidden = isNavHidden(pathname);
  return (
    <header className="site-header">
      <div className="site-header__bar page-width">
        {navHidden ? null : <SiteNavMenu courseCategories={courseCategories} />}
        <SiteLogo className="site-header__logo" />
        <HeaderSearch />
        <div className="site-header__actions">
          <PlainLink to="/myStudy" className="site-header__study">
            我的学习
          </PlainLink>
          {/* Until the reader is known, a signed-in reader's VIP state is not shown either. */}
          <PlainLink to="/vip" className={user ? 'vip-button' : 'vip-button hidden-until-reader-known'}>
            <CrownOutlined /> {isVip ? 'VIP会员' : '开通VIP'}
          </PlainLink>
          <HeaderUserArea />
        </div>
      </div>
      {navHidden ? null : <SiteNav courseCategories={courseCategories} />}
    </header>
  );
}
