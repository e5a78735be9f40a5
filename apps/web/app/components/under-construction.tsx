import { ToolOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

export const UNDER_CONSTRUCTION_TEXT = '栏目建设中，敬请期待';

/**
 * A page whose section has not been built yet (its issue has not landed): its title, the notice
 * 栏目建设中，敬请期待 and a way back (home by default, and the course list, which exists).
 */
export function UnderConstruction({
  title,
  back = { to: '/', label: '返回首页' },
}: {
  title: string;
  back?: { to: string; label: string };
}) {
  return (
    <section className="under-construction page-width" aria-labelledby="under-construction-title">
      <ToolOutlined className="under-construction__icon" aria-hidden />
      <h1 id="under-construction-title" className="under-construction__title">
        {title}
      </h1>
      <p className="under-construction__text">{UNDER_CONSTRUCTION_TEXT}</p>
      <p className="under-construction__actions">
        <Link to={back.to} className="page-action">
          {back.label}
        </Link>
        {back.to === '/list' ? null : (
          <Link to="/list" className="page-action page-action--quiet">
            浏览全部课程
          </Link>
        )}
      </p>
    </section>
  );
}
