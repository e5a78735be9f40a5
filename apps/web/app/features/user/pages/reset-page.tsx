import { App } from 'antd';
import { Link, useNavigate } from 'react-router';
import { AuthShell } from '~/features/user/auth/components/auth-shell';
import { ResetForm } from '~/features/user/auth/components/reset-form';

/** 找回密码 with an SMS code, then sign in with the new password. */
export function ResetPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  return (
    <AuthShell
      title="找回密码"
      footer={
        <>
          <Link to="/login">返回登录</Link>
          <span>
            还没有账号？<Link to="/register">立即注册</Link>
          </span>
        </>
      }
    >
      <ResetForm
        onDone={() => {
          void message.success('密码已重置，请使用新密码登录');
          void navigate('/login', { replace: true });
        }}
      />
    </AuthShell>
  );
}
