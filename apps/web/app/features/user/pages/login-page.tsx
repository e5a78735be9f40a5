import { Alert, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { AuthShell } from '~/features/user/auth/components/auth-shell';
import { CodeLoginForm } from '~/features/user/auth/components/code-login-form';
import { PasswordLoginForm } from '~/features/user/auth/components/password-login-form';
import { QrLoginPanel } from '~/features/user/auth/components/qr-login-panel';
import { isSessionEndedVisit, loginTabFromQuery, type LoginTab } from '~/features/user/auth/login-tabs';
import { useFinishSignIn } from '~/features/user/auth/use-finish-sign-in';
import { signOutInBrowser } from '~/lib/session';
import { useSchoolStoreApi } from '~/lib/store';
import type { loadLoginMethods } from './login-methods';

const TABS: { key: LoginTab; label: string }[] = [
  { key: 'password', label: '密码登录' },
  { key: 'code', label: '验证码登录' },
  { key: 'qrcode', label: '扫码登录' },
];

/** 登录: password, SMS code or WeChat QR; afterwards back to the saved address. */
export function LoginPage() {
  const { methods } = useLoaderData<typeof loadLoginMethods>();
  const [params] = useSearchParams();
  const tabs = TABS.filter(({ key }) => key === 'password' || methods[key] === 1);
  const [tab, setTab] = useState<LoginTab>(() => {
    const asked = loginTabFromQuery(params.get('t'));
    return tabs.some(({ key }) => key === asked) ? asked : 'password';
  });
  const finishSignIn = useFinishSignIn();
  const store = useSchoolStoreApi();
  const sessionEnded = isSessionEndedVisit(params.get('t'));

  // Sent here because the session ended (e.g. a 304 from a page's loader): the browser forgets it too.
  useEffect(() => {
    if (sessionEnded) signOutInBrowser(store);
  }, [sessionEnded, store]);

  return (
    <AuthShell
      title="欢迎登录"
      footer={
        <>
          {methods.code ? <Link to="/reset">忘记密码？</Link> : <span />}
          {methods.register ? (
            <span>
              还没有账号？<Link to="/register">立即注册</Link>
            </span>
          ) : null}
        </>
      }
    >
      {sessionEnded ? (
        <Alert
          className="auth-card__alert"
          type="warning"
          showIcon
          title="登录状态已失效（可能已在其他地方登录），请重新登录"
        />
      ) : null}
      <Tabs
        className="auth-tabs"
        activeKey={tab}
        onChange={(key) => setTab(key as LoginTab)}
        items={tabs.map(({ key, label }) => ({ key, label }))}
      />
      {tab === 'password' ? <PasswordLoginForm onSignedIn={finishSignIn} /> : null}
      {tab === 'code' ? <CodeLoginForm onSignedIn={finishSignIn} /> : null}
      {/* Mounted only while its tab is open, so the state is polled only then. */}
      {tab === 'qrcode' ? <QrLoginPanel onSignedIn={finishSignIn} /> : null}
    </AuthShell>
  );
}
