import { ToolOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';

export const UNDER_CONSTRUCTION_TEXT = '栏目建设中，敬请期待';

/** In the personal centre the way back leads to it; elsewhere to the home page. */
export function backLinkFor(pathname: string): { to: string; label: string } {
  return pathname.startsWith('/account/')
    ? { to: '/account/info', label: '返回个人中心' }
    : { to: '/', label: '返回首页' };
}

/**
 * A page whose section has not been built yet (its issue has not landed): its title, the notice
 * 栏目建设中，敬请期待 and a way back (the personal centre from its pages, else home, or `back`) and
 * to the course list, which exists. One component for every such page, public or in the personal centre.
 */
export function UnderConstruction({ title, back }: { title: string; back?: { to: string; label: string } }) {
  const { pathname } = useLocation();
  const way = back ?? backLinkFor(pathname);
  return (
    <section className="under-construction page-width" aria-labelledby="under-construction-title">
      <ToolOutlined className="under-construction__icon" aria-hidden />
      <h1 id="under-construction-title" className="under-construction__title">
        {title}
      </h1>
      <p className="under-construction__text">{UNDER_CONSTRUCTION_TEXT}</p>
      <p className="under-construction__actions">
        <Link to={way.to} className="page-action">
          {way.label}
        </Link>
        {way.to === '/list' ? null : (
          <Link to="/list" className="page-action page-action--quiet">
            浏览全部课程
          </Link>
        )}
      </p>
    </section>
  );
}
