import { userContracts } from '@school/contracts';
import { LockOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AccountPage } from '~/components/account-page';
import '../profile/profile.css';
import { useApi } from '~/lib/api-context';
import { confirmPasswordRules, newPasswordRules, PASSWORD_MAX } from '~/lib/form-rules';
import { exitAndSignOut } from '~/lib/sign-out';
import { useSchoolStoreApi } from '~/lib/store';

interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  confirm: string;
}

/** 修改密码 with the old one; afterwards the session ends and the reader signs in again. */
export function ChangePasswordPage() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const store = useSchoolStoreApi();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const api = useApi();
  const [saving, setSaving] = useState(false);

  const submit = async (values: ChangePasswordValues) => {
    setSaving(true);
    try {
      await api.call(userContracts.changePassword, { oldPassword: values.oldPassword, password: values.password });
    } catch {
      setSaving(false);
      return;
    }
    void message.success('密码已修改，请使用新密码重新登录');
    await exitAndSignOut(store, api);
    void navigate('/login', { replace: true });
  };

  return (
    <AccountPage title="修改密码">
      <Form
        form={form}
        layout="horizontal"
        size="middle"
        labelCol={{ flex: '96px' }}
        className="password-form"
        onFinish={(values) => void submit(values)}
      >
        <Form.Item label="原密码" name="oldPassword" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
        <Form.Item label="新密码" name="password" rules={newPasswordRules}>
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            placeholder="6–20 位"
          />
        </Form.Item>
        <Form.Item label="确认新密码" name="confirm" dependencies={['password']} rules={confirmPasswordRules()}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={saving}>
            确认修改
          </Button>
          <p className="password-form__note">
            修改成功后需要重新登录。忘记原密码？可退出后在登录页通过“忘记密码”找回。
          </p>
        </Form.Item>
      </Form>
    </AccountPage>
  );
}
