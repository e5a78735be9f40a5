import { Link } from 'react-router';
import { AuthShell } from '~/features/user/auth/components/auth-shell';
import { RegisterForm } from '~/features/user/auth/components/register-form';
import { useFinishSignIn } from '~/features/user/auth/use-finish-sign-in';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('注册');

/** 注册 with an SMS code; the new account is signed in and returns to the saved address. */
export default function RegisterPage() {
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
      <RegisterForm onSignedIn={(result) => finishSignIn(result, '注册成功，欢迎加入！')} />
    </AuthShell>
  );
}
