import { Link } from 'react-router';

export const NOT_FOUND_TITLE = '页面找不到了，可能已被删除或地址有误';
export const SERVER_ERROR_TITLE = '页面出错了，请联系管理员';

/** The error page: shows the code and message it is given (404 by default) and a way home. */
export function ErrorPage({ code = 404, message }: { code?: number; message?: string }) {
  const title = code === 404 ? NOT_FOUND_TITLE : SERVER_ERROR_TITLE;
  return (
    <section className="error-page page-width" aria-labelledby="error-page-title">
      <p className="error-page__code">{code}</p>
      <h1 id="error-page-title" className="error-page__title">
        {title}
      </h1>
      {message && message !== title ? <p className="error-page__message">{message}</p> : null}
      <Link to="/" className="error-page__home">
        返回首页
      </Link>
    </section>
  );
}
