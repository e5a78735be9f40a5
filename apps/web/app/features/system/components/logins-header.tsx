import { PhoneOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { SiteLogo } from '~/components/site-logo';
import { isNavHidden } from '~/lib/path-rules';
import { useSchoolStore } from '~/lib/store';

/** The sign-in pages' simplified header: logo, a way home (hidden on /apply) and the hotline. */
export function LoginsHeader() {
  const { pathname } = useLocation();
  const webInfo = useSchoolStore((state) => state.webInfo);
  return (
    <header className="logins-header">
      <div className="logins-header__bar page-width">
        <SiteLogo className="site-header__logo" />
        {isNavHidden(pathname) ? null : (
          <nav className="logins-header__nav" aria-label="快捷导航">
            <Link to="/">返回首页</Link>
            <Link to="/list">全部课程</Link>
          </nav>
        )}
        {webInfo?.telephone ? (
          <p className="logins-header__hotline">
            <PhoneOutlined /> 服务热线：<strong>{webInfo.telephone}</strong>
          </p>
        ) : null}
      </div>
    </header>
  );
}
