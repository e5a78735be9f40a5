import { Alert } from 'antd';
import { Link, useLoaderData } from 'react-router';
import { AuthShell } from '~/features/user/auth/components/auth-shell';
import { RegisterForm } from '~/features/user/auth/components/register-form';
import { useFinishSignIn } from '~/features/user/auth/use-finish-sign-in';
import type { loadLoginMethods } from './login-methods';

/** 注册 with an SMS code; the new account is signed in and returns to the saved address. */
export function RegisterPage() {
  const { methods } = useLoaderData<typeof loadLoginMethods>();
  const finishSignIn = useFinishSignIn();
  return (
    <AuthShell
      title="注册账号"
      footer={
        <span>
          已有账号？<Link to="/login">直接登录</Link>
        </span>
      }
    >
      {methods.register ? (
        <RegisterForm onSignedIn={(result) => finishSignIn(result, '注册成功，欢迎加入！')} />
      ) : (
        <Alert type="info" showIcon title="本校暂未开放在线注册，请联系学校开通账号" />
      )}
    </AuthShell>
  );
}
