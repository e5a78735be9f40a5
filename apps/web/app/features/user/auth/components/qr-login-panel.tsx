import { userContracts } from '@school/contracts';
import { LoadingOutlined, ReloadOutlined, WechatOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import type { LoginResult } from '@school/contracts';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useApi } from '~/lib/api-context';
import { useSchoolStore } from '~/lib/store';
import { isSandboxQrUrl, QR_INITIAL, QR_POLL_MS, qrReducer } from '../qr-login';
import { useCaptcha } from '../use-captcha';
import { CaptchaField } from './captcha-field';
import { MobileField } from './mobile-field';
import { ReferralCodeField } from './referral-code-field';
import { SmsCodeField } from './sms-code-field';

interface BindValues {
  mobile: string;
  captchaCode: string;
  code: string;
  referralCode?: string;
}

/** A WeChat user seen for the first time binds a mobile (SMS code of purpose bind) and is signed in. */
function BindMobileForm({
  sceneId,
  wxNickname,
  onSignedIn,
  onRestart,
}: {
  sceneId: string;
  wxNickname: string;
  onSignedIn(result: LoginResult): void;
  onRestart(): void;
}) {
  const [form] = Form.useForm<BindValues>();
  const referralCode = useSchoolStore((state) => state.referralCode);
  const { captcha, refresh } = useCaptcha();
  const api = useApi();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: BindValues) => {
    setSubmitting(true);
    try {
      const referral = values.referralCode?.trim();
      onSignedIn(
        await api.call(userContracts.registerByQrcode, {
          sceneId,
          mobile: values.mobile,
          code: values.code,
          ...(referral ? { referralCode: referral } : {}),
        }),
      );
    } catch {
      // shown by the request layer
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="qr-bind">
      <p className="qr-bind__title">
        <WechatOutlined /> 微信「{wxNickname || '微信用户'}」首次登录，请绑定手机号
      </p>
      <p className="qr-bind__note">已有账号的手机号将与该微信关联；新手机号将自动创建账号。</p>
      <Form
        form={form}
        size="large"
        className="auth-form"
        initialValues={{ referralCode }}
        onFinish={(values) => void submit(values)}
      >
        <MobileField />
        <CaptchaField captcha={captcha} onRefresh={refresh} />
        <SmsCodeField form={form} purpose="bind" captcha={captcha} onCaptchaUsed={refresh} />
        <ReferralCodeField />
        <Form.Item className="auth-form__submit">
          <Button type="primary" htmlType="submit" block loading={submitting}>
            绑定并登录
          </Button>
        </Form.Item>
      </Form>
      <button type="button" className="link-button qr-bind__restart" onClick={onRestart}>
        重新扫码
      </button>
    </div>
  );
}

/**
 * 扫码登录: the QR code from the server, its state asked every 2 s while this tab is open; 1 signs
 * in, 2 asks for a mobile, 3 offers a fresh code. In the sandbox the code's page can be opened here.
 */
export function QrLoginPanel({ onSignedIn }: { onSignedIn(result: LoginResult): void }) {
  const [state, dispatch] = useReducer(qrReducer, QR_INITIAL);
  const api = useApi();
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  });

  useEffect(() => {
    if (state.phase !== 'loading') return undefined;
    let cancelled = false;
    api.call(userContracts.getMpQrCodeUrl).then(
      (scene) => {
        if (!cancelled) dispatch({ type: 'loaded', scene, now: Date.now() });
      },
      () => {
        if (!cancelled) dispatch({ type: 'load-failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [state.phase, api]);

  const waitingSceneId = state.phase === 'waiting' ? state.scene.sceneId : '';
  useEffect(() => {
    if (!waitingSceneId) return undefined;
    let cancelled = false;
    let asking = false;
    const timer = setInterval(() => {
      dispatch({ type: 'tick', now: Date.now() });
      if (asking) return;
      asking = true;
      api
        .request(userContracts.checkQrCodeState, { sceneId: waitingSceneId }, { isShowErrTip: false })
        .then(
          (reply) => {
            if (!cancelled) dispatch({ type: 'polled', reply, now: Date.now() });
          },
          () => {
            // a network hiccup: ask again on the next tick
          },
        )
        .finally(() => {
          asking = false;
        });
    }, QR_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [waitingSceneId, api]);

  useEffect(() => {
    if (state.phase === 'signed-in') signedIn.current({ token: state.token, userInfo: state.userInfo });
  }, [state]);

  const refresh = () => dispatch({ type: 'refresh' });

  if (state.phase === 'bind') {
    return (
      <BindMobileForm
        sceneId={state.scene.sceneId}
        wxNickname={state.wxNickname}
        onSignedIn={onSignedIn}
        onRestart={refresh}
      />
    );
  }

  const scene = state.phase === 'loading' || state.phase === 'failed' ? null : state.scene;
  return (
    <div className="qr-login">
      <div className={scene?.display === 'frame' ? 'qr-login__code qr-login__code--frame' : 'qr-login__code'}>
        {scene?.display === 'frame' && state.phase === 'waiting' ? (
          // WeChat draws its own QR page; after the scan it moves this frame to our callback.
          <iframe
            className="qr-login__frame"
            src={scene.qrcodeUrl}
            title="微信扫码登录"
            width={300}
            height={400}
            sandbox="allow-scripts allow-same-origin"
          />
        ) : scene?.qrcodeImage ? (
          <img src={scene.qrcodeImage} alt="微信扫码登录二维码" width={200} height={200} />
        ) : null}
        {state.phase === 'loading' ? (
          <span className="qr-login__loading">
            <LoadingOutlined /> 二维码加载中…
          </span>
        ) : null}
        {state.phase === 'expired' || state.phase === 'failed' ? (
          <button type="button" className="qr-login__mask" onClick={refresh}>
            <ReloadOutlined />
            <span>{state.phase === 'expired' ? '二维码已失效，点击刷新' : '二维码加载失败，点击重试'}</span>
          </button>
        ) : null}
        {state.phase === 'signed-in' ? (
          <span className="qr-login__mask qr-login__mask--done">扫码成功，正在登录…</span>
        ) : null}
      </div>
      <p className="qr-login__tip">
        <WechatOutlined className="qr-login__wechat" /> 请使用<strong>微信扫一扫</strong>登录
      </p>
      <p className="qr-login__sub">扫码并关注公众号后自动登录，首次登录需绑定手机号</p>
      {scene && isSandboxQrUrl(scene.qrcodeUrl) && state.phase === 'waiting' ? (
        <a className="qr-login__sandbox" href={scene.qrcodeUrl} target="_blank" rel="noopener noreferrer">
          在本地沙箱中打开
        </a>
      ) : null}
    </div>
  );
}
