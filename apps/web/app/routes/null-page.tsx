import { Link } from 'react-router';
import { pageMeta } from '~/lib/page-meta';

export const NOT_OPEN_TITLE = '该栏目暂未开放';

export const meta = pageMeta(NOT_OPEN_TITLE);

/** Where nav items without an address lead. */
export default function NullPage() {
  return (
    <section className="notice-page page-width">
      <h1 className="notice-page__title">{NOT_OPEN_TITLE}</h1>
      <p className="notice-page__text">栏目正在建设中，敬请期待。</p>
      <Link to="/" className="error-page__home">
        返回首页
      </Link>
    </section>
  );
}
