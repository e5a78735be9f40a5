import { Link } from 'react-router';
import { pageMeta } from '~/lib/page-meta';
import { useSchoolStore } from '~/lib/store';

export const meta = pageMeta('登录');

/** The sign-in page. The sign-in forms (password, SMS code, WeChat QR) arrive with the accounts module. */
export default function LoginPage() {
  const siteName = useSchoolStore((state) => state.webInfo?.siteNamePc ?? '');
  return (
    <section className="login-page">
      <div className="login-page__card">
        <h1 className="login-page__title">登录{siteName}</h1>
        <p className="login-page__note">账号登录暂未开放，开放后可使用手机号与密码或短信验证码登录。</p>
        <p className="login-page__links">
          还没有账号？<Link to="/register">立即注册</Link>
          <span className="login-page__divider">|</span>
          <Link to="/">返回首页</Link>
        </p>
      </div>
    </section>
  );
}
