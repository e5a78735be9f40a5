import { lengthRules, maxLengthOf } from '~/lib/form-rules';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { OperatorLoginBody, PASSWORD_LENGTH, systemContracts as sys } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { needsCaptcha } from '~/lib/needs-captcha';
import { showUnlessShown } from '~/lib/request';
import { getAdminToken, setAdminToken } from '../../../lib/console-api';
import { safeAdminRedirect } from '../../../lib/redirect';
import { systemQueries } from '../api/queries';

export function meta() {
  return [{ title: '登录 - 运营后台' }, { name: 'robots', content: 'noindex, nofollow' }];
}

interface LoginValues {
  loginName: string;
  password: string;
  captchaCode?: string;
}

export default function LoginPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { message } = App.useApp();
  const [submitting, setSubmitting] = useState(false);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [form] = Form.useForm<LoginValues>();
  const target = safeAdminRedirect(params.get('redirect'));

  const site = useQuery(systemQueries.websiteInfo(api));
  // Each captcha is good for one try, so a new one is fetched after every refused attempt.
  const captcha = useQuery({
    ...systemQueries.signInCaptcha(api),
    enabled: captchaNeeded,
    gcTime: 0,
    staleTime: Infinity,
  });

  // Already signed in on this browser: the console checks the token itself.
  useEffect(() => {
    if (getAdminToken()) void navigate(target, { replace: true });
  }, [navigate, target]);

  const finish = async (values: LoginValues) => {
    setSubmitting(true);
    try {
      const result = await api.call(sys.loginOperator, {
        loginName: values.loginName.trim(),
        password: values.password,
        ...(captchaNeeded && captcha.data
          ? { captchaId: captcha.data.captchaId, captchaCode: values.captchaCode?.trim() ?? '' }
          : {}),
      });
      setAdminToken(result.token);
      message.success(`欢迎回来，${result.operator.nickname || result.operator.loginName}`);
      void navigate(target, { replace: true });
    } catch (err) {
      showUnlessShown(message, err);
      if (needsCaptcha(err) || captchaNeeded) {
        setCaptchaNeeded(true);
        form.setFieldValue('captchaCode', '');
        void captcha.refetch();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #e6f0ff 0%, #f5f7fa 60%, #ffffff 100%)',
        padding: 24,
      }}
    >
      <Card
        style={{ width: '100%', maxWidth: 400, minWidth: 0, boxShadow: '0 8px 24px rgba(0, 0, 0, 0.08)' }}
        styles={{ body: { padding: '36px 36px 20px' } }}
      >
        <div style={{ textAlign: 'center', marginBottom: 28 }}>
          <Typography.Title level={3} style={{ marginBottom: 4 }}>
            运营后台
          </Typography.Title>
          <Typography.Text type="secondary">
            {site.data?.siteNamePc ? `${site.data.siteNamePc} · ` : ''}请使用运营账号登录
          </Typography.Text>
        </div>
        <Form<LoginValues>
          form={form}
          layout="vertical"
          size="large"
          onFinish={(v) => void finish(v)}
          requiredMark={false}
        >
          <Form.Item
            label="账号"
            name="loginName"
            rules={[
              { required: true, whitespace: true, message: '请输入账号' },
              ...lengthRules(OperatorLoginBody, 'loginName', '账号'),
            ]}
          >
            <Input
              prefix={<UserOutlined />}
              placeholder="运营账号"
              autoComplete="username"
              maxLength={maxLengthOf(OperatorLoginBody, 'loginName')}
            />
          </Form.Item>
          <Form.Item
            label="密码"
            name="password"
            rules={[
              { required: true, message: '请输入密码' },
              {
                min: PASSWORD_LENGTH.min,
                max: PASSWORD_LENGTH.max,
                message: `密码为 ${PASSWORD_LENGTH.min}–${PASSWORD_LENGTH.max} 位`,
              },
            ]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder="密码"
              autoComplete="current-password"
              maxLength={PASSWORD_LENGTH.max}
            />
          </Form.Item>
          {captchaNeeded ? (
            <Form.Item label="图形验证码" required>
              <div style={{ display: 'flex', gap: 8 }}>
                <Form.Item name="captchaCode" noStyle rules={[{ required: true, message: '请输入图形验证码' }]}>
                  <Input
                    prefix={<SafetyOutlined />}
                    placeholder="图中字符"
                    autoComplete="off"
                    maxLength={maxLengthOf(OperatorLoginBody, 'captchaCode')}
                    style={{ flex: 1, minWidth: 0 }}
                  />
                </Form.Item>
                <button
                  type="button"
                  onClick={() => void captcha.refetch()}
                  title="看不清？点击换一张"
                  style={{
                    flex: 'none',
                    padding: 0,
                    overflow: 'hidden',
                    border: '1px solid #d9d9d9',
                    borderRadius: 6,
                    background: '#fff',
                    cursor: 'pointer',
                  }}
                >
                  {captcha.data ? (
                    <img
                      src={captcha.data.image}
                      alt="图形验证码，点击刷新"
                      width={150}
                      height={50}
                      style={{ display: 'block' }}
                    />
                  ) : (
                    <span style={{ display: 'inline-block', width: 150 }}>点击获取</span>
                  )}
                </button>
              </div>
            </Form.Item>
          ) : null}
          <Form.Item style={{ marginTop: 8 }}>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              登录
            </Button>
          </Form.Item>
        </Form>
      </Card>
    </div>
  );
}
