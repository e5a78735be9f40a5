import { ToolOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import './under-construction.css';

export const UNDER_CONSTRUCTION_MESSAGE = '栏目建设中，敬请期待';

/** In the personal centre the way back leads to it; elsewhere to the home page. */
export function backLinkFor(pathname: string): { to: string; label: string } {
  return pathname.startsWith('/account/')
    ? { to: '/account/info', label: '返回个人中心' }
    : { to: '/', label: '返回首页' };
}

/**
 * A page whose domain has not landed yet: its title, "栏目建设中，敬请期待" and a way back. One
 * component for every such page, public or in the personal centre; it goes when the page's issue lands.
 */
export function UnderConstruction({ title }: { title: string }) {
  const back = backLinkFor(useLocation().pathname);
  return (
    <section className="under-construction" aria-labelledby="under-construction-title">
      <ToolOutlined className="under-construction__icon" aria-hidden="true" />
      <h1 id="under-construction-title" className="under-construction__title">
        {title}
      </h1>
      <p className="under-construction__message">{UNDER_CONSTRUCTION_MESSAGE}</p>
      <Link to={back.to} className="under-construction__back">
        {back.label}
      </Link>
    </section>
  );
}
