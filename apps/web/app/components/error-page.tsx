import { Link } from 'react-router';
import { errorTitleForCode } from '~/lib/error-titles';

/** The error page: shows the code and message it is given (404 by default) and a way home. */
export function ErrorPage({ code = 404, message }: { code?: number; message?: string }) {
  const title = errorTitleForCode(code);
  return (
    <section className="error-page page-width" aria-labelledby="error-page-title">
      <p className="error-page__code">{code}</p>
      <h1 id="error-page-title" className="error-page__title">
        {title}
      </h1>
      {message && message !== title ? <p className="error-page__message">{message}</p> : null}
      <Link to="/" className="page-action">
        返回首页
      </Link>
    </section>
  );
}
